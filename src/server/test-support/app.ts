import { Writable } from 'node:stream';
import pino from 'pino';
import { buildApp } from '../app';
import type { RenderLimiter } from '../documents/render-limiter';
import type { IngestRequester } from '../job-search/job-ingest';
import { parseConfig } from '../config';
import { createSmtpMailer } from '../email/mailer';
import { createTestDatabase } from './database';
import { startSmtpSink } from './smtp-sink';

/** The secret the test servers sign sessions with and encrypt their signing keys under. */
export const testAuthSecret = 'test-secret-that-is-at-least-32-characters-long';

/** One JSON log line the server wrote. */
export type LogLine = Record<string, unknown> & { level: number; msg?: string; reqId?: string };

export interface TestAppOptions {
  /** The web build to serve (default: dist/web, which may not exist). */
  webRoot?: string;
  /** Receives what the server reports beyond its log (Sentry in production). */
  report?: (error: unknown, requestId: string) => void;
  /** How many renders run at once (the app makes one with the default limits otherwise). */
  renderLimiter?: RenderLimiter;
  /** Asks an ingest queue for a source now (the app answers QUEUE_NOT_STARTED without one). */
  requestIngest?: IngestRequester;
}

/**
 * The whole server on a fresh test database, with email going to a real SMTP server on loopback.
 * Requests go through `app.inject`, so no port is opened. Every log line is kept in `logs`.
 *
 * The limits on the identity routes are scaled up (AUTH_RATE_LIMIT_SCALE) so that functional tests
 * can sign in as often as they need; the rate-limit tests pass `AUTH_RATE_LIMIT_SCALE: '1'`.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
) {
  const database = await createTestDatabase();
  const smtp = await startSmtpSink();
  const config = parseConfig({
    APP_ENV: 'dev',
    LOG_LEVEL: 'info',
    PORT: '8080',
    AUTH_RATE_LIMIT_SCALE: '100',
    ...env,
  });
  const mailer = createSmtpMailer(smtp.url, config.MAIL_FROM);
  const logs: LogLine[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim()) logs.push(JSON.parse(line) as LogLine);
      }
      callback();
    },
  });
  const app = await buildApp({
    config,
    database,
    mailer,
    authSecret: testAuthSecret,
    logger: pino({ level: config.LOG_LEVEL }, sink),
    ...(options.webRoot ? { webRoot: options.webRoot } : {}),
    ...(options.report ? { report: options.report } : {}),
    ...(options.renderLimiter ? { renderLimiter: options.renderLimiter } : {}),
    ...(options.requestIngest ? { requestIngest: options.requestIngest } : {}),
  });
  return {
    app,
    config,
    database,
    smtp,
    logs,
    async close() {
      await app.close();
      mailer.close();
      await smtp.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Requests to `app` as the holder of `token` (none: signed out), with a JSON `body`. */
export const requester =
  (app: TestApp) =>
  (method: 'GET' | 'POST', url: string, { token, body }: { token?: string; body?: unknown } = {}) =>
    app.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });
