import { useEffect, useMemo } from 'react';
import { createPreviewStore, type PreviewDocuments, type PreviewStore } from './preview-store';

/**
 * The live preview, as a store the preview pane subscribes to (so new pages re-render the pane,
 * not the editor). One store per documents client, open while the editor is. `draft` is
 * rendered once the editor has rendered it; the editor hands each new draft to `want` sooner, as it
 * is made (the store ignores a draft it already has).
 */
export function usePreview<Draft>(draft: Draft, store: PreviewStore<Draft>): void {
  useEffect(() => {
    store.open();
    return () => store.close();
  }, [store]);
  useEffect(() => {
    store.want(draft);
  }, [store, draft]);
}

/** The preview store for `documents`. */
export function usePreviewStore<Draft>(documents: PreviewDocuments<Draft>): PreviewStore<Draft> {
  return useMemo(() => createPreviewStore(documents), [documents]);
}
