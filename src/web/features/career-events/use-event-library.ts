import { useCallback, useMemo } from 'react';
import { useQuery, type DocumentInput } from 'urql';
import { useDeleteWithUndo } from '../../components/use-delete-with-undo';

/**
 * What a library page needs: its list (refreshed whenever an event of `typename` is created,
 * changed, deleted or restored, even while the list is empty), a retry, and delete with undo.
 */
export function useEventLibrary<Data>({
  query,
  typename,
  deleteDocument,
  restoreDocument,
}: {
  query: DocumentInput<Data, { [name: string]: never }>;
  typename: string;
  deleteDocument: DocumentInput<unknown, { id: string }>;
  restoreDocument: DocumentInput<unknown, { id: string }>;
}) {
  const context = useMemo(() => ({ additionalTypenames: [typename] }), [typename]);
  const [{ data, fetching, error }, reexecute] = useQuery({ query, context });
  const retry = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const deletion = useDeleteWithUndo({ deleteDocument, restoreDocument, typename });
  return { data, fetching, error, retry, deletion };
}
