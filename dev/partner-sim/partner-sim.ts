/**
 * The partner simulator: a real OpenID Provider (oidc-provider 9; authorization code + PKCE S256,
 * scopes openid email profile) and the partner REST API of docs/product/api.md on the same origin, plus a
 * control API for tests. Development and tests only; nothing under src/ imports this.
 *
 *   /.well-known/openid-configuration, /auth, /token, /jwks, /me …   oidc-provider (/me: UserInfo)
 *   /interaction/:uid …                                             our sign-in page
 *   GET /api/work-experiences?customer_id=…                         Bearer access token
 *   GET /api/educational-experiences?customer_id=…                  Bearer access token
 *   GET /api/oidc/user-info                                         Bearer access token
 *   /__control/…                                                    test control (JSON)
 */
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, {
  type ClientMetadata,
  type Configuration,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import { z } from 'zod';
import {
  FailureRules,
  failureRuleInputSchema,
  malformedBody,
  otherSubjectClaims,
  ProtocolFaults,
  protocolFaultInputSchema,
  type RestEndpoint,
} from './failures';
import { consentPage, errorPage, loginPage } from './pages';
import { createUserInputSchema, UserStore, type PartnerUser } from './store';

export const defaultClient = {
  client_id: 'my-resume-dev',
  client_secret: 'my-resume-dev-secret',
  client_name: 'My Resume (dev)',
  redirect_uris: ['http://localhost:8080/api/auth/oauth2/callback/partner'],
  grant_types: ['authorization_code'],
  response_types: ['code'],
  token_endpoint_auth_method: 'client_secret_post',
  id_token_signed_response_alg: 'RS256',
} satisfies ClientMetadata;

/**
 * Redirect URIs every client accepts besides its registered ones: the app's better-auth callback
 * on any loopback port, so tests can run the app wherever they like.
 */
export const defaultRedirectUriPattern =
  /^http:\/\/(localhost|127\.0\.0\.1|\[::1\]):\d{1,5}\/api\/auth\/oauth2\/callback\/[\w-]+$/;

export type PartnerSimOptions = {
  /** 0 picks a free port. Default 3000. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default `http://localhost:${port}`. */
  issuer?: string;
  /** Replaces the default client (my-resume-dev). */
  clients?: ClientMetadata[];
  /** Extra exact redirect URIs for the default client. */
  redirectUris?: string[];
  /** Redirect URIs matching this are accepted for every client; null turns it off. */
  redirectUriPattern?: RegExp | null;
  /** Log each request to stdout. */
  logRequests?: boolean;
  /**
   * Also put the profile and email claims in the ID token. By default the provider conforms to
   * OIDC Core §5.4 as oidc-provider does: when an access token is issued, those claims are served
   * only by the UserInfo endpoint and the ID token carries `sub`.
   */
  profileInIdToken?: boolean;
};

export type PartnerSim = {
  url: string;
  issuer: string;
  port: number;
  users: UserStore;
  failures: FailureRules;
  protocolFaults: ProtocolFaults;
  provider: Provider;
  close(): Promise<void>;
};

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(String(body.error));
  }
}

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  response.end(text);
}

function sendHtml(response: ServerResponse, status: number, html: string) {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(html);
}

async function readBody(request: IncomingMessage, limit = 1_000_000) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) throw new HttpError(413, { error: 'payload_too_large' });
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const text = await readBody(request);
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, { error: 'invalid_json' });
  }
}

function parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new HttpError(400, { error: 'invalid_request', issues: z.treeifyError(result.error) });
  }
  return result.data;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function generateSigningKey() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return { ...jwk, kid: randomUUID(), use: 'sig', alg: 'RS256' };
}

/** The path of the OIDC UserInfo endpoint (oidc-provider's default, named in discovery). */
export const userinfoPath = '/me';

/** The customer's standard claims: what UserInfo (and the ID token, when asked) carries. */
function standardClaims(user: PartnerUser) {
  return {
    sub: user.customerId,
    email: user.email,
    email_verified: true,
    given_name: user.givenName,
    family_name: user.familyName,
    name: `${user.givenName} ${user.familyName}`,
  };
}

export async function startPartnerSim(options: PartnerSimOptions = {}): Promise<PartnerSim> {
  const users = new UserStore();
  const failures = new FailureRules();
  const protocolFaults = new ProtocolFaults();
  const host = options.host ?? '127.0.0.1';
  const pattern =
    options.redirectUriPattern === undefined
      ? defaultRedirectUriPattern
      : options.redirectUriPattern;

  // The HTTP server starts first so that port 0 can become a real port in the issuer.
  let handle: (request: IncomingMessage, response: ServerResponse) => void = (_, response) =>
    sendJson(response, 503, { error: 'starting' });
  const server = createServer((request, response) => handle(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 3000, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const issuer = options.issuer ?? `http://localhost:${port}`;

  const clients = options.clients ?? [
    {
      ...defaultClient,
      redirect_uris: [...defaultClient.redirect_uris, ...(options.redirectUris ?? [])],
    },
  ];

  const configuration: Configuration = {
    clients,
    jwks: { keys: [generateSigningKey()] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    scopes: ['openid'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    conformIdTokenClaims: !options.profileInIdToken,
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 24 * 60 * 60,
      Grant: 24 * 60 * 60,
    },
    async findAccount(_ctx, sub) {
      const user = users.find(sub);
      if (!user) return undefined;
      return { accountId: user.customerId, claims: () => standardClaims(user) };
    },
    // Consent is implied for every registered client (they are all "first party" here).
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { oidc } = ctx;
      const clientId = oidc.client?.clientId;
      const accountId = oidc.session?.accountId;
      if (!clientId || !accountId) return undefined;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(clientId);
      if (grantId) {
        const existing = await oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    // Browsers may call the userinfo endpoint from a client's origin; a dev tool need not refuse.
    clientBasedCORS: () => true,
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = errorPage(out.error, out.error_description);
    },
  };

  const provider = new Provider(issuer, configuration);
  if (pattern) {
    const allowed = provider.Client.prototype.redirectUriAllowed;
    provider.Client.prototype.redirectUriAllowed = function (this: unknown, value: string) {
      return allowed.call(this, value) || pattern.test(value);
    };
  }
  provider.on('server_error', (_ctx, error) => console.error('partner-sim server_error', error));
  const oidcCallback = provider.callback();

  /** The customer whose valid access token the request carries in its Bearer header, if any. */
  async function bearerUser(request: IncomingMessage): Promise<PartnerUser | undefined> {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1]) return undefined;
    const token = await provider.AccessToken.find(match[1]);
    return token && !token.isExpired ? users.find(token.accountId) : undefined;
  }

  async function authenticate(request: IncomingMessage): Promise<PartnerUser> {
    if (!/^Bearer\s+\S+$/i.test(request.headers.authorization ?? '')) {
      throw new HttpError(
        401,
        { error: 'invalid_token', error_description: 'a Bearer access token is required' },
        { 'www-authenticate': 'Bearer realm="partner"' },
      );
    }
    const user = await bearerUser(request);
    if (!user) {
      throw new HttpError(
        401,
        { error: 'invalid_token', error_description: 'the access token is invalid or expired' },
        { 'www-authenticate': 'Bearer realm="partner", error="invalid_token"' },
      );
    }
    return user;
  }

  function corsHeaders(request: IncomingMessage): Record<string, string> {
    const origin = request.headers.origin;
    return origin ? { 'access-control-allow-origin': origin, vary: 'Origin' } : {};
  }

  async function handleRest(request: IncomingMessage, response: ServerResponse, url: URL) {
    const cors = corsHeaders(request);
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        ...cors,
        'access-control-allow-methods': 'GET',
        'access-control-allow-headers': 'authorization, content-type',
        'access-control-max-age': '600',
      });
      return response.end();
    }
    const routes: Record<string, RestEndpoint> = {
      '/api/work-experiences': 'work-experiences',
      '/api/educational-experiences': 'educational-experiences',
      '/api/oidc/user-info': 'user-info',
    };
    const endpoint = routes[url.pathname];
    if (!endpoint) throw new HttpError(404, { error: 'not_found' });
    if (request.method !== 'GET') throw new HttpError(405, { error: 'method_not_allowed' });

    const user = await authenticate(request);
    if (endpoint !== 'user-info') {
      const customerId = url.searchParams.get('customer_id');
      if (!customerId) {
        throw new HttpError(400, {
          error: 'invalid_request',
          error_description: 'customer_id is required',
        });
      }
      if (customerId !== user.customerId) {
        throw new HttpError(403, {
          error: 'forbidden',
          error_description: 'a customer may read only their own records',
        });
      }
    }

    const records =
      endpoint === 'work-experiences'
        ? user.workExperiences
        : endpoint === 'educational-experiences'
          ? user.educationalExperiences
          : [];
    if (await answeredAsFailure(response, endpoint, user, records, cors)) return;
    if (endpoint === 'user-info') {
      // The partner REST API's user info (docs/product/api.md): the same values as the OIDC UserInfo endpoint gives.
      const { sub, given_name, family_name, email } = standardClaims(user);
      return sendJson(response, 200, { sub, given_name, family_name, email }, cors);
    }
    return sendJson(response, 200, { data: records }, cors);
  }

  /**
   * Answers the request the way a failure rule for this endpoint and customer says, if there is
   * one; `slow` only waits. Whether the answer was sent.
   */
  async function answeredAsFailure(
    response: ServerResponse,
    endpoint: RestEndpoint,
    user: PartnerUser,
    records: unknown[],
    headers: Record<string, string> = {},
  ): Promise<boolean> {
    const failure = failures.take(endpoint, user.customerId);
    switch (failure?.mode) {
      case 'status500':
        sendJson(
          response,
          500,
          { error: 'server_error', error_description: 'simulated failure' },
          headers,
        );
        return true;
      case 'malformed':
        sendJson(response, 200, malformedBody(endpoint, user.customerId, records), headers);
        return true;
      case 'invalidJson':
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', ...headers });
        response.end('{"data": [ <html>simulated truncated body');
        return true;
      case 'wrongSubject':
        if (endpoint !== 'user-info' && endpoint !== 'oidc-userinfo') return false;
        sendJson(response, 200, otherSubjectClaims(user.customerId), headers);
        return true;
      case 'slow':
        await sleep(failure.delayMs);
        return false;
      default:
        return false;
    }
  }

  /** The OIDC UserInfo endpoint, where a failure rule for `oidc-userinfo` may answer instead. */
  async function handleUserinfo(request: IncomingMessage, response: ServerResponse) {
    const user = await bearerUser(request);
    if (user && (await answeredAsFailure(response, 'oidc-userinfo', user, []))) return;
    return oidcCallback(request, response);
  }

  async function handleControl(request: IncomingMessage, response: ServerResponse, url: URL) {
    const path = url.pathname.slice('/__control'.length) || '/';
    const route = `${request.method} ${path}`;
    const summary = (user: PartnerUser) => ({
      customerId: user.customerId,
      sub: user.customerId,
      email: user.email,
      password: user.password,
      givenName: user.givenName,
      familyName: user.familyName,
    });
    if (route === 'GET /health') return sendJson(response, 200, { status: 'ok', issuer });
    if (route === 'GET /users') return sendJson(response, 200, users.list().map(summary));
    if (route === 'POST /users') {
      const input = parse(createUserInputSchema, await readJson(request));
      let user: PartnerUser;
      try {
        user = users.create(input);
      } catch (error) {
        throw new HttpError(409, { error: 'conflict', error_description: String(error) });
      }
      return sendJson(response, 201, { ...summary(user), ...user });
    }
    const userMatch = /^\/users\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && userMatch?.[1]) {
      const user = users.find(decodeURIComponent(userMatch[1]));
      if (!user) throw new HttpError(404, { error: 'not_found' });
      return sendJson(response, 200, { ...summary(user), ...user });
    }
    if (route === 'GET /failures') return sendJson(response, 200, failures.list());
    if (route === 'POST /failures') {
      const rule = failures.add(parse(failureRuleInputSchema, await readJson(request)));
      return sendJson(response, 200, { rule: rule ?? null, rules: failures.list() });
    }
    if (route === 'DELETE /failures') {
      failures.clear();
      response.writeHead(204);
      return response.end();
    }
    if (route === 'GET /protocol-faults') return sendJson(response, 200, protocolFaults.list());
    if (route === 'POST /protocol-faults') {
      protocolFaults.add(parse(protocolFaultInputSchema, await readJson(request)));
      return sendJson(response, 200, protocolFaults.list());
    }
    if (route === 'POST /reset') {
      users.reset();
      failures.clear();
      protocolFaults.clear();
      response.writeHead(204);
      return response.end();
    }
    throw new HttpError(404, { error: 'not_found' });
  }

  async function handleInteraction(request: IncomingMessage, response: ServerResponse, url: URL) {
    const match = /^\/interaction\/([^/]+)(?:\/(login|confirm|abort))?$/.exec(url.pathname);
    if (!match) throw new HttpError(404, { error: 'not_found' });
    const action = match[2];
    let details;
    try {
      details = await provider.interactionDetails(request, response);
    } catch {
      return sendHtml(
        response,
        400,
        errorPage(
          'Sign-in session expired',
          'This sign-in page is no longer valid. Close it and start the sign-in again.',
        ),
      );
    }
    if (details.uid !== match[1]) throw new HttpError(400, { error: 'interaction_mismatch' });
    const client = details.params.client_id
      ? await provider.Client.find(details.params.client_id)
      : undefined;
    const clientName = client?.clientName ?? client?.clientId ?? 'the application';

    if (request.method === 'GET' && !action) {
      if (details.prompt.name === 'login') {
        const hint = details.params.login_hint;
        return sendHtml(
          response,
          200,
          loginPage({
            uid: details.uid,
            clientName,
            email: typeof hint === 'string' ? hint : '',
            quickUsers: users.seeded(),
          }),
        );
      }
      return sendHtml(
        response,
        200,
        consentPage({
          uid: details.uid,
          clientName,
          scopes: details.prompt.details.missingOIDCScope ?? [],
        }),
      );
    }
    if (request.method !== 'POST') throw new HttpError(405, { error: 'method_not_allowed' });
    const form = new URLSearchParams(await readBody(request));

    if (action === 'abort') {
      return provider.interactionFinished(
        request,
        response,
        { error: 'access_denied', error_description: 'The customer cancelled the sign-in.' },
        { mergeWithLastSubmission: false },
      );
    }
    if (action === 'login') {
      const email = form.get('email') ?? '';
      const user = users.findByEmail(email);
      if (!user || user.password !== (form.get('password') ?? '')) {
        return sendHtml(
          response,
          401,
          loginPage({
            uid: details.uid,
            clientName,
            email,
            error: 'Wrong email or password.',
            quickUsers: users.seeded(),
          }),
        );
      }
      return provider.interactionFinished(
        request,
        response,
        { login: { accountId: user.customerId } },
        { mergeWithLastSubmission: false },
      );
    }
    if (action === 'confirm') {
      const accountId = details.session?.accountId;
      if (details.prompt.name !== 'consent' || !accountId || !details.params.client_id) {
        throw new HttpError(400, { error: 'not_a_consent_prompt' });
      }
      const grant =
        (details.grantId && (await provider.Grant.find(details.grantId))) ||
        new provider.Grant({ accountId, clientId: details.params.client_id });
      if (details.prompt.details.missingOIDCScope) {
        grant.addOIDCScope(details.prompt.details.missingOIDCScope.join(' '));
      }
      if (details.prompt.details.missingOIDCClaims) {
        grant.addOIDCClaims(details.prompt.details.missingOIDCClaims);
      }
      const grantId = await grant.save();
      return provider.interactionFinished(
        request,
        response,
        { consent: details.grantId ? {} : { grantId } },
        { mergeWithLastSubmission: true },
      );
    }
    throw new HttpError(404, { error: 'not_found' });
  }

  handle = (request, response) => {
    const started = Date.now();
    const url = new URL(request.url ?? '/', issuer);
    if (options.logRequests) {
      response.once('finish', () =>
        console.log(
          `${request.method} ${url.pathname} ${response.statusCode} ${Date.now() - started}ms`,
        ),
      );
    }
    const route = url.pathname.startsWith('/api/')
      ? handleRest
      : url.pathname === '/__control' || url.pathname.startsWith('/__control/')
        ? handleControl
        : url.pathname.startsWith('/interaction/')
          ? handleInteraction
          : undefined;
    if (url.pathname === userinfoPath) {
      handleUserinfo(request, response).catch((error: unknown) => {
        console.error('partner-sim error', error);
        if (!response.headersSent) sendJson(response, 500, { error: 'server_error' });
      });
      return;
    }
    if (!route) {
      const nonce = url.searchParams.get('nonce');
      if (url.pathname === '/auth' && nonce !== null && protocolFaults.takeWrongNonce()) {
        url.searchParams.set('nonce', `${nonce}-not-yours`);
        request.url = `${url.pathname}${url.search}`;
      }
      return oidcCallback(request, response);
    }
    route(request, response, url).catch((error: unknown) => {
      if (response.headersSent) return response.destroy();
      if (error instanceof HttpError) {
        return sendJson(response, error.status, error.body, {
          ...error.headers,
          ...(url.pathname.startsWith('/api/') ? corsHeaders(request) : {}),
        });
      }
      console.error('partner-sim error', error);
      sendJson(response, 500, { error: 'server_error' });
    });
  };

  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    issuer,
    port,
    users,
    failures,
    protocolFaults,
    provider,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
