import type { TestApp } from './app';

const jsonHeaders = (app: TestApp) => ({
  'content-type': 'application/json',
  origin: app.config.publicUrl,
});

function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((cookie) => cookie.split(';')[0]).join('; ');
}

/** Calls an identity route the way the web client does. */
export async function authRequest(app: TestApp, path: string, body?: unknown, cookies?: string) {
  return app.app.inject({
    method: body === undefined ? 'GET' : 'POST',
    url: `/api/auth${path}`,
    headers: { ...jsonHeaders(app), ...(cookies ? { cookie: cookies } : {}) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

/** Signs in and returns the session cookie and a fresh ID token. */
export async function signIn(app: TestApp, email: string, password: string) {
  const response = await authRequest(app, '/sign-in/email', { email, password });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  const cookies = cookieHeader(response.headers['set-cookie']);
  return { cookies, idToken: await idToken(app, cookies) };
}

export async function idToken(app: TestApp, cookies: string): Promise<string> {
  const response = await authRequest(app, '/token', undefined, cookies);
  if (response.statusCode !== 200) throw new Error(`token failed: ${response.body}`);
  return (response.json() as { token: string }).token;
}

/** Creates an email + password identity (no user record yet) and signs it in. */
export async function signUp(app: TestApp, email: string, password = 'a sturdy passphrase 42') {
  const response = await authRequest(app, '/sign-up/email', { email, password, name: email });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
  return signIn(app, email, password);
}

/** Runs a GraphQL operation with an optional ID token. */
export async function graphql<T = Record<string, unknown>>(
  app: TestApp,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
) {
  const response = await app.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: JSON.stringify({ query, variables }),
  });
  return response.json() as {
    data?: T | null;
    errors?: Array<{ message: string; path?: string[]; extensions?: Record<string, unknown> }>;
  };
}
