import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { readPreference, writePreference } from './editor-preferences';

/**
 * Which sections and entries of one resume are collapsed, by id, kept in this browser (decision
 * 077). Everything is open unless the user collapsed it, so a section or entry just added opens.
 * A store outside React: opening one entry re-renders that entry, not the form.
 */
export interface CollapseStore {
  subscribe(listener: () => void): () => void;
  isOpen(id: string): boolean;
  /** Opens or collapses `ids`. */
  set(ids: readonly string[], open: boolean): void;
}

const keyOf = (resumeId: string) => `collapsed:${resumeId}`;

const idList = (value: unknown): string[] | null =>
  Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : null;

/** The store of `resumeId` (null: kept only while the page is open). */
export function createCollapseStore(resumeId: string | null): CollapseStore {
  const collapsed = new Set(resumeId ? (readPreference(keyOf(resumeId), idList) ?? []) : []);
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isOpen: (id) => !collapsed.has(id),
    set(ids, open) {
      const changed = ids.filter((id) => collapsed.has(id) === open);
      if (changed.length === 0) return;
      for (const id of changed) {
        if (open) collapsed.delete(id);
        else collapsed.add(id);
      }
      if (resumeId) writePreference(keyOf(resumeId), [...collapsed]);
      for (const listener of listeners) listener();
    },
  };
}

const pageOnly = createCollapseStore(null);

export const CollapseContext = createContext<CollapseStore>(pageOnly);

/** Whether `id` is open, and a toggle for it. */
export function useOpen(id: string): [boolean, () => void] {
  const store = useContext(CollapseContext);
  const open = useSyncExternalStore(store.subscribe, () => store.isOpen(id));
  const toggle = useCallback(() => store.set([id], !store.isOpen(id)), [store, id]);
  return [open, toggle];
}

/** Whether every one of `ids` is collapsed. */
export function useAllCollapsed(ids: readonly string[]): boolean {
  const store = useContext(CollapseContext);
  return useSyncExternalStore(store.subscribe, () =>
    ids.length > 0 ? ids.every((id) => !store.isOpen(id)) : false,
  );
}
