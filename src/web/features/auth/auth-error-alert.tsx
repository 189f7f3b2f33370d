import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { authFailureMessageKey, type AuthFailure } from '../../lib/auth/auth-failure';

/** A failed auth call, in words the user can act on; announced as it appears. */
export function AuthErrorAlert({ error }: { error: AuthFailure | null }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert severity="error" role="alert">
      {t(authFailureMessageKey(error))}
    </Alert>
  );
}
