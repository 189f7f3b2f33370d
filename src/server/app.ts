import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyUnderPressure from '@fastify/under-pressure';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { createIdTokenVerifier } from './auth/id-token';
import { createIdentity, idTokenAudience } from './auth/identity';
import { registerAuthRoutes } from './auth/routes';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import type { Mailer } from './email/mailer';
import { createGraphqlHandler } from './graphql/yoga';
import { withRequestId } from './request-context';
import { registerWebApp } from './web-app';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  /** The secret that signs sessions and encrypts the ID-token signing keys. */
  authSecret: string;
  /** A logger to use instead of the one made from the config (tests pass a silent one). */
  logger?: FastifyBaseLogger;
  /** Reports unexpected errors beyond the log (Sentry when configured). */
  report?: (error: unknown, requestId: string) => void;
}

function contentSecurityPolicy(config: Config) {
  const connect = ["'self'"];
  if (config.POSTHOG_KEY) connect.push(new URL(config.POSTHOG_HOST).origin);
  if (config.SENTRY_DSN) connect.push(new URL(config.SENTRY_DSN).origin);
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // MUI writes component styles at run time; scripts stay strictly external.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: connect,
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(config.production ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/** Builds the HTTP server: security headers, identity, GraphQL, health and the web app. */
export async function buildApp({ config, database, mailer, authSecret, logger, report }: AppDeps) {
  const app = Fastify({
    ...(logger
      ? { loggerInstance: logger }
      : {
          logger: {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
          },
        }),
    genReqId: () => randomUUID(),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: contentSecurityPolicy(config),
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: config.production
      ? { maxAge: 63_072_000, includeSubDomains: true }
      : false,
  });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifyUnderPressure, {
    maxEventLoopDelay: 2000,
    retryAfter: 5,
    exposeStatusRoute: false,
  });

  const identity = createIdentity({ config, db: database.db, mailer, secret: authSecret });
  await registerAuthRoutes(app, {
    identity,
    config,
    perMinuteFactor: config.AUTH_RATE_LIMIT_SCALE,
  });

  const verifier = createIdTokenVerifier(database.db, {
    issuer: config.publicUrl,
    audience: idTokenAudience(config),
  });
  const yoga = createGraphqlHandler({
    db: database.db,
    verifier,
    log: app.log,
    report: report ?? (() => undefined),
  });
  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    handler: (req, reply) =>
      withRequestId(String(req.id), async () => {
        const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
        response.headers.forEach((value, key) => reply.header(key, value));
        reply.status(response.status);
        reply.send(response.body);
        return reply;
      }),
  });

  app.get('/healthz', async (_request, reply) => {
    try {
      await database.db.execute(sql`select 1`);
      return { status: 'ok', database: database.kind };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  await registerWebApp(app, config);
  return app;
}
