import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';

/**
 * Keeps a form's unsaved changes from being lost silently: while `dirty`, leaving for another page
 * of the app is held (the caller asks the user through `blocker`, see UnsavedChangesDialog) and
 * closing or reloading the tab makes the browser ask. `release()` lets the next navigation through
 * unasked, for the way out after a successful save.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const released = useRef(false);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty && !released.current && currentLocation.pathname !== nextLocation.pathname,
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const release = useCallback(() => {
    released.current = true;
  }, []);

  return { blocker, release };
}
