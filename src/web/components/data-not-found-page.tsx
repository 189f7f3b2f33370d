import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../domain/paths';
import { useAuth } from '../lib/auth/auth-provider';
import { MessagePage } from './message-page';

/** /oops: what the app shows when the API answers NO_DATA_FOUND (docs/product/errors.md). */
export function DataNotFoundPage() {
  const { t } = useTranslation();
  const { authUser } = useAuth();
  return (
    <MessagePage
      title={t('dataNotFound.title')}
      actions={
        <Button
          variant="contained"
          component={RouterLink}
          to={authUser ? paths.resumes() : paths.landing()}
        >
          {authUser ? t('common.goToResumes') : t('common.goHome')}
        </Button>
      }
    >
      {t('dataNotFound.body')}
    </MessagePage>
  );
}
