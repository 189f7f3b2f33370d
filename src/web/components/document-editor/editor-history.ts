/** Undo/redo over whole drafts (they are small, and each change shares untouched parts). */
export interface EditorHistory<Draft> {
  past: Draft[];
  present: Draft;
  future: Draft[];
  /**
   * The coalescing key of the last change: typing in one field is one step, so a change with the
   * same key replaces the present instead of adding a step, until another change or a `seal`.
   */
  lastKey: string | null;
}

export type EditorAction<Draft> =
  | { type: 'change'; change: (draft: Draft) => Draft; coalesce?: string }
  | { type: 'undo' }
  | { type: 'redo' }
  /** Ends the current typing step (the field lost focus). */
  | { type: 'seal' }
  /** A new starting point (the document loaded): no history. */
  | { type: 'reset'; draft: Draft };

/** How many steps undo goes back. */
export const historyLimit = 100;

export const initialHistory = <Draft>(draft: Draft): EditorHistory<Draft> => ({
  past: [],
  present: draft,
  future: [],
  lastKey: null,
});

export function editorReducer<Draft>(
  state: EditorHistory<Draft>,
  action: EditorAction<Draft>,
): EditorHistory<Draft> {
  switch (action.type) {
    case 'change': {
      const next = action.change(state.present);
      if (next === state.present) return state;
      const key = action.coalesce ?? null;
      if (key !== null && key === state.lastKey) {
        return { ...state, present: next, future: [] };
      }
      return {
        past: [...state.past, state.present].slice(-historyLimit),
        present: next,
        future: [],
        lastKey: key,
      };
    }
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return {
        past: state.past.slice(0, -1),
        present: previous,
        future: [state.present, ...state.future],
        lastKey: null,
      };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return {
        past: [...state.past, state.present].slice(-historyLimit),
        present: next,
        future: rest,
        lastKey: null,
      };
    }
    case 'seal':
      return state.lastKey === null ? state : { ...state, lastKey: null };
    case 'reset':
      return initialHistory(action.draft);
  }
}
