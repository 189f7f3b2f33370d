import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { JobSearchInput } from '../../../domain/job-search';
import { activeFilters, defaultSearch, withoutFilter } from './search-address';

/**
 * Nothing matches: what to change. Words get advice; each filter in force can be taken away in
 * one click; a search with neither means there are no postings yet.
 */
export function NoResults({
  search,
  onSearch,
}: {
  search: JobSearchInput;
  onSearch: (search: JobSearchInput) => void;
}) {
  const { t } = useTranslation();
  const filters = activeFilters(search);
  if (search.query === '' && filters.length === 0) {
    return <Alert severity="info">{t('jobSearch.empty.noPostings')}</Alert>;
  }
  return (
    <Alert severity="info">
      <AlertTitle>{t('jobSearch.empty.title')}</AlertTitle>
      {search.query !== '' && <Typography variant="body2">{t('jobSearch.empty.words')}</Typography>}
      {filters.length > 0 && (
        <>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('jobSearch.empty.filters')}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
            {filters.map((filter) => (
              <Button
                key={filter}
                size="small"
                variant="outlined"
                onClick={() => onSearch(withoutFilter(search, filter))}
              >
                {t('jobSearch.empty.remove', { filter: t(`jobSearch.filter.${filter}`) })}
              </Button>
            ))}
            {filters.length > 1 && (
              <Button
                size="small"
                onClick={() =>
                  onSearch({ ...defaultSearch, query: search.query, sort: search.sort })
                }
              >
                {t('jobSearch.empty.removeAll')}
              </Button>
            )}
          </Stack>
        </>
      )}
    </Alert>
  );
}
