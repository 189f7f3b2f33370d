import { z } from 'zod';

/**
 * The partner OpenID providers, one per partner domain (decision 050), configured as JSON in
 * `PARTNER_PROVIDERS`:
 *
 * `[{"domain":"localhost:3000","issuer":"http://localhost:3000","clientId":"…","clientSecret":"…"}]`
 *
 * `scopes` defaults to `openid email profile` and must include `openid`; `apiBaseUrl` (the partner
 * REST API) defaults to `https://{domain}`, or `http://{domain}` for a loopback domain.
 */
export interface PartnerProvider {
  /** The id sign-in uses for this provider: `partner-` and the domain's slug. */
  id: string;
  /** `host` or `host:port`, lower case, as the partner domain rule gives it (docs/product/rules.md#constants). */
  domain: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: string[];
  /** The partner REST API's origin (and path prefix, if any), without a trailing slash. */
  apiBaseUrl: string;
}

const domainPattern =
  /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;

const loopbackHosts = new Set(['localhost', '127.0.0.1']);

const isLoopbackDomain = (domain: string) => loopbackHosts.has(domain.replace(/:\d+$/, ''));

/** `localhost:3000` → `partner-localhost-3000`. */
export const partnerProviderId = (domain: string) =>
  `partner-${domain.replace(/[^a-z0-9]+/g, '-')}`;

const webUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
  .transform((value) => value.replace(/\/+$/, ''));

const providerSchema = z
  .object({
    domain: z
      .string()
      .trim()
      .toLowerCase()
      .regex(domainPattern, 'must be a host name with an optional port, such as partner.example'),
    issuer: webUrl,
    clientId: z.string().trim().min(1, 'is required'),
    clientSecret: z.string().min(1, 'is required'),
    scopes: z
      .array(z.string().regex(/^\S+$/, 'must be one scope without spaces'))
      .default(['openid', 'email', 'profile'])
      .refine((scopes) => scopes.includes('openid'), 'must include openid'),
    apiBaseUrl: webUrl.optional(),
  })
  .strict()
  .transform(({ apiBaseUrl, ...provider }): PartnerProvider => ({
    ...provider,
    id: partnerProviderId(provider.domain),
    apiBaseUrl:
      apiBaseUrl ?? `${isLoopbackDomain(provider.domain) ? 'http' : 'https'}://${provider.domain}`,
  }));

const parseJson = z.string().transform((text, ctx) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be a JSON list of partner providers' });
    return z.NEVER;
  }
});

/** Every provider's domain and id must be its own. */
function distinct(providers: PartnerProvider[], ctx: z.RefinementCtx) {
  const seen = new Map<string, number>();
  providers.forEach((provider, index) => {
    const earlier = seen.get(provider.id);
    if (earlier !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: [index, 'domain'],
        message: `${provider.domain} gives the same provider as entry ${earlier}`,
      });
    }
    seen.set(provider.id, index);
  });
}

/** `PARTNER_PROVIDERS`: unset or empty is no partner; otherwise a JSON list of providers. */
export const partnerProvidersSchema = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || '[]')
  .pipe(parseJson)
  .pipe(z.array(providerSchema))
  // A pipe, so that duplicates are looked for only among entries that are valid.
  .pipe(z.custom<PartnerProvider[]>().superRefine(distinct));

/** The provider for a partner domain (compared as `partnerDomainFor` writes it, case aside). */
export function findPartnerProvider(
  providers: readonly PartnerProvider[],
  domain: string,
): PartnerProvider | undefined {
  const wanted = domain.trim().toLowerCase();
  return providers.find((provider) => provider.domain === wanted);
}
