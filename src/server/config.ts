import { z } from 'zod';
import { fetchAllowListSchema } from './jobs/address-policy';
import { jobSourcesSchema, sampleSource, type JobSourceConfig } from './job-search/job-sources';
import { partnerProvidersSchema } from './partner/partner-config';
import {
  defaultFreeLimits,
  premiumTerms,
  type Money,
  type PlanLimits,
  type PremiumTerm,
} from '../domain/plan';
import { resumeTemplates } from '../domain/resume-document';

/** Every deployment this one build can serve (docs/product/data.md "Environments"). */
export const appEnvs = ['dev', 'stage', 'myjourney', 'prod'] as const;
export type AppEnv = (typeof appEnvs)[number];

const webUrl = () => z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

/** Unset and empty mean the same: not configured. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

const optionalUrl = optionalText.pipe(webUrl().optional());

/** ADMIN_EMAILS: comma-separated addresses, compared without regard to case (decision 093). */
const adminEmailsSchema = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ error: 'must be email addresses, comma-separated' })))
  .transform((emails): ReadonlySet<string> => new Set(emails));

/** "1:900,3:2400,12:7200": a price in minor units for each term of Premium, every term given. */
const premiumPricesSchema = z
  .string()
  .trim()
  .transform((value, context) => {
    const prices = new Map<number, number>();
    for (const entry of value.split(',')) {
      const match = /^\s*(\d+)\s*:\s*(\d+)\s*$/.exec(entry);
      const months = Number(match?.[1]);
      if (!match || !(premiumTerms as readonly number[]).includes(months)) {
        context.addIssue({
          code: 'custom',
          message: `must be months:amount pairs for ${premiumTerms.join(', ')} months, e.g. 1:900,3:2400,12:7200`,
        });
        return z.NEVER;
      }
      prices.set(months, Number(match[2]));
    }
    const missing = premiumTerms.filter((months) => !prices.has(months));
    if (missing.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `needs a price for ${missing.join(', ')} months`,
      });
      return z.NEVER;
    }
    return Object.fromEntries(prices) as Record<PremiumTerm, number>;
  });

/** "1:price_…,3:price_…,12:price_…": the Stripe price of each term of Premium. */
const stripePriceIdsSchema = optionalText.pipe(
  z
    .string()
    .transform((value, context) => {
      const ids = Object.fromEntries(
        value.split(',').map((entry) => entry.split(':').map((part) => part.trim())),
      ) as Record<string, string | undefined>;
      const missing = premiumTerms.filter((months) => !ids[months]?.startsWith('price_'));
      if (missing.length > 0) {
        context.addIssue({
          code: 'custom',
          message: `needs a Stripe price id (price_…) for ${missing.join(', ')} months, e.g. 1:price_A,3:price_B,12:price_C`,
        });
        return z.NEVER;
      }
      return Object.fromEntries(premiumTerms.map((months) => [months, ids[months]!])) as Record<
        PremiumTerm,
        string
      >;
    })
    .optional(),
);

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** The one schema for the environment. Parsed once at boot; every other module receives the result. */
const envSchema = z.object({
  APP_ENV: z.enum(appEnvs).default('dev'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  PUBLIC_URL: optionalUrl.refine(
    (value) => value === undefined || new URL(value).pathname.replace(/\/+$/, '') === '',
    'must be an origin such as https://myresume.example, without a path',
  ),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
  ),
  AUTH_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  SMTP_URL: optionalText.pipe(
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  MAIL_FROM: z.string().min(3).default('My Resume <no-reply@localhost>'),
  PARTNER_DOMAIN: optionalText,
  /** The partner OpenID providers, a JSON list (src/server/partner/partner-config.ts). */
  PARTNER_PROVIDERS: partnerProvidersSchema,
  HELP_URL: webUrl().default('https://help.myresume.app'),
  CONTACT_URL: webUrl().default('https://help.myresume.app/contact'),
  TERMS_URL: webUrl().default('https://help.myresume.app/terms'),
  PRIVACY_URL: webUrl().default('https://help.myresume.app/privacy'),
  PARTNER_PROFILE_URL: optionalUrl,
  PARTNER_BLOG_URL: optionalUrl,
  POSTHOG_KEY: optionalText,
  POSTHOG_HOST: webUrl().default('https://eu.i.posthog.com'),
  SENTRY_DSN: optionalUrl,
  TRUST_PROXY: flag.default(false),
  /** Scales the limits on sign-in, sign-up and password reset (1 = the defaults). */
  AUTH_RATE_LIMIT_SCALE: z.coerce.number().positive().max(1000).default(1),
  /**
   * What "Add by URL" may fetch besides the public internet: CIDR ranges, addresses and host names,
   * comma-separated (src/server/jobs/address-policy.ts), e.g. an intranet job board.
   */
  POSTING_FETCH_ALLOW: fetchAllowListSchema,
  /** The job search's feeds (src/server/job-search/job-sources.ts). */
  JOB_SOURCES: jobSourcesSchema,
  /** When every feed is read again: a cron line (UTC), or "off" for on demand only. */
  JOB_INGEST_SCHEDULE: z
    .string()
    .trim()
    .regex(/^off$|^(\S+\s+){4}\S+$/, 'must be a cron line of five fields, or off')
    .default('0 */6 * * *'),
  /** Who sees the admin pages: these addresses, on verified, non-anonymous accounts. */
  ADMIN_EMAILS: adminEmailsSchema,
  /** "off" lifts every limit of the free plan for every user (decision 099). */
  PLAN_LIMITS: z.enum(['on', 'off']).optional(),
  FREE_RESUMES: z.coerce
    .number()
    .int()
    .min(0)
    .default(defaultFreeLimits.resumes ?? 0),
  FREE_COVER_LETTERS: z.coerce
    .number()
    .int()
    .min(0)
    .default(defaultFreeLimits.coverLetters ?? 0),
  /** The templates of the free plan, comma-separated. */
  FREE_TEMPLATES: z
    .string()
    .default(defaultFreeLimits.templates.join(','))
    .transform((value) => value.split(',').map((entry) => entry.trim()))
    .pipe(z.array(z.enum(resumeTemplates)).min(1)),
  PRICE_CURRENCY: z
    .string()
    .trim()
    .regex(/^[a-zA-Z]{3}$/, 'must be an ISO 4217 currency code such as usd')
    .transform((value) => value.toLowerCase())
    .default('usd'),
  /** Premium's price per term, in the currency's minor unit. */
  PREMIUM_PRICES: premiumPricesSchema.prefault('1:900,3:2400,12:7200'),
  /** Who takes payments: the built-in test provider (no money moves) or Stripe. */
  PAYMENT_PROVIDER: z.enum(['test', 'stripe']).optional(),
  STRIPE_SECRET_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_/, 'must be a Stripe secret key (sk_…)')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optionalText.pipe(
    z.string().startsWith('whsec_', 'must be a Stripe webhook signing secret (whsec_…)').optional(),
  ),
  STRIPE_PRICE_IDS: stripePriceIdsSchema,
  /** Another address for Stripe's API (a local peer in development and tests). */
  STRIPE_API_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

const isProduction = (appEnv: AppEnv) => appEnv === 'prod' || appEnv === 'myjourney';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** https, or http on this machine (browsers treat loopback as secure and keep Secure cookies). */
function isSecureOrigin(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url.trim());
    return protocol === 'https:' || (protocol === 'http:' && loopbackHosts.has(hostname));
  } catch {
    return true; // not a URL at all: the schema reports that
  }
}

/** Outside dev, partner sign-in and the partner API go over https (or stay on this machine). */
function partnerProblems(appEnv: AppEnv, raw: string | undefined): string[] {
  const providers = partnerProvidersSchema.safeParse(raw);
  if (!providers.success) return [];
  return providers.data.flatMap((provider, index) =>
    (['issuer', 'apiBaseUrl'] as const)
      .filter((key) => !isSecureOrigin(provider[key]))
      .map(
        (key) =>
          `PARTNER_PROVIDERS.${index}.${key}: must be an https:// address when APP_ENV is ${appEnv}`,
      ),
  );
}

const given = (source: NodeJS.ProcessEnv, key: string) => (source[key] ?? '').trim() !== '';

/** The plan's limits are on unless lifted; the partner deployment has no upgrade page, so none. */
const limitsOn = (appEnv: AppEnv, setting: string | undefined) =>
  (setting ?? (appEnv === 'myjourney' ? 'off' : 'on')) === 'on';

/**
 * Stripe needs its keys and prices. The test provider gives Premium for nothing, so a production
 * deployment with limits on takes payments with Stripe.
 */
function paymentProblems(appEnv: AppEnv, source: NodeJS.ProcessEnv): string[] {
  const provider = source.PAYMENT_PROVIDER?.trim() || (isProduction(appEnv) ? undefined : 'test');
  if (provider === 'stripe') {
    return ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_IDS']
      .filter((key) => !given(source, key))
      .map((key) => `${key}: is required when PAYMENT_PROVIDER is stripe`);
  }
  if (isProduction(appEnv) && limitsOn(appEnv, source.PLAN_LIMITS?.trim())) {
    return [
      `PAYMENT_PROVIDER: must be stripe when APP_ENV is ${appEnv} and PLAN_LIMITS is on (the test provider takes no money)`,
    ];
  }
  return [];
}

/**
 * Rules that depend on the deployment. They read the raw values, so they are reported together with
 * every other bad key instead of only once the rest of the environment is valid.
 */
function deploymentProblems(source: NodeJS.ProcessEnv): string[] {
  const appEnv = envSchema.shape.APP_ENV.safeParse(source.APP_ENV);
  if (!appEnv.success) return [];
  if (appEnv.data === 'dev') return paymentProblems('dev', source);
  const problems = [
    ...partnerProblems(appEnv.data, source.PARTNER_PROVIDERS),
    ...paymentProblems(appEnv.data, source),
  ];
  if (!given(source, 'AUTH_SECRET'))
    problems.push(`AUTH_SECRET: is required when APP_ENV is ${appEnv.data}`);
  if (!given(source, 'PUBLIC_URL')) {
    problems.push(`PUBLIC_URL: is required when APP_ENV is ${appEnv.data}`);
  } else if (isProduction(appEnv.data) && !isSecureOrigin(source.PUBLIC_URL ?? '')) {
    // Session cookies are Secure on production deployments: over plain http they never come back.
    problems.push(`PUBLIC_URL: must be an https:// address when APP_ENV is ${appEnv.data}`);
  }
  return problems;
}

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  /** The origin users reach the app at, without a trailing slash. */
  publicUrl: string;
  /** True on the production deployments, where HSTS is sent and cookies are Secure. */
  production: boolean;
  /** "My Resume" on prod and the partner deployment, otherwise tagged with the environment. */
  brand: string;
  /** JOB_SOURCES, or the sample feed on the embedded default. */
  jobSources: JobSourceConfig[];
  /** What the free plan allows; null when PLAN_LIMITS lifts every limit. */
  freeLimits: PlanLimits | null;
  /** Premium's price for each term. */
  prices: Record<PremiumTerm, Money>;
  payments: PaymentConfig;
}

export type PaymentConfig =
  | { provider: 'test' }
  | {
      provider: 'stripe';
      secretKey: string;
      webhookSecret: string;
      priceIds: Record<PremiumTerm, string>;
      apiUrl: string | undefined;
    }
  /** A production deployment with every limit lifted and no provider: nothing is sold. */
  | { provider: 'none' };

function paymentConfig(env: Env): PaymentConfig {
  const provider = env.PAYMENT_PROVIDER ?? (isProduction(env.APP_ENV) ? 'none' : 'test');
  if (provider !== 'stripe') return { provider };
  // parseConfig has checked that Stripe's keys and prices are given.
  return {
    provider,
    secretKey: env.STRIPE_SECRET_KEY!,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
    priceIds: env.STRIPE_PRICE_IDS!,
    apiUrl: env.STRIPE_API_URL,
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function brandFor(appEnv: AppEnv): string {
  return isProduction(appEnv) ? 'My Resume' : `My Resume (${appEnv})`;
}

/** Parses the environment, failing with every bad key listed at once. */
export function parseConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(source);
  const problems = [
    ...(result.success
      ? []
      : result.error.issues.map(
          (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
        )),
    ...deploymentProblems(source),
  ];
  if (!result.success || problems.length > 0) throw new ConfigError(problems);
  const env = result.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    ...env,
    publicUrl,
    production: isProduction(env.APP_ENV),
    brand: brandFor(env.APP_ENV),
    jobSources: env.JOB_SOURCES ?? (env.APP_ENV === 'dev' ? [sampleSource] : []),
    freeLimits: limitsOn(env.APP_ENV, env.PLAN_LIMITS)
      ? {
          ...defaultFreeLimits,
          resumes: env.FREE_RESUMES,
          coverLetters: env.FREE_COVER_LETTERS,
          templates: env.FREE_TEMPLATES,
        }
      : null,
    prices: Object.fromEntries(
      premiumTerms.map((months) => [
        months,
        { amount: env.PREMIUM_PRICES[months], currency: env.PRICE_CURRENCY },
      ]),
    ) as Record<PremiumTerm, Money>,
    payments: paymentConfig(env),
  };
}
