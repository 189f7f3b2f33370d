import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router';
import { paths, returnToParam, safeReturnTo, trialParam } from '../../../domain/paths';
import { AuthCard } from './auth-card';
import { ResetPasswordForm } from './reset-password-form';
import { SignInForm } from './sign-in-form';
import { useSignedInOnArrival } from './use-signed-in-on-arrival';

/**
 * /login: the sign-in form; with `?token=` (from the reset email) the "choose a new password" form
 * first; with `?error=INVALID_TOKEN` an explanation that the link no longer works; with `?try=1`
 * (the public site's "Try it without an account") an anonymous account started at once.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [passwordChanged, setPasswordChanged] = useState(false);
  const signedIn = useSignedInOnArrival();
  const token = params.get('token');
  const linkError = params.get('error');
  const next = params.get(returnToParam);

  if (token && !passwordChanged) {
    return (
      <ResetPasswordForm
        token={token}
        onDone={() => {
          setPasswordChanged(true);
          // The token is spent: keep it out of the address bar and history.
          setParams(
            (current) => {
              const kept = new URLSearchParams(current);
              kept.delete('token');
              return kept;
            },
            { replace: true },
          );
        }}
      />
    );
  }
  if (signedIn) return <Navigate to={safeReturnTo(next)} replace />;

  return (
    <AuthCard title={t('auth.signIn.title')}>
      {passwordChanged && (
        <Alert severity="success" role="status">
          {t('auth.reset.done')}
        </Alert>
      )}
      {linkError && (
        <Alert
          severity="error"
          role="alert"
          action={
            <Link component={RouterLink} to={paths.forgotPassword()} sx={{ whiteSpace: 'nowrap' }}>
              {t('auth.reset.requestNewLinkShort')}
            </Link>
          }
        >
          {t('auth.errors.invalidResetLink')}
        </Alert>
      )}
      <SignInForm next={next} startTrial={params.get(trialParam) === '1'} />
    </AuthCard>
  );
}
