import { useTranslation } from 'react-i18next';
import { ImportDialogButton } from '../../components/json-resume-import/import-dialog-button';
import { ImportResumeDialog } from './import-resume-dialog';

/** Opens the JSON Resume import as a new resume. */
export function ImportResumeButton() {
  const { t } = useTranslation();
  return <ImportDialogButton label={t('resumes.import.open')} Dialog={ImportResumeDialog} />;
}
