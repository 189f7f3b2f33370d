import CircularProgress from '@mui/material/CircularProgress';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { apiErrorCodes, hasErrorCode } from '../../lib/graphql-error-policy';
import type { DocumentShare } from '../documents/share-panel';
import { PageContainer } from '../page-container';
import { RetryAlert } from '../retry-alert';
import type { DocumentDraft } from './document-draft';
import type { DraftStorage } from './draft-storage';
import { saveFailure } from './save-failure';
import type { SaveResult } from './use-autosave';

/** A document as its editor page loads it. */
interface LoadedDocument {
  id: string;
  updatedAt: string;
  share: DocumentShare;
}

/** What the editor opens with: the saved draft, where editing starts, and the link. */
export interface OpenedDocument<Draft> {
  id: string;
  saved: Draft;
  /** `saved`, or the draft a reload kept in the tab. */
  start: Draft;
  updatedAt: string;
  share: DocumentShare;
}

/**
 * The document as it was when its editor opened (`loaded` made into a draft by `toDraft`, or the
 * tab's newer draft of it): later refetches (after each save) must not restart the editor.
 */
export function useOpenedDocument<Draft extends DocumentDraft, Loaded extends LoadedDocument>(
  id: string,
  loaded: Loaded | undefined,
  toDraft: (loaded: Loaded) => Draft,
  drafts: DraftStorage<Draft>,
): OpenedDocument<Draft> | null {
  const [opened, setOpened] = useState<OpenedDocument<Draft> | null>(null);
  if (loaded && loaded.id === id && opened?.id !== id) {
    const saved = toDraft(loaded);
    const next = {
      id,
      saved,
      start: drafts.restore(id, loaded.updatedAt, saved.targetJob) ?? saved,
      updatedAt: loaded.updatedAt,
      share: loaded.share,
    };
    // Adjusting state while rendering (react.dev "You might not need an effect").
    setOpened(next);
    return next;
  }
  return opened?.id === id ? opened : null;
}

/** A document's update mutation, as urql's `useMutation` hands it out. */
type UpdateDocument<Draft extends DocumentDraft, Data> = (variables: {
  id: string;
  input: { content: Draft['content']; targetJob: Draft['targetJob']; name?: string };
}) => Promise<{ data?: Data | undefined; error?: CombinedError | undefined }>;

/**
 * The editor's save: the whole draft (a blank name keeps the saved one); the new `updatedAt`
 * (`updatedAtOf` the answer), or the server's reason (`saveFailure`).
 */
export function useSaveDraft<Draft extends DocumentDraft, Data>(
  id: string,
  update: UpdateDocument<Draft, Data>,
  updatedAtOf: (data: Data) => string,
) {
  return useCallback(
    async (draft: Draft): Promise<SaveResult & { updatedAt?: string }> => {
      const name = draft.name.trim();
      const result = await update({
        id,
        input: { content: draft.content, targetJob: draft.targetJob, ...(name ? { name } : {}) },
      });
      if (result.error || !result.data) {
        return { ok: false, ...(result.error ? saveFailure(result.error) : { message: null }) };
      }
      return { ok: true, updatedAt: updatedAtOf(result.data) };
    },
    [id, update, updatedAtOf],
  );
}

/**
 * Until the editor can open: a spinner, or what failed with Retry. A document that is not there
 * (or not the user's) is the error policy's: it goes to the data-not-found page.
 */
export function EditorPageWaiting({
  documentError,
  libraryError,
  message,
  onRetry,
}: {
  documentError: CombinedError | undefined;
  libraryError: CombinedError | undefined;
  message: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const failed =
    (documentError && !hasErrorCode(documentError, apiErrorCodes.noDataFound)) || libraryError;
  return (
    <PageContainer>
      {failed ? (
        <RetryAlert message={message} onRetry={onRetry} />
      ) : (
        <CircularProgress aria-label={t('common.loading')} />
      )}
    </PageContainer>
  );
}
