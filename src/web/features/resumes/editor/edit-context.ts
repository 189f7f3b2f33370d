import { createContext, useContext } from 'react';
import type { DraftChange } from './content-changes';

export interface Edit {
  /** Applies a change to the draft; `coalesce` names a typing step (one undo step per field). */
  change: (change: DraftChange, coalesce?: string) => void;
  /** Ends the current typing step (a field lost focus). */
  seal: () => void;
}

export const EditContext = createContext<Edit>({ change: () => {}, seal: () => {} });

/** How the editor's parts change the draft (stable across renders). */
export const useEdit = () => useContext(EditContext);
