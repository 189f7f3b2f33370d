import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNotice } from '../../components/documents/use-notice';
import { PageContainer } from '../../components/page-container';
import { PostingDialog } from '../../components/job-postings/posting-dialog';
import { SearchForm } from '../../components/job-postings/search-form';
import { useSavePosting } from '../../components/job-postings/use-save-posting';
import { useSearchAddress } from '../../components/job-postings/use-search-address';
import { SearchResults } from './search-results';
import { usePostingSearch } from './use-posting-search';

/**
 * /app/jobs/find: the listed postings searched by words and filters, all held in the address
 * (shareable; the back button steps through searches), a page at a time; a posting opens in a
 * dialog (`?posting={id}`) and goes to the tracker in one click (issue 18, decision 091).
 */
export function JobSearchPage() {
  const { t } = useTranslation();
  const { search, openId, onSearch, detailAddress, closeDetail } = useSearchAddress();
  const results = usePostingSearch(search);
  const { notify, snackbar } = useNotice();
  const save = useSavePosting(notify, results.markTracked);

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
