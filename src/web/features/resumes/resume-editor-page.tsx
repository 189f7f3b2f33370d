import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { isLanguage } from '../../../domain/language';
import {
  EditorPageWaiting,
  useOpenedDocument,
  useSaveDraft,
} from '../../components/document-editor/editor-page';
import {
  EditorLibraryQuery,
  matchLibraryOf,
} from '../../components/document-editor/match-panel-library';
import type { ResultOf } from '../../lib/graphql';
import { useDocuments } from '../../lib/use-documents';
import type { ResumeDraft } from './editor/content-changes';
import { editorLibrary } from './editor/editor-library';
import { ResumeEditor } from './editor/resume-editor';
import { resumeDrafts } from './editor/resume-draft-storage';
import { ResumeQuery, UpdateResumeMutation } from './resume-operations';

type LoadedResume = ResultOf<typeof ResumeQuery>['resume'];

/** The resume as the editor edits it: the job's fields alone (no `__typename`). */
const toDraft = ({ name, targetJob, content }: LoadedResume): ResumeDraft => {
  const { title, company, description } = targetJob;
  return { name, targetJob: { title, company, description }, content };
};

const updatedAtOf = (data: ResultOf<typeof UpdateResumeMutation>) =>
  data.resume.updateResume.updatedAt;

/**
 * /app/resumes/edit/{id}: loads the resume and the library, then the editor. An unknown (or
 * someone else's) resume is the error policy's: it goes to the data-not-found page.
 */
export function ResumeEditorPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const [resume, reloadResume] = useQuery({ query: ResumeQuery, variables: { id } });
  const [library, reloadLibrary] = useQuery({ query: EditorLibraryQuery });
  const [, update] = useMutation(UpdateResumeMutation);
  const documents = useDocuments('resume');
  const loaded = resume.data?.resume;
  const opened = useOpenedDocument(id, loaded, toDraft, resumeDrafts);
  const save = useSaveDraft<ResumeDraft, ResultOf<typeof UpdateResumeMutation>>(
    id,
    update,
    updatedAtOf,
  );

  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const libraryData = library.data;
  const matchLibrary = useMemo(
    () => (libraryData ? matchLibraryOf(libraryData) : null),
    [libraryData],
  );
  const present = t('events.dates.present');
  const events = useMemo(
    () => (libraryData ? editorLibrary(libraryData, language, present) : null),
    [libraryData, language, present],
  );

  if (opened && events) {
    return (
      <ResumeEditor
        key={id}
        resumeId={id}
        saved={opened.saved}
        start={opened.start}
        updatedAt={opened.updatedAt}
        library={events}
        matchLibrary={matchLibrary}
        save={save}
        documents={documents}
        share={loaded?.id === id ? loaded.share : opened.share}
        readOnly={loaded?.id === id && loaded.readOnly}
      />
    );
  }
  return (
    <EditorPageWaiting
      documentError={resume.error}
      libraryError={library.error}
      message={t('resumes.editor.loadFailed')}
      onRetry={() => {
        reloadResume({ requestPolicy: 'network-only' });
        reloadLibrary({ requestPolicy: 'network-only' });
      }}
    />
  );
}
