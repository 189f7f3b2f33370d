import { useMemo } from 'react';
import {
  createDocumentsClient,
  documentKinds,
  type ClientOf,
  type DocumentKind,
  type DocumentKindName,
  type DraftOf,
  type FormatOf,
} from './documents-client';
import { useServices } from './services';

/** The rendered-document API of a kind of document (preview, fit, downloads, thumbnails). */
export function useDocuments<Kind extends DocumentKindName>(kind: Kind): ClientOf<Kind> {
  const { identity } = useServices();
  return useMemo(
    () =>
      createDocumentsClient(
        documentKinds[kind] as unknown as DocumentKind<DraftOf<Kind>, FormatOf<Kind>>,
        identity,
      ),
    [kind, identity],
  );
}
