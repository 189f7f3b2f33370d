import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../domain/paths';
import { MessagePage } from './message-page';

/** Any path the app does not have. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <MessagePage
      eyebrow="404"
      title={t('notFound.title')}
      actions={
        <Button variant="contained" component={RouterLink} to={paths.landing()}>
          {t('common.goHome')}
        </Button>
      }
    >
      {t('notFound.body')}
    </MessagePage>
  );
}
