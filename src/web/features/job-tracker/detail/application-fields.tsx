import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { salaryPeriods, workplaceTypes } from '../../../../domain/job-application';
import { NativeSelectField } from '../../../components/native-select-field';
import { normalized, webLink } from './application-draft';
import { useProblemProps } from './field-problem';
import type { ApplicationAutosave } from './use-application-autosave';

/** The job's own fields: company to notes. */
export function ApplicationFields({ autosave }: { autosave: ApplicationAutosave }) {
  const { t } = useTranslation();
  const headingId = useId();
  const excitementId = useId();
  const { draft, edit, problems } = autosave;
  const problem = useProblemProps(problems);
  const posting = webLink(String(normalized('postingUrl', draft.postingUrl) ?? ''));
  const salary = (part: keyof typeof draft.salary, value: string) =>
    edit('salary', { ...draft.salary, [part]: value });

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('tracker.detail.fields.heading')}
      </Typography>
      <TextField
        label={t('tracker.detail.fields.company')}
        value={draft.company}
        onChange={(event) => edit('company', event.target.value)}
        required
        {...problem('company')}
      />
      <TextField
        label={t('tracker.detail.fields.position')}
        value={draft.position}
        onChange={(event) => edit('position', event.target.value)}
        {...problem('position')}
      />
      <Box>
        <TextField
          label={t('tracker.detail.fields.postingUrl')}
          value={draft.postingUrl}
          onChange={(event) => edit('postingUrl', event.target.value)}
          type="url"
          fullWidth
          {...problem('postingUrl')}
        />
        {posting && (
          <Link
            href={posting}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}
          >
            {t('tracker.detail.fields.openPosting')}
            <OpenInNew fontSize="inherit" aria-hidden />
          </Link>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label={t('tracker.detail.fields.location')}
          value={draft.location}
          onChange={(event) => edit('location', event.target.value)}
          {...problem('location')}
        />
        <NativeSelectField
          label={t('tracker.detail.fields.remote')}
          value={draft.remote ?? ''}
          onChange={(value) =>
            edit('remote', workplaceTypes.find((type) => type === value) ?? null)
          }
          options={[
            { value: '', label: t('tracker.detail.fields.remoteNone') },
            ...workplaceTypes.map((type) => ({ value: type, label: t(`tracker.remote.${type}`) })),
          ]}
        />
      </Box>
      <Box
        component="fieldset"
        sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2, minWidth: 0 }}
      >
        <Typography component="legend" variant="body2" sx={{ mb: 1.5 }}>
          {t('tracker.detail.fields.salary')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' },
          }}
        >
          <TextField
            label={t('tracker.detail.fields.salaryMin')}
            value={draft.salary.min}
            onChange={(event) => salary('min', event.target.value)}
            type="number"
            slotProps={{ htmlInput: { min: 0, inputMode: 'decimal' } }}
            {...problem('salary.min')}
          />
          <TextField
            label={t('tracker.detail.fields.salaryMax')}
            value={draft.salary.max}
            onChange={(event) => salary('max', event.target.value)}
            type="number"
            slotProps={{ htmlInput: { min: 0, inputMode: 'decimal' } }}
            {...problem('salary.max')}
          />
          <TextField
            label={t('tracker.detail.fields.currency')}
            value={draft.salary.currency}
            onChange={(event) => salary('currency', event.target.value.toUpperCase())}
            slotProps={{ htmlInput: { maxLength: 3, autoCapitalize: 'characters' } }}
            {...problem('salary.currency', t('tracker.detail.fields.currencyHelp'))}
          />
          <NativeSelectField
            label={t('tracker.detail.fields.period')}
            value={draft.salary.period}
            onChange={(value) => salary('period', value)}
            options={salaryPeriods.map((period) => ({
              value: period,
              label: t(`tracker.salaryPeriod.${period}`),
            }))}
          />
        </Box>
      </Box>
      <TextField
        label={t('tracker.detail.fields.source')}
        value={draft.source}
        onChange={(event) => edit('source', event.target.value)}
        {...problem('source')}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label={t('tracker.detail.fields.deadline')}
          value={draft.deadline}
          onChange={(event) => edit('deadline', event.target.value)}
          type="date"
          slotProps={{ inputLabel: { shrink: true } }}
          {...problem('deadline')}
        />
        <TextField
          label={t('tracker.detail.fields.nextFollowUp')}
          value={draft.nextFollowUp}
          onChange={(event) => edit('nextFollowUp', event.target.value)}
          type="date"
          slotProps={{ inputLabel: { shrink: true } }}
          {...problem('nextFollowUp')}
        />
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="body2" id={excitementId}>
          {t('tracker.detail.fields.excitement')}
        </Typography>
        <Rating
          name={`${excitementId}-excitement`}
          value={draft.excitement}
          onChange={(_event, value) => edit('excitement', value)}
          getLabelText={(value) => t('tracker.detail.fields.excitementValue', { count: value })}
        />
      </Box>
      <TextField
        label={t('tracker.detail.fields.notes')}
        value={draft.notes}
        onChange={(event) => edit('notes', event.target.value)}
        multiline
        minRows={4}
        {...problem('notes')}
      />
    </Box>
  );
}
