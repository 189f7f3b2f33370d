import { z } from 'zod';
import { capText } from '../../domain/career-event';
import { emailMaxLength, nameMaxLength } from '../../domain/user';

/**
 * The partner customer's standard claims (OIDC Core §5.1) as the app uses them: from the verified
 * ID token, the OpenID Provider's UserInfo answer, or the partner REST `GET /api/oidc/user-info`
 * (docs/product/api.md), which all name them the same way. Pure.
 */

/** A UserInfo answer: `sub` is required (OIDC Core §5.3.2); other claims the app ignores. */
export const partnerUserInfoSchema = z.object({
  sub: z.string().min(1),
  given_name: z.string().nullish(),
  family_name: z.string().nullish(),
  name: z.string().nullish(),
  email: z.string().nullish(),
});

export type PartnerUserInfo = z.output<typeof partnerUserInfoSchema>;

/** What the app's user record takes from the partner: names and the customer's real email. */
export interface PartnerProfile {
  firstName: string;
  lastName: string;
  email: string | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const validEmail = z.email().max(emailMaxLength);

/**
 * The names (`given_name`/`family_name`, else `name` split at the first space), cut to the
 * user record's limits, and the email if it is one. Claims of another type count as absent.
 */
export function profileFromClaims(claims: Record<string, unknown>): PartnerProfile {
  let firstName = text(claims.given_name);
  let lastName = text(claims.family_name);
  if (!firstName && !lastName) {
    const [first = '', ...rest] = text(claims.name).split(/\s+/);
    firstName = first;
    lastName = rest.join(' ');
  }
  const email = text(claims.email);
  return {
    firstName: capText(firstName, nameMaxLength),
    lastName: capText(lastName, nameMaxLength),
    email: validEmail.safeParse(email).success ? email : null,
  };
}

/**
 * What the profile still lacks of what the granted scopes promise: a name (`profile`) and an
 * email (`email`).
 */
export function missingClaims(profile: PartnerProfile, scopes: readonly string[]): string[] {
  const missing: string[] = [];
  if (scopes.includes('profile') && !profile.firstName && !profile.lastName) missing.push('name');
  if (scopes.includes('email') && !profile.email) missing.push('email');
  return missing;
}

/** `first`, with its blank fields taken from `then`. */
export function mergeProfiles(first: PartnerProfile, then: PartnerProfile): PartnerProfile {
  const names = first.firstName || first.lastName ? first : then;
  return {
    firstName: names.firstName,
    lastName: names.lastName,
    email: first.email ?? then.email,
  };
}
