import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { PageContainer } from '../../components/page-container';
import { RetryAlert } from '../../components/retry-alert';
import { apiErrorCodes, hasErrorCode } from '../../lib/graphql-error-policy';

/**
 * The page around an event form: the title (tab and heading) and, when editing, the event's
 * loading. An unknown event is the error policy's (it goes to the data-not-found page); any other
 * failure to load offers a retry. The form shows once there is something to edit.
 */
export function EventFormPage({
  title,
  load,
  children,
}: {
  title: string;
  /** When editing: the state of the event's query. */
  load?: { ready: boolean; error?: CombinedError; retry: () => void };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const failed = load?.error && !hasErrorCode(load.error, apiErrorCodes.noDataFound);
  return (
    <PageContainer>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
      {!load || load.ready ? (
        children
      ) : failed ? (
        <RetryAlert message={t('events.load.eventFailed')} onRetry={load.retry} />
      ) : (
        <CircularProgress aria-label={t('common.loading')} />
      )}
    </PageContainer>
  );
}
