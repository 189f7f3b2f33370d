import { createContext, useContext, useSyncExternalStore } from 'react';
import type { DraftChange } from './content-changes';
import type { EditorHistory, ResumeDraft } from './editor-history';

export interface Edit {
  /** Applies a change to the draft; `coalesce` names a typing step (one undo step per field). */
  change: (change: DraftChange, coalesce?: string) => void;
  /** Ends the current typing step (a field lost focus). */
  seal: () => void;
  /** Calls `listener` after each change of the history; answers the way to stop. */
  subscribe: (listener: () => void) => () => void;
  /** The history as it is now (the draft is its `present`). */
  history: () => EditorHistory;
}

export const EditContext = createContext<Edit | null>(null);

/** How the editor's parts change the draft (stable across renders). */
export function useEdit(): Edit {
  const edit = useContext(EditContext);
  if (!edit) throw new Error('useEdit is for the parts of the resume editor');
  return edit;
}

/**
 * A part of the editor's history, re-rendering the caller only when that part changes: `select`
 * answers a part of it or a primitive computed from it, never a new object or array (a change
 * shares every part of the draft it does not touch, so an untouched part stays the same).
 */
export function useEditorState<T>(select: (history: EditorHistory) => T): T {
  const { subscribe, history } = useEdit();
  return useSyncExternalStore(subscribe, () => select(history()));
}

/** A part of the draft (see `useEditorState`): a field reads its own, and re-renders alone. */
export function useDraft<T>(select: (draft: ResumeDraft) => T): T {
  return useEditorState((history) => select(history.present));
}
