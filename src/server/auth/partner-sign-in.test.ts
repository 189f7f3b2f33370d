/**
 * Partner single sign-on end to end (issue 4, decisions 050, 051 and 071): the app listens on a
 * real port, the partner simulator runs as the OpenID provider, and a "browser" made of fetch and a
 * cookie jar per origin goes through the whole authorization-code flow. Two partners: one that
 * serves the profile and email claims at UserInfo only (the conforming default, OIDC Core §5.4)
 * and one that puts them in the ID token too.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authAccount, authUser, users } from '../db/schema';
import { createTestApp, type TestApp } from '../test-support/app';
import { eventOperations } from '../test-support/career-events';
import {
  authRequest,
  createUserMutation,
  graphql,
  meQuery,
  signInAnonymously,
  signIn,
  signUp,
  testPassword,
} from '../test-support/identity';
import { Browser, freePort, signInFormAction } from '../test-support/partner-browser';
import {
  startPartnerSimProcess,
  type PartnerSimProcess,
  type PartnerSimUser,
} from '../test-support/partner-sim';
import { partnerIdentityEmail } from './partner-sign-in';

let sim: PartnerSimProcess;
/** A second partner whose ID tokens carry the profile and email claims. */
let simInToken: PartnerSimProcess;
/** The simulator's seeded customer with a history (dev/partner-sim/README.md). */
let rich: PartnerSimUser;
let app: TestApp;
let appUrl: string;
let providerId: string;
let inTokenProviderId: string;
const richEmail = 'rich@partner.example';
let partnerDomain: string;
let inTokenDomain: string;

beforeAll(async () => {
  [sim, simInToken] = await Promise.all([
    startPartnerSimProcess(),
    startPartnerSimProcess({ profileInIdToken: true }),
  ]);
  const seeded = (await (await sim.control('/users')).json()) as PartnerSimUser[];
  rich = seeded.find((user) => user.email === richEmail)!;
  partnerDomain = `localhost:${sim.port}`;
  inTokenDomain = `localhost:${simInToken.port}`;
  const port = await freePort();
  appUrl = `http://localhost:${port}`;
  app = await createTestApp({
    PORT: String(port),
    PUBLIC_URL: appUrl,
    PARTNER_PROVIDERS: JSON.stringify([
      {
        domain: partnerDomain,
        issuer: sim.issuer,
        clientId: 'my-resume-dev',
        clientSecret: 'my-resume-dev-secret',
      },
      {
        domain: inTokenDomain,
        issuer: simInToken.issuer,
        clientId: 'my-resume-dev',
        clientSecret: 'my-resume-dev-secret',
      },
    ]),
  });
  providerId = app.config.PARTNER_PROVIDERS[0]!.id;
  inTokenProviderId = app.config.PARTNER_PROVIDERS[1]!.id;
  await app.app.listen({ port, host: '127.0.0.1' });
});

afterAll(async () => {
  await app?.close();
  await sim?.close();
  await simInToken?.close();
});

afterEach(async () => {
  await fetch(`${sim.url}/__control/reset`, { method: 'POST' });
  await fetch(`${simInToken.url}/__control/reset`, { method: 'POST' });
});

/** A partner customer of its own for one test (at the conforming partner unless told). */
async function partnerCustomer(body: Record<string, unknown> = {}, partner = sim) {
  const response = await fetch(`${partner.url}/__control/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { customerId: string; email: string; password: string };
}

/** POSTs the way the web app does (same origin, JSON). */
function appPost(browser: Browser, path: string, body: unknown) {
  return browser.request(`${appUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appUrl },
    body: JSON.stringify(body),
  });
}

/**
 * Starts a partner sign-in and goes through the partner's page (unless the partner still has a
 * session in this browser); returns the callback URL the partner sends the browser back to.
 */
async function throughPartner(
  browser: Browser,
  email: string,
  {
    password = rich.password,
    callbackURL = '/partner/done',
    provider = providerId,
    issuer = sim.issuer,
  } = {},
): Promise<URL> {
  const start = await appPost(browser, '/api/auth/sign-in/social', {
    provider,
    callbackURL,
    errorCallbackURL: '/partner/failed',
  });
  expect(start.status, await start.clone().text()).toBe(200);
  const { url, redirect } = (await start.json()) as { url: string; redirect: boolean };
  expect(redirect).toBe(true);
  expect(new URL(url).origin).toBe(issuer);
  const backToApp = (next: URL) => next.origin === appUrl;
  let step = await browser.follow(url, {}, backToApp);
  if (!step.stoppedAt) {
    expect(step.response.status).toBe(200);
    const action = signInFormAction(await step.response.text());
    step = await browser.follow(
      new URL(action, step.url),
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email, password }).toString(),
      },
      backToApp,
    );
  }
  const callback = step.stoppedAt;
  if (!callback) throw new Error(`the partner did not send the browser back: ${step.url.href}`);
  expect(callback.pathname).toBe(`/api/auth/oauth2/callback/${provider}`);
  return callback;
}

/** The whole sign-in: ends where the app sends the browser, with the app's session cookie set. */
async function signInWithPartner(
  browser: Browser,
  email: string,
  options: Parameters<typeof throughPartner>[2] = {},
) {
  const callbackURL = options.callbackURL ?? '/partner/done';
  const callback = await throughPartner(browser, email, { ...options, callbackURL });
  const done = await browser.follow(callback, {}, (next) => !next.pathname.startsWith('/api/'));
  expect(done.stoppedAt?.href, await done.response.clone().text()).toBe(`${appUrl}${callbackURL}`);
  const token = await browser.request(`${appUrl}/api/auth/token`);
  expect(token.status).toBe(200);
  const { token: idToken } = (await token.json()) as { token: string };
  return { idToken, reqId: done.response.headers.get('x-request-id') };
}

async function expectSignedOut(browser: Browser) {
  expect(browser.cookies(appUrl)).not.toMatch(/session_token/);
  expect((await browser.request(`${appUrl}/api/auth/token`)).status).toBe(401);
}

/** The app's identities for a partner customer. */
const partnerAccounts = (customerId: string) =>
  app.database.db.select().from(authAccount).where(eq(authAccount.accountId, customerId));

type Me = {
  me: {
    id: string;
    profile: { firstName: string; lastName: string; mjUserId: string; mjDomain: string };
  };
};

const workList = eventOperations('WorkEvent').list;
const eduList = eventOperations('EduEvent').list;

async function library(idToken: string) {
  const work = await graphql<{ workEvents: Array<{ uuid: string; fromSyncSvc: boolean }> }>(
    app,
    workList,
    {},
    idToken,
  );
  const edu = await graphql<{ eduEvents: Array<{ uuid: string; attending: boolean }> }>(
    app,
    eduList,
    {},
    idToken,
  );
  expect(work.errors).toBeUndefined();
  expect(edu.errors).toBeUndefined();
  return { work: work.data!.workEvents, edu: edu.data!.eduEvents };
}

describe('partner sign-in', () => {
  it('creates the user with mjUserId and mjDomain and imports the partner history', async () => {
    const browser = new Browser();
    const { idToken } = await signInWithPartner(browser, richEmail);

    const me = await graphql<Me>(app, meQuery, {}, idToken);
    expect(me.errors).toBeUndefined();
    expect(me.data?.me.profile).toEqual({
      firstName: 'Renée',
      lastName: 'Núñez-Åkesson',
      mjUserId: rich.customerId,
      mjDomain: partnerDomain,
    });

    const { work, edu } = await library(idToken);
    expect(work).toHaveLength(3);
    expect(edu).toHaveLength(2);
    expect(work.every((event) => event.fromSyncSvc)).toBe(true);

    // The identity: keyed by the provider and the subject, with a placeholder email; the app's
    // record keeps the real email.
    const [account] = await app.database.db
      .select()
      .from(authAccount)
      .where(
        and(eq(authAccount.providerId, providerId), eq(authAccount.accountId, rich.customerId)),
      );
    expect(account).toBeDefined();
    const [identity] = await app.database.db
      .select()
      .from(authUser)
      .where(eq(authUser.id, account!.userId));
    expect(identity?.email).toBe(partnerIdentityEmail(providerId, rich.customerId));
    expect(identity?.isAnonymous).toBe(false);
    const [record] = await app.database.db
      .select()
      .from(users)
      .where(eq(users.authUserId, account!.userId));
    expect(record).toMatchObject({ email: richEmail, isAnonymous: false });
  });

  it('signing in again keeps one identity, one record and adds nothing twice', async () => {
    const first = await signInWithPartner(new Browser(), richEmail);
    const before = await graphql<Me>(app, meQuery, {}, first.idToken);
    // A fresh browser (the partner asks again), then the same browser (the partner remembers).
    const browser = new Browser();
    await signInWithPartner(browser, richEmail);
    const again = await signInWithPartner(browser, richEmail);
    const after = await graphql<Me>(app, meQuery, {}, again.idToken);
    expect(after.data?.me.id).toBe(before.data?.me.id);
    const { work, edu } = await library(again.idToken);
    expect(work).toHaveLength(3);
    expect(edu).toHaveLength(2);
    const accounts = await app.database.db
      .select()
      .from(authAccount)
      .where(eq(authAccount.accountId, rich.customerId));
    expect(accounts).toHaveLength(1);
  });

  it('gives a partner customer whose email has a password account a separate identity', async () => {
    const email = 'shared@example.com';
    const password = await signUp(app, email);
    const [passwordIdentity] = await app.database.db
      .select()
      .from(authUser)
      .where(eq(authUser.email, email));
    const customer = await partnerCustomer({
      email,
      givenName: 'Sam',
      familyName: 'Shared',
      workExperiences: [
        {
          company_name: 'Acme',
          job_title: 'Engineer',
          start_date: '2020-01-15',
          finish_date: null,
        },
      ],
    });

    const { idToken } = await signInWithPartner(new Browser(), email);
    const me = await graphql<Me>(app, meQuery, {}, idToken);
    expect(me.data?.me.profile).toMatchObject({
      firstName: 'Sam',
      lastName: 'Shared',
      mjUserId: customer.customerId,
    });
    expect((await library(idToken)).work).toHaveLength(1);

    // The password identity is untouched: no partner account on it, same row, still signs in,
    // and still has no user record of its own.
    const [passwordIdentityAfter] = await app.database.db
      .select()
      .from(authUser)
      .where(eq(authUser.id, passwordIdentity!.id));
    expect(passwordIdentityAfter).toEqual(passwordIdentity);
    const passwordAccounts = await app.database.db
      .select({ providerId: authAccount.providerId })
      .from(authAccount)
      .where(eq(authAccount.userId, passwordIdentity!.id));
    expect(passwordAccounts).toEqual([{ providerId: 'credential' }]);
    const again = await signIn(app, email, testPassword);
    const passwordMe = await graphql(app, meQuery, {}, again.idToken);
    expect(passwordMe.errors?.[0]?.message).toBe('NoUserFoundError');
    expect(password.idToken).not.toBe(idToken);
  });

  it('still signs in when the partner API fails, with no events and a warning in the log', async () => {
    const customer = await partnerCustomer({
      workExperiences: [
        {
          company_name: 'Acme',
          job_title: 'Engineer',
          start_date: '2020-01-15',
          finish_date: null,
        },
      ],
    });
    const rule = await fetch(`${sim.url}/__control/failures`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'status500', customerId: customer.customerId }),
    });
    expect(rule.status).toBe(200);

    const { idToken, reqId } = await signInWithPartner(new Browser(), customer.email);
    const me = await graphql<Me>(app, meQuery, {}, idToken);
    expect(me.data?.me.profile.mjUserId).toBe(customer.customerId);
    expect(await library(idToken)).toEqual({ work: [], edu: [] });
    const warning = app.logs.find(
      (line) => line.msg === 'partner history import failed' && line.reqId === reqId,
    );
    expect(warning).toMatchObject({ level: 40, partner: partnerDomain });
    expect(JSON.stringify(app.logs)).not.toContain('Bearer ');
  });

  it('refuses a callback whose state was tampered with', async () => {
    const browser = new Browser();
    const callback = await throughPartner(browser, richEmail);
    const state = callback.searchParams.get('state') ?? '';
    callback.searchParams.set('state', `${state.slice(0, -2)}xx`);
    // A state the app cannot read carries no error page of the client's: the web app's finish
    // page, which tells a waiting popup opener.
    const done = await browser.follow(callback, {}, (next) => !next.pathname.startsWith('/api/'));
    expect(done.stoppedAt?.pathname).toBe('/oidc/done');
    expect(done.stoppedAt?.searchParams.get('error')).toBe('state_mismatch');
    await expectSignedOut(browser);
  });

  it('refuses an ID token whose nonce is not the one the sign-in sent', async () => {
    const customer = await partnerCustomer();
    expect(
      (await sim.control('/protocol-faults', { method: 'POST', body: { fault: 'wrongNonce' } }))
        .status,
    ).toBe(200);
    const browser = new Browser();
    const callback = await throughPartner(browser, customer.email, {
      password: customer.password,
    });
    const done = await browser.follow(callback, {}, (next) => !next.pathname.startsWith('/api/'));
    expect(done.stoppedAt?.pathname).toBe('/partner/failed');
    expect(done.stoppedAt?.searchParams.get('error')).toBeTruthy();
    await expectSignedOut(browser);
    expect(await partnerAccounts(customer.customerId)).toHaveLength(0);
  });

  it('refuses an authorization code played back after the sign-in used it', async () => {
    const customer = await partnerCustomer();
    const owner = new Browser();
    const callback = await throughPartner(owner, customer.email, { password: customer.password });
    const used = await owner.follow(callback, {}, (next) => !next.pathname.startsWith('/api/'));
    expect(used.stoppedAt?.pathname).toBe('/partner/done');

    // The whole callback URL, in another browser: no state of its own to match.
    const thief = new Browser();
    const replayed = await thief.follow(callback, {}, (next) => !next.pathname.startsWith('/api/'));
    expect(replayed.stoppedAt?.pathname).toBe('/oidc/done');
    expect(replayed.stoppedAt?.searchParams.get('error')).toBe('state_mismatch');
    await expectSignedOut(thief);

    // The code under the thief's own fresh state: the partner refuses a used code (and the
    // thief's PKCE verifier), so the sign-in fails.
    const start = await appPost(thief, '/api/auth/sign-in/social', {
      provider: providerId,
      callbackURL: '/partner/done',
      errorCallbackURL: '/partner/failed',
    });
    const { url } = (await start.json()) as { url: string };
    const forged = new URL(callback);
    forged.searchParams.set('state', new URL(url).searchParams.get('state') ?? '');
    const played = await thief.follow(forged, {}, (next) => !next.pathname.startsWith('/api/'));
    expect(played.stoppedAt?.pathname).toBe('/partner/failed');
    expect(played.stoppedAt?.searchParams.get('error')).toBeTruthy();
    await expectSignedOut(thief);
    expect(await partnerAccounts(customer.customerId)).toHaveLength(1);
  });

  it('sends a customer who cancels at the partner to the error callback URL', async () => {
    const browser = new Browser();
    const start = await appPost(browser, '/api/auth/sign-in/social', {
      provider: providerId,
      callbackURL: '/partner/done',
      errorCallbackURL: '/partner/failed',
    });
    const { url } = (await start.json()) as { url: string };
    const page = await browser.follow(url);
    const action = signInFormAction(await page.response.text()).replace(/\/login$/, '/abort');
    const done = await browser.follow(
      new URL(action, page.url),
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      (next) => next.origin === appUrl && !next.pathname.startsWith('/api/'),
    );
    expect(done.stoppedAt?.pathname).toBe('/partner/failed');
    expect(done.stoppedAt?.searchParams.get('error')).toBe('access_denied');
    expect((await browser.request(`${appUrl}/api/auth/token`)).status).toBe(401);
  });

  it('refuses a callback URL on another origin', async () => {
    const response = await appPost(new Browser(), '/api/auth/sign-in/social', {
      provider: providerId,
      callbackURL: 'https://evil.example/steal',
    });
    expect(response.status).toBe(403);
  });

  it('refuses sign-in with a partner ID token obtained elsewhere', async () => {
    const response = await appPost(new Browser(), '/api/auth/sign-in/social', {
      provider: providerId,
      idToken: { token: 'eyJhbGciOiJub25lIn0.e30.' },
    });
    expect(response.status).toBe(400);
  });

  it('never lets a partner token reach the browser', async () => {
    const browser = new Browser();
    await signInWithPartner(browser, richEmail);
    const [account] = await app.database.db
      .select()
      .from(authAccount)
      .where(eq(authAccount.accountId, rich.customerId));
    const secrets = [account!.accessToken, account!.idToken].filter((value): value is string =>
      Boolean(value),
    );
    expect(secrets.length).toBeGreaterThan(0);
    // What the database keeps of the access token does not work as one.
    const stored = await fetch(`${sim.url}/api/oidc/user-info`, {
      headers: { authorization: `Bearer ${account!.accessToken}` },
    });
    expect(stored.status).toBe(401);

    const answers: Array<{ path: string; status: number; body: string }> = [];
    const get = async (path: string) => {
      const response = await browser.request(`${appUrl}/api/auth${path}`);
      answers.push({ path, status: response.status, body: await response.text() });
    };
    const post = async (path: string, body: unknown) => {
      const response = await appPost(browser, `/api/auth${path}`, body);
      answers.push({ path, status: response.status, body: await response.text() });
    };
    await get('/get-session');
    await get('/list-accounts');
    await get('/list-sessions');
    await get('/token');
    await get(`/account-info?accountId=${account!.accountId}`);
    await get(`/account-info?accountId=${account!.id}`);
    await post('/get-access-token', { providerId });
    await post('/refresh-token', { providerId });
    await post('/link-social', { provider: providerId, callbackURL: '/' });

    for (const answer of answers) {
      for (const secret of secrets) {
        expect(answer.body, answer.path).not.toContain(secret);
      }
    }
    const blocked = answers.filter((answer) =>
      /^\/(get-access-token|refresh-token|link-social|account-info)\b/.test(answer.path),
    );
    expect(blocked.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404]);
    expect(answers.find((answer) => answer.path === '/list-accounts')?.status).toBe(200);
    // Nor the log.
    const log = JSON.stringify(app.logs);
    for (const secret of secrets) expect(log).not.toContain(secret);
  });

  it('lets an anonymous user keep their data when signing in with the partner', async () => {
    const anonymous = await signInAnonymously(app);
    const created = await graphql<{ user: { createUser: { id: string } } }>(
      app,
      `
        mutation ($input: CreateUserInput!) {
          user {
            createUser(input: $input) {
              id
            }
          }
        }
      `,
      { input: { firstName: '', lastName: '', email: '', isAnonymous: true } },
      anonymous.idToken,
    );
    expect(created.errors).toBeUndefined();
    const browser = new Browser();
    for (const pair of anonymous.cookies.split('; ')) {
      const index = pair.indexOf('=');
      browser.store(
        appUrl,
        new Response(null, {
          headers: { 'set-cookie': `${pair.slice(0, index)}=${pair.slice(index + 1)}` },
        }),
      );
    }
    const customer = await partnerCustomer({ givenName: 'Ana', familyName: 'Ruiz' });
    const { idToken } = await signInWithPartner(browser, customer.email);
    const me = await graphql<Me>(app, meQuery, {}, idToken);
    expect(me.data?.me.id).toBe(created.data?.user.createUser.id);
    expect(me.data?.me.profile).toMatchObject({
      firstName: 'Ana',
      lastName: 'Ruiz',
      mjUserId: customer.customerId,
      mjDomain: partnerDomain,
    });
  });

  it('refuses a password sign-up with a partner placeholder address', async () => {
    const response = await authRequest(app, '/sign-up/email', {
      email: partnerIdentityEmail(providerId, 'someone'),
      password: testPassword,
      name: 'x',
    });
    expect(response.statusCode).toBe(400);
  });
});

/** The app's user record of a partner customer (names and the real email). */
async function userRecordOf(customerId: string) {
  const [account] = await partnerAccounts(customerId);
  const [record] = await app.database.db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(users)
    .where(eq(users.authUserId, account!.userId));
  return record;
}

/** Sets a failure rule at a partner's simulator. */
async function failure(partner: PartnerSimProcess, rule: Record<string, unknown>) {
  const response = await partner.control('/failures', { body: rule });
  expect(response.status).toBe(200);
}

const userInfoWarnings = (reqId: string | null) =>
  app.logs.filter((line) => line.msg === 'partner user info unavailable' && line.reqId === reqId);

describe("the partner customer's name and email (decision 071)", () => {
  it('reads them from the UserInfo endpoint when the ID token carries only the subject', async () => {
    const customer = await partnerCustomer({ givenName: 'Ana', familyName: 'Ruiz' });
    const { idToken, reqId } = await signInWithPartner(new Browser(), customer.email, {
      password: customer.password,
    });
    const me = await graphql<Me>(app, meQuery, {}, idToken);
    expect(me.data?.me.profile).toEqual({
      firstName: 'Ana',
      lastName: 'Ruiz',
      mjUserId: customer.customerId,
      mjDomain: partnerDomain,
    });
    expect(await userRecordOf(customer.customerId)).toMatchObject({ email: customer.email });
    expect(userInfoWarnings(reqId)).toEqual([]);
  });

  it('takes them from the ID token when it carries them, without asking UserInfo', async () => {
    const customer = await partnerCustomer({ givenName: 'Ida', familyName: 'Token' }, simInToken);
    // Were UserInfo asked, this rule would be used up (and the answer refused).
    const rule = { endpoint: 'oidc-userinfo', mode: 'status500', customerId: customer.customerId };
    await failure(simInToken, { ...rule, times: 1 });

    const { idToken, reqId } = await signInWithPartner(new Browser(), customer.email, {
      password: customer.password,
      provider: inTokenProviderId,
      issuer: simInToken.issuer,
    });
    const me = await graphql<Me>(app, meQuery, {}, idToken);
    expect(me.data?.me.profile).toEqual({
      firstName: 'Ida',
      lastName: 'Token',
      mjUserId: customer.customerId,
      mjDomain: inTokenDomain,
    });
    expect(await userRecordOf(customer.customerId)).toMatchObject({ email: customer.email });
    expect(userInfoWarnings(reqId)).toEqual([]);
    expect(await (await simInToken.control('/failures')).json()).toMatchObject([rule]);
  });

  it('signs in when UserInfo fails, says so in the log, and fills the names at the next sign-in', async () => {
    const customer = await partnerCustomer({ givenName: 'Ana', familyName: 'Ruiz' });
    await failure(sim, {
      endpoint: 'oidc-userinfo',
      mode: 'status500',
      customerId: customer.customerId,
      times: 1,
    });
    const first = await signInWithPartner(new Browser(), customer.email, {
      password: customer.password,
    });
    const nameless = await graphql<Me>(app, meQuery, {}, first.idToken);
    expect(nameless.data?.me.profile).toMatchObject({
      firstName: '',
      lastName: '',
      mjUserId: customer.customerId,
    });
    expect(userInfoWarnings(first.reqId)).toMatchObject([
      { level: 40, partner: partnerDomain, reason: 'Network response error' },
    ]);
    // The history import is not held back by it.
    expect(await library(first.idToken)).toEqual({ work: [], edu: [] });

    const again = await signInWithPartner(new Browser(), customer.email, {
      password: customer.password,
    });
    const named = await graphql<Me>(app, meQuery, {}, again.idToken);
    expect(named.data?.me.id).toBe(nameless.data?.me.id);
    expect(named.data?.me.profile).toMatchObject({ firstName: 'Ana', lastName: 'Ruiz' });
    expect(await userRecordOf(customer.customerId)).toMatchObject({ email: customer.email });
  });

  it.each([
    ['claims about another customer', 'wrongSubject', /^UserInfo sub /],
    ['claims of the wrong types', 'malformed', /^Partner response sub /],
    ['a body that is not JSON', 'invalidJson', /^Partner response is not JSON/],
  ])('takes nothing from a UserInfo answer with %s', async (_, mode, reason) => {
    const customer = await partnerCustomer({ givenName: 'Ana', familyName: 'Ruiz' });
    await failure(sim, { endpoint: 'oidc-userinfo', mode, customerId: customer.customerId });
    const { idToken, reqId } = await signInWithPartner(new Browser(), customer.email, {
      password: customer.password,
    });
    const me = await graphql<Me>(app, meQuery, {}, idToken);
    expect(me.data?.me.profile).toMatchObject({ firstName: '', lastName: '' });
    expect((await userRecordOf(customer.customerId))?.email).toBeNull();
    const [warning] = userInfoWarnings(reqId);
    expect(warning).toMatchObject({ level: 40, partner: partnerDomain });
    expect(String(warning?.reason)).toMatch(reason);
  });

  it('fills only the fields the user left empty, at every sign-in', async () => {
    const anonymous = await signInAnonymously(app);
    const created = await graphql<{ user: { createUser: { id: string } } }>(
      app,
      createUserMutation,
      { input: { firstName: 'Annie', lastName: '', email: '', isAnonymous: true } },
      anonymous.idToken,
    );
    expect(created.errors).toBeUndefined();
    const browser = new Browser();
    for (const pair of anonymous.cookies.split('; ')) {
      const index = pair.indexOf('=');
      browser.store(
        appUrl,
        new Response(null, {
          headers: { 'set-cookie': `${pair.slice(0, index)}=${pair.slice(index + 1)}` },
        }),
      );
    }
    const customer = await partnerCustomer({ givenName: 'Ana', familyName: 'Ruiz' });
    const first = await signInWithPartner(browser, customer.email, {
      password: customer.password,
    });
    const me = await graphql<Me>(app, meQuery, {}, first.idToken);
    expect(me.data?.me.id).toBe(created.data?.user.createUser.id);
    expect(me.data?.me.profile).toMatchObject({ firstName: 'Annie', lastName: 'Ruiz' });
    expect(await userRecordOf(customer.customerId)).toMatchObject({ email: customer.email });

    const again = await signInWithPartner(new Browser(), customer.email, {
      password: customer.password,
    });
    const after = await graphql<Me>(app, meQuery, {}, again.idToken);
    expect(after.data?.me.profile).toMatchObject({ firstName: 'Annie', lastName: 'Ruiz' });
  });
});
