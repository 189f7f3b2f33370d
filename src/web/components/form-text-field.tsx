import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

type FormTextFieldProps<Values extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  /** Any form's control, including one whose resolver transforms the values it submits. */
  control: Control<Values, unknown, unknown>;
  name: Path<Values>;
  /** What the typed text becomes when the user leaves the field (a web address gets `https://`). */
  completeOnBlur?: (value: string) => string;
};

/**
 * A text field bound to react-hook-form. Validation messages are catalogue keys (the zod schemas
 * carry keys, not text), translated here; the field is marked invalid and described by its message.
 * `completeOnBlur` shows the user, as they leave the field, what saving will store.
 */
export function FormTextField<Values extends FieldValues>({
  control,
  name,
  helperText,
  slotProps,
  completeOnBlur,
  ...props
}: FormTextFieldProps<Values>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={() => {
        if (completeOnBlur && typeof field.value === 'string') {
          const completed = completeOnBlur(field.value);
          if (completed !== field.value) field.onChange(completed);
        }
        field.onBlur();
      }}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={message ? t(message as ParseKeys) : helperText}
      slotProps={{
        ...slotProps,
        htmlInput: { 'aria-required': true, ...(slotProps?.htmlInput as object | undefined) },
      }}
    />
  );
}
