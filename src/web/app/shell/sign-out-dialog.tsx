import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Asked before an anonymous user signs out: an anonymous account cannot be signed back into, so
 * signing out loses its work (docs/decisions/023).
 */
export function SignOutDialog({
  open,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{t('shell.anonymousSignOut.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('shell.anonymousSignOut.body')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('shell.anonymousSignOut.cancel')}</Button>
        <Button color="error" onClick={onConfirm}>
          {t('shell.signOut')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
