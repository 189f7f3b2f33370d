import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { passwordLength } from '../../../domain/password';
import { FormTextField } from '../../components/form-text-field';

/** A field for choosing a password, with the length rule as its hint (sign-up and reset). */
export function NewPasswordField<Values extends FieldValues>({
  control,
  name,
  labelKey,
}: {
  control: Control<Values>;
  name: Path<Values>;
  labelKey: ParseKeys;
}) {
  const { t } = useTranslation();
  return (
    <FormTextField
      control={control}
      name={name}
      label={t(labelKey)}
      type="password"
      autoComplete="new-password"
      helperText={t('auth.fields.passwordHint', { min: passwordLength.min })}
      fullWidth
    />
  );
}
