import { useEffect, useMemo } from 'react';
import type { ResumeContent } from '../../../../../domain/resume';
import { createPreviewStore, type PreviewDocuments, type PreviewStore } from './preview-store';

/**
 * The live preview of `content`, as a store the preview pane subscribes to (so new pages
 * re-render the pane, not the editor). One store per documents client, open while the editor is.
 */
export function usePreview(content: ResumeContent, documents: PreviewDocuments): PreviewStore {
  const store = useMemo(() => createPreviewStore(documents), [documents]);
  useEffect(() => {
    store.open();
    return () => store.close();
  }, [store]);
  useEffect(() => {
    store.want(content);
  }, [store, content]);
  return store;
}
