import { useEffect } from 'react';
import { useRuntimeConfig } from '../lib/services';

/** Names the browser tab after the page ("Work experience – My Resume") while the page is shown. */
export function useDocumentTitle(title: string) {
  const { brand } = useRuntimeConfig();
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} – ${brand}`;
    return () => {
      document.title = previous;
    };
  }, [title, brand]);
}
