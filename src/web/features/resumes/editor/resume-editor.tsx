import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { resumeExportFormats } from '../../../../domain/resume';
import { DocumentEditor, EditorPanel } from '../../../components/document-editor/document-editor';
import type { SaveResult } from '../../../components/document-editor/use-autosave';
import type { ResumeDocumentsClient } from '../../../lib/documents-client';
import { ResumeSharePanel, type ResumeShare } from '../resume-share-panel';
import type { ResumeDraft } from './content-changes';
import type { EditorLibrary } from './editor-library';
import { HeaderEditor } from './header-editor';
import { resumeDrafts } from './resume-draft-storage';
import { SectionsEditor } from './sections-editor';
import { TargetJobEditor } from './target-job-editor';

export interface ResumeEditorProps {
  resumeId: string;
  /** What the server has. */
  saved: ResumeDraft;
  /** Where editing starts: `saved`, or the draft a reload kept. */
  start: ResumeDraft;
  /** The server's `updatedAt` of `saved`. */
  updatedAt: string;
  library: EditorLibrary;
  /** Saves the whole draft; answers the new `updatedAt`. */
  save: (draft: ResumeDraft) => Promise<SaveResult & { updatedAt?: string }>;
  documents: ResumeDocumentsClient;
  /** The resume's public link, as the server last answered it. */
  share: ResumeShare;
}

/** A resume's preview renders its content (its name and target job print nowhere). */
const previewOf = (draft: ResumeDraft) => draft.content;

/**
 * The resume editor: the document editor (src/web/components/document-editor) with the header
 * and the sections as its form.
 */
export function ResumeEditor({ resumeId, library, share, ...props }: ResumeEditorProps) {
  const { t } = useTranslation();
  const form = useCallback(
    (undo: () => void) => (
      <>
        <EditorPanel title={t('resumes.editor.header.title')}>
          <HeaderEditor />
        </EditorPanel>
        <Box component="section" aria-label={t('resumes.editor.sections.title')}>
          <Typography variant="h2" sx={{ fontSize: '1.35rem', mb: 1.5 }}>
            {t('resumes.editor.sections.title')}
          </Typography>
          <SectionsEditor library={library} onUndo={undo} />
        </Box>
      </>
    ),
    [library, t],
  );
  return (
    <DocumentEditor
      documentId={resumeId}
      {...props}
      previewOf={previewOf}
      drafts={resumeDrafts}
      formats={resumeExportFormats}
      words={{
        title: t('pages.editResume'),
        name: t('resumes.editor.name'),
        nameRequired: t('resumes.editor.nameRequired'),
        shareTitle: t('resumes.editor.share.title'),
      }}
      sharePanel={(notify) => (
        <ResumeSharePanel resumeId={resumeId} share={share} notify={notify} />
      )}
      targetJob={<TargetJobEditor />}
      form={form}
    />
  );
}
