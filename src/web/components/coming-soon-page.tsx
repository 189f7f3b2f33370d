import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../../domain/paths';
import { MessagePage } from './message-page';
import { useRouteTitleKey } from './route-handle';

/** Stands in for a feature that comes in a later release. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const titleKey = useRouteTitleKey();
  const { pathname } = useLocation();
  const inApp = pathname.startsWith(`${paths.app()}/`);
  const onward = inApp ? paths.resumes() : paths.landing();
  return (
    <MessagePage
      eyebrow={titleKey ? t(titleKey) : undefined}
      title={t('comingSoon.title')}
      actions={
        pathname === onward ? undefined : (
          <Button variant="contained" component={RouterLink} to={onward}>
            {inApp ? t('common.goToResumes') : t('common.goHome')}
          </Button>
        )
      }
    >
      {t('comingSoon.body')}
    </MessagePage>
  );
}
