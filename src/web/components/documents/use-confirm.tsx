import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * "Go on anyway?": `ask(message)` opens a dialog with the message and answers whether the user
 * went on (Escape and Cancel answer no). A second question while one is open answers no.
 */
export function useConfirm() {
  const { t } = useTranslation();
  const titleId = useId();
  const [message, setMessage] = useState<string | null>(null);
  const answer = useRef<((value: boolean) => void) | null>(null);
  const ask = useCallback((text: string) => {
    if (answer.current) return Promise.resolve(false);
    setMessage(text);
    return new Promise<boolean>((resolve) => {
      answer.current = resolve;
    });
  }, []);
  const close = (value: boolean) => {
    answer.current?.(value);
    answer.current = null;
    setMessage(null);
  };
  const dialog = (
    <Dialog open={message !== null} onClose={() => close(false)} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('documents.confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close(false)}>{t('documents.confirm.cancel')}</Button>
        <Button variant="contained" onClick={() => close(true)}>
          {t('documents.confirm.go')}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { ask, dialog };
}
