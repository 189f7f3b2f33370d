import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { appOrigins } from './app-origins';
import { authBasePath, type Identity } from './identity';
import { partnerCallbackPath, partnerTokenPaths } from './partner-sign-in';
import { normalizedEmail, type SignInLocks } from './sign-in-locks';

const minute = 60_000;

/**
 * Requests per minute and per client address on the routes that guard accounts
 * (docs/decisions/011-identity-rate-limits.md).
 */
export const perAddressLimits = [
  { path: '/sign-in/email', perMinute: 10 },
  { path: '/sign-in/anonymous', perMinute: 10 },
  // Starts a partner sign-in: each one stores a state row.
  { path: '/sign-in/social', perMinute: 10 },
  { path: '/sign-up/email', perMinute: 5 },
  { path: '/request-password-reset', perMinute: 5 },
  { path: '/reset-password', perMinute: 10 },
  // Needs a session, but checks the current password: a stolen cookie must not guess it freely.
  { path: '/change-password', perMinute: 10 },
  // Each one sends an email to the address given.
  { path: '/change-email', perMinute: 5 },
  // Checks the current password too.
  { path: '/delete-user', perMinute: 10 },
] as const;

/**
 * Partner callbacks per minute and per client address: each honest one follows a sign-in start
 * (limited above), so more than twice that is someone playing codes or states at the server.
 */
export const partnerCallbackPerMinute = 20;

/**
 * Limits per email address (docs/decisions/070-…). Sign-in counts only refused attempts, so an owner
 * who types the right password is never held back: first per account and client address, so one
 * guesser cannot lock the owner out, then per account from any address at a much higher count, so a
 * botnet cannot guess freely either. A password reset clears both (`SignInLocks`). A reset request
 * counts every request, because each one sends an email.
 */
export const perEmailLimits = {
  '/sign-in/email': [
    { scope: 'account and client', max: 5, windowMs: 15 * minute, counts: 'refused' },
    { scope: 'account', max: 100, windowMs: 15 * minute, counts: 'refused' },
  ],
  '/request-password-reset': [{ scope: 'account', max: 3, windowMs: 15 * minute, counts: 'every' }],
} as const;

/** The one identity route whose `token` is the short-lived ID token, not the session's. */
const idTokenPath = '/token';

type EmailLimiter = {
  counts: 'refused' | 'every';
  check: ReturnType<FastifyInstance['createRateLimit']>;
};

function toWebRequest(request: FastifyRequest, config: Config, url = request.url): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // The client address the identity service records is Fastify's (which honours TRUST_PROXY).
  headers.set('x-forwarded-for', request.ip);
  const hasBody =
    request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  if (hasBody) headers.delete('content-length');
  return new Request(new URL(url, config.publicUrl), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

/** Session tokens, and a partner's tokens should any route ever carry them. */
const tokenFields = ['token', 'accessToken', 'refreshToken', 'idToken'];

const withoutToken = (value: unknown): unknown => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const rest = { ...(value as Record<string, unknown>) };
  for (const field of tokenFields) delete rest[field];
  return rest;
};

/**
 * The identity service's JSON without session tokens: the top-level `token` of sign-in, sign-up
 * and anonymous sign-in, `session.token` of get-session and each session's `token` in lists. A
 * script in the page never needs them, so an injected one cannot steal them either.
 */
export function withoutSessionTokens(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(withoutToken);
  if (!body || typeof body !== 'object') return body;
  const rest = withoutToken(body) as Record<string, unknown>;
  if (rest.session && typeof rest.session === 'object') rest.session = withoutToken(rest.session);
  return rest;
}

async function sendWebResponse(response: Response, reply: FastifyReply, identityPath: string) {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send(null);
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  if (!isJson || identityPath === idTokenPath) {
    return reply.send(Buffer.from(await response.arrayBuffer()));
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return reply.send(text);
  }
  return reply.send(JSON.stringify(withoutSessionTokens(body)));
}

function emailOf(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? normalizedEmail(email) : undefined;
}

/** The identity service failed (its details are already in the log); answered like any 5xx. */
class IdentityServiceFailure extends Error {
  constructor(readonly statusCode: number) {
    super(`the identity service answered ${statusCode}`);
    this.name = 'IdentityServiceFailure';
  }
}

class NotOffered extends Error {
  readonly statusCode = 404;
  constructor() {
    super('Not found');
    this.name = 'NotOffered';
  }
}

/** The code of a refusal the web app explains: the page is not at the app's configured address. */
export const untrustedOriginCode = 'UNTRUSTED_ORIGIN';

class CrossOriginRefused extends Error {
  readonly statusCode = 403;
  readonly code = untrustedOriginCode;
  constructor() {
    super('Cross-origin request refused');
    this.name = 'CrossOriginRefused';
  }
}

class TooManyRequests extends Error {
  readonly statusCode = 429;
  constructor(retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(`Rate limit exceeded, retry in ${minutes} minute${minutes === 1 ? '' : 's'}`);
    this.name = 'TooManyRequests';
  }
}

/** Mounts the identity service under /api/auth, with its limits per address and per email. */
export async function registerAuthRoutes(
  app: FastifyInstance,
  {
    identity,
    config,
    perMinuteFactor,
    signInLocks,
  }: { identity: Identity; config: Config; perMinuteFactor: number; signInLocks: SignInLocks },
) {
  const scaled = (max: number) => Math.max(1, Math.round(max * perMinuteFactor));

  const emailLimiters = new Map<string, EmailLimiter[]>(
    Object.entries(perEmailLimits).map(([path, limits]) => [
      path,
      limits.map((limit) => ({
        counts: limit.counts,
        check: app.createRateLimit({
          max: scaled(limit.max),
          timeWindow: limit.windowMs,
          keyGenerator: (request) => {
            const account = signInLocks.keyFor(emailOf(request) ?? '');
            return limit.scope === 'account' ? account : `${account} ${request.ip}`;
          },
        }),
      })),
    ]),
  );

  const origins = new Set(appOrigins(config));

  /**
   * A browser names the page's origin on every cross-origin POST; only this app's own pages may
   * sign in, sign up or reset (no login CSRF, with or without cookies). Callers that are not
   * browsers send no Origin and are judged by the identity service as usual. A refusal is logged
   * with its fix, because the usual cause is a server reached at an address it was not told about.
   */
  const sameOriginOnly = async (request: FastifyRequest) => {
    if (request.method !== 'POST') return;
    const origin = request.headers.origin;
    if (origin === undefined || origins.has(origin)) return;
    request.log.warn(
      { origin, publicUrl: config.publicUrl },
      `identity call refused: the page is at ${origin}, not at PUBLIC_URL (${config.publicUrl}). ` +
        'If users reach the app at that address, set PUBLIC_URL to it.',
    );
    throw new CrossOriginRefused();
  };

  const forward = async (request: FastifyRequest, reply: FastifyReply, url = request.url) => {
    const identityPath = new URL(url, config.publicUrl).pathname.slice(authBasePath.length);
    // A partner's tokens stay in the server (decision 050, 051): no route hands them out or lets a
    // caller use them.
    if (partnerTokenPaths.has(identityPath)) throw new NotOffered();
    const response = await identity.handler(toWebRequest(request, config, url));
    if (response.status >= 500) throw new IdentityServiceFailure(response.status);
    if (response.status === 401 && emailOf(request)) {
      for (const limiter of emailLimiters.get(identityPath) ?? []) {
        if (limiter.counts === 'refused') await limiter.check(request);
      }
    }
    return sendWebResponse(response, reply, identityPath);
  };

  const limitPerEmail =
    (limiters: EmailLimiter[]) => async (request: FastifyRequest, reply: FastifyReply) => {
      if (!emailOf(request)) return;
      for (const limiter of limiters) {
        const state = await limiter.check(request, { increment: limiter.counts === 'every' });
        if (state.isAllowed) continue;
        const blocked = limiter.counts === 'every' ? state.isExceeded : state.remaining === 0;
        if (!blocked) continue;
        reply.header('retry-after', state.ttlInSeconds);
        throw new TooManyRequests(state.ttlInSeconds);
      }
    };

  for (const { path, perMinute } of perAddressLimits) {
    const emailLimiter = emailLimiters.get(path);
    app.route({
      method: 'POST',
      url: `${authBasePath}${path}`,
      config: { rateLimit: { max: scaled(perMinute), timeWindow: minute } },
      onRequest: sameOriginOnly,
      ...(emailLimiter ? { preHandler: limitPerEmail(emailLimiter) } : {}),
      handler: (request, reply) => forward(request, reply),
    });
  }
  // The redirect URI registered with the partners (decision 051): the identity service's callback.
  app.route({
    method: 'GET',
    url: `${authBasePath}${partnerCallbackPath(':id')}`,
    config: { rateLimit: { max: scaled(partnerCallbackPerMinute), timeWindow: minute } },
    handler: (request, reply) => {
      const { id } = request.params as { id: string };
      const query = request.url.indexOf('?');
      const search = query === -1 ? '' : request.url.slice(query);
      return forward(request, reply, `${authBasePath}/callback/${encodeURIComponent(id)}${search}`);
    },
  });
  app.route({
    method: ['GET', 'POST'],
    url: `${authBasePath}/*`,
    onRequest: sameOriginOnly,
    handler: (request, reply) => forward(request, reply),
  });
}
