import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { DocumentDraft, DraftChange } from './document-draft';
import type { Edit } from './edit-context';
import {
  editorReducer,
  initialHistory,
  type EditorAction,
  type EditorHistory,
} from './editor-history';

/** The history outside React, so that a change is known the moment it is made. */
function createHistoryStore<Draft>(start: Draft) {
  let history = initialHistory(start);
  const listeners = new Set<() => void>();
  return {
    getSnapshot: (): EditorHistory<Draft> => history,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch(action: EditorAction<Draft>) {
      const next = editorReducer(history, action);
      if (next === history) return;
      history = next;
      for (const listener of listeners) listener();
    },
  };
}

/**
 * The draft with its undo history, and the keyboard shortcuts: Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z
 * and Ctrl+Y redo, anywhere in the page except inside a dialog. `onDraft` hears of each new draft
 * as it is made, in the event that made it, before the editor renders it (the live preview asks
 * for its pages then, not a render later: decision 066).
 */
export function useEditorHistory<Draft extends DocumentDraft>(
  start: Draft,
  onUndoRedo?: (kind: 'undo' | 'redo') => void,
  onDraft?: (draft: Draft) => void,
) {
  const [store] = useState(() => createHistoryStore(start));
  const history = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const heard = useRef(onDraft);
  useLayoutEffect(() => {
    heard.current = onDraft;
  }, [onDraft]);
  const dispatch = useCallback(
    (action: EditorAction<Draft>) => {
      const before = store.getSnapshot().present;
      store.dispatch(action);
      const after = store.getSnapshot().present;
      if (after !== before) heard.current?.(after);
    },
    [store],
  );
  const edit = useMemo<Edit<Draft>>(
    () => ({
      change: (change: DraftChange<Draft>, coalesce?: string) =>
        dispatch(coalesce ? { type: 'change', change, coalesce } : { type: 'change', change }),
      seal: () => dispatch({ type: 'seal' }),
      subscribe: store.subscribe,
      history: store.getSnapshot,
    }),
    [dispatch, store],
  );
  const canUndo = history.past.length > 0;
  const canRedo = history.future.length > 0;
  const undo = useCallback(() => {
    dispatch({ type: 'undo' });
    onUndoRedo?.('undo');
  }, [dispatch, onUndoRedo]);
  const redo = useCallback(() => {
    dispatch({ type: 'redo' });
    onUndoRedo?.('redo');
  }, [dispatch, onUndoRedo]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        if (canUndo) undo();
      } else if ((key === 'z' && event.shiftKey) || (key === 'y' && !event.shiftKey)) {
        event.preventDefault();
        if (canRedo) redo();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [canUndo, canRedo, undo, redo]);

  return { draft: history.present, edit, undo, redo, canUndo, canRedo };
}
