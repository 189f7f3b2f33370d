import { createHash } from 'node:crypto';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { genericOAuth, type GenericOAuthConfig } from 'better-auth/plugins';
import { decryptOAuthToken } from 'better-auth/oauth2';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { decodeJwt, type JWTPayload } from 'jose';
import type { Database } from '../db/database';
import { authAccount } from '../db/schema';
import { savePartnerUser } from '../modules/user/user.service';
import { importPartnerHistory } from '../partner/import-history';
import {
  mergeProfiles,
  missingClaims,
  profileFromClaims,
  type PartnerProfile,
} from '../partner/partner-claims';
import type { PartnerProvider } from '../partner/partner-config';
import { partnerUserInfoReader, type PartnerUserInfoReader } from '../partner/partner-user-info';
import { requestLog } from '../request-context';

/**
 * Partner identities get a placeholder address in this reserved domain (RFC 2606): the identity's
 * email must be unique, and a partner customer's real email may already belong to a password
 * identity, which a partner sign-in must never take over (docs/decisions/051-partner-identities.md).
 */
export const partnerEmailDomain = 'partner.invalid';

/**
 * The redirect URI registered with each partner: better-auth's documented generic-OAuth callback
 * path. The HTTP server hands it to the identity service's `/callback/:id` (routes.ts).
 */
export const partnerCallbackPath = (providerId: string) => `/oauth2/callback/${providerId}`;

/** A subject that can stand for itself in an email's local part; others are hashed. */
const plainSubject = /^(?!x-)[a-z0-9][a-z0-9._-]{0,63}$/;

/** `<sub>@<provider-id>.partner.invalid`: the identity email of a partner customer. */
export function partnerIdentityEmail(providerId: string, subject: string): string {
  const local = plainSubject.test(subject)
    ? subject
    : `x-${createHash('sha256').update(subject).digest('hex').slice(0, 62)}`;
  return `${local}@${providerId}.${partnerEmailDomain}`;
}

export const isPartnerIdentityEmail = (email: string) =>
  email.trim().toLowerCase().endsWith(`.${partnerEmailDomain}`);

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function claimsOf(idToken: string | null | undefined): JWTPayload {
  if (!idToken) return {};
  try {
    return decodeJwt(idToken);
  } catch {
    return {};
  }
}

export interface PartnerSignInDeps {
  providers: readonly PartnerProvider[];
  publicUrl: string;
  authBasePath: string;
  db: Database;
  log: FastifyBaseLogger;
}

/** One generic-OAuth provider per configured partner (decision 050, 051). */
export function partnerOAuthConfig({
  providers,
  publicUrl,
  authBasePath,
}: Pick<PartnerSignInDeps, 'providers' | 'publicUrl' | 'authBasePath'>): GenericOAuthConfig[] {
  return providers.map((provider) => ({
    providerId: provider.id,
    name: provider.domain,
    discoveryUrl: `${provider.issuer}/.well-known/openid-configuration`,
    // A partner that publishes no keys cannot prove who signed in: such a provider is skipped.
    requireIdTokenVerification: true,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    scopes: provider.scopes,
    pkce: true,
    redirectURI: `${publicUrl}${authBasePath}${partnerCallbackPath(provider.id)}`,
    // Signing out of this app does not sign the customer out of the partner.
    disableProviderLogout: true,
    // The identity needs only the subject of the ID token, which better-auth has verified
    // (signature, issuer, audience, nonce) before it calls this. The customer's names and email
    // are read in the callback hook, from UserInfo when the ID token lacks them (decision 071):
    // better-auth's own UserInfo read would refuse the sign-in when UserInfo fails.
    getUserInfo: async (tokens) => {
      const claims = claimsOf(tokens.idToken);
      return claims.sub
        ? { ...claims, id: claims.sub, sub: claims.sub, emailVerified: true }
        : null;
    },
    mapProfileToUser: (profile) => ({
      email: partnerIdentityEmail(provider.id, String(profile.sub ?? profile.id ?? '')),
      emailVerified: true,
      name:
        text(profile.name) ||
        [text(profile.given_name), text(profile.family_name)].filter(Boolean).join(' '),
    }),
  }));
}

/** Identity routes that would hand out, or use on the caller's say-so, a partner's tokens. */
export const partnerTokenPaths = new Set([
  '/get-access-token',
  '/refresh-token',
  '/account-info',
  '/link-social',
]);

/**
 * The customer's names and email: from the verified ID token, and from the provider's UserInfo
 * endpoint for what the ID token lacks of what the scopes promise (OIDC Core §5.4 lets a provider
 * serve them there only). A UserInfo that fails, answers badly or speaks of another subject gives
 * nothing and a warning; sign-in goes on (decision 071).
 */
async function partnerProfile(
  provider: PartnerProvider,
  claims: JWTPayload,
  accessToken: string | null,
  userInfo: PartnerUserInfoReader,
  log: FastifyBaseLogger,
): Promise<PartnerProfile> {
  const fromIdToken = profileFromClaims(claims);
  const missing = missingClaims(fromIdToken, provider.scopes);
  if (missing.length === 0) return fromIdToken;
  const unavailable = (reason: string) => {
    log.warn({ partner: provider.domain, missing, reason }, 'partner user info unavailable');
    return fromIdToken;
  };
  if (!accessToken || !claims.sub) return unavailable('no access token');
  try {
    const answer = await userInfo.read(provider, accessToken, claims.sub);
    if (!answer) return unavailable('the provider names no UserInfo endpoint');
    return mergeProfiles(fromIdToken, profileFromClaims(answer));
  } catch (error) {
    return unavailable(error instanceof Error ? error.message : String(error));
  }
}

/**
 * After a partner callback signed someone in: the app's user record for the identity is created
 * or completed (names and email from the partner fill only what is empty, `mjUserId` = subject,
 * `mjDomain` = the partner domain), then the partner history is imported with the account's
 * access token. Neither step throws; a failure is logged with the request id and sign-in goes on.
 *
 * Registered after the anonymous plugin, so that an anonymous user's record has already moved to
 * the partner identity (decision 012) when this runs.
 */
export function partnerSignIn({ providers, publicUrl, authBasePath, db, log }: PartnerSignInDeps) {
  const byId = new Map(providers.map((provider) => [provider.id, provider]));
  const userInfo = partnerUserInfoReader();

  const onPartnerCallback = createAuthMiddleware(async (ctx) => {
    const provider = byId.get(String(ctx.params?.id ?? ''));
    const signedIn = ctx.context.newSession;
    if (!provider || !signedIn) return;
    const identityId = signedIn.user.id;
    const [account] = await db
      .select({
        accountId: authAccount.accountId,
        accessToken: authAccount.accessToken,
        idToken: authAccount.idToken,
      })
      .from(authAccount)
      .where(and(eq(authAccount.userId, identityId), eq(authAccount.providerId, provider.id)));
    if (!account) return;
    const target = requestLog(log);
    const accessToken = account.accessToken
      ? await decryptOAuthToken(account.accessToken, ctx.context)
      : null;
    const profile = await partnerProfile(
      provider,
      claimsOf(account.idToken),
      accessToken,
      userInfo,
      target,
    );
    const user = await savePartnerUser(db, {
      identityId,
      ...profile,
      mjUserId: account.accountId,
      mjDomain: provider.domain,
    });
    if (!accessToken) {
      target.warn({ partner: provider.domain, userId: user.id }, 'partner gave no access token');
      return;
    }
    await importPartnerHistory({
      db,
      userId: user.id,
      provider,
      customerId: account.accountId,
      accessToken,
      log: target,
    });
  });

  return [
    genericOAuth({ config: partnerOAuthConfig({ providers, publicUrl, authBasePath }) }),
    {
      id: 'partner-sign-in',
      hooks: {
        before: [
          {
            // Signing in with a partner ID token obtained elsewhere is not offered: a partner
            // identity is proven only by this server's own authorization-code flow.
            matcher: (ctx) =>
              ctx.path === '/sign-in/social' &&
              Boolean((ctx.body as { idToken?: unknown } | undefined)?.idToken),
            handler: createAuthMiddleware(async () => {
              throw new APIError('BAD_REQUEST', {
                code: 'ID_TOKEN_SIGN_IN_DISABLED',
                message: 'Sign in through the partner page',
              });
            }),
          },
        ],
        after: [
          {
            matcher: (ctx) => Boolean(ctx.path?.startsWith('/callback/')),
            handler: onPartnerCallback,
          },
        ],
      },
    } satisfies BetterAuthPlugin,
  ] as const;
}
