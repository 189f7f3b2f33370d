import { useMemo, type ReactNode } from 'react';
import { Provider } from 'urql';
import { paths } from '../../domain/paths';
import { useAuth } from './auth/auth-provider';
import { createGraphqlClient } from './graphql-client';
import { useServices } from './services';

/**
 * Provides the GraphQL client. A new client (and so an empty cache) for every identity: nothing
 * one user loaded is ever shown to the next.
 */
export function GraphqlProvider({ children }: { children: ReactNode }) {
  const { identity, reporter, navigate } = useServices();
  const userId = useAuth().authUser?.id;
  const client = useMemo(
    () =>
      createGraphqlClient({
        identity,
        reporter,
        navigate,
        dataNotFoundPath: paths.dataNotFound(),
      }),
    // A new cache for every identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [identity, reporter, navigate, userId],
  );
  return <Provider value={client}>{children}</Provider>;
}
