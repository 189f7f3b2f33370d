import type { RenderRefusal } from '../../lib/documents-client';
import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * What one save call answered: `message` is the server's reason, when it gave one, and `refusal`
 * what the editor words itself in the user's language (src/web/features/resumes/editor/refusal-message.ts).
 */
export type SaveResult =
  { ok: true } | { ok: false; message: string | null; refusal?: RenderRefusal | undefined };

/**
 * - `saved`: what is on screen is what the server has;
 * - `pending`: changed, the save starts after a pause in the typing;
 * - `saving`: a save is in flight;
 * - `failed`: the last save failed; the draft is kept, and Retry (or the next change) tries again.
 */
export type AutosaveStatus = 'saved' | 'pending' | 'saving' | 'failed';

export interface AutosaveState {
  status: AutosaveStatus;
  /** Why the last save failed, when the server said. */
  failure: string | null;
  /** The refusal behind `failure`, worded when shown (so in the language of the moment). */
  refusal?: RenderRefusal;
}

interface Callbacks<T> {
  save: (value: T) => Promise<SaveResult>;
  /** After each successful save, with `settled` true when nothing newer waits. */
  onSaved?: ((value: T, settled: boolean) => void) | undefined;
}

/**
 * The autosave's logic, outside React: `update` after every change, `flush` to save at once.
 * One save is in flight at a time: a change made meanwhile waits, and only the latest value is
 * sent once the flight lands. Values are compared by their JSON, so undoing back to what is saved
 * needs no save.
 */
export function createAutosaver<T>(savedValue: T, callbacks: Callbacks<T>, delayMs: number) {
  let current = callbacks;
  let savedKey = JSON.stringify(savedValue);
  let latest = { value: savedValue, key: savedKey };
  let inFlight: Promise<boolean> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let state: AutosaveState = { status: 'saved', failure: null };
  const listeners = new Set<() => void>();

  const report = (
    status: AutosaveStatus,
    failure: string | null = null,
    refusal?: RenderRefusal,
  ) => {
    if (state.status === status && state.failure === failure && state.refusal === refusal) return;
    state = { status, failure, ...(refusal ? { refusal } : {}) };
    for (const listener of listeners) listener();
  };

  const drain = async (): Promise<boolean> => {
    while (latest.key !== savedKey) {
      const sent = latest;
      report('saving');
      let result: SaveResult;
      try {
        result = await current.save(sent.value);
      } catch {
        result = { ok: false, message: null };
      }
      if (!result.ok) {
        report('failed', result.message, result.refusal);
        return false;
      }
      savedKey = sent.key;
      current.onSaved?.(sent.value, latest.key === sent.key);
    }
    report('saved');
    return true;
  };

  const flush = (): Promise<boolean> => {
    clearTimeout(timer);
    inFlight ??= drain().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setCallbacks(callbacks: Callbacks<T>) {
      current = callbacks;
    },
    /** The value changed: save it after the pause (nothing to do if it is what is saved). */
    update(value: T) {
      const key = JSON.stringify(value);
      if (key === latest.key) return;
      latest = { value, key };
      clearTimeout(timer);
      if (key === savedKey) {
        if (!inFlight) report('saved');
        return;
      }
      if (!inFlight) report('pending');
      timer = setTimeout(() => void flush(), delayMs);
    },
    flush,
    /** Stops the pending timer (the editor closed). */
    dispose() {
      clearTimeout(timer);
    },
    /** Schedules the save again after `dispose` (a component mounted again). */
    resume() {
      if (latest.key !== savedKey && !inFlight && state.status !== 'failed') {
        clearTimeout(timer);
        timer = setTimeout(() => void flush(), delayMs);
      }
    },
  };
}

export type Autosaver<T> = ReturnType<typeof createAutosaver<T>>;

/**
 * `createAutosaver` for a component: saves `value` `delayMs` after its last change. Answers the
 * autosaver (the same one across renders); its state is read with `useAutosaveState`, so that only
 * the components showing it re-render when it changes.
 */
export function useAutosave<T>({
  value,
  savedValue,
  save,
  onSaved,
  delayMs = 1000,
}: {
  value: T;
  /** What the server has when the editor opens (differs from `value` for a restored draft). */
  savedValue: T;
  delayMs?: number;
} & Callbacks<T>): Autosaver<T> {
  const [saver] = useState(() => createAutosaver(savedValue, { save, onSaved }, delayMs));
  useEffect(() => saver.setCallbacks({ save, onSaved }), [saver, save, onSaved]);
  useEffect(() => saver.update(value), [saver, value]);
  useEffect(() => {
    saver.resume();
    return () => saver.dispose();
  }, [saver]);
  return saver;
}

/** What a component needs of an autosaver to show its state and retry. */
export type AutosaveHandle = Pick<Autosaver<unknown>, 'getState' | 'subscribe' | 'flush'>;

/** The autosave's state, re-rendering the caller when it changes. */
export function useAutosaveState(saver: AutosaveHandle): AutosaveState {
  return useSyncExternalStore(saver.subscribe, saver.getState);
}
