import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../domain/paths';
import { jobLine, type ListedDocument } from '../../components/documents/document-card';
import { DocumentListPage } from '../../components/documents/document-list-page';
import { useConfirm } from '../../components/documents/use-confirm';
import type { Notify } from '../../components/documents/use-notice';
import type { ResultOf } from '../../lib/graphql';
import type { CoverLettersQuery } from './cover-letter-operations';
import { coverLetterListOperations } from './cover-letter-operations';
import { CoverLetterSharePanel } from './cover-letter-share-panel';
import { placeholderWarning } from './placeholder-warning';

type LetterListItem = ResultOf<typeof CoverLettersQuery>['coverLetters'][number] & ListedDocument;

/** The files a letter's card offers besides the PDF. */
const otherFormats = ['docx', 'txt'] as const;

const toItems = (data: ResultOf<typeof CoverLettersQuery>): LetterListItem[] =>
  data.coverLetters.map((letter) => ({
    ...letter,
    job: jobLine(letter.targetJob.position, letter.targetJob.company),
  }));

/**
 * /app/cover-letters: the user's letters, the last edited first, each with its actions like the
 * resumes (open, download, rename, duplicate, delete with undo, share). A letter with placeholders
 * nothing fills asks first before it is downloaded or shared (docs/product/documents.md). A new
 * user is told to write a paragraph first, or to start a letter from a resume.
 */
export function CoverLettersPage() {
  const { t } = useTranslation();
  const { ask, dialog } = useConfirm();

  const card = (letter: LetterListItem, notify: Notify) => {
    const warning = placeholderWarning(t, letter.missingPlaceholders);
    const confirm = warning ? () => ask(warning) : undefined;
    return {
      sharePanel: (
        <CoverLetterSharePanel
          letterId={letter.id}
          share={letter.share}
          notify={notify}
          confirmEnable={confirm}
        />
      ),
      ...(confirm ? { confirmDownload: confirm } : {}),
    };
  };

  return (
    <DocumentListPage
      kind="coverLetter"
      typename="CoverLetter"
      operations={coverLetterListOperations}
      toItems={toItems}
      title={t('pages.coverLetters')}
      intro={t('coverLetters.list.intro')}
      loadFailed={t('coverLetters.list.loadFailed')}
      renameTitle={t('coverLetters.list.renameTitle')}
      newDocument={{ to: paths.newCoverLetter(), label: t('coverLetters.list.new') }}
      planLimit="coverLetters"
      empty={{
        title: t('coverLetters.list.emptyTitle'),
        body: t('coverLetters.list.emptyBody'),
        actions: (
          <>
            <Button component={RouterLink} to={paths.newCoverLetterEvent()} variant="outlined">
              {t('coverLetters.list.writeParagraph')}
            </Button>
            <Button component={RouterLink} to={paths.newCoverLetter()} variant="outlined">
              {t('coverLetters.list.startFromResume')}
            </Button>
          </>
        ),
      }}
      openPath={paths.editCoverLetter}
      otherFormats={otherFormats}
      card={card}
    >
      {dialog}
    </DocumentListPage>
  );
}
