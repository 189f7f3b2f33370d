import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { resumeExportFormats, type ResumeLibrary } from '../../../../domain/resume';
import {
  DocumentEditor,
  EditorPanel,
  type DocumentEditorWords,
} from '../../../components/document-editor/document-editor';
import { HeaderEditor } from '../../../components/document-editor/header-editor';
import { MatchPanel } from '../../../components/document-editor/match-panel';
import { TargetJobEditor } from '../../../components/document-editor/target-job-editor';
import type { SaveResult } from '../../../components/document-editor/use-autosave';
import type { Notify } from '../../../components/documents/use-notice';
import type { ResumeDocumentsClient } from '../../../lib/documents-client';
import { ResumeSharePanel, type ResumeShare } from '../resume-share-panel';
import type { ResumeDraft } from './content-changes';
import type { EditorLibrary } from './editor-library';
import { resumeMatchAction, resumeMatchDocument, resumeShownPart } from './match-actions';
import { resumeDrafts } from './resume-draft-storage';
import { SectionsEditor } from './sections-editor';
import { SummaryField } from './summary-field';

export interface ResumeEditorProps {
  resumeId: string;
  /** What the server has. */
  saved: ResumeDraft;
  /** Where editing starts: `saved`, or the draft a reload kept. */
  start: ResumeDraft;
  /** The server's `updatedAt` of `saved`. */
  updatedAt: string;
  library: EditorLibrary;
  /** The whole library, for the match panel; null while it loads. */
  matchLibrary?: ResumeLibrary | null;
  /** Saves the whole draft; answers the new `updatedAt`. */
  save: (draft: ResumeDraft) => Promise<SaveResult & { updatedAt?: string }>;
  documents: ResumeDocumentsClient;
  /** The resume's public link, as the server last answered it. */
  share: ResumeShare;
  /** Past the plan's limit: shown, downloaded and shared, not changed (decision 100). */
  readOnly?: boolean;
}

/** A resume's preview renders its content (its name and target job print nowhere). */
const previewOf = (draft: ResumeDraft) => draft.content;

/** The target job's one-line fields. */
const jobFields = ['title', 'company'] as const;

/** The resume's own fields, named in a refused save (decision 074). */
const fieldLabels = {
  name: 'resumes.editor.name',
  'targetJob.title': 'resumes.editor.targetJob.title',
  'targetJob.company': 'resumes.editor.targetJob.company',
  'targetJob.description': 'resumes.editor.targetJob.description',
  'content.summary': 'resumes.editor.summary',
} as const;

/**
 * The resume editor: the document editor (src/web/components/document-editor) with the header
 * and the sections as its form.
 */
export function ResumeEditor({
  resumeId,
  library,
  matchLibrary = null,
  share,
  ...props
}: ResumeEditorProps) {
  const { t } = useTranslation();
  const form = useCallback(
    (undo: () => void) => (
      <>
        <EditorPanel title={t('match.title')}>
          <MatchPanel
            library={matchLibrary}
            titleField="title"
            shownPart={resumeShownPart as (draft: unknown) => unknown}
            documentOf={resumeMatchDocument}
            actionFor={resumeMatchAction}
          />
        </EditorPanel>
        <EditorPanel title={t('resumes.editor.header.title')}>
          <HeaderEditor at="header">
            <SummaryField />
          </HeaderEditor>
        </EditorPanel>
        <Box component="section" aria-label={t('resumes.editor.sections.title')}>
          <Typography variant="h2" sx={{ fontSize: '1.35rem', mb: 1.5 }}>
            {t('resumes.editor.sections.title')}
          </Typography>
          <SectionsEditor library={library} onUndo={undo} />
        </Box>
      </>
    ),
    [library, matchLibrary, t],
  );
  const words = useMemo<DocumentEditorWords>(
    () => ({
      title: t('pages.editResume'),
      name: t('resumes.editor.name'),
      nameRequired: t('resumes.editor.nameRequired'),
      shareTitle: t('resumes.editor.share.title'),
      fieldLabels,
    }),
    [t],
  );
  const targetJob = useMemo(
    () => (
      <TargetJobEditor
        fields={jobFields}
        words={{
          heading: t('resumes.editor.targetJob.heading'),
          none: t('resumes.editor.targetJob.none'),
          labels: {
            title: t('resumes.editor.targetJob.title'),
            company: t('resumes.editor.targetJob.company'),
            description: t('resumes.editor.targetJob.description'),
          },
          descriptionHelp: t('resumes.editor.targetJob.descriptionHelp'),
        }}
      />
    ),
    [t],
  );
  const sharePanel = useCallback(
    (notify: Notify) => <ResumeSharePanel resumeId={resumeId} share={share} notify={notify} />,
    [resumeId, share],
  );
  return (
    <DocumentEditor
      documentId={resumeId}
      {...props}
      previewOf={previewOf}
      drafts={resumeDrafts}
      formats={resumeExportFormats}
      words={words}
      sharePanel={sharePanel}
      targetJob={targetJob}
      form={form}
    />
  );
}
