import Box from '@mui/material/Box';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { visuallyHidden } from '../visually-hidden';

const AnnounceContext = createContext<(message: string) => void>(() => {});

/**
 * One polite live region for the editor: moves, removals and "fit" results are announced here.
 * The same message twice in a row is still read (a zero-width space tells them apart).
 */
export function Announcer({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState('');
  const announce = useCallback(
    (next: string) => setMessage((previous) => (previous === next ? `${next}\u200b` : next)),
    [],
  );
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <Box role="status" sx={visuallyHidden} data-testid="editor-announcer">
        {message}
      </Box>
    </AnnounceContext.Provider>
  );
}

export const useAnnounce = () => useContext(AnnounceContext);
