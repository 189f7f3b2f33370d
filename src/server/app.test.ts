import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggedPath } from './app';
import { parseConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { createSmtpMailer } from './email/mailer';
import { createTestDatabase } from './test-support/database';
import { startSmtpSink, type SmtpSink } from './test-support/smtp-sink';
import { testAuthSecret } from './test-support/app';
import { runtimeConfigFor } from './web-app';

/** A web build with the real index.html template and one hashed asset. */
function fakeWebBuild() {
  const root = mkdtempSync(path.join(tmpdir(), 'myresume-web-'));
  const template = readFileSync(
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web/index.html'),
    'utf8',
  );
  writeFileSync(path.join(root, 'index.html'), template);
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'assets', 'main-abc123.js'), 'console.log("app")');
  writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return root;
}

const production = {
  AUTH_SECRET: 'a-production-secret-of-at-least-32-chars',
  PUBLIC_URL: 'https://myresume.example',
  // Nothing is sold here: a production deployment that limits the free plan needs Stripe.
  PLAN_LIMITS: 'off',
};

describe('the HTTP server', () => {
  let database: DatabaseHandle;
  let smtp: SmtpSink;
  let webRoot: string;
  const apps: Array<Awaited<ReturnType<typeof buildApp>>> = [];

  /** A server for one deployment, on the file's one database. */
  async function serverFor(env: Record<string, string>, options: { webRoot?: string } = {}) {
    const config = parseConfig({ LOG_LEVEL: 'silent', PORT: '8080', ...env });
    const app = await buildApp({
      config,
      database,
      mailer: createSmtpMailer(smtp.url, config.MAIL_FROM),
      authSecret: testAuthSecret,
      logger: pino({ level: 'silent' }),
      webRoot: options.webRoot ?? webRoot,
    });
    apps.push(app);
    return { app, config };
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startSmtpSink();
    webRoot = fakeWebBuild();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await smtp?.close();
    await database?.close();
    if (webRoot) rmSync(webRoot, { recursive: true, force: true });
  });

  describe('security headers', () => {
    const cspOf = (header: unknown) =>
      Object.fromEntries(
        String(header)
          .split(';')
          .map((directive) => directive.trim().split(/\s+/))
          .map(([name, ...values]) => [name, values]),
      ) as Record<string, string[]>;

    it('sends a strict policy on pages, the API and the health check', async () => {
      const { app } = await serverFor({ APP_ENV: 'dev' });
      for (const request of [
        { method: 'GET' as const, url: '/app/resumes', headers: { accept: 'text/html' } },
        { method: 'GET' as const, url: '/healthz' },
        {
          method: 'POST' as const,
          url: '/graphql',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ query: '{ __typename }' }),
        },
        // Refusals and unknown paths carry them too.
        { method: 'GET' as const, url: '/api/nothing-here' },
        {
          method: 'POST' as const,
          url: '/graphql',
          headers: { 'content-type': 'application/json' },
          payload: '{ not json',
        },
      ]) {
        const response = await app.inject(request);
        expect(response.headers['x-request-id'], request.url).toBeDefined();
        const csp = cspOf(response.headers['content-security-policy']);
        expect(csp['script-src'], request.url).toEqual(["'self'"]);
        expect(csp['script-src']).not.toContain("'unsafe-inline'");
        expect(csp['default-src']).toEqual(["'self'"]);
        expect(csp['object-src']).toEqual(["'none'"]);
        expect(csp['frame-ancestors']).toEqual(["'none'"]);
        expect(csp['base-uri']).toEqual(["'self'"]);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
        expect(response.headers['referrer-policy']).toBe('no-referrer');
        expect(response.headers['strict-transport-security'], 'no HSTS on dev').toBeUndefined();
      }
    });

    it('lets the analytics and error-reporting hosts be reached when they are configured', async () => {
      const { app } = await serverFor({
        APP_ENV: 'dev',
        POSTHOG_KEY: 'phc_key',
        SENTRY_DSN: 'https://public@o1.ingest.sentry.example/2',
      });
      const response = await app.inject({ method: 'GET', url: '/healthz' });
      expect(cspOf(response.headers['content-security-policy'])['connect-src']).toEqual([
        "'self'",
        'https://eu.i.posthog.com',
        'https://o1.ingest.sentry.example',
      ]);
    });

    it.each([
      ['prod', true],
      ['myjourney', true],
      ['stage', false],
    ])('sends HSTS on %s: %s', async (appEnv, hsts) => {
      const { app } = await serverFor({ APP_ENV: appEnv, ...production });
      const response = await app.inject({ method: 'GET', url: '/healthz' });
      if (hsts) {
        expect(response.headers['strict-transport-security']).toBe(
          'max-age=63072000; includeSubDomains',
        );
        expect(cspOf(response.headers['content-security-policy'])).toHaveProperty(
          'upgrade-insecure-requests',
        );
      } else {
        expect(response.headers['strict-transport-security']).toBeUndefined();
      }
    });
  });

  describe('health', () => {
    it('answers 200 with the database kind while the database is up', async () => {
      const { app } = await serverFor({ APP_ENV: 'dev' });
      const response = await app.inject({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', database: database.kind });
    });
  });

  describe('request ids', () => {
    it('gives every answer its own x-request-id', async () => {
      const { app } = await serverFor({ APP_ENV: 'dev' });
      const first = await app.inject({ method: 'GET', url: '/healthz' });
      const second = await app.inject({ method: 'GET', url: '/api/nothing-here' });
      for (const response of [first, second]) {
        expect(response.headers['x-request-id']).toMatch(
          /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
        );
      }
      expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
    });
  });

  describe('the web app and unknown paths', () => {
    it('serves index.html with the deployment’s title and runtime config for the app’s paths', async () => {
      const { app, config } = await serverFor({ APP_ENV: 'dev' });
      for (const url of ['/login', '/sign-up', '/app/resumes/edit/123', '/app/cover-letters?x=1']) {
        const response = await app.inject({
          method: 'GET',
          url,
          headers: { accept: 'text/html,application/xhtml+xml' },
        });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.body).toContain(
          '<title>Nothing gets you hired faster and easier than My Resume (dev)</title>',
        );
        const json =
          /<script type="application\/json" id="runtime-config">([\s\S]*?)<\/script>/.exec(
            response.body,
          )?.[1];
        expect(JSON.parse(json!)).toEqual(runtimeConfigFor(config));
      }
    });

    it('uses the production brand on prod', async () => {
      const { app } = await serverFor({ APP_ENV: 'prod', ...production });
      for (const url of ['/', '/login']) {
        const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(response.body, url).toContain(
          '<title>Nothing gets you hired faster and easier than My Resume</title>',
        );
      }
    });

    it('writes the page in the language the browser prefers', async () => {
      const { app } = await serverFor({ APP_ENV: 'prod', ...production });
      const page = (language?: string) =>
        app.inject({
          method: 'GET',
          url: '/login',
          headers: { accept: 'text/html', ...(language ? { 'accept-language': language } : {}) },
        });
      const french = await page('de;q=1, fr;q=0.8, en;q=0.5');
      expect(french.body).toContain('<html lang="fr">');
      expect(french.body).toContain(
        '<title>Rien ne vous fait embaucher plus vite et plus facilement que My Resume</title>',
      );
      expect(french.headers.vary).toContain('accept-language');
      expect((await page('es-MX')).body).toContain('<html lang="es">');
      expect((await page()).body).toContain('<html lang="en">');
    });

    it('serves hashed assets with long caching', async () => {
      const { app } = await serverFor({ APP_ENV: 'dev' });
      const asset = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.body).toBe('console.log("app")');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const favicon = await app.inject({ method: 'GET', url: '/favicon.svg' });
      expect(favicon.statusCode).toBe(200);
      expect(favicon.headers['cache-control']).not.toContain('immutable');
    });

    it('answers unknown API paths, non-page requests and missing assets with a JSON 404', async () => {
      const { app } = await serverFor({ APP_ENV: 'dev' });
      for (const request of [
        { method: 'GET' as const, url: '/api/unknown', headers: { accept: 'text/html' } },
        { method: 'GET' as const, url: '/api', headers: { accept: 'text/html' } },
        { method: 'GET' as const, url: '/graphql/extra', headers: { accept: 'text/html' } },
        { method: 'GET' as const, url: '/app/resumes', headers: { accept: 'application/json' } },
        { method: 'POST' as const, url: '/app/resumes', headers: { accept: 'text/html' } },
        { method: 'GET' as const, url: '/assets/missing.js' },
        { method: 'GET' as const, url: '/site/missing.0123456789ab.css' },
      ]) {
        const response = await app.inject(request);
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.json()).toEqual({
          statusCode: 404,
          error: 'Not Found',
          message: 'Not found',
        });
      }
    });

    it('answers the app’s paths with a JSON 404 when there is no web build, and still the public site', async () => {
      const emptyRoot = mkdtempSync(path.join(tmpdir(), 'myresume-no-web-'));
      try {
        const { app } = await serverFor({ APP_ENV: 'dev' }, { webRoot: emptyRoot });
        const page = await app.inject({
          method: 'GET',
          url: '/login',
          headers: { accept: 'text/html' },
        });
        expect(page.statusCode).toBe(404);
        expect(page.json()).toMatchObject({ error: 'Not Found' });
        const landing = await app.inject({ method: 'GET', url: '/' });
        expect(landing.statusCode).toBe(200);
        const health = await app.inject({ method: 'GET', url: '/healthz' });
        expect(health.statusCode).toBe(200);
      } finally {
        rmSync(emptyRoot, { recursive: true, force: true });
      }
    });
  });

  describe('bad requests', () => {
    it('answers a malformed JSON body with 400 and says why', async () => {
      const { app } = await serverFor({ APP_ENV: 'dev' });
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:8080' },
        payload: '{"email": ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    });

    it('refuses identity calls from another origin', async () => {
      const { app } = await serverFor({ APP_ENV: 'dev' });
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/anonymous',
        headers: { 'content-type': 'application/json', origin: 'https://attacker.example' },
        payload: '{}',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: 'Cross-origin request refused' });
      expect(response.headers['set-cookie']).toBeUndefined();

      // The app's own origin, and callers that are not browsers (no Origin), are served.
      for (const headers of [{ origin: 'http://localhost:8080' }, {}]) {
        const allowed = await app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/anonymous',
          headers: { 'content-type': 'application/json', ...headers },
          payload: '{}',
        });
        expect(allowed.statusCode).toBe(200);
      }
    });
  });
});

describe('the request log line', () => {
  it('keeps the path and drops the query string, any reset token and any calendar feed token', () => {
    expect(loggedPath('/app/resumes?next=%2Fx&token=abc')).toBe('/app/resumes');
    expect(loggedPath('/api/auth/reset-password/s3cr3t?callbackURL=%2Flogin')).toBe(
      '/api/auth/reset-password/[token]',
    );
    expect(loggedPath('/api/auth/reset-password/s3cr3t')).toBe('/api/auth/reset-password/[token]');
    expect(loggedPath('/api/calendar/AAAAAAAAAAAAAAAAAAAAAA.ics')).toBe(
      '/api/calendar/[token].ics',
    );
    expect(loggedPath('/graphql')).toBe('/graphql');
    expect(loggedPath('/?a=1')).toBe('/');
  });
});
