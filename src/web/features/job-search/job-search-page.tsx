import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { JobSearchInput } from '../../../domain/job-search';
import { useNotice } from '../../components/documents/use-notice';
import { PageContainer } from '../../components/page-container';
import { PostingDialog } from '../../components/job-postings/posting-dialog';
import { addressOfSearch, searchFromAddress } from '../../components/job-postings/search-address';
import { SearchForm } from '../../components/job-postings/search-form';
import { useSavePosting } from '../../components/job-postings/use-save-posting';
import { SearchResults } from './search-results';
import { usePostingSearch } from './use-posting-search';

/** The address's parameter naming the open posting. */
const postingParam = 'posting';

/**
 * /app/jobs/find: the listed postings searched by words and filters, all held in the address
 * (shareable; the back button steps through searches), a page at a time; a posting opens in a
 * dialog (`?posting={id}`) and goes to the tracker in one click (issue 18, decision 091).
 */
export function JobSearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // The search as text, so opening a posting (another parameter) does not search again.
  const searchText = addressOfSearch(searchFromAddress(params)).toString();
  const search = useMemo(() => searchFromAddress(new URLSearchParams(searchText)), [searchText]);
  const openId = params.get(postingParam);
  const results = usePostingSearch(search);
  const { notify, snackbar } = useNotice();
  const save = useSavePosting(notify, results.markTracked);

  const onSearch = (next: JobSearchInput) => {
    const address = addressOfSearch(next);
    if (address.toString() !== searchText) setParams(address);
  };
  const detailAddress = (postingId: string) => {
    const address = new URLSearchParams(params);
    address.set(postingParam, postingId);
    return `?${address.toString()}`;
  };
  const closeDetail = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(postingParam);
        return next;
      },
      { preventScrollReset: true },
    );

  return (
    <PageContainer maxWidth="lg">
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('pages.jobSearch')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('jobSearch.intro')}
      </Typography>
      <SearchForm search={search} onSearch={onSearch} />
      <SearchResults
        search={search}
        results={results}
        detailAddress={detailAddress}
        save={save}
        onSearch={onSearch}
      />
      <PostingDialog postingId={openId} onClose={closeDetail} save={save} />
      {snackbar}
    </PageContainer>
  );
}
