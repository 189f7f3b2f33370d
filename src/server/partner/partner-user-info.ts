import { z } from 'zod';
import { getPartnerJson, PartnerApiError, type PartnerJsonOptions } from './partner-api';
import { partnerUserInfoSchema, type PartnerUserInfo } from './partner-claims';
import type { PartnerProvider } from './partner-config';

/**
 * The partner OpenID Provider's standard UserInfo endpoint (OIDC Core §5.3), found in its
 * discovery document, read with the customer's access token (decision 071).
 */

const discoverySchema = z.object({
  issuer: z.string(),
  userinfo_endpoint: z.url({ protocol: /^https?$/ }).optional(),
});

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

export type PartnerUserInfoReader = ReturnType<typeof partnerUserInfoReader>;

/**
 * Reads UserInfo for one provider at a time. Each issuer's discovery document is read once and
 * kept; a failed read is tried again next time.
 */
export function partnerUserInfoReader(options: Omit<PartnerJsonOptions, 'accessToken'> = {}) {
  const endpoints = new Map<string, Promise<URL | null>>();

  async function discover(issuer: string): Promise<URL | null> {
    const discovery = await getPartnerJson(
      new URL(`${issuer}/.well-known/openid-configuration`),
      discoverySchema,
      options,
    );
    const path = '/.well-known/openid-configuration';
    if (withoutTrailingSlash(discovery.issuer) !== withoutTrailingSlash(issuer)) {
      // OpenID Connect Discovery §4.3: the document must be the issuer's own.
      throw new PartnerApiError('Partner discovery names another issuer', { path });
    }
    if (!discovery.userinfo_endpoint) return null;
    const endpoint = new URL(discovery.userinfo_endpoint);
    if (issuer.startsWith('https:') && endpoint.protocol !== 'https:') {
      throw new PartnerApiError('Partner UserInfo endpoint is not https', { path });
    }
    return endpoint;
  }

  /** The provider's UserInfo endpoint, or null when its discovery names none. */
  function userinfoEndpoint(issuer: string): Promise<URL | null> {
    let endpoint = endpoints.get(issuer);
    if (!endpoint) {
      endpoint = discover(issuer);
      endpoints.set(issuer, endpoint);
      endpoint.catch(() => endpoints.delete(issuer));
    }
    return endpoint;
  }

  return {
    /**
     * The claims UserInfo gives for `subject`'s access token, or null when the provider has no
     * UserInfo endpoint. Throws `PartnerApiError` when the answer fails, is not the schema's, or
     * is about another subject (OIDC Core §5.3.2: then it must not be used).
     */
    async read(
      provider: Pick<PartnerProvider, 'issuer'>,
      accessToken: string,
      subject: string,
    ): Promise<PartnerUserInfo | null> {
      const endpoint = await userinfoEndpoint(provider.issuer);
      if (!endpoint) return null;
      const claims = await getPartnerJson(endpoint, partnerUserInfoSchema, {
        ...options,
        accessToken,
      });
      if (claims.sub !== subject) {
        throw new PartnerApiError('UserInfo sub is not the ID token sub', {
          path: endpoint.pathname,
        });
      }
      return claims;
    },
  };
}
