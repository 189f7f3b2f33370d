import { randomBytes } from 'node:crypto';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, parseConfig, type Config } from './config';
import { openDatabase } from './db/database';
import { createOutboxMailer, createSmtpMailer } from './email/mailer';
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
  const log = pino({ level: config.LOG_LEVEL });
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(config.DATA_DIR, 'db') },
  );
  const mailer = config.SMTP_URL
    ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : createOutboxMailer(path.join(config.DATA_DIR, 'outbox'), config.MAIL_FROM, log);
  const app = await buildApp({
    config,
    database,
    mailer,
    authSecret: await authSecretFor(config),
    report: await reporterFor(config),
  });

  const shutdown = async () => {
    await app.close();
    mailer.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ host: config.HOST, port: config.PORT });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  app.log.info(
    `My Resume (${config.APP_ENV}) is running at ${config.PUBLIC_URL ?? `http://localhost:${port}`} on ${database.kind === 'pglite' ? `the embedded database in ${path.resolve(config.DATA_DIR, 'db')}` : 'PostgreSQL'}`,
  );
  console.log(`\n  My Resume is running at ${config.PUBLIC_URL ?? `http://localhost:${port}`}\n`);
}

await main();
