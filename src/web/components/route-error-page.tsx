import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useServices } from '../lib/services';
import { MessagePage } from './message-page';
import { NotFoundPage } from './not-found-page';
import { useDocumentTitle } from './use-document-title';

/** What a route shows when it fails to load or render; the failure is reported. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const { reporter } = useServices();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // The root layout that names the tab is not shown with this page.
  useDocumentTitle(t(notFound ? 'notFound.title' : 'routeError.title'));
  useEffect(() => {
    if (!notFound) reporter.report('Route error', { error });
  }, [error, notFound, reporter]);
  if (notFound) return <NotFoundPage />;
  return (
    <MessagePage
      title={t('routeError.title')}
      actions={
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </Button>
      }
    >
      {t('routeError.body')}
    </MessagePage>
  );
}
