import type { Control, FieldValues, Path } from 'react-hook-form';
import { completeWebAddress } from '../../../domain/career-event';
import { FormTextField } from '../../components/form-text-field';

/**
 * A text field of an event form: marked required (asterisk and `aria-required`) only when it is,
 * and held to the domain's length limit as the user types. A web address typed without `https://`
 * gets it when the user leaves the field, by the rule the server applies.
 */
export function EventTextField<Values extends FieldValues>({
  control,
  name,
  label,
  maxLength,
  required = false,
  type,
  autoComplete,
  helperText,
}: {
  control: Control<Values, unknown, unknown>;
  name: Path<Values>;
  label: string;
  maxLength: number;
  required?: boolean;
  type?: 'text' | 'url';
  autoComplete?: string;
  helperText?: string;
}) {
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      required={required}
      type={type}
      autoComplete={autoComplete ?? 'off'}
      helperText={helperText}
      completeOnBlur={type === 'url' ? completeWebAddress : undefined}
      fullWidth
      slotProps={{
        htmlInput: {
          'aria-required': required,
          maxLength,
          ...(type === 'url' ? { inputMode: 'url' } : {}),
        },
      }}
    />
  );
}

/** Two fields side by side from small screens up, stacked on phones. */
export const fieldPairSx = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
} as const;
