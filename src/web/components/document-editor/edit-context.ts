import { createContext, useContext, useSyncExternalStore } from 'react';
import type { DocumentDraft, DraftChange } from './document-draft';
import type { EditorHistory } from './editor-history';

export interface Edit<Draft extends DocumentDraft = DocumentDraft> {
  /** Applies a change to the draft; `coalesce` names a typing step (one undo step per field). */
  change(change: DraftChange<Draft>, coalesce?: string): void;
  /** Ends the current typing step (a field lost focus). */
  seal(): void;
  /** Calls `listener` after each change of the history; answers the way to stop. */
  subscribe(listener: () => void): () => void;
  /** The history as it is now (the draft is its `present`). */
  history(): EditorHistory<Draft>;
}

/**
 * The editor's history, for its parts. The editor of a kind of document provides its own `Edit`,
 * and its parts read it as that kind's (`useEdit<ResumeDraft>()`); the shared parts (name, theme)
 * read only what every draft has.
 */
export const EditContext = createContext<Edit | null>(null);

/** How the editor's parts change the draft (stable across renders). */
export function useEdit<Draft extends DocumentDraft = DocumentDraft>(): Edit<Draft> {
  const edit = useContext(EditContext);
  if (!edit) throw new Error('useEdit is for the parts of a document editor');
  return edit as unknown as Edit<Draft>;
}

/**
 * A part of the editor's history, re-rendering the caller only when that part changes: `select`
 * answers a part of it or a primitive computed from it, never a new object or array (a change
 * shares every part of the draft it does not touch, so an untouched part stays the same).
 */
export function useEditorState<T, Draft extends DocumentDraft = DocumentDraft>(
  select: (history: EditorHistory<Draft>) => T,
): T {
  const { subscribe, history } = useEdit<Draft>();
  return useSyncExternalStore(subscribe, () => select(history()));
}

/** A part of the draft (see `useEditorState`): a field reads its own, and re-renders alone. */
export function useDraft<T, Draft extends DocumentDraft = DocumentDraft>(
  select: (draft: Draft) => T,
): T {
  return useEditorState<T, Draft>((history) => select(history.present));
}
