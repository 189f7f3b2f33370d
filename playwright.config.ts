import { defineConfig, devices } from '@playwright/test';
import { partnerSimDomain, partnerSimProviderId, ports, urls } from './e2e/support/servers';
import { chromiumFlags, chromiumPath } from './scripts/chromium';

/**
 * End-to-end journeys in Chromium against real servers: the web app built once (`npm run
 * test:e2e` runs `vite build` first) and served by four instances of the real server — `dev` (on
 * a fresh PostgreSQL database when TEST_DATABASE_URL is set, else the embedded one), `prod` (taking
 * payments through the Stripe simulator), the partner deployment `myjourney`, and `plans` (the free
 * plan's limits on, the test payment provider) — all sending email to a real SMTP sink on loopback.
 */

// Debian's Chromium: Playwright's own browser download is not available on these machines.
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: chromiumPath,
    args: chromiumFlags,
  },
};

// The Stripe simulator's keys, which the prod server is configured with.
const stripeSim = { secretKey: 'sk_test_e2e_sim', webhookSecret: 'whsec_e2e_sim' };

// A secret for the production-like servers; they refuse to start without one (src/server/config.ts).
const productionSecret = 'e2e-only-secret-that-is-longer-than-32-characters';

const appServerEnv = {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'info',
  SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
  // The suite signs up many accounts from one address; lift the per-address limits well above that.
  AUTH_RATE_LIMIT_SCALE: '200',
  // "Add by URL" may read the posting pages the tests serve on loopback (decision 088).
  POSTING_FETCH_ALLOW: '127.0.0.1/32',
};

/**
 * One app server (e2e/support/serve.ts runs src/server/main.ts). It has no URL to wait for, so
 * Playwright starts the next one at once and the three boot in parallel; the readiness gate below
 * waits for all of them.
 */
const appServer = (name: 'dev' | 'prod' | 'partner' | 'plans', env: Record<string, string>) => ({
  name,
  command: 'node --import tsx e2e/support/serve.ts',
  env: { ...appServerEnv, E2E_SERVER_NAME: name, ...env },
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
});

// The production deployments sit behind TLS (their session cookies are Secure): each runs behind a
// TLS proxy with a self-signed certificate for localhost, which the browser is told to accept.
const behindTls = (publicPort: number, serverPort: number) => ({
  PORT: String(serverPort),
  E2E_TLS_PORT: String(publicPort),
  PUBLIC_URL: `https://localhost:${publicPort}`,
  AUTH_SECRET: productionSecret,
});

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  // Two workers on two cores: about 2.2 minutes for the suite, against 2.9 with one.
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Generous for a loaded two-core machine; each wait inside a test is bounded much tighter below.
  // The longest journeys (the library, the resume editor and list: 35–60 s alone) ran past 60 s
  // with two at once on a slower machine of this kind (the library's took 96 s in the full suite).
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    locale: 'en-US',
  },
  webServer: [
    {
      name: 'mail',
      command: 'node --import tsx e2e/support/smtp-sink-server.ts',
      url: `${urls.mailApi}/healthz`,
      env: { E2E_SMTP_PORT: String(ports.smtp), E2E_MAIL_API_PORT: String(ports.mailApi) },
      timeout: 30_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    // With TEST_DATABASE_URL (CI), dev and prod each get a fresh database on that PostgreSQL server,
    // as production does; the partner deployment stays on the embedded database, so a real browser
    // exercises both.
    // The other features' journeys make as many documents as they need: the free plan's limits are
    // lifted here, as a self-hoster may (decision 099).
    appServer('dev', {
      APP_ENV: 'dev',
      PORT: String(ports.dev),
      E2E_POSTGRES: '1',
      PLAN_LIMITS: 'off',
    }),
    // A peer of Stripe's API (dev/stripe-sim) that the production server takes payments through;
    // its events go straight to the server, as Stripe's reach a deployment.
    {
      name: 'stripe-sim',
      command: 'node --import tsx dev/stripe-sim/server.ts',
      url: `${urls.stripeSim}/__control/health`,
      env: {
        PORT: String(ports.stripeSim),
        SECRET_KEY: stripeSim.secretKey,
        WEBHOOK_SECRET: stripeSim.webhookSecret,
        WEBHOOK_URL: `http://127.0.0.1:${ports.prodBehindTls}/api/payments/webhook/stripe`,
      },
      timeout: 30_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    appServer('prod', {
      APP_ENV: 'prod',
      E2E_POSTGRES: '1',
      // Every limit lifted, and Premium still sold through Stripe (here its simulator).
      PLAN_LIMITS: 'off',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: stripeSim.secretKey,
      STRIPE_WEBHOOK_SECRET: stripeSim.webhookSecret,
      STRIPE_PRICE_IDS: '1:price_premium_1,3:price_premium_3,12:price_premium_12',
      STRIPE_API_URL: urls.stripeSim,
      ...behindTls(ports.prod, ports.prodBehindTls),
    }),
    // The free plan's limits on, Premium sold through the built-in test provider (decision 101).
    appServer('plans', {
      APP_ENV: 'dev',
      PORT: String(ports.plans),
      PLAN_LIMITS: 'on',
      PAYMENT_PROVIDER: 'test',
    }),
    // The partner's OpenID provider and REST API; it accepts the partner deployment's https callback.
    {
      name: 'partner-sim',
      command: 'node --import tsx dev/partner-sim/server.ts',
      url: `${urls.partnerSim}/__control/health`,
      env: {
        PORT: String(ports.partnerSim),
        REDIRECT_URIS: `${urls.partner}/api/auth/oauth2/callback/${partnerSimProviderId}`,
      },
      timeout: 30_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    // Its partner domain is the simulator's, so /oidc finds the simulator's provider.
    appServer('partner', {
      APP_ENV: 'myjourney',
      ...behindTls(ports.partner, ports.partnerBehindTls),
      PARTNER_DOMAIN: partnerSimDomain,
      PARTNER_PROFILE_URL: `${urls.partnerSim}/customer-portal/profile`,
      PARTNER_BLOG_URL: `${urls.partnerSim}/blog`,
      PARTNER_PROVIDERS: JSON.stringify([
        {
          domain: partnerSimDomain,
          issuer: urls.partnerSim,
          clientId: 'my-resume-dev',
          clientSecret: 'my-resume-dev-secret',
        },
      ]),
    }),
    {
      name: 'ready',
      command: 'node --import tsx e2e/support/await-servers.ts',
      url: `http://127.0.0.1:${ports.ready}/`,
      env: {
        E2E_READY_PORT: String(ports.ready),
        E2E_AWAIT: (['dev', 'prod', 'partner', 'plans'] as const)
          .map((name) => `${name}=${urls[name]}`)
          .join(','),
      },
      timeout: 120_000,
      reuseExistingServer: false,
    },
  ],
  projects: [
    {
      name: 'dev',
      testIgnore: ['**/prod/**', '**/partner/**', '**/plans/**'],
      use: { ...chromium, baseURL: urls.dev },
    },
    {
      name: 'prod',
      testMatch: '**/prod/**/*.spec.ts',
      use: { ...chromium, baseURL: urls.prod, ignoreHTTPSErrors: true },
    },
    {
      name: 'plans',
      testMatch: '**/plans/**/*.spec.ts',
      use: { ...chromium, baseURL: urls.plans },
    },
    {
      name: 'partner',
      testMatch: '**/partner/**/*.spec.ts',
      use: { ...chromium, baseURL: urls.partner, ignoreHTTPSErrors: true },
    },
  ],
});
