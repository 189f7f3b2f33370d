import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

const stripe = {
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_config',
  STRIPE_WEBHOOK_SECRET: 'whsec_config',
  STRIPE_PRICE_IDS: '1:price_month,3:price_quarter,12:price_year',
};

const production = {
  AUTH_SECRET: 'a-production-secret-of-at-least-32-chars',
  PUBLIC_URL: 'https://myresume.example',
  ...stripe,
};

/** The problems a bad environment is refused with. */
function problemsOf(env: Record<string, string>): string[] {
  try {
    parseConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('the environment was accepted');
}

describe('parseConfig', () => {
  it('runs the embedded default with nothing set', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      APP_ENV: 'dev',
      HOST: '127.0.0.1',
      PORT: 8080,
      DATA_DIR: './data',
      LOG_LEVEL: 'info',
      TRUST_PROXY: false,
      AUTH_RATE_LIMIT_SCALE: 1,
      MAIL_FROM: 'My Resume <no-reply@localhost>',
      HELP_URL: 'https://help.myresume.app',
      CONTACT_URL: 'https://help.myresume.app/contact',
      TERMS_URL: 'https://help.myresume.app/terms',
      PRIVACY_URL: 'https://help.myresume.app/privacy',
      POSTHOG_HOST: 'https://eu.i.posthog.com',
      publicUrl: 'http://localhost:8080',
      production: false,
      brand: 'My Resume (dev)',
    });
    for (const key of [
      'PUBLIC_URL',
      'DATABASE_URL',
      'AUTH_SECRET',
      'SMTP_URL',
      'PARTNER_DOMAIN',
      'POSTHOG_KEY',
      'SENTRY_DSN',
      'PARTNER_PROFILE_URL',
      'PARTNER_BLOG_URL',
    ] as const) {
      expect(config[key], key).toBeUndefined();
    }
  });

  it('treats an empty value like an unset one', () => {
    const config = parseConfig({
      PUBLIC_URL: '',
      DATABASE_URL: ' ',
      SMTP_URL: '',
      AUTH_SECRET: '',
      PARTNER_DOMAIN: '',
      POSTHOG_KEY: '',
    });
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PARTNER_DOMAIN).toBeUndefined();
    expect(config.POSTHOG_KEY).toBeUndefined();
  });

  it('coerces numbers and flags and drops a trailing slash from the public URL', () => {
    const config = parseConfig({
      PORT: '3000',
      TRUST_PROXY: '1',
      AUTH_RATE_LIMIT_SCALE: '2.5',
      PUBLIC_URL: 'http://localhost:3000/',
    });
    expect(config).toMatchObject({
      PORT: 3000,
      TRUST_PROXY: true,
      AUTH_RATE_LIMIT_SCALE: 2.5,
      publicUrl: 'http://localhost:3000',
    });
  });

  it('reads the hosts and ranges "Add by URL" may fetch besides the public internet', () => {
    expect(parseConfig({}).POSTING_FETCH_ALLOW).toEqual({ subnets: [], hosts: [] });
    expect(
      parseConfig({
        POSTING_FETCH_ALLOW: ' 127.0.0.1/32, ::1/128,10.1.2.3 , Jobs.Intranet.example',
      }).POSTING_FETCH_ALLOW,
    ).toEqual({
      subnets: [
        { address: '127.0.0.1', prefix: 32, family: 'ipv4' },
        { address: '::1', prefix: 128, family: 'ipv6' },
        { address: '10.1.2.3', prefix: 32, family: 'ipv4' },
      ],
      hosts: ['jobs.intranet.example'],
    });
    expect(problemsOf({ POSTING_FETCH_ALLOW: '10.0.0.0/33,http://x' })).toEqual([
      'POSTING_FETCH_ALLOW: "10.0.0.0/33" is neither an address, a CIDR range (10.0.0.0/8, ::1/128) nor a host name',
      'POSTING_FETCH_ALLOW: "http://x" is neither an address, a CIDR range (10.0.0.0/8, ::1/128) nor a host name',
    ]);
  });

  it.each([
    ['dev', 'My Resume (dev)', false],
    ['stage', 'My Resume (stage)', false],
    ['prod', 'My Resume', true],
    ['myjourney', 'My Resume', true],
  ])('brands %s as "%s" (production: %s)', (appEnv, brand, isProduction) => {
    const config = parseConfig({ APP_ENV: appEnv, ...production });
    expect(config.brand).toBe(brand);
    expect(config.production).toBe(isProduction);
  });

  it('lists every bad key at once', () => {
    const problems = problemsOf({
      APP_ENV: 'prod',
      PORT: 'eighty',
      HELP_URL: 'not a url',
      TERMS_URL: 'javascript:alert(1)',
      DATABASE_URL: 'mysql://db.example/app',
      SMTP_URL: 'http://mail.example',
      TRUST_PROXY: 'yes',
      LOG_LEVEL: 'loud',
      AUTH_RATE_LIMIT_SCALE: '0',
    });
    const keys = problems.map((problem) => problem.split(':')[0]).sort();
    expect(keys).toEqual([
      'AUTH_RATE_LIMIT_SCALE',
      'AUTH_SECRET',
      'DATABASE_URL',
      'HELP_URL',
      'LOG_LEVEL',
      'PAYMENT_PROVIDER',
      'PORT',
      'PUBLIC_URL',
      'SMTP_URL',
      'TERMS_URL',
      'TRUST_PROXY',
    ]);
    expect(problems).toContain('AUTH_SECRET: is required when APP_ENV is prod');
    expect(problems).toContain('PUBLIC_URL: is required when APP_ENV is prod');
    expect(problems).toContain('SMTP_URL: must be an smtp:// or smtps:// URL');
    expect(problems).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
  });

  it('says all of it in one message', () => {
    try {
      parseConfig({ APP_ENV: 'nowhere', PORT: '-1' });
      expect.unreachable('accepted');
    } catch (error) {
      expect((error as Error).message).toMatch(
        /^Invalid configuration:\n {2}- APP_ENV: .+\n {2}- PORT: .+$/,
      );
    }
  });

  it.each(['stage', 'prod', 'myjourney'])('requires AUTH_SECRET and PUBLIC_URL on %s', (appEnv) => {
    expect(problemsOf({ APP_ENV: appEnv, ...stripe })).toEqual([
      `AUTH_SECRET: is required when APP_ENV is ${appEnv}`,
      `PUBLIC_URL: is required when APP_ENV is ${appEnv}`,
    ]);
    expect(problemsOf({ APP_ENV: appEnv, ...stripe, PUBLIC_URL: production.PUBLIC_URL })).toEqual([
      `AUTH_SECRET: is required when APP_ENV is ${appEnv}`,
    ]);
    expect(parseConfig({ APP_ENV: appEnv, ...production }).publicUrl).toBe(
      'https://myresume.example',
    );
  });

  it('refuses a short AUTH_SECRET without echoing it', () => {
    const problems = problemsOf({ APP_ENV: 'prod', ...production, AUTH_SECRET: 'hunter2-short' });
    expect(problems).toEqual(['AUTH_SECRET: must be at least 32 characters']);
    expect(problems.join('\n')).not.toContain('hunter2');
  });

  it('requires https for the public URL of a production deployment, except on this machine', () => {
    expect(
      problemsOf({ ...production, APP_ENV: 'prod', PUBLIC_URL: 'http://myresume.example' }),
    ).toEqual(['PUBLIC_URL: must be an https:// address when APP_ENV is prod']);
    expect(
      parseConfig({ ...production, APP_ENV: 'prod', PUBLIC_URL: 'http://localhost:4000' })
        .publicUrl,
    ).toBe('http://localhost:4000');
    expect(
      parseConfig({ ...production, APP_ENV: 'stage', PUBLIC_URL: 'http://stage.internal' })
        .publicUrl,
    ).toBe('http://stage.internal');
  });

  it('refuses a public URL with a path', () => {
    expect(problemsOf({ PUBLIC_URL: 'https://example.com/myresume' })).toEqual([
      'PUBLIC_URL: must be an origin such as https://myresume.example, without a path',
    ]);
  });

  it('does not require production secrets on dev', () => {
    expect(() => parseConfig({ APP_ENV: 'dev' })).not.toThrow();
  });
});

describe('PARTNER_PROVIDERS', () => {
  const simulator = {
    domain: 'localhost:3000',
    issuer: 'http://localhost:3000',
    clientId: 'my-resume',
    clientSecret: 'a-client-secret',
  };
  const partner = {
    domain: 'MyJourney.example',
    issuer: 'https://id.myjourney.example/',
    clientId: 'my-resume',
    clientSecret: 'another-client-secret',
    scopes: ['openid', 'email'],
    apiBaseUrl: 'https://api.myjourney.example/v2/',
  };
  const providers = (...list: object[]) => ({ PARTNER_PROVIDERS: JSON.stringify(list) });

  it('is no partner when unset or empty', () => {
    expect(parseConfig({}).PARTNER_PROVIDERS).toEqual([]);
    expect(parseConfig({ PARTNER_PROVIDERS: ' ' }).PARTNER_PROVIDERS).toEqual([]);
  });

  it('reads each provider with its id, default scopes and API address', () => {
    expect(parseConfig(providers(simulator, partner)).PARTNER_PROVIDERS).toEqual([
      {
        ...simulator,
        id: 'partner-localhost-3000',
        scopes: ['openid', 'email', 'profile'],
        apiBaseUrl: 'http://localhost:3000',
      },
      {
        ...partner,
        id: 'partner-myjourney-example',
        domain: 'myjourney.example',
        issuer: 'https://id.myjourney.example',
        apiBaseUrl: 'https://api.myjourney.example/v2',
      },
    ]);
    expect(
      parseConfig(providers({ ...partner, apiBaseUrl: undefined })).PARTNER_PROVIDERS[0]
        ?.apiBaseUrl,
    ).toBe('https://myjourney.example');
  });

  it('names the bad entry and field, never the secret', () => {
    const problems = problemsOf(
      providers(
        { ...simulator, clientSecret: 'hunter2-secret', scopes: ['email', 'profile'] },
        { ...partner, issuer: 'id.myjourney.example', clientId: ' ' },
        { ...partner, domain: 'https://other.example/' },
        { ...simulator, clientID: 'typo' },
      ),
    );
    expect(problems).toEqual([
      'PARTNER_PROVIDERS.0.scopes: must include openid',
      'PARTNER_PROVIDERS.1.issuer: must be an http:// or https:// URL',
      'PARTNER_PROVIDERS.1.clientId: is required',
      'PARTNER_PROVIDERS.2.domain: must be a host name with an optional port, such as partner.example',
      expect.stringMatching(/^PARTNER_PROVIDERS\.3: .*clientID/),
    ]);
    expect(problems.join('\n')).not.toContain('hunter2');
  });

  it('refuses text that is not a JSON list', () => {
    expect(problemsOf({ PARTNER_PROVIDERS: '{domain: localhost}' })).toEqual([
      'PARTNER_PROVIDERS: must be a JSON list of partner providers',
    ]);
    expect(problemsOf({ PARTNER_PROVIDERS: JSON.stringify(simulator) })).toEqual([
      expect.stringMatching(/^PARTNER_PROVIDERS: .*array/),
    ]);
  });

  it('refuses two entries for one domain', () => {
    expect(problemsOf(providers(simulator, { ...simulator, domain: 'LOCALHOST:3000' }))).toEqual([
      'PARTNER_PROVIDERS.1.domain: localhost:3000 gives the same provider as entry 0',
    ]);
  });

  it('requires https outside dev, except on this machine', () => {
    const plain = { ...partner, issuer: 'http://id.myjourney.example', apiBaseUrl: undefined };
    expect(problemsOf({ ...production, APP_ENV: 'stage', ...providers(plain) })).toEqual([
      'PARTNER_PROVIDERS.0.issuer: must be an https:// address when APP_ENV is stage',
    ]);
    expect(
      problemsOf({
        ...production,
        APP_ENV: 'myjourney',
        ...providers({ ...partner, apiBaseUrl: 'http://api.myjourney.example' }),
      }),
    ).toEqual([
      'PARTNER_PROVIDERS.0.apiBaseUrl: must be an https:// address when APP_ENV is myjourney',
    ]);
    expect(
      parseConfig({ ...production, APP_ENV: 'prod', ...providers(simulator) }).PARTNER_PROVIDERS,
    ).toHaveLength(1);
    expect(parseConfig(providers(plain)).PARTNER_PROVIDERS).toHaveLength(1);
  });
});

describe('ADMIN_EMAILS', () => {
  it('is a set of lower-cased addresses, empty when unset or blank', () => {
    expect([...parseConfig({}).ADMIN_EMAILS]).toEqual([]);
    expect([...parseConfig({ ADMIN_EMAILS: ' , ' }).ADMIN_EMAILS]).toEqual([]);
    expect([
      ...parseConfig({ ADMIN_EMAILS: ' Ada@Example.com,bob@example.org , ada@example.com' })
        .ADMIN_EMAILS,
    ]).toEqual(['ada@example.com', 'bob@example.org']);
  });

  it('refuses what is not an address', () => {
    expect(problemsOf({ ADMIN_EMAILS: 'ada@example.com, ada' })).toEqual([
      'ADMIN_EMAILS.1: must be email addresses, comma-separated',
    ]);
  });
});

describe('plans and payments', () => {
  it('limits the free plan and takes test payments by default', () => {
    const config = parseConfig({});
    expect(config.freeLimits).toEqual({
      resumes: 3,
      coverLetters: 3,
      templates: ['classic', 'compact'],
      docx: false,
      savvySearch: false,
      shareViewCounts: false,
    });
    expect(config.prices).toEqual({
      1: { amount: 900, currency: 'usd' },
      3: { amount: 2400, currency: 'usd' },
      12: { amount: 7200, currency: 'usd' },
    });
    expect(config.payments).toEqual({ provider: 'test' });
  });

  it('lifts every limit with one setting, and none on the partner deployment', () => {
    expect(parseConfig({ PLAN_LIMITS: 'off' }).freeLimits).toBeNull();
    expect(parseConfig({ APP_ENV: 'myjourney', ...production }).freeLimits).toBeNull();
    expect(parseConfig({ FREE_RESUMES: '5', FREE_TEMPLATES: 'modern' }).freeLimits).toMatchObject({
      resumes: 5,
      templates: ['modern'],
    });
  });

  it('reads prices in minor units and refuses a missing or unknown term', () => {
    expect(
      parseConfig({ PREMIUM_PRICES: '1:500, 3:1200, 12:4000', PRICE_CURRENCY: 'EUR' }).prices[3],
    ).toEqual({ amount: 1200, currency: 'eur' });
    expect(problemsOf({ PREMIUM_PRICES: '1:500,3:1200' })).toEqual([
      'PREMIUM_PRICES: needs a price for 12 months',
    ]);
    expect(problemsOf({ PREMIUM_PRICES: '1:5.00,3:1200,12:4000' })[0]).toMatch(
      /^PREMIUM_PRICES: must be months:amount pairs/,
    );
  });

  it("needs Stripe's keys and prices, checked at boot", () => {
    expect(problemsOf({ PAYMENT_PROVIDER: 'stripe' })).toEqual([
      'STRIPE_SECRET_KEY: is required when PAYMENT_PROVIDER is stripe',
      'STRIPE_WEBHOOK_SECRET: is required when PAYMENT_PROVIDER is stripe',
      'STRIPE_PRICE_IDS: is required when PAYMENT_PROVIDER is stripe',
    ]);
    expect(problemsOf({ ...stripe, STRIPE_PRICE_IDS: '1:price_a,3:price_b' })).toEqual([
      'STRIPE_PRICE_IDS: needs a Stripe price id (price_…) for 12 months, e.g. 1:price_A,3:price_B,12:price_C',
    ]);
    expect(parseConfig(stripe).payments).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_config',
      webhookSecret: 'whsec_config',
      priceIds: { 1: 'price_month', 3: 'price_quarter', 12: 'price_year' },
      apiUrl: undefined,
    });
  });

  it('refuses the test provider on a production deployment that limits the free plan', () => {
    const { AUTH_SECRET, PUBLIC_URL } = production;
    expect(problemsOf({ APP_ENV: 'prod', AUTH_SECRET, PUBLIC_URL })).toEqual([
      'PAYMENT_PROVIDER: must be stripe when APP_ENV is prod and PLAN_LIMITS is on (the test provider takes no money)',
    ]);
    expect(
      parseConfig({ APP_ENV: 'prod', AUTH_SECRET, PUBLIC_URL, PLAN_LIMITS: 'off' }).payments,
    ).toEqual({ provider: 'none' });
  });
});
