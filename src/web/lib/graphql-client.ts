import { cacheExchange, Client, fetchExchange, mapExchange } from 'urql';
import { applyErrorPolicy, type ErrorPolicyDeps } from './graphql-error-policy';
import type { IdentityClient } from './identity';
import { readSessionToken, type TokenStorage } from './session-token';

export const graphqlEndpoint = '/graphql';

export interface GraphqlClientDeps extends ErrorPolicyDeps {
  identity: Pick<IdentityClient, 'getIdToken'>;
  storage?: TokenStorage | null;
  fetch?: typeof fetch;
}

/**
 * The one GraphQL client (docs/product/api.md): POST /graphql with `Authorization: Bearer {sv_session}`
 * (empty when signed out). The token is refreshed first when it is about to expire, and every
 * failure goes through the error policy.
 */
export function createGraphqlClient(deps: GraphqlClientDeps): Client {
  const doFetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  return new Client({
    url: graphqlEndpoint,
    preferGetMethod: false,
    exchanges: [
      mapExchange({
        onError(error) {
          applyErrorPolicy(error, deps);
        },
      }),
      cacheExchange,
      fetchExchange,
    ],
    fetch: async (input, init) => {
      try {
        await deps.identity.getIdToken();
      } catch {
        // The call still goes out; the API answers UNAUTHENTICATED if the token is no good.
      }
      const token =
        (deps.storage === undefined ? readSessionToken() : readSessionToken(deps.storage)) ?? '';
      const headers = new Headers(init?.headers);
      headers.set('authorization', `Bearer ${token}`);
      return doFetch(input, { ...init, headers, credentials: 'same-origin' });
    },
  });
}
