/**
 * Where the end-to-end servers listen. The Playwright runner picks a block of ports once and puts it
 * in the environment, so its workers (which inherit that environment) agree on the same ports, and
 * two runs on one machine do not collide. Set E2E_PORT_BASE to choose the block yourself.
 */
function portBase(): number {
  const chosen = Number(process.env.E2E_PORT_BASE);
  if (Number.isInteger(chosen) && chosen > 0) return chosen;
  // Below Linux's ephemeral range (32768 and up), where outgoing connections take their ports.
  const picked = 20_000 + (process.pid % 1000) * 10;
  process.env.E2E_PORT_BASE = String(picked);
  return picked;
}

const base = portBase();

export const ports = {
  /** APP_ENV=dev: the main server, on PostgreSQL when TEST_DATABASE_URL is set. */
  dev: base,
  /** APP_ENV=prod, behind TLS as in production. */
  prod: base + 1,
  /** APP_ENV=myjourney (the partner deployment), behind TLS. */
  partner: base + 2,
  /** The SMTP sink every server sends its email to. */
  smtp: base + 3,
  /** The SMTP sink's HTTP API, where tests read the email. */
  mailApi: base + 4,
  /** Answers once every app server is up (e2e/support/await-servers.ts). */
  ready: base + 5,
  /** Where the production-like servers listen behind their TLS proxies. */
  prodBehindTls: base + 6,
  partnerBehindTls: base + 7,
  /** The partner simulator (dev/partner-sim): the partner's OpenID provider and REST API. */
  partnerSim: base + 8,
  /** APP_ENV=dev with the free plan's limits on and the test payment provider (decision 101). */
  plans: base + 9,
  /** The Stripe simulator (dev/stripe-sim), which the prod server takes payments through. */
  stripeSim: base + 10,
} as const;

export const urls = {
  dev: `http://localhost:${ports.dev}`,
  prod: `https://localhost:${ports.prod}`,
  partner: `https://localhost:${ports.partner}`,
  mailApi: `http://127.0.0.1:${ports.mailApi}`,
  partnerSim: `http://localhost:${ports.partnerSim}`,
  plans: `http://localhost:${ports.plans}`,
  stripeSim: `http://127.0.0.1:${ports.stripeSim}`,
} as const;

/** The partner domain of the partner deployment: the simulator's host, as docs/product/rules.md#constants writes it. */
export const partnerSimDomain = `localhost:${ports.partnerSim}`;

/** The partner deployment's provider id for that domain (`partner-` and the domain's slug). */
export const partnerSimProviderId = `partner-${partnerSimDomain.replace(/[^a-z0-9]+/g, '-')}`;
