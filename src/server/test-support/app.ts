import pino from 'pino';
import { buildApp } from '../app';
import { parseConfig } from '../config';
import { createSmtpMailer } from '../email/mailer';
import { createTestDatabase } from './database';
import { startSmtpSink } from './smtp-sink';

/**
 * The whole server on a fresh test database, with email going to a real SMTP server on loopback.
 * Requests go through `app.inject`, so no port is opened.
 */
export async function createTestApp(env: Record<string, string> = {}) {
  const database = await createTestDatabase();
  const smtp = await startSmtpSink();
  const config = parseConfig({ APP_ENV: 'dev', LOG_LEVEL: 'silent', PORT: '8080', ...env });
  const mailer = createSmtpMailer(smtp.url, config.MAIL_FROM);
  const app = await buildApp({
    config,
    database,
    mailer,
    authSecret: 'test-secret-that-is-at-least-32-characters-long',
    logger: pino({ level: 'silent' }),
  });
  return {
    app,
    config,
    database,
    smtp,
    async close() {
      await app.close();
      mailer.close();
      await smtp.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
