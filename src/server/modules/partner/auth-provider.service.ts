import { shortened } from '../../../domain/user-text';
import { findPartnerProvider, type PartnerProvider } from '../../partner/partner-config';

/** No partner provider is configured for the domain (docs/product/errors.md "Missing provider id"). */
export class UnknownPartnerDomainError extends Error {
  constructor(readonly domain: string) {
    super(`Could not fetch provider ID for domain ${shortened(domain)}`);
    this.name = 'UnknownPartnerDomainError';
  }
}

/** The sign-in provider for a partner domain; only its id is public. */
export function authProviderFor(
  providers: readonly PartnerProvider[],
  domain: string,
): { id: string } {
  const provider = findPartnerProvider(providers, domain);
  if (!provider) throw new UnknownPartnerDomainError(domain);
  return { id: provider.id };
}
