/**
 * The product's HTTP API as the end-to-end suite uses it to set things up without clicking: the
 * identity service under /api/auth and GraphQL at /graphql, exactly as the web client calls them.
 */
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

/** Long enough and not on the common-password list. */
export const defaultPassword = 'a sturdy passphrase 42';

/** A fresh address per call, so tests never share an account. */
export function uniqueEmail(label = 'user'): string {
  return `e2e-${label}-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}@example.com`;
}

export interface Account {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export const fullName = (account: Pick<Account, 'firstName' | 'lastName'>) =>
  `${account.firstName} ${account.lastName}`;

export interface GraphqlResponse<T> {
  data?: T | null;
  errors?: Array<{ message: string; path?: string[]; extensions?: { code?: string } }>;
}

/** The identity service's routes, called the way the web client calls them (same origin). */
export function identityApi(request: APIRequestContext, baseURL: string) {
  const post = (path: string, data: unknown) =>
    request.post(`${baseURL}/api/auth${path}`, { data, headers: { origin: baseURL } });
  return {
    /** Creates an email + password identity; it has no user record yet and is not signed in. */
    async signUp(account: Pick<Account, 'email' | 'password'> & { name?: string }) {
      const response = await post('/sign-up/email', {
        email: account.email,
        password: account.password,
        name: account.name ?? account.email,
      });
      expect(response.status(), await response.text()).toBe(200);
    },
    /** Signs in; the session cookie lands in `request`'s cookie jar (the browser's, for page.request). */
    signIn: (account: Pick<Account, 'email' | 'password'>) =>
      post('/sign-in/email', { email: account.email, password: account.password }),
    /** A fresh ID token for the session in the cookie jar. */
    async idToken(): Promise<string> {
      const response = await request.get(`${baseURL}/api/auth/token`);
      expect(response.status(), await response.text()).toBe(200);
      const { token } = (await response.json()) as { token: string };
      return token;
    },
    requestPasswordReset: (email: string, redirectTo: string) =>
      post('/request-password-reset', { email, redirectTo }),
  };
}

/** Runs a GraphQL operation, with `Authorization: Bearer token` when a token is given. */
export async function graphql<T = Record<string, unknown>>(
  request: APIRequestContext,
  baseURL: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GraphqlResponse<T>> {
  const response = await request.post(`${baseURL}/graphql`, {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return (await response.json()) as GraphqlResponse<T>;
}

/**
 * Adds a job with these bullets to the library of the account `token` belongs to (by default
 * Platform Engineer at Acme since March 2021); its id.
 */
export async function createJob(
  request: APIRequestContext,
  baseURL: string,
  token: string,
  bullets: readonly string[],
  job: { position: string; company: string; startDate: string } = {
    position: 'Platform Engineer',
    company: 'Acme',
    startDate: '2021-03',
  },
): Promise<string> {
  const created = await graphql<{ event: { createWorkEvent: { id: string } } }>(
    request,
    baseURL,
    /* GraphQL */ `
      mutation ($input: WorkEventInput!) {
        event {
          createWorkEvent(input: $input) {
            id
          }
        }
      }
    `,
    {
      input: {
        ...job,
        accomplishments: bullets.map((description) => ({ description })),
      },
    },
    token,
  );
  if (!created.data) throw new Error(`createWorkEvent failed: ${JSON.stringify(created.errors)}`);
  return created.data.event.createWorkEvent.id;
}

/**
 * Makes a resume (`input` as CreateResumeInput: name, and optionally targetJob, template,
 * language, paper) from the library of the account `token` belongs to; its id.
 */
export async function createResume(
  request: APIRequestContext,
  baseURL: string,
  token: string,
  input: { name: string } & Record<string, unknown>,
): Promise<string> {
  const created = await graphql<{ resume: { createResume: { id: string } } }>(
    request,
    baseURL,
    /* GraphQL */ `
      mutation ($input: CreateResumeInput!) {
        resume {
          createResume(input: $input) {
            id
          }
        }
      }
    `,
    { input },
    token,
  );
  if (!created.data) throw new Error(`createResume failed: ${JSON.stringify(created.errors)}`);
  return created.data.resume.createResume.id;
}

export const createUserMutation = /* GraphQL */ `
  mutation ($input: CreateUserInput!) {
    user {
      createUser(input: $input) {
        id
        email
        firstName
        lastName
        isAnonymous
      }
    }
  }
`;

export const meQuery = /* GraphQL */ `
  query {
    me {
      id
      profile {
        firstName
        lastName
      }
    }
  }
`;

/**
 * Creates an account the way sign-up does — identity, sign-in, ID token, then the user record —
 * through `request`. With `userRecord: false` it stops before the record (an identity with no user).
 * Returns the account and the ID token; `request` keeps the session cookie.
 */
export async function createAccount(
  request: APIRequestContext,
  baseURL: string,
  {
    label = 'user',
    firstName = 'Ada',
    lastName = 'Lovelace',
    userRecord = true,
  }: { label?: string; firstName?: string; lastName?: string; userRecord?: boolean } = {},
): Promise<Account & { token: string }> {
  const account: Account = {
    email: uniqueEmail(label),
    password: defaultPassword,
    firstName,
    lastName,
  };
  const identity = identityApi(request, baseURL);
  await identity.signUp({ ...account, name: fullName(account) });
  const signIn = await identity.signIn(account);
  expect(signIn.status(), await signIn.text()).toBe(200);
  const token = await identity.idToken();
  if (userRecord) {
    const result = await graphql<{ user: { createUser: { id: string } } }>(
      request,
      baseURL,
      createUserMutation,
      { input: { firstName, lastName, email: account.email, isAnonymous: false } },
      token,
    );
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  }
  return { ...account, token };
}

/** Turns a resume's public link on or off (`input: { enabled, indexable? }`). */
export const setResumeSharingMutation = /* GraphQL */ `
  mutation ($id: ID!, $input: DocumentSharingInput!) {
    resume {
      setResumeSharing(id: $id, input: $input) {
        id
      }
    }
  }
`;
