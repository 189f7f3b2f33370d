import { useEffect } from 'react';
import { useRuntimeConfig } from '../lib/services';

/**
 * Names the browser tab after the page ("Work experience – My Resume") while the page is shown.
 * Nothing when `title` is undefined.
 */
export function useDocumentTitle(title: string | undefined) {
  const { brand } = useRuntimeConfig();
  useEffect(() => {
    if (title === undefined) return;
    const previous = document.title;
    document.title = `${title} – ${brand}`;
    return () => {
      document.title = previous;
    };
  }, [title, brand]);
}
