import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmailField } from './email-field';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../domain/paths';
import { useSendPasswordReset } from '../../lib/auth/use-send-password-reset';
import { AuthCard } from './auth-card';
import { AuthErrorAlert } from './auth-error-alert';
import { forgotPasswordSchema, type ForgotPasswordValues } from './auth-schemas';

/**
 * /forgot-password: asks for a reset link. The answer is the same whether or not the email has an
 * account.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const { sendResetEmail, loading, error } = useSendPasswordReset();
  const { control, handleSubmit } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    if (await sendResetEmail(values)) setSent(true);
  });

  return (
    <AuthCard title={t('auth.forgot.title')} intro={sent ? undefined : t('auth.forgot.intro')}>
      {sent ? (
        <Alert severity="success" role="status">
          {t('auth.forgot.sent')}
        </Alert>
      ) : (
        <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
          <AuthErrorAlert error={error} />
          <EmailField control={control} />
          <Button type="submit" variant="contained" size="large" loading={loading}>
            {t('auth.forgot.submit')}
          </Button>
        </Stack>
      )}
      <Link component={RouterLink} to={paths.login()} sx={{ alignSelf: 'center' }}>
        {t('auth.forgot.backToSignIn')}
      </Link>
    </AuthCard>
  );
}
