/**
 * An in-memory stand-in for the server's HTTP API (/api/auth and /graphql) for component and
 * client tests: it speaks the same JSON the real routes do, so the real identity client, GraphQL
 * client and hooks run against it unchanged.
 */

import { createFakeCareerEvents } from './fake-career-events';

const base64Url = (value: string) =>
  btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An unsigned token with the claims the client reads (the client never checks signatures). */
export function makeIdToken(claims: { sub: string; exp: number; anon?: boolean }): string {
  const header = base64Url(JSON.stringify({ alg: 'EdDSA', typ: 'JWT' }));
  const payload = base64Url(JSON.stringify({ anon: false, ...claims }));
  return `${header}.${payload}.signature`;
}

interface Account {
  id: string;
  email: string;
  password: string;
  name: string;
  anonymous: boolean;
}

interface UserRecord {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  isAnonymous: boolean;
  headshotURL: string | null;
  mjUserId: string | null;
  mjDomain: string | null;
  /** An admin (ADMIN_EMAILS on the real server). */
  isAdmin: boolean;
}

/**
 * The GraphQL operation a layered fake is asked for (its name, or '' when unnamed) and its
 * variables; null when the request is not a GraphQL call.
 */
export function graphqlCallOf(
  input: RequestInfo | URL,
  init?: RequestInit,
): { operation: string; variables: Record<string, unknown> } | null {
  const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
  if (url.pathname !== '/graphql' || typeof init?.body !== 'string') return null;
  const body = JSON.parse(init.body) as { query?: unknown; variables?: Record<string, unknown> };
  const operation = /(?:query|mutation)\s+(\w+)/.exec(String(body.query))?.[1] ?? '';
  return { operation, variables: body.variables ?? {} };
}

/** A plan as `me.plan` answers it (decision 100). */
export interface FakePlan {
  product: 'FREE' | 'PREMIUM';
  premiumUntil: string | null;
  limits: {
    resumes: number | null;
    coverLetters: number | null;
    templates: Array<'CLASSIC' | 'MODERN' | 'COMPACT'>;
    docx: boolean;
    savvySearch: boolean;
    shareViewCounts: boolean;
  };
  usage: { resumes: number; coverLetters: number };
}

/** What a server with PLAN_LIMITS=off answers: nothing is limited. */
export const unlimitedPlan: FakePlan = {
  product: 'FREE',
  premiumUntil: null,
  limits: {
    resumes: null,
    coverLetters: null,
    templates: ['CLASSIC', 'MODERN', 'COMPACT'],
    docx: true,
    savvySearch: true,
    shareViewCounts: true,
  },
  usage: { resumes: 0, coverLetters: 0 },
};

/** The free plan's defaults (src/domain/plan.ts). */
export const freePlan: FakePlan = {
  product: 'FREE',
  premiumUntil: null,
  limits: {
    resumes: 3,
    coverLetters: 3,
    templates: ['CLASSIC', 'COMPACT'],
    docx: false,
    savvySearch: false,
    shareViewCounts: false,
  },
  usage: { resumes: 0, coverLetters: 0 },
};

export interface FakeBackendOptions {
  now?: () => number;
  tokenLifetimeSeconds?: number;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const authError = (status: number, code: string) => json({ code, message: code }, status);

export function createFakeBackend({
  now = Date.now,
  tokenLifetimeSeconds = 900,
}: FakeBackendOptions = {}) {
  const accounts = new Map<string, Account>();
  const users = new Map<string, UserRecord>();
  const requests: Array<{
    method: string;
    path: string;
    body: unknown;
    authorization: string | null;
  }> = [];
  let sessionAccountId: string | null = null;
  /** Each account's plan; a server with PLAN_LIMITS=off (nothing limited) unless a test sets one. */
  const plans = new Map<string, FakePlan>();
  const planOf = (accountId: string) => {
    const plan = plans.get(accountId) ?? unlimitedPlan;
    return {
      __typename: 'Plan',
      ...plan,
      limits: { __typename: 'PlanLimits', ...plan.limits },
      usage: { __typename: 'PlanUsage', ...plan.usage },
    };
  };
  let nextId = 1;
  /** When set, every call answers this status (e.g. 429) or fails at the network level ('network'). */
  let failure: number | 'network' | null = null;
  const graphqlOverrides = new Map<string, () => unknown>();
  const careerEvents = createFakeCareerEvents();

  const issueToken = (account: Account) =>
    makeIdToken({
      sub: account.id,
      exp: Math.floor(now() / 1000) + tokenLifetimeSeconds,
      anon: account.anonymous,
    });

  function bearerAccount(authorization: string | null): Account | null {
    const token = authorization?.replace(/^Bearer /, '') ?? '';
    const payload = token.split('.')[1];
    if (!payload) return null;
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      sub: string;
      exp: number;
    };
    if (claims.exp * 1000 <= now()) return null;
    return accounts.get(claims.sub) ?? null;
  }

  function handleAuth(method: string, path: string, body: Record<string, string>): Response {
    switch (`${method} ${path}`) {
      case 'POST /sign-up/email': {
        if ((body.password ?? '').length < 8) return authError(400, 'PASSWORD_TOO_SHORT');
        const email = (body.email ?? '').toLowerCase();
        if (![...accounts.values()].some((account) => account.email === email)) {
          const id = `identity-${nextId++}`;
          accounts.set(id, {
            id,
            email,
            password: body.password ?? '',
            name: body.name ?? '',
            anonymous: false,
          });
        }
        return json({ token: null, user: { email } });
      }
      case 'POST /sign-in/email': {
        const email = (body.email ?? '').toLowerCase();
        const account = [...accounts.values()].find((candidate) => candidate.email === email);
        if (!account || account.password !== body.password) {
          return authError(401, 'INVALID_EMAIL_OR_PASSWORD');
        }
        sessionAccountId = account.id;
        return json({
          token: 'session',
          user: { id: account.id, email: account.email, name: account.name },
        });
      }
      case 'POST /sign-in/anonymous': {
        const id = `identity-${nextId++}`;
        accounts.set(id, {
          id,
          email: `${id}@anonymous.invalid`,
          password: '',
          name: 'Anonymous',
          anonymous: true,
        });
        sessionAccountId = id;
        return json({ token: 'session', user: { id } });
      }
      case 'GET /token': {
        const account = sessionAccountId ? accounts.get(sessionAccountId) : undefined;
        if (!account) return json({ message: 'Unauthorized' }, 401);
        return json({ token: issueToken(account) });
      }
      case 'POST /request-password-reset':
        return json({ status: true });
      case 'POST /reset-password':
        if (body.token !== 'valid-token') return authError(400, 'INVALID_TOKEN');
        return json({ status: true });
      case 'POST /sign-out':
        sessionAccountId = null;
        return json({ success: true });
      default:
        return json({ message: 'Not found' }, 404);
    }
  }

  function handleGraphql(
    body: { query: string; variables?: Record<string, unknown> },
    authorization: string | null,
  ): Response {
    const operation = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? 'anonymous';
    const override = graphqlOverrides.get(operation);
    if (override) return json(override());
    const account = bearerAccount(authorization);
    const error = (message: string, code: string, path: string[]) =>
      json({ data: null, errors: [{ message, path, extensions: { code } }] });
    if (!account)
      return error('Not signed in', 'UNAUTHENTICATED', [operation === 'Me' ? 'me' : 'user']);
    if (operation === 'Me') {
      const user = users.get(account.id);
      if (!user) return error('NoUserFoundError', 'NO_USER_FOUND', ['me']);
      return json({
        data: {
          me: {
            __typename: 'Me',
            id: user.id,
            headshotURL: user.headshotURL,
            savviestProduct: 'FREE',
            isAdmin: user.isAdmin,
            profile: {
              __typename: 'Profile',
              firstName: user.firstName,
              lastName: user.lastName,
              mjUserId: user.mjUserId,
              mjDomain: user.mjDomain,
            },
          },
        },
      });
    }
    if (operation === 'UserPlan') {
      const user = users.get(account.id);
      if (!user) return error('NoUserFoundError', 'NO_USER_FOUND', ['me']);
      return json({ data: { me: { __typename: 'Me', id: user.id, plan: planOf(account.id) } } });
    }
    if (operation === 'CreateUser') {
      const input = body.variables?.input as Omit<
        UserRecord,
        'id' | 'headshotURL' | 'mjUserId' | 'mjDomain' | 'isAdmin'
      >;
      const record: UserRecord = {
        id: users.get(account.id)?.id ?? `user-${nextId++}`,
        headshotURL: null,
        mjUserId: null,
        mjDomain: null,
        isAdmin: false,
        ...input,
      };
      users.set(account.id, record);
      return json({
        data: {
          user: {
            __typename: 'UserMutations',
            createUser: {
              __typename: 'User',
              id: record.id,
              email: record.email,
              firstName: record.firstName,
              lastName: record.lastName,
              isAnonymous: record.isAnonymous,
            },
          },
        },
      });
    }
    // The shell counts the tracker's due applications on every page; this backend has none (its
    // job tracker is withFakeJobApplications, which answers the count itself).
    if (operation === 'DueJobApplicationCount')
      return json({ data: { dueJobApplicationCount: 0 } });
    const eventsAnswer = careerEvents.answer(operation, body.variables ?? {}, account.id);
    if (eventsAnswer) return json(eventsAnswer);
    return error('Unknown operation', 'INTERNAL_SERVER_ERROR', []);
  }

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init?.headers);
    const body = typeof init?.body === 'string' && init.body ? JSON.parse(init.body) : undefined;
    const authorization = headers.get('authorization');
    requests.push({ method, path: url.pathname, body, authorization });
    if (failure === 'network') throw new TypeError('Failed to fetch');
    if (failure !== null) return json({ statusCode: failure, message: 'failure' }, failure);
    if (url.pathname.startsWith('/api/auth/')) {
      return handleAuth(method, url.pathname.slice('/api/auth'.length), body ?? {});
    }
    if (url.pathname === '/graphql') return handleGraphql(body, authorization);
    return json({ error: 'Not Found' }, 404);
  };

  return {
    fetch,
    requests,
    accounts,
    users,
    /** The career events library, owned by identity (account) id. */
    careerEvents,
    /** Adds an account with a password (and, unless told otherwise, its user record). */
    addAccount(
      email: string,
      password: string,
      profile: Partial<Omit<UserRecord, 'id'>> & { withoutUserRecord?: boolean } = {},
    ) {
      const id = `identity-${nextId++}`;
      const { withoutUserRecord, ...record } = profile;
      accounts.set(id, {
        id,
        email,
        password,
        name: `${record.firstName ?? ''} ${record.lastName ?? ''}`.trim(),
        anonymous: false,
      });
      if (!withoutUserRecord) {
        users.set(id, {
          id: `user-${nextId++}`,
          firstName: '',
          lastName: '',
          email,
          isAnonymous: false,
          headshotURL: null,
          mjUserId: null,
          mjDomain: null,
          isAdmin: false,
          ...record,
        });
      }
      return id;
    },
    /** Starts a session as if the browser carried the account's cookie. */
    signInAs(accountId: string) {
      sessionAccountId = accountId;
    },
    /** Ends the session on the server side (expired, revoked, signed out elsewhere). */
    endSession() {
      sessionAccountId = null;
    },
    get sessionAccountId() {
      return sessionAccountId;
    },
    failWith(value: number | 'network' | null) {
      failure = value;
    },
    /** The account's plan from now on (`freePlan`, `premiumPlan`, or one of the test's). */
    setPlan(accountId: string, plan: FakePlan) {
      plans.set(accountId, plan);
    },
    /** Answers a GraphQL operation (by name) with a fixed body. */
    answerGraphql(operation: string, body: () => unknown) {
      graphqlOverrides.set(operation, body);
    },
  };
}

export type FakeBackend = ReturnType<typeof createFakeBackend>;

/** A backend with one signed-in account (Ada Lovelace); `accountId` owns what tests add for her. */
export function signedInBackend() {
  const backend = createFakeBackend();
  const accountId = backend.addAccount('ada@example.com', 'correct horse battery', {
    firstName: 'Ada',
    lastName: 'Lovelace',
  });
  backend.signInAs(accountId);
  return { backend, accountId };
}
