import CircularProgress from '@mui/material/CircularProgress';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { coverLetterContentSchema } from '../../../domain/cover-letter';
import type { SaveResult } from '../../components/document-editor/use-autosave';
import type { DocumentShare } from '../../components/documents/share-panel';
import { PageContainer } from '../../components/page-container';
import { RetryAlert } from '../../components/retry-alert';
import { apiErrorCodes, hasErrorCode } from '../../lib/graphql-error-policy';
import { saveFailure } from '../../components/document-editor/save-failure';
import { useDocuments } from '../../lib/use-documents';
import {
  CoverLetterQuery,
  LetterLibraryQuery,
  UpdateCoverLetterMutation,
} from './cover-letter-operations';
import { CoverLetterEditor } from './editor/cover-letter-editor';
import { letterDrafts, type CoverLetterDraft } from './editor/letter-draft';

/**
 * /app/cover-letters/edit/{id}: loads the letter and the paragraphs, then the editor. An unknown
 * (or someone else's) letter is the error policy's: it goes to the data-not-found page.
 */
export function CoverLetterEditorPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [letter, reloadLetter] = useQuery({ query: CoverLetterQuery, variables: { id } });
  const [library, reloadLibrary] = useQuery({ query: LetterLibraryQuery });
  const [, update] = useMutation(UpdateCoverLetterMutation);
  const documents = useDocuments('coverLetter');
  // The letter as it was when the editor opened: later refetches must not restart the editor.
  const [opened, setOpened] = useState<{
    id: string;
    saved: CoverLetterDraft;
    start: CoverLetterDraft;
    updatedAt: string;
    share: DocumentShare;
  } | null>(null);
  const loaded = letter.data?.coverLetter;
  if (loaded && loaded.id === id && opened?.id !== id) {
    // The job's fields alone (the client adds `__typename`, which no input takes).
    const { position, company, hiringManager, description } = loaded.targetJob;
    const saved: CoverLetterDraft = {
      name: loaded.name,
      targetJob: { position, company, hiringManager, description },
      content: coverLetterContentSchema.parse(loaded.content),
    };
    setOpened({
      id,
      saved,
      start: letterDrafts.restore(id, loaded.updatedAt, saved.targetJob) ?? saved,
      updatedAt: loaded.updatedAt,
      share: loaded.share,
    });
  }

  const save = useCallback(
    async (draft: CoverLetterDraft): Promise<SaveResult & { updatedAt?: string }> => {
      const name = draft.name.trim();
      const result = await update({
        id,
        input: {
          content: draft.content,
          targetJob: draft.targetJob,
          ...(name ? { name } : {}),
        },
      });
      if (result.error || !result.data) {
        return { ok: false, ...(result.error ? saveFailure(result.error) : { message: null }) };
      }
      return { ok: true, updatedAt: result.data.coverLetter.updateCoverLetter.updatedAt };
    },
    [id, update],
  );

  const failed =
    (letter.error && !hasErrorCode(letter.error, apiErrorCodes.noDataFound)) || library.error;
  const paragraphs = library.data?.coverLetterEvents;
  if (opened?.id === id && paragraphs) {
    return (
      <CoverLetterEditor
        key={id}
        letterId={id}
        saved={opened.saved}
        start={opened.start}
        updatedAt={opened.updatedAt}
        library={paragraphs}
        save={save}
        documents={documents}
        share={loaded?.id === id ? loaded.share : opened.share}
      />
    );
  }
  return (
    <PageContainer>
      {failed ? (
        <RetryAlert
          message={t('coverLetters.editor.loadFailed')}
          onRetry={() => {
            reloadLetter({ requestPolicy: 'network-only' });
            reloadLibrary({ requestPolicy: 'network-only' });
          }}
        />
      ) : (
        <CircularProgress aria-label={t('common.loading')} />
      )}
    </PageContainer>
  );
}
