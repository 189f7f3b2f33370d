import { browserStorage } from '../../lib/session-token';

/**
 * The editor's view preferences in this browser (localStorage): how the preview is zoomed, how
 * the page is split between form and preview, and which sections and entries of a resume are
 * collapsed. Only how things are shown, never what the user typed; unreadable or missing values
 * give the default.
 */
const prefix = 'resume-editor:';

export function readPreference<T>(key: string, parse: (value: unknown) => T | null): T | null {
  try {
    const raw = browserStorage()?.getItem(prefix + key);
    return raw === null || raw === undefined ? null : parse(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function writePreference(key: string, value: unknown) {
  try {
    browserStorage()?.setItem(prefix + key, JSON.stringify(value));
  } catch {
    // Full or blocked: the preference lasts until the page is left.
  }
}
