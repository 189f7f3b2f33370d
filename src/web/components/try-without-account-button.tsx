import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../domain/paths';
import { authFailureMessageKey } from '../lib/auth/auth-failure';
import { useAnonymousSignIn } from '../lib/auth/use-anonymous-sign-in';

/**
 * "Try without an account": starts an anonymous account and opens the user's resumes. With
 * `startAtOnce` (the public site's "Try it without an account" link) it starts on arrival; the
 * button stays for a second try if that fails.
 */
export function TryWithoutAccountButton({
  startAtOnce = false,
  ...props
}: Omit<ButtonProps, 'onClick' | 'loading'> & { startAtOnce?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signInAnonymously, loading, error } = useAnonymousSignIn();
  const start = async () => {
    if (await signInAnonymously()) navigate(paths.resumes(), { replace: startAtOnce });
  };
  // Once per arrival, even when development mode mounts the page twice.
  const started = useRef(false);
  useEffect(() => {
    if (!startAtOnce || started.current) return;
    started.current = true;
    void start();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on arrival only
  }, [startAtOnce]);
  return (
    <Stack spacing={1} sx={{ alignItems: 'stretch' }}>
      <Button {...props} loading={loading} onClick={start}>
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
