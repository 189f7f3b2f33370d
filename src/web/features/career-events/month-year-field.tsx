import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ParseKeys } from 'i18next';
import { useId, useMemo } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NativeSelectField } from '../../components/native-select-field';
import { monthNames } from '../../lib/event-dates';

/**
 * A month and year (value `YYYY-MM`; `YYYY` for a year alone, decision 073; '' when both are
 * empty): a native select of the months, named in the UI language, with "Year only" first, and a
 * four-digit year, grouped under the field's name. Native controls work with every keyboard,
 * screen reader and phone. A month without its year (`-03`) is kept as typed, so validation can
 * ask for the year.
 */
export function MonthYearField<Values extends FieldValues>({
  control,
  name,
  label,
  required = false,
  disabled = false,
}: {
  control: Control<Values, unknown, unknown>;
  name: Path<Values>;
  label: string;
  required?: boolean;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const language = i18n.resolvedLanguage ?? i18n.language;
  const monthOptions = useMemo(
    () => [
      { value: '', label: t('events.dates.noMonth') },
      ...monthNames(language).map((monthName, index) => ({
        value: String(index + 1).padStart(2, '0'),
        label: monthName,
      })),
    ],
    [language, t],
  );
  const raw: unknown = field.value;
  const value = typeof raw === 'string' ? raw : '';
  const [year = '', month = ''] = value ? value.split('-') : [];
  const message = fieldState.error?.message;
  const errorId = `${id}-error`;
  const described = {
    'aria-invalid': Boolean(message),
    'aria-describedby': message ? errorId : undefined,
    'aria-required': required,
  };

  const update = (nextYear: string, nextMonth: string) =>
    field.onChange(nextMonth ? `${nextYear}-${nextMonth}` : nextYear);

  return (
    <Box component="fieldset" disabled={disabled} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <FormLabel
        component="legend"
        required={required}
        disabled={disabled}
        error={Boolean(message)}
        sx={{ mb: 1.5, fontWeight: 600 }}
      >
        {label}
      </FormLabel>
      <Stack direction="row" spacing={1.5} sx={{ maxWidth: 420 }}>
        <NativeSelectField
          label={t('events.dates.month')}
          value={month}
          onChange={(nextMonth) => update(year, nextMonth)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          options={monthOptions}
          error={Boolean(message)}
          disabled={disabled}
          inputProps={described}
          sx={{ flex: '1 1 auto', minWidth: 0 }}
        />
        <TextField
          label={t('events.dates.year')}
          value={year}
          onChange={(event) => update(event.target.value.replace(/\D/g, '').slice(0, 4), month)}
          onBlur={field.onBlur}
          disabled={disabled}
          error={Boolean(message)}
          sx={{ flex: '0 0 6.5rem' }}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { ...described, inputMode: 'numeric', maxLength: 4, autoComplete: 'off' },
          }}
        />
      </Stack>
      {message && (
        <FormHelperText id={errorId} error>
          {t(message as ParseKeys)}
        </FormHelperText>
      )}
    </Box>
  );
}
