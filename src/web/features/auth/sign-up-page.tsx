import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router';
import { paths, returnToParam, safeReturnTo } from '../../../domain/paths';
import { FormTextField } from '../../components/form-text-field';
import { useAuth } from '../../lib/auth/auth-provider';
import { useSignUp } from '../../lib/auth/use-sign-up';
import { useRuntimeConfig } from '../../lib/services';
import { AuthCard } from './auth-card';
import { AuthErrorAlert } from './auth-error-alert';
import { NewPasswordField } from './new-password-field';
import { EmailField } from './email-field';
import { signUpSchema, type SignUpFormValues } from './auth-schemas';
import { useSignedInOnArrival } from './use-signed-in-on-arrival';

/** /sign-up: name, email and password; an anonymous user who signs up keeps their work. */
export function SignUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useRuntimeConfig();
  const [params] = useSearchParams();
  const next = params.get(returnToParam);
  const { authUser } = useAuth();
  const signedIn = useSignedInOnArrival();
  const { signUp, loading, error } = useSignUp();
  const { control, handleSubmit } = useForm<SignUpFormValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    if (await signUp(values)) navigate(safeReturnTo(next), { replace: true });
  });

  if (signedIn) return <Navigate to={safeReturnTo(next)} replace />;

  return (
    <AuthCard
      title={t('auth.signUp.title')}
      intro={authUser?.isAnonymous ? t('auth.signUp.keepWorkIntro') : t('auth.signUp.intro')}
    >
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
        <AuthErrorAlert error={error} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={control}
            name="firstName"
            label={t('auth.fields.firstName')}
            autoComplete="given-name"
            fullWidth
          />
          <FormTextField
            control={control}
            name="lastName"
            label={t('auth.fields.lastName')}
            autoComplete="family-name"
            fullWidth
          />
        </Stack>
        <EmailField control={control} />
        <NewPasswordField control={control} name="password" labelKey="auth.fields.password" />
        <Typography variant="body2" color="text.secondary">
          <Trans
            i18nKey="auth.signUp.agreement"
            components={{
              terms: <Link href={config.links.terms} underline="always" />,
              privacy: <Link href={config.links.privacy} underline="always" />,
            }}
          />
        </Typography>
        <Button type="submit" variant="contained" size="large" loading={loading}>
          {t('auth.signUp.submit')}
        </Button>
      </Stack>
      <Link component={RouterLink} to={paths.login(next ?? undefined)} sx={{ alignSelf: 'center' }}>
        {t('auth.signUp.signInInstead')}
      </Link>
    </AuthCard>
  );
}
