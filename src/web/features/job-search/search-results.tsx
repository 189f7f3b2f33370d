import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobSearchInput } from '../../../domain/job-search';
import { RetryAlert } from '../../components/retry-alert';
import { NoResults } from '../../components/job-postings/no-results';
import { PostingCard } from '../../components/job-postings/posting-card';
import type { SavePosting } from '../../components/job-postings/use-save-posting';
import type { usePostingSearch } from './use-posting-search';

/**
 * The results of a search: a list of postings, "Show more" while there are more (the first new
 * one takes the focus, so keyboard and screen-reader users carry on where the list grew), and
 * what to change when nothing matches. A status line says how many are shown.
 */
export function SearchResults({
  search,
  results,
  detailAddress,
  save,
  onSearch,
}: {
  search: JobSearchInput;
  results: ReturnType<typeof usePostingSearch>;
  detailAddress: (postingId: string) => string;
  save: SavePosting;
  onSearch: (search: JobSearchInput) => void;
}) {
  const { t } = useTranslation();
  const { postings, nextCursor, status } = results;
  const titles = useRef(new Map<string, HTMLAnchorElement>());
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || from >= postings.length) return;
    focusFrom.current = null;
    titles.current.get(postings[from]!.id)?.focus();
  }, [postings]);

  let statusText = '';
  if (status === 'loading') statusText = t('jobSearch.results.loading');
  else if (status !== 'failed' && postings.length > 0) {
    statusText = nextCursor
      ? t('jobSearch.results.shownMore', { count: postings.length })
      : t('jobSearch.results.shown', { count: postings.length });
  }

  let body: ReactNode = null;
  if (status === 'failed') {
    body = <RetryAlert message={t('jobSearch.results.loadFailed')} onRetry={results.retry} />;
  } else if (status === 'loading') {
    body = <CircularProgress aria-label={t('jobSearch.results.loading')} />;
  } else if (postings.length === 0) {
    body = <NoResults search={search} onSearch={onSearch} />;
  } else {
    body = (
      <>
        <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {postings.map((posting) => (
            <li key={posting.id}>
              <PostingCard
                posting={posting}
                detailAddress={detailAddress(posting.id)}
                save={save}
                titleRef={(element) => {
                  if (element) titles.current.set(posting.id, element);
                  else titles.current.delete(posting.id);
                }}
              />
            </li>
          ))}
        </Stack>
        <Box sx={{ mt: 3 }}>
          {status === 'moreFailed' && (
            <RetryAlert message={t('jobSearch.results.moreFailed')} onRetry={results.retry} />
          )}
          {nextCursor && status !== 'moreFailed' && (
            <Button
              variant="outlined"
              disabled={status === 'loadingMore'}
              onClick={() => {
                focusFrom.current = postings.length;
                void results.showMore();
              }}
            >
              {status === 'loadingMore'
                ? t('jobSearch.results.loadingMore')
                : t('jobSearch.results.showMore')}
            </Button>
          )}
          {!nextCursor && !results.newestRanked && (
            <Typography color="text.secondary">{t('jobSearch.results.end')}</Typography>
          )}
          {!nextCursor && results.newestRanked && (
            <Typography color="text.secondary">
              {t('jobSearch.results.newestRanked')}{' '}
              <Button size="small" onClick={() => onSearch({ ...search, sort: 'DATE' })}>
                {t('jobSearch.results.everyMatch')}
              </Button>
            </Typography>
          )}
        </Box>
      </>
    );
  }

  return (
    <section aria-label={t('jobSearch.results.label')}>
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {statusText}
      </Typography>
      {body}
    </section>
  );
}
