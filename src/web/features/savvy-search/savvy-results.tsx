import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../domain/paths';
import type { JobSearchInput } from '../../../domain/job-search';
import { NoResults } from '../../components/job-postings/no-results';
import type { SavePosting } from '../../components/job-postings/use-save-posting';
import { RetryAlert } from '../../components/retry-alert';
import { SavvyCard } from './savvy-card';
import type { SavvyActions } from './use-savvy-actions';
import type { useSavvySearch } from './use-savvy-search';

/** The library holds nothing to rank by: where to add it. */
function LibraryEmpty() {
  const { t } = useTranslation();
  return (
    <Alert severity="info">
      <AlertTitle>{t('savvy.libraryEmpty.title')}</AlertTitle>
      <Typography variant="body2">{t('savvy.libraryEmpty.text')}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={paths.workEvents()} size="small" variant="outlined">
          {t('savvy.libraryEmpty.work')}
        </Button>
        <Button component={RouterLink} to={paths.otherEvents()} size="small" variant="outlined">
          {t('savvy.libraryEmpty.skills')}
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * The ranked results: best match first, "Show more" while there are more (the first new one
 * takes the focus), what to change when nothing passes the filters, and where to start when the
 * library is empty. The status line (polite) says how many are shown, and changes as results
 * are hidden; a hidden result hands the focus to the one that takes its place.
 */
export function SavvyResults({
  search,
  results,
  detailAddress,
  save,
  actions,
  onSearch,
}: {
  search: JobSearchInput;
  results: ReturnType<typeof useSavvySearch>;
  detailAddress: (postingId: string) => string;
  save: SavePosting;
  actions: SavvyActions;
  onSearch: (search: JobSearchInput) => void;
}) {
  const { t } = useTranslation();
  const { results: shown, nextOffset, status } = results;
  const titles = useRef(new Map<string, HTMLAnchorElement>());
  const focusFrom = useRef<number | null>(null);
  const previous = useRef<string[]>([]);
  const list = useRef<HTMLElement>(null);

  useEffect(() => {
    const ids = shown.map((result) => result.posting.id);
    const before = previous.current;
    previous.current = ids;
    const from = focusFrom.current;
    if (from !== null && from < ids.length) {
      focusFrom.current = null;
      titles.current.get(ids[from]!)?.focus();
      return;
    }
    // A result that had the focus left the list (hidden): the focus goes to the one in its place.
    const gone = before.findIndex((id) => !ids.includes(id));
    const focused = document.activeElement;
    const focusLost = !focused || focused === document.body || !focused.isConnected;
    if (gone !== -1 && ids.length === before.length - 1 && focusLost) {
      const next = ids[Math.min(gone, ids.length - 1)];
      if (next) titles.current.get(next)?.focus();
      else list.current?.focus();
    }
  }, [shown]);

  let statusText = '';
  if (status === 'loading') statusText = t('savvy.results.loading');
  else if (status !== 'failed' && shown.length > 0) {
    statusText =
      nextOffset !== null
        ? t('savvy.results.shownMore', { count: shown.length })
        : t('savvy.results.shown', { count: shown.length });
  }

  let body: ReactNode = null;
  if (status === 'failed') {
    body = <RetryAlert message={t('savvy.results.loadFailed')} onRetry={results.retry} />;
  } else if (status === 'loading') {
    body = <CircularProgress aria-label={t('savvy.results.loading')} />;
  } else if (results.libraryEmpty) {
    body = <LibraryEmpty />;
  } else if (shown.length === 0 && results.hiddenShown === 0 && nextOffset === null) {
    body = <NoResults search={search} onSearch={onSearch} />;
  } else {
    // Every result shown may have been hidden: the list's end (or "Show more") still shows.
    body = (
      <>
        <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {shown.map((result) => (
            <li key={result.posting.id}>
              <SavvyCard
                result={result}
                detailAddress={detailAddress(result.posting.id)}
                save={save}
                actions={actions}
                titleRef={(element) => {
                  if (element) titles.current.set(result.posting.id, element);
                  else titles.current.delete(result.posting.id);
                }}
              />
            </li>
          ))}
        </Stack>
        <Box sx={{ mt: 3 }}>
          {status === 'moreFailed' && (
            <RetryAlert message={t('savvy.results.moreFailed')} onRetry={results.retry} />
          )}
          {nextOffset !== null && status !== 'moreFailed' && (
            <Button
              variant="outlined"
              disabled={status === 'loadingMore'}
              onClick={() => {
                focusFrom.current = shown.length;
                void results.showMore();
              }}
            >
              {status === 'loadingMore'
                ? t('savvy.results.loadingMore')
                : t('savvy.results.showMore')}
            </Button>
          )}
          {nextOffset === null && (
            <Typography color="text.secondary">
              {results.candidatesCapped
                ? t('savvy.results.capped', { count: results.candidates })
                : t('savvy.results.end')}
            </Typography>
          )}
        </Box>
      </>
    );
  }

  return (
    <section aria-label={t('savvy.results.label')} ref={list} tabIndex={-1}>
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {statusText}
      </Typography>
      {body}
    </section>
  );
}
