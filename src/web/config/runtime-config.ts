import type { AppEnv, RuntimeConfig } from '../../domain/runtime-config';

const appEnvs: readonly AppEnv[] = ['dev', 'stage', 'myjourney', 'prod'];

/** What the app runs with when the page carries no usable runtime config (a bare build, tests). */
export const fallbackRuntimeConfig: RuntimeConfig = {
  env: 'dev',
  brand: 'My Resume (dev)',
  partnerDomainOverride: null,
  links: {
    help: 'https://help.myresume.app',
    contact: 'https://help.myresume.app/contact',
    terms: 'https://help.myresume.app/terms',
    privacy: 'https://help.myresume.app/privacy',
    partnerProfile: null,
    partnerBlog: null,
  },
  analytics: null,
  sentryDsn: null,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads the config the server wrote into `<script type="application/json" id="runtime-config">`
 * (docs/product/overview.md#deployments: one build serves every deployment). A missing or malformed block falls back to
 * the development defaults rather than failing to start.
 */
export function readRuntimeConfig(doc: Document = document): RuntimeConfig {
  const text = doc.getElementById('runtime-config')?.textContent ?? '';
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return fallbackRuntimeConfig;
  }
  if (!isRecord(parsed) || !appEnvs.includes(parsed.env as AppEnv)) return fallbackRuntimeConfig;
  const links = isRecord(parsed.links) ? parsed.links : {};
  return {
    ...fallbackRuntimeConfig,
    ...(parsed as Partial<RuntimeConfig>),
    links: { ...fallbackRuntimeConfig.links, ...(links as Partial<RuntimeConfig['links']>) },
  };
}
