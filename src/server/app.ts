import { loggableError, reportableError } from './loggable-error';
import { randomUUID } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyUnderPressure from '@fastify/under-pressure';
import { sql } from 'drizzle-orm';
import helmet from 'helmet';
import type { DestinationStream } from 'pino';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyRequest,
} from 'fastify';
import { createIdTokenVerifier } from './auth/id-token';
import { createIdentity, idTokenAudience } from './auth/identity';
import { registerAuthRoutes } from './auth/routes';
import { createSignInLocks } from './auth/sign-in-locks';
import { createBackgroundTasks } from './background';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import type { Mailer } from './email/mailer';
import { registerGraphql } from './graphql/endpoint';
import type { IngestRequester } from './job-search/job-ingest';
import { runInRequestContext } from './request-context';
import { createDocumentRenderer, type DocumentRenderer } from './documents/document-renderer';
import { createRenderLimiter, type RenderLimiter } from './documents/render-limiter';
import { registerDocumentRoutes } from './modules/document/document-routes';
import { registerShareRoutes } from './modules/document/share-routes';
import { registerAccountRoutes } from './modules/account/account-routes';
import { registerHeadshotRoutes } from './modules/headshot/headshot-routes';
import { registerCalendarRoutes } from './modules/job-application/calendar-routes';
import { registerSentDocumentRoutes } from './modules/job-application/sent-document-routes';
import { registerJobPostingRoutes } from './modules/job-posting/job-posting-routes';
import { createPaymentProvider } from './payments/create-payment-provider';
import { registerPaymentRoutes } from './payments/payment-routes';
import { createAttemptLimiter } from './attempt-limiter';
import { giftOrderLimits } from './modules/purchase/purchase.service';
import { registerSite } from './site/site-routes';
import { registerWebApp, webRoot as builtWebRoot } from './web-app';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  /** The secret that signs sessions and encrypts the ID-token signing keys. */
  authSecret: string;
  /** A logger to use instead of the one made from the config (tests pass a silent one). */
  logger?: FastifyBaseLogger;
  /** Where the logger made from the config writes (default: standard output). */
  logDestination?: DestinationStream;
  /** Reports unexpected errors beyond the log (Sentry when configured). */
  report?: (error: unknown, requestId: string) => void;
  /** The built web app to serve (default: dist/web). */
  webRoot?: string;
  /** Renders resumes; the app closes it. Default: one whose workers start at the first render. */
  renderer?: DocumentRenderer;
  /** How many renders run at once, per user and in all (default: `defaultRenderLimits`). */
  renderLimiter?: RenderLimiter;
  /** Asks the job search's ingest queue for a source now (default: no queue, as before it starts). */
  requestIngest?: IngestRequester;
}

const noIngestQueue: IngestRequester = () => Promise.resolve('QUEUE_NOT_STARTED');

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

/**
 * A request's path as it may be logged: no query string, and none of the secrets that travel in a
 * path — a password-reset token, a calendar feed's token.
 */
export function loggedPath(url: string): string {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  if (path.includes('/reset-password/')) {
    return path.replace(/(\/reset-password\/)[^/]+/, '$1[token]');
  }
  return path.startsWith('/api/calendar/') ? '/api/calendar/[token].ics' : path;
}

/**
 * Answers of the API (identity, GraphQL, documents) are about one signed-in user: never stored by a
 * browser or a proxy, so a Back/Forward after sign-out cannot reuse one (decision 070). A route that
 * may be cached says so itself.
 */
const isApiRequest = (url: string) =>
  url.startsWith('/api/') || url === '/graphql' || url.startsWith('/graphql?');

/**
 * The headers helmet sets for this deployment's policy, read once by running it against a recorder:
 * nothing in the policy depends on the request.
 */
function securityHeadersFor(config: Config): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet({
    contentSecurityPolicy: contentSecurityPolicy(config),
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: config.production
      ? { maxAge: 63_072_000, includeSubDomains: true }
      : false,
  })({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not set its headers synchronously');
  return headers;
}

/** Builds the HTTP server: security headers, identity, GraphQL, health and the web app. */
export async function buildApp({
  config,
  database,
  mailer,
  authSecret,
  logger,
  logDestination,
  report = () => undefined,
  webRoot = builtWebRoot,
  renderer = createDocumentRenderer(),
  renderLimiter = createRenderLimiter(),
  requestIngest = noIngestQueue,
}: AppDeps) {
  const app = Fastify({
    ...(logger
      ? { loggerInstance: logger }
      : {
          logger: {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            ...(logDestination ? { stream: logDestination } : {}),
          },
        }),
    genReqId: () => randomUUID(),
    // One line per request, written when it completes (below).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  });

  // The security headers are worked out once at boot (helmet's policy is the same for every
  // response); each response gets them, and its request id, in the one hook below.
  const securityHeaders = securityHeadersFor(config);

  // Every request's logger (which carries its id) follows its work into the libraries it calls: the
  // request itself is the context (it carries that logger). The context is entered again after the
  // body is read, because body parsing resumes in the socket's context.
  const enterContext = (request: FastifyRequest, _reply: unknown, done: () => void) => {
    runInRequestContext(request, done);
  };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeaders);
    if (isApiRequest(request.url)) reply.header('cache-control', 'no-store');
    reply.header('x-request-id', request.id);
    runInRequestContext(request, done);
  });
  app.addHook('preHandler', enterContext);
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        path: loggedPath(request.url),
        statusCode: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    );
    done();
  });

  // Unexpected failures answer with a fixed message and the request id; the details go to the log.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      // The route that failed (its pattern, which holds no data) and the error, never the body.
      request.log.error(
        { method: request.method, route: request.routeOptions.url, err: loggableError(error) },
        'unexpected error',
      );
      report(reportableError(error), String(request.id));
      return reply.code(status).send({
        statusCode: status,
        error: STATUS_CODES[status] ?? 'Internal Server Error',
        message: 'Internal server error',
        requestId: request.id,
      });
    }
    request.log.info({ err: error }, 'request refused');
    return reply.code(status).send({
      statusCode: status,
      ...(error.code ? { code: error.code } : {}),
      error: STATUS_CODES[status] ?? 'Error',
      message: error.message,
    });
  });

  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false });
  // Load shedding by event-loop delay, on a database server only: the embedded database runs its
  // queries on the event loop, so a long query (the migrations, an ingest) would read as overload
  // and refuse the requests of the second after it (decision 098).
  if (database.kind === 'postgres') {
    await app.register(fastifyUnderPressure, {
      maxEventLoopDelay: 2000,
      retryAfter: 5,
      exposeStatusRoute: false,
    });
  }

  const background = createBackgroundTasks();
  // Closing waits for emails still being sent.
  app.addHook('onClose', async () => background.settle());

  // Refused sign-ins are counted by the routes; a password reset lifts them (decision 070).
  const signInLocks = createSignInLocks();
  const identity = createIdentity({
    config,
    db: database.db,
    mailer,
    secret: authSecret,
    log: app.log,
    background,
    signInLocks,
  });
  await registerAuthRoutes(app, {
    identity,
    config,
    perMinuteFactor: config.AUTH_RATE_LIMIT_SCALE,
    signInLocks,
  });

  const verifier = createIdTokenVerifier(database.db, {
    issuer: config.publicUrl,
    audience: idTokenAudience(config),
  });
  const payments = createPaymentProvider(config.payments, config.publicUrl, authSecret);
  await registerGraphql(app, {
    db: database.db,
    verifier,
    partnerProviders: config.PARTNER_PROVIDERS,
    publicUrl: config.publicUrl,
    admin: { emails: config.ADMIN_EMAILS, sources: config.jobSources, requestIngest },
    plans: { freeLimits: config.freeLimits, prices: config.prices },
    payments: {
      provider: payments,
      publicUrl: config.publicUrl,
      prices: config.prices,
      orderLimiter: createAttemptLimiter(giftOrderLimits),
    },
    report,
  });
  await registerPaymentRoutes(app, {
    db: database.db,
    provider: payments,
    mailer,
    background,
    publicUrl: config.publicUrl,
  });

  app.addHook('onClose', async () => renderer.close());
  const documentRouteDeps = {
    db: database.db,
    verifier,
    renderer,
    limiter: renderLimiter,
    plans: { freeLimits: config.freeLimits },
  };
  registerDocumentRoutes(app, documentRouteDeps);
  registerSentDocumentRoutes(app, documentRouteDeps);
  registerCalendarRoutes(app, { db: database.db, verifier, publicUrl: config.publicUrl });
  registerJobPostingRoutes(app, {
    db: database.db,
    verifier,
    allow: config.POSTING_FETCH_ALLOW,
  });
  registerHeadshotRoutes(app, { db: database.db, verifier });
  registerAccountRoutes(app, { db: database.db, verifier });
  registerShareRoutes(app, {
    db: database.db,
    renderer,
    limiter: renderLimiter,
    brand: config.brand,
  });

  app.get('/healthz', async (request, reply) => {
    try {
      await database.db.execute(sql`select 1`);
      return { status: 'ok', database: database.kind };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  const site = registerSite(app, config);
  await registerWebApp(app, config, site, webRoot);
  return app;
}
