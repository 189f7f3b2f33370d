import { useCallback, useEffect, useRef } from 'react';

interface FocusRequest {
  /** `data-focus-key` of the element (a row) holding the target. */
  key: string | null;
  /** `data-action` values to try inside it, in order; the first enabled one gets focus. */
  actions: string[];
}

/** Asks for the focus to move to the first enabled `actions` of row `key` once it has rendered. */
export type RequestFocus = (key: string | null, ...actions: string[]) => void;

/**
 * Moves focus after the change that caused it has rendered: to a button of the moved row, the
 * next row after a removal, or a fallback (`data-action` on the container itself).
 */
export function useFocusRequest<E extends HTMLElement>() {
  const container = useRef<E>(null);
  const pending = useRef<FocusRequest | null>(null);

  useEffect(() => {
    const request = pending.current;
    const root = container.current;
    if (!request || !root) return;
    pending.current = null;
    const scope = request.key
      ? [...root.querySelectorAll<HTMLElement>('[data-focus-key]')].find(
          (element) => element.dataset.focusKey === request.key,
        )
      : root;
    for (const action of request.actions) {
      const target = scope?.querySelector<HTMLElement>(`[data-action="${action}"]`);
      if (target && !target.hasAttribute('disabled')) {
        target.focus();
        return;
      }
    }
  });

  const requestFocus = useCallback<RequestFocus>((key, ...actions) => {
    pending.current = { key, actions };
  }, []);

  return { container, requestFocus };
}
