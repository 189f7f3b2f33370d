import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmailField } from './email-field';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths, safeReturnTo } from '../../../domain/paths';
import { FormTextField } from '../../components/form-text-field';
import { TryWithoutAccountButton } from '../../components/try-without-account-button';
import { useSignIn } from '../../lib/auth/use-sign-in';
import { useRuntimeConfig } from '../../lib/services';
import { AuthErrorAlert } from './auth-error-alert';
import { signInSchema, type SignInValues } from './auth-schemas';

/** Email and password sign-in; afterwards the user goes back to where they were headed. */
export function SignInForm({ next, startTrial }: { next: string | null; startTrial: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useRuntimeConfig();
  const { signIn, loading, error } = useSignIn();
  const { control, handleSubmit } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    if (await signIn(values)) navigate(safeReturnTo(next), { replace: true });
  });

  return (
    <Stack spacing={2.5}>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
        <AuthErrorAlert error={error} />
        <EmailField control={control} />
        <FormTextField
          control={control}
          name="password"
          label={t('auth.fields.password')}
          type="password"
          autoComplete="current-password"
          fullWidth
        />
        <Link component={RouterLink} to={paths.forgotPassword()} sx={{ alignSelf: 'flex-start' }}>
          {t('auth.signIn.forgotPassword')}
        </Link>
        <Button type="submit" variant="contained" size="large" loading={loading}>
          {t('auth.signIn.submit')}
        </Button>
      </Stack>
      {config.env !== 'prod' && (
        <Link
          component={RouterLink}
          to={paths.signUp(next ?? undefined)}
          sx={{ alignSelf: 'center' }}
        >
          {t('auth.signIn.createAccount')}
        </Link>
      )}
      <Divider>{t('common.or')}</Divider>
      <TryWithoutAccountButton variant="outlined" size="large" startAtOnce={startTrial} />
    </Stack>
  );
}
