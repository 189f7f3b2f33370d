/**
 * The partner simulator end to end over HTTP, the way the app will use it: a full authorization
 * code + PKCE flow with plain fetch (the sign-in form posted, cookies carried by hand), the token
 * exchange, the ID token checked against the JWKS, and the partner REST API with the access token.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultClient, startPartnerSim, userinfoPath, type PartnerSim } from './partner-sim';
import { devPassword, seededCustomerIds } from './store';

let sim: PartnerSim;
// An app on another port than the registered 8080: accepted through the loopback callback pattern.
const redirectUri = 'http://localhost:5173/api/auth/oauth2/callback/partner';

beforeAll(async () => {
  sim = await startPartnerSim({ port: 0 });
});
afterAll(() => sim?.close());
afterEach(async () => {
  await fetch(`${sim.url}/__control/reset`, { method: 'POST' });
});

/** A tiny cookie jar: name → value, paths ignored. */
class CookieJar {
  #cookies = new Map<string, string>();
  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some(
        (attribute) =>
          /^\s*expires=/i.test(attribute) && Date.parse(attribute.split('=')[1] ?? '') < Date.now(),
      );
      if (!value || expired) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }
  header() {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

const base64url = (buffer: Buffer) => buffer.toString('base64url');

function authorizationRequest(
  overrides: Record<string, string | undefined> = {},
  target: PartnerSim = sim,
) {
  const verifier = base64url(randomBytes(32));
  const params: Record<string, string | undefined> = {
    client_id: defaultClient.client_id,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    state: base64url(randomBytes(12)),
    nonce: base64url(randomBytes(12)),
    code_challenge: base64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
    ...overrides,
  };
  const url = new URL('/auth', target.issuer);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) url.searchParams.set(key, value);
  }
  // The issuer says localhost; requests go to the address the simulator listens on.
  return { url: `${target.url}${url.pathname}${url.search}`, params, verifier };
}

/** Follows redirects on the simulator by hand, carrying cookies; stops at the first other answer. */
async function follow(jar: CookieJar, start: string, init?: RequestInit, target: PartnerSim = sim) {
  let response = await fetch(start, {
    ...init,
    redirect: 'manual',
    headers: { ...(init?.headers as Record<string, string>), cookie: jar.header() },
  });
  jar.store(response);
  for (let hops = 0; hops < 10; hops++) {
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return { response };
    const next = new URL(location, target.issuer);
    if (next.origin !== target.issuer && next.origin !== target.url) {
      return { response, redirect: next };
    }
    response = await fetch(`${target.url}${next.pathname}${next.search}`, {
      redirect: 'manual',
      headers: { cookie: jar.header() },
    });
    jar.store(response);
  }
  throw new Error('too many redirects');
}

/** Runs the browser part of the flow: authorize, sign in with the form, land on the callback. */
async function authorize(email: string, password = devPassword, target: PartnerSim = sim) {
  const request = authorizationRequest({}, target);
  const jar = new CookieJar();
  const page = await follow(jar, request.url, undefined, target);
  expect(page.response.status).toBe(200);
  const html = await page.response.text();
  expect(html).toContain('<h1>Partner sign-in</h1>');
  const action = /<form method="post" action="([^"]+\/login)">/.exec(html)?.[1];
  expect(action).toBeDefined();
  const done = await follow(
    jar,
    `${target.url}${action}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password }).toString(),
    },
    target,
  );
  expect(done.redirect?.origin + (done.redirect?.pathname ?? '')).toBe(redirectUri);
  const callback = done.redirect!;
  expect(callback.searchParams.get('state')).toBe(request.params.state);
  expect(callback.searchParams.get('iss')).toBe(target.issuer);
  return { code: callback.searchParams.get('code')!, request };
}

function exchange(
  code: string,
  verifier: string,
  clientSecret = defaultClient.client_secret,
  target: PartnerSim = sim,
) {
  return fetch(`${target.url}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
      client_id: defaultClient.client_id,
      client_secret: clientSecret,
    }).toString(),
  });
}

type Tokens = { access_token: string; id_token: string; token_type: string };

async function signIn(email: string, password = devPassword, target: PartnerSim = sim) {
  const { code, request } = await authorize(email, password, target);
  const response = await exchange(code, request.verifier, undefined, target);
  expect(response.status).toBe(200);
  return { tokens: (await response.json()) as Tokens, request };
}

const api = (path: string, accessToken?: string) =>
  fetch(`${sim.url}${path}`, {
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
  });

const control = (path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST') =>
  fetch(`${sim.url}/__control${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('OpenID Provider', () => {
  it('signs the rich user in with code + PKCE and issues an ID token verifiable by the JWKS', async () => {
    const { tokens, request } = await signIn('rich@partner.example');
    expect(tokens.token_type).toBe('Bearer');

    const discovery = (await (
      await fetch(`${sim.url}/.well-known/openid-configuration`)
    ).json()) as { issuer: string; jwks_uri: string; code_challenge_methods_supported: string[] };
    expect(discovery.issuer).toBe(sim.issuer);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);

    const jwksUrl = new URL(discovery.jwks_uri);
    const jwks = createRemoteJWKSet(new URL(`${sim.url}${jwksUrl.pathname}`));
    const { payload, protectedHeader } = await jwtVerify(tokens.id_token, jwks, {
      issuer: sim.issuer,
      audience: defaultClient.client_id,
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({ sub: seededCustomerIds.rich, nonce: request.params.nonce });
  });

  it('serves the profile and email claims at UserInfo, not in the ID token (OIDC Core §5.4)', async () => {
    const { tokens } = await signIn('rich@partner.example');
    const discovery = (await (
      await fetch(`${sim.url}/.well-known/openid-configuration`)
    ).json()) as { userinfo_endpoint: string };
    expect(new URL(discovery.userinfo_endpoint).pathname).toBe(userinfoPath);

    const claims = decodeJwt(tokens.id_token);
    for (const claim of ['email', 'email_verified', 'given_name', 'family_name', 'name']) {
      expect(claims, claim).not.toHaveProperty(claim);
    }
    const userinfo = await api(userinfoPath, tokens.access_token);
    expect(userinfo.status).toBe(200);
    expect(await userinfo.json()).toEqual({
      sub: seededCustomerIds.rich,
      email: 'rich@partner.example',
      email_verified: true,
      given_name: 'Renée',
      family_name: 'Núñez-Åkesson',
      name: 'Renée Núñez-Åkesson',
    });
    expect((await api(userinfoPath, 'not-a-token')).status).toBe(401);
  });

  it('puts them in the ID token too when started with profileInIdToken', async () => {
    const other = await startPartnerSim({ port: 0, profileInIdToken: true });
    try {
      const { tokens } = await signIn('rich@partner.example', devPassword, other);
      expect(decodeJwt(tokens.id_token)).toMatchObject({
        sub: seededCustomerIds.rich,
        email: 'rich@partner.example',
        email_verified: true,
        given_name: 'Renée',
        family_name: 'Núñez-Åkesson',
        name: 'Renée Núñez-Åkesson',
      });
    } finally {
      await other.close();
    }
  });

  it('refuses a replayed authorization code and a wrong PKCE verifier', async () => {
    const { code, request } = await authorize('empty@partner.example');
    const wrongVerifier = await exchange(code, base64url(randomBytes(32)));
    expect(wrongVerifier.status).toBe(400);
    expect(await wrongVerifier.json()).toMatchObject({ error: 'invalid_grant' });

    const second = await authorize('empty@partner.example');
    const first = await exchange(second.code, second.request.verifier);
    expect(first.status).toBe(200);
    const replay = await exchange(second.code, second.request.verifier);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: 'invalid_grant' });
    expect(request.verifier).not.toBe(second.request.verifier);
  });

  it('requires PKCE and refuses unknown redirect URIs and wrong client secrets', async () => {
    const noPkce = authorizationRequest({
      code_challenge: undefined,
      code_challenge_method: undefined,
    });
    const answer = await fetch(noPkce.url, { redirect: 'manual' });
    const location = new URL(answer.headers.get('location') ?? '', sim.issuer);
    expect(location.searchParams.get('error')).toBe('invalid_request');

    const foreign = authorizationRequest({ redirect_uri: 'https://evil.example/callback' });
    const refused = await fetch(foreign.url, { redirect: 'manual' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('redirect_uri');

    const { code, request } = await authorize('empty@partner.example');
    const badSecret = await exchange(code, request.verifier, 'wrong');
    expect(badSecret.status).toBe(401);
  });

  it('shows an alert for a wrong password and keeps the form', async () => {
    const jar = new CookieJar();
    const page = await follow(jar, authorizationRequest().url);
    const action = /action="([^"]+\/login)"/.exec(await page.response.text())?.[1];
    const wrong = await follow(jar, `${sim.url}${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=rich%40partner.example&password=nope',
    });
    expect(wrong.response.status).toBe(401);
    const html = await wrong.response.text();
    expect(html).toContain('<div role="alert">Wrong email or password.</div>');
    expect(html).toContain('<label for="password">Password</label>');
  });
});

describe('partner REST API', () => {
  it('serves the rich user their history and user info', async () => {
    const { tokens } = await signIn('rich@partner.example');
    const id = seededCustomerIds.rich;

    const work = await api(`/api/work-experiences?customer_id=${id}`, tokens.access_token);
    expect(work.status).toBe(200);
    const { data: jobs } = (await work.json()) as { data: Record<string, unknown>[] };
    expect(jobs).toHaveLength(3);
    expect(jobs.filter((job) => job.finish_date === null)).toHaveLength(1);
    expect(Object.keys(jobs[0]!).sort()).toEqual(
      ['accomplishments', 'company_name', 'finish_date', 'job_title', 'start_date', 'uuid'].sort(),
    );
    expect(jobs[0]!.accomplishments).toContainEqual({
      uuid: expect.any(String),
      description: expect.any(String),
    });

    const education = await api(
      `/api/educational-experiences?customer_id=${id}`,
      tokens.access_token,
    );
    const { data: schools } = (await education.json()) as { data: { finish_date: string }[] };
    expect(schools).toHaveLength(2);
    expect(schools.some((school) => school.finish_date > new Date().toISOString())).toBe(true);
    expect(Object.keys(schools[0]!).sort()).toEqual(
      [
        'accomplishments',
        'education_level',
        'field_of_study',
        'finish_date',
        'school',
        'uuid',
      ].sort(),
    );

    const userInfo = await api('/api/oidc/user-info', tokens.access_token);
    expect(await userInfo.json()).toEqual({
      sub: id,
      given_name: 'Renée',
      family_name: 'Núñez-Åkesson',
      email: 'rich@partner.example',
    });
  });

  it('answers 401 without a valid token and 403 for another customer', async () => {
    const { tokens } = await signIn('empty@partner.example');
    const empty = seededCustomerIds.empty;
    expect((await api(`/api/work-experiences?customer_id=${empty}`)).status).toBe(401);
    expect((await api('/api/oidc/user-info', 'not-a-token')).status).toBe(401);
    const foreign = await api(
      `/api/educational-experiences?customer_id=${seededCustomerIds.rich}`,
      tokens.access_token,
    );
    expect(foreign.status).toBe(403);
    const own = await api(`/api/work-experiences?customer_id=${empty}`, tokens.access_token);
    expect(await own.json()).toEqual({ data: [] });
  });
});

describe('control API', () => {
  it('creates a user with a history who can sign in and read it', async () => {
    const created = await control('/users', {
      email: 'new@partner.example',
      password: 'secret-1',
      givenName: 'Zoë',
      familyName: 'Ødegård',
      workExperiences: [
        {
          company_name: 'Acme',
          job_title: 'Engineer',
          start_date: '2020-01-15',
          accomplishments: ['Shipped it', { uuid: 'a-1', description: 'Fixed it' }],
        },
      ],
    });
    expect(created.status).toBe(201);
    const user = (await created.json()) as { customerId: string; sub: string };
    expect(user.sub).toBe(user.customerId);

    const { tokens } = await signIn('new@partner.example', 'secret-1');
    const work = await api(
      `/api/work-experiences?customer_id=${user.customerId}`,
      tokens.access_token,
    );
    const { data } = (await work.json()) as { data: unknown[] };
    expect(data).toEqual([
      {
        uuid: expect.any(String),
        company_name: 'Acme',
        job_title: 'Engineer',
        start_date: '2020-01-15',
        finish_date: null,
        accomplishments: [
          { uuid: expect.any(String), description: 'Shipped it' },
          { uuid: 'a-1', description: 'Fixed it' },
        ],
      },
    ]);

    expect((await control('/users', { email: 'new@partner.example' })).status).toBe(409);
    expect((await control('/users', { workExperiences: [{ start_date: 'x' }] })).status).toBe(400);
  });

  it('forces HTTP 500, malformed records, invalid JSON and slow answers, per customer', async () => {
    const { tokens } = await signIn('rich@partner.example');
    const rich = seededCustomerIds.rich;
    const work = () => api(`/api/work-experiences?customer_id=${rich}`, tokens.access_token);

    await control('/failures', { endpoint: 'work-experiences', mode: 'status500' });
    expect((await work()).status).toBe(500);
    // Other endpoints are unaffected.
    expect((await api('/api/oidc/user-info', tokens.access_token)).status).toBe(200);

    await control('/failures', { endpoint: 'work-experiences', mode: 'malformed' });
    const malformed = (await (await work()).json()) as { data: Record<string, unknown>[] };
    expect(malformed.data).toHaveLength(4);
    expect(malformed.data[0]).toMatchObject({ uuid: 12345, company_name: null });

    // A new rule for the same endpoint replaces the old one; `times` limits it to N requests.
    await control('/failures', { endpoint: 'work-experiences', mode: 'invalidJson', times: 1 });
    await expect((await work()).json()).rejects.toThrow();
    expect(((await (await work()).json()) as { data: unknown[] }).data).toHaveLength(3);

    await control('/failures', { endpoint: 'work-experiences', mode: 'slow', delayMs: 300 });
    const started = Date.now();
    expect((await work()).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);

    // A rule for one customer leaves the others alone.
    expect((await fetch(`${sim.url}/__control/failures`, { method: 'DELETE' })).status).toBe(204);
    await control('/failures', { mode: 'status500', customerId: seededCustomerIds.empty });
    expect((await work()).status).toBe(200);
    expect((await control('/failures')).status).toBe(200);
  });

  it('makes the OIDC UserInfo endpoint fail, answer malformed or answer another subject', async () => {
    const { tokens } = await signIn('rich@partner.example');
    const rich = seededCustomerIds.rich;
    const userinfo = () => api(userinfoPath, tokens.access_token);

    await control('/failures', { endpoint: 'oidc-userinfo', mode: 'status500', customerId: rich });
    expect((await userinfo()).status).toBe(500);
    // The REST user info is another endpoint.
    expect((await api('/api/oidc/user-info', tokens.access_token)).status).toBe(200);

    await control('/failures', {
      endpoint: 'oidc-userinfo',
      mode: 'wrongSubject',
      customerId: rich,
    });
    const other = (await (await userinfo()).json()) as { sub: string; given_name: string };
    expect(other.sub).not.toBe(rich);
    expect(other.given_name).toBe('Mallory');

    await control('/failures', { endpoint: 'oidc-userinfo', mode: 'malformed', customerId: rich });
    expect(await (await userinfo()).json()).toMatchObject({ email: null, given_name: 42 });

    await control('/failures', { endpoint: 'oidc-userinfo', mode: 'none', customerId: rich });
    expect(await (await userinfo()).json()).toMatchObject({ sub: rich, given_name: 'Renée' });

    // `wrongSubject` leaves the record endpoints alone.
    await control('/failures', { mode: 'wrongSubject', customerId: rich });
    const work = await api(`/api/work-experiences?customer_id=${rich}`, tokens.access_token);
    expect(((await work.json()) as { data: unknown[] }).data).toHaveLength(3);
  });
});
