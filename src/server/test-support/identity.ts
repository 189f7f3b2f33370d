import type { TestApp } from './app';

/** Long enough and not on the common-password list. */
export const testPassword = 'a sturdy passphrase 42';

export interface AuthRequestOptions {
  /** A `cookie` header, as returned by `cookieHeader`. */
  cookies?: string;
  /** Extra request headers (Accept-Language, Origin …). */
  headers?: Record<string, string>;
  /** The client address the server sees (the default is 127.0.0.1). */
  remoteAddress?: string;
  method?: 'GET' | 'POST';
}

/** The `cookie` header that sends back what a response set. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((cookie) => cookie.split(';')[0]).join('; ');
}

/** Calls an identity route the way the web client does (same origin, JSON). */
export async function authRequest(
  app: TestApp,
  path: string,
  body?: unknown,
  cookiesOrOptions?: string | AuthRequestOptions,
) {
  const options: AuthRequestOptions =
    typeof cookiesOrOptions === 'string' ? { cookies: cookiesOrOptions } : (cookiesOrOptions ?? {});
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  return app.app.inject({
    method,
    url: `/api/auth${path}`,
    headers: {
      origin: app.config.publicUrl,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.cookies ? { cookie: options.cookies } : {}),
      ...options.headers,
    },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

/** Signs in and returns the session cookie and a fresh ID token. */
export async function signIn(
  app: TestApp,
  email: string,
  password: string,
  options: AuthRequestOptions = {},
) {
  const response = await authRequest(app, '/sign-in/email', { email, password }, options);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  const cookies = cookieHeader(response.headers['set-cookie']);
  return { cookies, idToken: await idToken(app, cookies), response };
}

export async function idToken(app: TestApp, cookies: string): Promise<string> {
  const response = await authRequest(app, '/token', undefined, cookies);
  if (response.statusCode !== 200) throw new Error(`token failed: ${response.body}`);
  return (response.json() as { token: string }).token;
}

/** Creates an email + password identity (no user record yet) and signs it in. */
export async function signUp(app: TestApp, email: string, password = testPassword) {
  const response = await authRequest(app, '/sign-up/email', { email, password, name: email });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
  return signIn(app, email, password);
}

/** Signs in anonymously and returns the session cookie and a fresh ID token. */
export async function signInAnonymously(app: TestApp) {
  const response = await authRequest(app, '/sign-in/anonymous', {});
  if (response.statusCode !== 200) throw new Error(`anonymous sign-in failed: ${response.body}`);
  const cookies = cookieHeader(response.headers['set-cookie']);
  return { cookies, idToken: await idToken(app, cookies), response };
}

export type GraphqlResult<T> = {
  data?: T | null;
  errors?: Array<{ message: string; path?: string[]; extensions?: Record<string, unknown> }>;
};

/** Runs a GraphQL operation with an optional ID token and returns the whole HTTP response. */
export async function graphqlResponse(
  app: TestApp,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
) {
  return app.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    payload: JSON.stringify({ query, variables }),
  });
}

/** Runs a GraphQL operation with an optional ID token. */
export async function graphql<T = Record<string, unknown>>(
  app: TestApp,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
) {
  const response = await graphqlResponse(app, query, variables, token);
  return response.json() as GraphqlResult<T>;
}

export const meQuery = `query { me { id headshotURL savviestProduct profile { firstName lastName mjUserId mjDomain } } }`;
export const createUserMutation = `mutation ($input: CreateUserInput!) { user { createUser(input: $input) { id email firstName lastName isAnonymous } } }`;

/** The first link in an email's text. */
export function linkIn(text: string): string {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`no link in: ${text}`);
  return match[0];
}
