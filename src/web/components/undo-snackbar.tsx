import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';

/**
 * The snackbar that tells of a removal (screen readers announce it) and offers Undo while
 * `onUndo` is given: held open while its Undo button has the keyboard's focus. A new `serial`
 * restarts its timer; `onClose` is told when it closes itself (not on a click away).
 */
export function UndoSnackbar({
  serial,
  open,
  message,
  undoLabel,
  onUndo,
  onClose,
}: {
  serial: number | undefined;
  open: boolean;
  message: string;
  undoLabel: string;
  onUndo?: () => void;
  onClose: () => void;
}) {
  const [undoFocused, setUndoFocused] = useState(false);
  return (
    <Snackbar
      key={serial}
      open={open}
      // Held open while its Undo button has the keyboard's focus.
      autoHideDuration={undoFocused ? null : 10_000}
      onClose={(_event, reason) => {
        if (reason === 'clickaway') return;
        onClose();
        setUndoFocused(false);
      }}
      message={message}
      action={
        onUndo ? (
          <Button
            color="inherit"
            size="small"
            onClick={onUndo}
            onFocus={() => setUndoFocused(true)}
            onBlur={() => setUndoFocused(false)}
            sx={{ fontWeight: 700 }}
          >
            {undoLabel}
          </Button>
        ) : undefined
      }
    />
  );
}
