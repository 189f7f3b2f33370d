import { useCallback, useMemo } from 'react';
import { useQuery } from 'urql';
import { importedTypenames, ImportLibraryKeysQuery } from './library-keys-operations';

// Named typenames: an import invalidates this query even while the library is empty.
const context = { additionalTypenames: importedTypenames };

/**
 * The import keys of the events the user already has (all three kinds), fetched fresh each time the
 * import opens; null until they are known.
 */
export function useLibraryKeys() {
  const [{ data, error }, reexecute] = useQuery({
    query: ImportLibraryKeysQuery,
    requestPolicy: 'network-only',
    context,
  });
  const keys = useMemo(() => {
    if (!data) return null;
    const events = [...data.workEvents, ...data.eduEvents, ...data.skillEvents];
    return new Set(events.flatMap(({ uuid }) => (uuid ? [uuid] : [])));
  }, [data]);
  const retry = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  return { keys, error: keys ? undefined : error, retry };
}
