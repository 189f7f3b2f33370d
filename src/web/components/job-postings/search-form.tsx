import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { workplaceTypes } from '../../../domain/job-application';
import { employmentTypes } from '../../../domain/job-posting';
import { jobSearchLimits, jobSearchSorts, type JobSearchInput } from '../../../domain/job-search';
import { NativeSelectField } from '../native-select-field';

/** The "posted within" choices, in days; one the address names otherwise is offered too. */
function postedWithinChoices(current: number | null): number[] {
  const choices: number[] = [1, 3, 7, 14, 30];
  if (current !== null && !choices.includes(current)) choices.push(current);
  return choices.sort((a, b) => a - b);
}

/** The salary floor as typed: a whole amount, or nothing for no floor. */
const wholeAmount = /^\d{1,9}$/;

function currencyChoices(language: string) {
  const names = new Intl.DisplayNames(language, { type: 'currency' });
  return Intl.supportedValuesOf('currency').map((code) => ({
    value: code,
    label: `${code} — ${names.of(code) ?? code}`,
  }));
}

/** A row of checkboxes under a legend: the values ticked, in the order they were ticked. */
function CheckboxGroup<T extends string>({
  legend,
  options,
  checked,
  onChange,
}: {
  legend: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  checked: readonly T[];
  onChange: (checked: T[]) => void;
}) {
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{legend}</FormLabel>
      <FormGroup row>
        {options.map(({ value, label }) => (
          <FormControlLabel
            key={value}
            label={label}
            control={
              <Checkbox
                checked={checked.includes(value)}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...checked, value]
                      : checked.filter((item) => item !== value),
                  )
                }
              />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}

/**
 * The search's words, place and company, applied when the form is sent; its filters and order,
 * applied as soon as they change. It shows the search in the address, and takes up a new one
 * when the address changes. Used by the job search and the savvy search (which has its own
 * order: no "Sort by", and its own words' help).
 */
export function SearchForm({
  search,
  onSearch,
  label,
  queryHelp,
  sortable = true,
}: {
  search: JobSearchInput;
  onSearch: (search: JobSearchInput) => void;
  /** The form's accessible name; "Search job postings" unless told. */
  label?: string;
  /** The help under the keywords box; the job search's syntax unless told. */
  queryHelp?: string;
  /** Whether the order can be chosen. */
  sortable?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const amountOf = (from: JobSearchInput) =>
    from.salaryFloor ? String(from.salaryFloor.amount) : '';
  const currencyOf = (from: JobSearchInput) =>
    from.salaryFloor?.currency ?? t('jobSearch.form.defaultCurrency');
  const [draft, setDraft] = useState(search);
  const [amount, setAmount] = useState(amountOf(search));
  const [currency, setCurrency] = useState(currencyOf(search));
  // A new search in the address (sent, or the back button) becomes the form's; the form itself
  // stays, so the control just used keeps the focus.
  const [shown, setShown] = useState(search);
  if (shown !== search) {
    setShown(search);
    setDraft(search);
    setAmount(amountOf(search));
    setCurrency(currencyOf(search));
  }
  const currencies = useMemo(() => currencyChoices(i18n.language), [i18n.language]);
  const amountValid = amount.trim() === '' || wholeAmount.test(amount.trim());

  const salaryFloor = (typed: string, code: string) =>
    typed.trim() === '' ? null : { amount: Number(typed.trim()), currency: code };
  const apply = (next: JobSearchInput) => {
    setDraft(next);
    if (amountValid) onSearch(next);
  };
  const change = <K extends keyof JobSearchInput>(key: K, value: JobSearchInput[K]) =>
    apply({ ...draft, [key]: value, salaryFloor: salaryFloor(amount, currency) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({ ...draft, salaryFloor: amountValid ? salaryFloor(amount, currency) : null });
  };
  const text = (key: 'query' | 'location' | 'company') => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) =>
      setDraft({ ...draft, [key]: event.target.value }),
  });

  return (
    <Box
      component="form"
      role="search"
      aria-label={label ?? t('jobSearch.form.label')}
      onSubmit={submit}
      noValidate
      sx={{ mb: 3 }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextField
          type="search"
          label={t('jobSearch.form.query')}
          helperText={queryHelp ?? t('jobSearch.form.queryHelp')}
          {...text('query')}
          slotProps={{ htmlInput: { maxLength: jobSearchLimits.query } }}
          sx={{ flex: 2 }}
          fullWidth
        />
        <TextField
          label={t('jobSearch.form.location')}
          {...text('location')}
          slotProps={{ htmlInput: { maxLength: jobSearchLimits.text } }}
          sx={{ flex: 1 }}
          fullWidth
        />
        <TextField
          label={t('jobSearch.form.company')}
          {...text('company')}
          slotProps={{ htmlInput: { maxLength: jobSearchLimits.text } }}
          sx={{ flex: 1 }}
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" startIcon={<Search />}>
          {t('jobSearch.form.submit')}
        </Button>
      </Stack>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={3}
        useFlexGap
        sx={{ mt: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <CheckboxGroup
          legend={t('jobSearch.form.remote')}
          options={workplaceTypes.map((type) => ({
            value: type,
            label: t(`tracker.remote.${type}`),
          }))}
          checked={draft.remote}
          onChange={(remote) => change('remote', remote)}
        />
        <CheckboxGroup
          legend={t('jobSearch.form.employmentTypes')}
          options={employmentTypes.map((type) => ({
            value: type,
            label: t(`jobSearch.employmentType.${type}`),
          }))}
          checked={draft.employmentTypes}
          onChange={(types) => change('employmentTypes', types)}
        />
      </Stack>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ mt: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <NativeSelectField
          label={t('jobSearch.form.postedWithin')}
          value={draft.postedWithinDays === null ? '' : String(draft.postedWithinDays)}
          onChange={(value) => change('postedWithinDays', value === '' ? null : Number(value))}
          options={[
            { value: '', label: t('jobSearch.form.anyTime') },
            ...postedWithinChoices(draft.postedWithinDays).map((days) => ({
              value: String(days),
              label: t('jobSearch.form.withinDays', { count: days }),
            })),
          ]}
          sx={{ minWidth: 180 }}
        />
        <TextField
          label={t('jobSearch.form.salary')}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          onBlur={() => {
            if (amountValid) apply({ ...draft, salaryFloor: salaryFloor(amount, currency) });
          }}
          error={!amountValid}
          helperText={
            amountValid ? t('jobSearch.form.salaryHelp') : t('jobSearch.form.salaryInvalid')
          }
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9 } }}
          sx={{ width: { sm: 220 } }}
        />
        <NativeSelectField
          label={t('jobSearch.form.currency')}
          value={currency}
          onChange={(code) => {
            setCurrency(code);
            if (amount.trim() !== '' && amountValid) {
              apply({ ...draft, salaryFloor: salaryFloor(amount, code) });
            }
          }}
          options={currencies}
          sx={{ width: { sm: 220 } }}
        />
        {sortable && (
          <NativeSelectField
            label={t('jobSearch.form.sort')}
            value={draft.sort}
            onChange={(value) =>
              change('sort', jobSearchSorts.find((sort) => sort === value) ?? draft.sort)
            }
            options={jobSearchSorts.map((sort) => ({
              value: sort,
              label: t(`jobSearch.form.sortBy.${sort}`),
            }))}
            sx={{ minWidth: 160 }}
          />
        )}
      </Stack>
    </Box>
  );
}
