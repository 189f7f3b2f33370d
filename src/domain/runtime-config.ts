/** Deployment environments (docs/product/data.md); `myjourney` is the partner deployment. */
export type AppEnv = 'dev' | 'stage' | 'myjourney' | 'prod';

/** What the server hands the one web build at load time (docs/product/overview.md#deployments). */
export interface RuntimeConfig {
  env: AppEnv;
  brand: string;
  /** Overrides the partner domain rule (dev: `localhost:3000`). */
  partnerDomainOverride: string | null;
  links: {
    help: string;
    contact: string;
    terms: string;
    privacy: string;
    partnerProfile: string | null;
    partnerBlog: string | null;
  };
  analytics: { key: string; host: string } | null;
  sentryDsn: string | null;
}

export const isPartnerDeployment = (env: AppEnv) => env === 'myjourney';

/**
 * The partner platform's domain (docs/product/rules.md#constants): `localhost:3000` on the development deployment, otherwise
 * the part of the host after `myresume.` (none when the host has no such part).
 */
export function partnerDomainFor(
  config: Pick<RuntimeConfig, 'env' | 'partnerDomainOverride'>,
  host: string,
) {
  if (config.partnerDomainOverride) return config.partnerDomainOverride;
  if (config.env === 'dev') return 'localhost:3000';
  const marker = 'myresume.';
  const at = host.indexOf(marker);
  return at === -1 ? null : host.slice(at + marker.length) || null;
}
