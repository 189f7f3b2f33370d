import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../domain/paths';
import { jobLine, type ListedDocument } from '../../components/documents/document-card';
import { DocumentListPage } from '../../components/documents/document-list-page';
import type { ResultOf } from '../../lib/graphql';
import { ImportResumeButton } from './import-resume-button';
import type { ResumesQuery } from './resume-operations';
import { resumeListOperations } from './resume-operations';
import { ResumeSharePanel } from './resume-share-panel';

type ResumeListItem = ResultOf<typeof ResumesQuery>['resumes'][number] & ListedDocument;

/** The files a resume's card offers besides the PDF. */
const otherFormats = ['docx', 'json', 'txt'] as const;

const toItems = (data: ResultOf<typeof ResumesQuery>): ResumeListItem[] =>
  data.resumes.map((resume) => ({
    ...resume,
    job: jobLine(resume.targetJob.title, resume.targetJob.company),
  }));

/**
 * /app/resumes: the user's resumes, the last edited first, each with its actions (open, download,
 * rename, duplicate, delete with undo, share). A new user is told to fill the library first.
 */
export function ResumesPage() {
  const { t } = useTranslation();
  return (
    <DocumentListPage
      kind="resume"
      typename="Resume"
      operations={resumeListOperations}
      toItems={toItems}
      title={t('pages.resumes')}
      intro={t('resumes.list.intro')}
      loadFailed={t('resumes.list.loadFailed')}
      renameTitle={t('resumes.list.renameTitle')}
      newDocument={{ to: paths.newResume(), label: t('resumes.list.new') }}
      planLimit="resumes"
      // At the limit the page says so and links to the upgrade instead of offering an import.
      actions={({ atLimit }) => (atLimit ? null : <ImportResumeButton />)}
      empty={{
        title: t('resumes.list.emptyTitle'),
        body: t('resumes.list.emptyBody'),
        actions: (
          <Button component={RouterLink} to={paths.workEvents()} variant="outlined">
            {t('resumes.list.addExperience')}
          </Button>
        ),
      }}
      openPath={paths.editResume}
      otherFormats={otherFormats}
      card={(resume, notify) => ({
        sharePanel: <ResumeSharePanel resumeId={resume.id} share={resume.share} notify={notify} />,
      })}
    />
  );
}
