import { useCallback, useEffect, useMemo, useReducer } from 'react';
import type { DraftChange } from './content-changes';
import type { Edit } from './edit-context';
import { editorReducer, initialHistory, type ResumeDraft } from './editor-history';

/**
 * The draft with its undo history, and the keyboard shortcuts: Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z
 * and Ctrl+Y redo, anywhere in the page except inside a dialog.
 */
export function useEditorHistory(start: ResumeDraft, onUndoRedo?: (kind: 'undo' | 'redo') => void) {
  const [history, dispatch] = useReducer(editorReducer, start, initialHistory);
  const edit = useMemo<Edit>(
    () => ({
      change: (change: DraftChange, coalesce?: string) =>
        dispatch(coalesce ? { type: 'change', change, coalesce } : { type: 'change', change }),
      seal: () => dispatch({ type: 'seal' }),
    }),
    [],
  );
  const canUndo = history.past.length > 0;
  const canRedo = history.future.length > 0;
  const undo = useCallback(() => {
    dispatch({ type: 'undo' });
    onUndoRedo?.('undo');
  }, [onUndoRedo]);
  const redo = useCallback(() => {
    dispatch({ type: 'redo' });
    onUndoRedo?.('redo');
  }, [onUndoRedo]);

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
