import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../domain/paths';
import { useResetPassword } from '../../lib/auth/use-reset-password';
import { AuthErrorAlert } from './auth-error-alert';
import { NewPasswordField } from './new-password-field';
import { AuthCard } from './auth-card';
import { resetPasswordSchema, type ResetPasswordValues } from './auth-schemas';

/** "Choose a new password": the landing of the reset email's link (/login?token=…). */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation();
  const { resetPassword, loading, error } = useResetPassword();
  const { control, handleSubmit } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { newPassword: '' },
  });
  const onSubmit = handleSubmit(async ({ newPassword }) => {
    if (await resetPassword({ token, newPassword })) onDone();
  });
  const linkExpired = error?.code === 'INVALID_TOKEN' || error?.code === 'TOKEN_EXPIRED';

  return (
    <AuthCard title={t('auth.reset.title')} intro={t('auth.reset.intro')}>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
        <AuthErrorAlert error={error} />
        {linkExpired && (
          <Link component={RouterLink} to={paths.forgotPassword()}>
            {t('auth.reset.requestNewLink')}
          </Link>
        )}
        <NewPasswordField control={control} name="newPassword" labelKey="auth.fields.newPassword" />
        <Button type="submit" variant="contained" size="large" loading={loading}>
          {t('auth.reset.submit')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
