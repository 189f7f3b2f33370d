import { randomBytes } from 'node:crypto';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from './app';
import { createDocumentRenderer } from './documents/document-renderer';
import { ConfigError, parseConfig, type Config } from './config';
import { openDatabase } from './db/database';
import { createOutboxMailer, createSmtpMailer } from './email/mailer';
import { startJobIngest } from './job-search/job-ingest';
import { startGiftDelivery } from './modules/gift/gift-delivery';
import { startProcessQueue } from './queue/queue';
import pino from 'pino';

/**
 * The secret for sessions and signing keys. Production deployments must set AUTH_SECRET (checked by
 * the config); the embedded default keeps a generated one in the data folder.
 */
async function authSecretFor(config: Config): Promise<string> {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  const file = path.join(config.DATA_DIR, 'auth-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(32).toString('base64url');
    await mkdir(config.DATA_DIR, { recursive: true });
    await writeFile(file, secret, { mode: 0o600 });
    return secret;
  }
}

async function reporterFor(config: Config) {
  if (!config.SENTRY_DSN) return undefined;
  const Sentry = await import('@sentry/node');
  Sentry.init({ dsn: config.SENTRY_DSN, environment: config.APP_ENV });
  return (error: unknown, requestId: string) => {
    Sentry.captureException(error, { tags: { requestId } });
  };
}

/** The longest a log line waits before it is written. */
const logFlushIntervalMs = 1000;

/** How long in-flight requests and emails get to finish once a stop signal arrives. */
const shutdownGraceMs = 15_000;

async function main() {
  let config: Config;
  try {
    config = parseConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Log lines are written in the background, gathered until 4 KiB or a second has passed, so a
  // busy server does not pay one write per line. Whatever is still gathered is written on exit.
  const logDestination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => logDestination.flush(), logFlushIntervalMs).unref();
  const log = pino({ level: config.LOG_LEVEL }, logDestination);
  const database = await openDatabase(
    config.DATABASE_URL
      ? {
          kind: 'postgres',
          url: config.DATABASE_URL,
          onConnectionLost: (error) =>
            log.warn(
              { err: error },
              'database: an idle connection was lost; the next query opens another',
            ),
        }
      : { kind: 'pglite', dataDir: path.join(config.DATA_DIR, 'db') },
  );
  const mailer = config.SMTP_URL
    ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : createOutboxMailer(path.join(config.DATA_DIR, 'outbox'), config.MAIL_FROM, log);
  // The document workers start now, so the first preview or PDF does not wait for them.
  const renderer = createDocumentRenderer();
  renderer.warmUp().catch((error: unknown) => log.error({ err: error }, 'documents: no renderer'));
  const authSecret = await authSecretFor(config);
  const app = await buildApp({
    config,
    database,
    mailer,
    logDestination,
    authSecret,
    report: await reporterFor(config),
    renderer,
    // The admin view's "Run now" (requests arrive only once the server listens, below).
    requestIngest: (sourceId) => ingest.request(sourceId),
  });

  // The durable queue: the job search's feeds and gift deliveries, worked in the background; a
  // database away at start delays only them.
  const queue = startProcessQueue(database.connection, app.log);
  const ingest = startJobIngest(config, database, queue, app.log);
  startGiftDelivery(queue, {
    db: database.db,
    mailer,
    secret: authSecret,
    publicUrl: config.publicUrl,
    log: app.log,
  });

  // Stop the background work, stop taking new requests, let the ones in flight and the emails being sent
  // finish, then close the mail transport and the database. A second signal, or a stop that
  // hangs, exits at once.
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn({ signal }, 'second stop signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      app.log.error(`shutdown took longer than ${shutdownGraceMs} ms: exiting`);
      process.exit(1);
    }, shutdownGraceMs);
    deadline.unref();
    try {
      await ingest.stop();
      await queue.stop();
      await app.close();
      mailer.close();
      await database.close();
      app.log.info('stopped');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', (signal) => void shutdown(signal));
  process.on('SIGTERM', (signal) => void shutdown(signal));

  try {
    await app.listen({ host: config.HOST, port: config.PORT });
  } catch (error) {
    app.log.fatal({ err: error }, `cannot listen on ${config.HOST}:${config.PORT}`);
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(1);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = config.PUBLIC_URL ?? `http://localhost:${port}`;
  app.log.info(
    `My Resume (${config.APP_ENV}) is running at ${url} on ${database.kind === 'pglite' ? `the embedded database in ${path.resolve(config.DATA_DIR, 'db')}` : 'PostgreSQL'}`,
  );
  console.log(`\n  My Resume is running at ${url}\n`);
}

await main();
