import { useTranslation } from 'react-i18next';
import { ImportDialogButton } from '../../../components/json-resume-import/import-dialog-button';
import { ImportJsonResumeDialog } from './import-json-resume-dialog';

/** Opens the JSON Resume import, for the event list pages. */
export function ImportJsonResumeButton() {
  const { t } = useTranslation();
  return <ImportDialogButton label={t('eventImport.open')} Dialog={ImportJsonResumeDialog} />;
}
