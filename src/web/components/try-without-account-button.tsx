import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../domain/paths';
import { authFailureMessageKey } from '../lib/auth/auth-failure';
import { useAnonymousSignIn } from '../lib/auth/use-anonymous-sign-in';

/** "Try without an account": starts an anonymous account and opens the user's resumes. */
export function TryWithoutAccountButton(props: Omit<ButtonProps, 'onClick' | 'loading'>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signInAnonymously, loading, error } = useAnonymousSignIn();
  return (
    <Stack spacing={1} sx={{ alignItems: 'stretch' }}>
      <Button
        {...props}
        loading={loading}
        onClick={async () => {
          if (await signInAnonymously()) navigate(paths.resumes());
        }}
      >
        {t('auth.tryWithoutAccount')}
      </Button>
      {error && (
        <Alert severity="error" role="alert">
          {t(authFailureMessageKey(error))}
        </Alert>
      )}
    </Stack>
  );
}
