import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { authBasePath, type Identity } from './identity';

/** Requests per minute and per client address on the routes that guard accounts. */
const guardedRoutes = [
  { path: '/sign-in/email', perMinute: 10 },
  { path: '/sign-in/anonymous', perMinute: 10 },
  { path: '/sign-up/email', perMinute: 5 },
  { path: '/request-password-reset', perMinute: 5 },
  { path: '/reset-password', perMinute: 10 },
] as const;

function toWebRequest(request: FastifyRequest, config: Config): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // The client address the rate limits and sessions see is Fastify's (which honours TRUST_PROXY).
  headers.set('x-forwarded-for', request.ip);
  const hasBody =
    request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(new URL(request.url, config.publicUrl), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

async function sendWebResponse(response: Response, reply: FastifyReply) {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
}

/** Mounts the identity service under /api/auth, with per-address limits on the guarded routes. */
export async function registerAuthRoutes(
  app: FastifyInstance,
  {
    identity,
    config,
    perMinuteFactor,
  }: { identity: Identity; config: Config; perMinuteFactor: number },
) {
  const handler = async (request: FastifyRequest, reply: FastifyReply) =>
    sendWebResponse(await identity.handler(toWebRequest(request, config)), reply);

  for (const { path, perMinute } of guardedRoutes) {
    app.route({
      method: 'POST',
      url: `${authBasePath}${path}`,
      config: { rateLimit: { max: perMinute * perMinuteFactor, timeWindow: '1 minute' } },
      handler,
    });
  }
  app.route({ method: ['GET', 'POST'], url: `${authBasePath}/*`, handler });
}
