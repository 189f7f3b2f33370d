import { useTranslation } from 'react-i18next';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from '../../components/form-text-field';

/** The email field every sign-in form shares (its value is the form's `email`). */
export function EmailField<Values extends FieldValues & { email: string }>({
  control,
}: {
  control: Control<Values>;
}) {
  const { t } = useTranslation();
  return (
    <FormTextField
      control={control}
      name={'email' as Path<Values>}
      label={t('auth.fields.email')}
      type="email"
      autoComplete="email"
      fullWidth
    />
  );
}
