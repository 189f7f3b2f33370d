import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';

/** Asks before a held navigation leaves unsaved changes behind; staying is the default. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  const open = blocker.state === 'blocked';
  return (
    <Dialog
      open={open}
      onClose={() => blocker.reset?.()}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
    >
      <DialogTitle id={titleId}>{t('events.unsaved.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{t('events.unsaved.body')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" onClick={() => blocker.reset?.()}>
          {t('events.unsaved.stay')}
        </Button>
        <Button color="error" onClick={() => blocker.proceed?.()}>
          {t('events.unsaved.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
