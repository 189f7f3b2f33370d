import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../domain/paths';
import type { JobSearchInput } from '../../../domain/job-search';
import { PostingDialog } from '../../components/job-postings/posting-dialog';
import { defaultSearch } from '../../components/job-postings/search-address';
import { SearchForm } from '../../components/job-postings/search-form';
import { useSavePosting } from '../../components/job-postings/use-save-posting';
import { useSearchAddress } from '../../components/job-postings/use-search-address';
import { PageContainer } from '../../components/page-container';
import { usePlanState } from '../../lib/plan-operations';
import { SavvyResults } from './savvy-results';
import { useSavvyActions } from './use-savvy-actions';
import { useSavvySearch } from './use-savvy-search';

/** The savvy search has its own order (best match first): an order in the address is dropped. */
const unsorted = (search: JobSearchInput): JobSearchInput => ({
  ...search,
  sort: defaultSearch.sort,
});

/**
 * /app/jobs/savvy: the listed postings the job search's filters let through, ranked by what the
 * user's own library proves. Each shows its band and the parts that made it, the proof (each
 * bullet links to its event), what is missing and why it is not higher; it can be saved to the
 * tracker, hidden for a reason (with undo), or turned into a tailored resume. Saves and hides
 * move postings like them up or down, and the result says so. The filters and the open posting
 * are held in the address, as in the job search. A plan without the savvy search gets what it
 * would do and the way to the upgrade instead (decision 100).
 */
export function SavvySearchPage() {
  const { t } = useTranslation();
  const { plan, fetching } = usePlanState();
  if (!plan && fetching) {
    return (
      <PageContainer maxWidth="lg">
        <CircularProgress aria-label={t('common.loading')} />
      </PageContainer>
    );
  }
  if (plan && !plan.limits.savvySearch) {
    return (
      <PageContainer maxWidth="lg">
        <Typography variant="h1" sx={{ mb: 1 }}>
          {t('pages.savvySearch')}
        </Typography>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            {t('plans.savvy.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('plans.savvy.body')}
          </Typography>
          <Button component={RouterLink} to={paths.upgrade()} variant="contained">
            {t('plans.savvy.upgrade')}
          </Button>
        </Paper>
      </PageContainer>
    );
  }
  return <SavvySearch />;
}

/** The savvy search itself, for a plan that has it. */
function SavvySearch() {
  const { t } = useTranslation();
  const { search, openId, onSearch, detailAddress, closeDetail } = useSearchAddress(unsorted);
  const actions = useSavvyActions();
  const results = useSavvySearch(search, actions.hidden);
  const save = useSavePosting(actions.notify, results.markTracked);

  return (
    <PageContainer maxWidth="lg">
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('pages.savvySearch')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('savvy.intro')}
      </Typography>
      <SearchForm
        search={search}
        onSearch={onSearch}
        label={t('savvy.form.label')}
        queryHelp={t('savvy.form.queryHelp')}
        sortable={false}
      />
      <SavvyResults
        search={search}
        results={results}
        detailAddress={detailAddress}
        save={save}
        actions={actions}
        onSearch={onSearch}
      />
      <PostingDialog postingId={openId} onClose={closeDetail} save={save} />
      {actions.snackbar}
    </PageContainer>
  );
}
