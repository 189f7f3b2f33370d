import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { coverLetterContentSchema } from '../../../domain/cover-letter';
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
import {
  CoverLetterQuery,
  LetterLibraryQuery,
  UpdateCoverLetterMutation,
} from './cover-letter-operations';
import { CoverLetterEditor } from './editor/cover-letter-editor';
import { letterDrafts, type CoverLetterDraft } from './editor/letter-draft';

type LoadedLetter = ResultOf<typeof CoverLetterQuery>['coverLetter'];

/** The letter as the editor edits it: the job's fields alone (no `__typename`), content parsed. */
const toDraft = ({ name, targetJob, content }: LoadedLetter): CoverLetterDraft => {
  const { position, company, hiringManager, description } = targetJob;
  return {
    name,
    targetJob: { position, company, hiringManager, description },
    content: coverLetterContentSchema.parse(content),
  };
};

const updatedAtOf = (data: ResultOf<typeof UpdateCoverLetterMutation>) =>
  data.coverLetter.updateCoverLetter.updatedAt;

/**
 * /app/cover-letters/edit/{id}: loads the letter and the paragraphs, then the editor. An unknown
 * (or someone else's) letter is the error policy's: it goes to the data-not-found page.
 */
export function CoverLetterEditorPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [letter, reloadLetter] = useQuery({ query: CoverLetterQuery, variables: { id } });
  const [library, reloadLibrary] = useQuery({ query: LetterLibraryQuery });
  const [{ data: matchData }] = useQuery({ query: EditorLibraryQuery });
  const matchLibrary = useMemo(() => (matchData ? matchLibraryOf(matchData) : null), [matchData]);
  const [, update] = useMutation(UpdateCoverLetterMutation);
  const documents = useDocuments('coverLetter');
  const loaded = letter.data?.coverLetter;
  const opened = useOpenedDocument(id, loaded, toDraft, letterDrafts);
  const save = useSaveDraft<CoverLetterDraft, ResultOf<typeof UpdateCoverLetterMutation>>(
    id,
    update,
    updatedAtOf,
  );

  const paragraphs = library.data?.coverLetterEvents;
  if (opened && paragraphs) {
    return (
      <CoverLetterEditor
        key={id}
        letterId={id}
        saved={opened.saved}
        start={opened.start}
        updatedAt={opened.updatedAt}
        library={paragraphs}
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
      documentError={letter.error}
      libraryError={library.error}
      message={t('coverLetters.editor.loadFailed')}
      onRetry={() => {
        reloadLetter({ requestPolicy: 'network-only' });
        reloadLibrary({ requestPolicy: 'network-only' });
      }}
    />
  );
}
