import { describe, expect, it } from 'vitest';
import { createGraphqlClient } from './graphql-client';
import { applyErrorPolicy, graphqlErrorMessage, type GraphqlFailure } from './graphql-error-policy';
import { MeQuery } from './user-operations';
import { recordingReporter } from '../test-support/render-app';

function setup() {
  const reporter = recordingReporter();
  const navigations: string[] = [];
  const deps = {
    reporter,
    navigate: (path: string) => void navigations.push(path),
    dataNotFoundPath: '/oops',
  };
  return { reporter, navigations, deps };
}

const failure = (
  code: string | undefined,
  message = 'Something',
  path = ['me'],
): GraphqlFailure => ({
  graphQLErrors: [{ message, path, extensions: code ? { code } : {} }],
});

describe('GraphQL error policy (docs/product/errors.md)', () => {
  it.each(['FORBIDDEN', 'UNAUTHENTICATED', 'BAD_USER_INPUT'])(
    'does not report %s and stays on the page',
    (code) => {
      const { reporter, navigations, deps } = setup();
      applyErrorPolicy(failure(code), deps);
      expect(reporter.messages).toEqual([]);
      expect(navigations).toEqual([]);
    },
  );

  it('does not report NO_DATA_FOUND but goes to the data-not-found page', () => {
    const { reporter, navigations, deps } = setup();
    applyErrorPolicy(failure('NO_DATA_FOUND', 'No data found', ['resume']), deps);
    expect(reporter.messages).toEqual([]);
    expect(navigations).toEqual(['/oops']);
  });

  it('reports any other GraphQL error with its message, code and path', () => {
    const { reporter, navigations, deps } = setup();
    applyErrorPolicy(
      failure('INTERNAL_SERVER_ERROR', 'Unexpected error.', ['user', 'createUser']),
      deps,
    );
    expect(reporter.messages).toEqual([
      'GraphQL error: Message: Unexpected error.; Code: INTERNAL_SERVER_ERROR; Path: user.createUser',
    ]);
    expect(navigations).toEqual([]);
  });

  it('reports NO_USER_FOUND like any other code (the profile query logs out on its own)', () => {
    const { reporter, deps } = setup();
    applyErrorPolicy(failure('NO_USER_FOUND', 'NoUserFoundError'), deps);
    expect(reporter.messages).toEqual([
      'GraphQL error: Message: NoUserFoundError; Code: NO_USER_FOUND; Path: me',
    ]);
  });

  it('reports an error without a code or path', () => {
    expect(graphqlErrorMessage({ message: 'Boom' })).toBe(
      'GraphQL error: Message: Boom; Code: none; Path: none',
    );
  });

  it('reports a network error as "Network error"', () => {
    const { reporter, deps } = setup();
    applyErrorPolicy({ graphQLErrors: [], networkError: new TypeError('Failed to fetch') }, deps);
    expect(reporter.messages).toEqual(['Network error']);
  });

  it('handles each error of a mixed answer on its own', () => {
    const { reporter, navigations, deps } = setup();
    applyErrorPolicy(
      {
        graphQLErrors: [
          { message: 'Hidden', path: ['a'], extensions: { code: 'FORBIDDEN' } },
          { message: 'Missing', path: ['b'], extensions: { code: 'NO_DATA_FOUND' } },
          { message: 'Broken', path: ['c'], extensions: { code: 'INTERNAL_SERVER_ERROR' } },
        ],
      },
      deps,
    );
    expect(reporter.messages).toEqual([
      'GraphQL error: Message: Broken; Code: INTERNAL_SERVER_ERROR; Path: c',
    ]);
    expect(navigations).toEqual(['/oops']);
  });
});

describe('the GraphQL client', () => {
  const answer = (body: unknown) => async () =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

  it('sends the stored session token as a Bearer header, after refreshing it', async () => {
    const { deps } = setup();
    const seen: Array<string | null> = [];
    const storage = new Map<string, string>([['sv_session', 'stored-token']]);
    let refreshed = 0;
    const client = createGraphqlClient({
      ...deps,
      identity: {
        getIdToken: async () => {
          refreshed += 1;
          return 'stored-token';
        },
      },
      storage: {
        getItem: (key) => storage.get(key) ?? null,
        setItem: (key, value) => void storage.set(key, value),
        removeItem: (key) => void storage.delete(key),
      },
      fetch: async (_input, init) => {
        seen.push(new Headers(init?.headers).get('authorization'));
        return answer({
          data: null,
          errors: [{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }],
        })();
      },
    });
    await client.query(MeQuery, {}).toPromise();
    expect(refreshed).toBe(1);
    expect(seen).toEqual(['Bearer stored-token']);
  });

  it('sends an empty Bearer when signed out', async () => {
    const { deps } = setup();
    const seen: Array<string | null> = [];
    const client = createGraphqlClient({
      ...deps,
      identity: { getIdToken: async () => null },
      storage: null,
      fetch: async (_input, init) => {
        seen.push(new Headers(init?.headers).get('authorization'));
        return answer({
          data: null,
          errors: [{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }],
        })();
      },
    });
    await client.query(MeQuery, {}).toPromise();
    // `Bearer ` + empty token; header values lose trailing spaces on the way out.
    expect(seen).toEqual(['Bearer']);
  });

  it('puts every answer through the error policy', async () => {
    const { reporter, navigations, deps } = setup();
    const client = createGraphqlClient({
      ...deps,
      identity: { getIdToken: async () => null },
      storage: null,
      fetch: answer({
        data: null,
        errors: [{ message: 'No data found', path: ['me'], extensions: { code: 'NO_DATA_FOUND' } }],
      }),
    });
    await client.query(MeQuery, {}).toPromise();
    expect(navigations).toEqual(['/oops']);
    expect(reporter.messages).toEqual([]);

    const failing = createGraphqlClient({
      ...deps,
      identity: { getIdToken: async () => null },
      storage: null,
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await failing.query(MeQuery, {}).toPromise();
    expect(reporter.messages).toEqual(['Network error']);
  });
});
