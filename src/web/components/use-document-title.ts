import { useEffect } from 'react';
import { useRuntimeConfig } from '../lib/services';

/**
 * Names the browser tab after the page ("Work experience – My Resume") while the page is shown;
 * with `whole`, `title` is the whole title. Nothing when `title` is undefined.
 */
export function useDocumentTitle(title: string | undefined, { whole = false } = {}) {
  const { brand } = useRuntimeConfig();
  useEffect(() => {
    if (title === undefined) return;
    const previous = document.title;
    document.title = whole ? title : `${title} – ${brand}`;
    return () => {
      document.title = previous;
    };
  }, [title, whole, brand]);
}
