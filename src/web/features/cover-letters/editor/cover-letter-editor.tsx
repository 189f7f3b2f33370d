import Divider from '@mui/material/Divider';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { coverLetterExportFormats, type CoverLetterContent } from '../../../../domain/cover-letter';
import type { ResumeLibrary } from '../../../../domain/resume';
import type { MatchDocument } from '../../../components/document-editor/match-panel-compute';
import {
  DocumentEditor,
  EditorPanel,
  type DocumentEditorWords,
} from '../../../components/document-editor/document-editor';
import { HeaderEditor } from '../../../components/document-editor/header-editor';
import { MatchPanel } from '../../../components/document-editor/match-panel';
import { TargetJobEditor } from '../../../components/document-editor/target-job-editor';
import type { SaveResult } from '../../../components/document-editor/use-autosave';
import type { DocumentShare } from '../../../components/documents/share-panel';
import type { Notify } from '../../../components/documents/use-notice';
import type { CoverLetterDocumentsClient } from '../../../lib/documents-client';
import { CoverLetterSharePanel } from '../cover-letter-share-panel';
import { placeholderWarning } from '../placeholder-warning';
import { createPreviewOf, letterDrafts, type CoverLetterDraft } from './letter-draft';
import { LetterEndFields, LetterHeadFields } from './letter-fields';
import type { LetterLibrary } from './letter-library';
import { letterMissingPlaceholders } from './letter-missing';
import { ParagraphsEditor } from './paragraphs-editor';
import { PlaceholdersList } from './placeholders-list';

export interface CoverLetterEditorProps {
  letterId: string;
  /** What the server has. */
  saved: CoverLetterDraft;
  /** Where editing starts: `saved`, or the draft a reload kept. */
  start: CoverLetterDraft;
  /** The server's `updatedAt` of `saved`. */
  updatedAt: string;
  library: LetterLibrary;
  /** The resume library (events and skills), for the match panel; null while it loads. */
  matchLibrary?: ResumeLibrary | null;
  /** Saves the whole draft; answers the new `updatedAt`. */
  save: (draft: CoverLetterDraft) => Promise<SaveResult & { updatedAt?: string }>;
  documents: CoverLetterDocumentsClient;
  /** The letter's public link, as the server last answered it. */
  share: DocumentShare;
  /** Past the plan's limit: shown, downloaded and shared, not changed (decision 100). */
  readOnly?: boolean;
}

/** The target job's one-line fields: they fill `{position}`, `{company}`, `{hiringManager}`. */
const jobFields = ['position', 'company', 'hiringManager'] as const;

/** What a letter shows, for the match panel: its content. */
const letterShownPart = (draft: unknown) => (draft as CoverLetterDraft).content;

/** The letter's own fields, named in a refused save (decision 074). */
const fieldLabels = {
  name: 'coverLetters.editor.name',
  'targetJob.position': 'coverLetters.editor.targetJob.position',
  'targetJob.company': 'coverLetters.editor.targetJob.company',
  'targetJob.hiringManager': 'coverLetters.editor.targetJob.hiringManager',
  'targetJob.description': 'coverLetters.editor.targetJob.description',
  'content.greeting': 'coverLetters.editor.letter.greeting',
  'content.closing': 'coverLetters.editor.letter.closing',
  'content.signature': 'coverLetters.editor.letter.signature',
  'content.recipient.name': 'coverLetters.editor.recipient.name',
  'content.recipient.company': 'coverLetters.editor.recipient.company',
  'content.recipient.address': 'coverLetters.editor.recipient.address',
} as const;

/**
 * The cover-letter editor: the document editor (src/web/components/document-editor) with the
 * sender, the letter (date, recipient, greeting, paragraphs from the library, closing, signature)
 * and its placeholders as its form. A letter matched to a resume also downloads with it as one PDF.
 */
export function CoverLetterEditor({
  letterId,
  library,
  matchLibrary = null,
  share,
  saved,
  ...props
}: CoverLetterEditorProps) {
  const { t } = useTranslation();
  // The letter's paragraphs in its own words, or the library's (decision 096).
  const documentOf = useCallback(
    (content: unknown): MatchDocument => ({
      kind: 'letter',
      paragraphs: (content as CoverLetterContent).paragraphs.map((paragraph) => ({
        id: paragraph.id,
        text:
          paragraph.text ??
          library.find((candidate) => candidate.id === paragraph.eventId)?.text ??
          '',
      })),
    }),
    [library],
  );
  const [previewOf] = useState(createPreviewOf);
  const formats = useMemo(
    () =>
      saved.content.resumeId === null
        ? coverLetterExportFormats
        : ([...coverLetterExportFormats, 'bundle'] as const),
    [saved.content.resumeId],
  );
  const form = useCallback(
    () => (
      <>
        <EditorPanel title={t('match.title')}>
          <MatchPanel
            library={matchLibrary}
            titleField="position"
            shownPart={letterShownPart}
            documentOf={documentOf}
          />
        </EditorPanel>
        <EditorPanel title={t('coverLetters.editor.sender.title')}>
          <HeaderEditor at="sender" />
        </EditorPanel>
        <EditorPanel title={t('coverLetters.editor.letter.title')}>
          <LetterHeadFields />
          <Divider sx={{ my: 2 }} />
          <ParagraphsEditor library={library} />
          <Divider sx={{ my: 2 }} />
          <LetterEndFields />
        </EditorPanel>
        <EditorPanel title={t('coverLetters.editor.placeholders.title')}>
          <PlaceholdersList library={library} />
        </EditorPanel>
      </>
    ),
    [documentOf, library, matchLibrary, t],
  );
  const words = useMemo<DocumentEditorWords>(
    () => ({
      title: t('pages.editCoverLetter'),
      name: t('coverLetters.editor.name'),
      nameRequired: t('coverLetters.editor.nameRequired'),
      shareTitle: t('coverLetters.editor.shareTitle'),
      fieldLabels,
    }),
    [t],
  );
  const targetJob = useMemo(
    () => (
      <TargetJobEditor
        fields={jobFields}
        words={{
          heading: t('coverLetters.editor.targetJob.heading'),
          none: t('coverLetters.editor.targetJob.none'),
          labels: {
            position: t('coverLetters.editor.targetJob.position'),
            company: t('coverLetters.editor.targetJob.company'),
            hiringManager: t('coverLetters.editor.targetJob.hiringManager'),
            description: t('coverLetters.editor.targetJob.description'),
          },
          descriptionHelp: t('coverLetters.editor.targetJob.descriptionHelp'),
        }}
      />
    ),
    [t],
  );
  const warning = useCallback(
    (draft: CoverLetterDraft) =>
      placeholderWarning(t, letterMissingPlaceholders(draft.content, draft.targetJob, library)),
    [library, t],
  );
  const sharePanel = useCallback(
    (notify: Notify, confirm: () => Promise<boolean>) => (
      <CoverLetterSharePanel
        letterId={letterId}
        share={share}
        notify={notify}
        confirmEnable={confirm}
      />
    ),
    [letterId, share],
  );
  return (
    <DocumentEditor
      documentId={letterId}
      saved={saved}
      {...props}
      previewOf={previewOf}
      drafts={letterDrafts}
      formats={formats}
      words={words}
      warning={warning}
      sharePanel={sharePanel}
      targetJob={targetJob}
      form={form}
    />
  );
}
