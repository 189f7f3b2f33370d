import { z } from 'zod';

/** Every deployment this one build can serve (spec §3 "Environments"). */
export const appEnvs = ['dev', 'stage', 'myjourney', 'prod'] as const;
export type AppEnv = (typeof appEnvs)[number];

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional());

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** The one schema for the environment. Parsed once at boot; every other module receives the result. */
const envSchema = z
  .object({
    APP_ENV: z.enum(appEnvs).default('dev'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    PUBLIC_URL: optionalUrl,
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalUrl,
    AUTH_SECRET: z
      .string()
      .optional()
      .transform((value) => (value === '' ? undefined : value))
      .pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().min(3).default('My Resume <no-reply@localhost>'),
    PARTNER_DOMAIN: z.string().optional(),
    HELP_URL: z.url().default('https://help.myresume.app'),
    CONTACT_URL: z.url().default('https://help.myresume.app/contact'),
    TERMS_URL: z.url().default('https://help.myresume.app/terms'),
    PRIVACY_URL: z.url().default('https://help.myresume.app/privacy'),
    PARTNER_PROFILE_URL: optionalUrl,
    PARTNER_BLOG_URL: optionalUrl,
    POSTHOG_KEY: z.string().optional(),
    POSTHOG_HOST: z.url().default('https://eu.i.posthog.com'),
    SENTRY_DSN: optionalUrl,
    TRUST_PROXY: flag.default(false),
    /** Scales the per-address limits on sign-in, sign-up and password reset (1 = the defaults). */
    AUTH_RATE_LIMIT_SCALE: z.coerce.number().positive().max(1000).default(1),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
  })
  .superRefine((env, ctx) => {
    const productionLike = env.APP_ENV !== 'dev';
    if (productionLike && !env.AUTH_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message: `is required when APP_ENV is ${env.APP_ENV}`,
      });
    }
    if (productionLike && !env.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: `is required when APP_ENV is ${env.APP_ENV}`,
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  /** The origin users reach the app at, without a trailing slash. */
  publicUrl: string;
  /** True on the production deployments, where HSTS is sent and cookies are Secure. */
  production: boolean;
  /** "My Resume" on prod and the partner deployment, otherwise tagged with the environment. */
  brand: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function brandFor(appEnv: AppEnv): string {
  return appEnv === 'prod' || appEnv === 'myjourney' ? 'My Resume' : `My Resume (${appEnv})`;
}

/** Parses the environment, failing with every bad key listed at once. */
export function parseConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  const env = result.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    ...env,
    publicUrl,
    production: env.APP_ENV === 'prod' || env.APP_ENV === 'myjourney',
    brand: brandFor(env.APP_ENV),
  };
}
