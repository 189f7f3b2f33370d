import Snackbar from '@mui/material/Snackbar';
import { useCallback, useRef, useState } from 'react';

/**
 * Short news of a documents page ("Link copied.", "Made a copy…", a failure): one snackbar, which
 * screen readers announce; a new message replaces the one showing and restarts its timer.
 */
export function useNotice() {
  const [notice, setNotice] = useState<{ message: string; serial: number } | null>(null);
  const serial = useRef(0);
  const notify = useCallback(
    (message: string) => setNotice({ message, serial: ++serial.current }),
    [],
  );
  const dismiss = useCallback(() => setNotice(null), []);
  const snackbar = (
    <Snackbar
      key={notice?.serial}
      open={notice !== null}
      autoHideDuration={8_000}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') dismiss();
      }}
      message={notice?.message ?? ''}
    />
  );
  return { notify, dismiss, snackbar };
}

export type Notify = (message: string) => void;
