/** Hosts reached over plain HTTP: the development partner runs on localhost. */
const localHost = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * The partner's customer portal, where the shell's back link goes (docs/product/routes.md): a my-career path when
 * the partner domain contains `mycareer.`, otherwise the customer portal (docs/decisions/021).
 */
export function partnerPortalUrl(partnerDomain: string): string {
  const scheme = localHost.test(partnerDomain) ? 'http' : 'https';
  const path = partnerDomain.includes('mycareer.') ? '/my-career' : '/customer-portal';
  return `${scheme}://${partnerDomain}${path}`;
}
