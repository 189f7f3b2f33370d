import CircularProgress from '@mui/material/CircularProgress';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { isLanguage } from '../../../domain/language';
import { PageContainer } from '../../components/page-container';
import { RetryAlert } from '../../components/retry-alert';
import { apiErrorCodes, hasErrorCode } from '../../lib/graphql-error-policy';
import { saveFailure } from '../../components/document-editor/save-failure';
import { resumeDrafts } from './editor/resume-draft-storage';
import type { ResumeDraft } from './editor/content-changes';
import { editorLibrary } from './editor/editor-library';
import { ResumeEditor } from './editor/resume-editor';
import type { SaveResult } from '../../components/document-editor/use-autosave';
import { ResumeLibraryQuery, ResumeQuery, UpdateResumeMutation } from './resume-operations';
import type { ResumeShare } from './resume-share-panel';
import { useDocuments } from '../../lib/use-documents';

/**
 * /app/resumes/edit/{id}: loads the resume and the library, then the editor. An unknown (or
 * someone else's) resume is the error policy's: it goes to the data-not-found page.
 */
export function ResumeEditorPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const [resume, reloadResume] = useQuery({ query: ResumeQuery, variables: { id } });
  const [library, reloadLibrary] = useQuery({ query: ResumeLibraryQuery });
  const [, update] = useMutation(UpdateResumeMutation);
  const documents = useDocuments('resume');
  // The resume as it was when the editor opened: later refetches (after each save) must not
  // restart the editor.
  const [opened, setOpened] = useState<{
    id: string;
    saved: ResumeDraft;
    start: ResumeDraft;
    updatedAt: string;
    share: ResumeShare;
  } | null>(null);
  const loaded = resume.data?.resume;
  if (loaded && loaded.id === id && opened?.id !== id) {
    const { title, company, description } = loaded.targetJob;
    const saved = {
      name: loaded.name,
      targetJob: { title, company, description },
      content: loaded.content,
    };
    setOpened({
      id,
      saved,
      start: resumeDrafts.restore(id, loaded.updatedAt, saved.targetJob) ?? saved,
      updatedAt: loaded.updatedAt,
      share: loaded.share,
    });
  }

  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const libraryData = library.data;
  const present = t('events.dates.present');
  const events = useMemo(
    () => (libraryData ? editorLibrary(libraryData, language, present) : null),
    [libraryData, language, present],
  );

  const save = useCallback(
    async (draft: ResumeDraft): Promise<SaveResult & { updatedAt?: string }> => {
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
      return { ok: true, updatedAt: result.data.resume.updateResume.updatedAt };
    },
    [id, update],
  );

  const failed =
    (resume.error && !hasErrorCode(resume.error, apiErrorCodes.noDataFound)) || library.error;
  if (opened?.id === id && events) {
    return (
      <ResumeEditor
        key={id}
        resumeId={id}
        saved={opened.saved}
        start={opened.start}
        updatedAt={opened.updatedAt}
        library={events}
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
          message={t('resumes.editor.loadFailed')}
          onRetry={() => {
            reloadResume({ requestPolicy: 'network-only' });
            reloadLibrary({ requestPolicy: 'network-only' });
          }}
        />
      ) : (
        <CircularProgress aria-label={t('common.loading')} />
      )}
    </PageContainer>
  );
}
