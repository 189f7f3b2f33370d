import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/page-container';
import { RetryAlert } from '../../components/retry-alert';
import { apiErrorCodes, hasErrorCode } from '../../lib/graphql-error-policy';
import type { JobSource, RunNowAnswer } from './job-source-operations';
import { JobSourcesTable } from './job-sources-table';
import { useJobSources, type SourceActivity } from './use-job-sources';
import { useSourceName } from './source-text';

/**
 * /app/admin/sources (decision 093): the job search's sources with their last run and counts,
 * their recent runs with skipped records and errors, and "Run now" with the run's progress.
 * Admins only: anyone else is told the page is not theirs.
 */
export function JobSourcesPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const sourceName = useSourceName();
  const { sources, fetching, error, refresh, activity, runNow } = useJobSources();
  const [announcement, setAnnouncement] = useState('');

  // A run asked for here that has ended is announced with its outcome.
  const previous = useRef(new Map<string, SourceActivity>());
  useEffect(() => {
    for (const source of sources ?? []) {
      const now = activity(source);
      const before = previous.current.get(source.id);
      const run = source.runs[0];
      if (before && before !== 'IDLE' && now === 'IDLE' && run) {
        setAnnouncement(
          run.status === 'SUCCEEDED'
            ? t('admin.sources.announce.succeeded', {
                source: sourceName(source),
                added: run.added,
                updated: run.updated,
                expired: run.expired,
                skipped: run.skipped,
              })
            : t('admin.sources.announce.failed', { source: sourceName(source) }),
        );
      }
      previous.current.set(source.id, now);
    }
  }, [sources, activity, sourceName, t]);

  const onRunNow = async (source: JobSource) => {
    const answer: RunNowAnswer | null = await runNow(source);
    if (answer) {
      setAnnouncement(t(`admin.sources.runNowAnswer.${answer}`, { source: sourceName(source) }));
    }
  };

  let content;
  if (!sources && hasErrorCode(error, apiErrorCodes.forbidden)) {
    content = <Alert severity="info">{t('admin.forbidden')}</Alert>;
  } else if (!sources && error) {
    content = <RetryAlert message={t('admin.sources.loadFailed')} onRetry={refresh} />;
  } else if (!sources) {
    content = fetching ? <CircularProgress aria-label={t('common.loading')} /> : null;
  } else if (sources.length === 0) {
    content = <Typography>{t('admin.sources.none')}</Typography>;
  } else {
    content = (
      <JobSourcesTable
        sources={sources}
        labelledBy={headingId}
        activity={activity}
        onRunNow={onRunNow}
      />
    );
  }

  return (
    <PageContainer maxWidth="lg">
      <Typography variant="h1" id={headingId} sx={{ mb: 1 }}>
        {t('admin.sources.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('admin.sources.intro')}
      </Typography>
      <Box role="status" aria-live="polite" sx={{ mb: announcement ? 2 : 0 }}>
        {announcement}
      </Box>
      {content}
    </PageContainer>
  );
}
