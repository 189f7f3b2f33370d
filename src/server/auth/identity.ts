import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { and, eq } from 'drizzle-orm';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { anonymous, jwt } from 'better-auth/plugins';
import { pickLanguage } from '../../domain/language';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { authAccount, authJwks, authSession, authUser, authVerification } from '../db/schema';
import type { FastifyBaseLogger } from 'fastify';
import type { BackgroundTasks } from '../background';
import type { Mailer } from '../email/mailer';
import { emailMessage } from '../email/messages';
import { requestLog } from '../request-context';
import { paths } from '../../domain/paths';
import { passwordLength } from '../../domain/password';
import { emailMaxLength, nameMaxLength } from '../../domain/user';
import { hasForbiddenCharacter } from '../../domain/user-text';
import {
  forgetIdentity,
  moveUserToIdentity,
  syncIdentityEmail,
} from '../modules/user/user.service';
import { isPartnerIdentityEmail, partnerSignIn } from './partner-sign-in';
import { appOrigins } from './app-origins';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords';
import type { SignInLocks } from './sign-in-locks';

/** Where the identity service is mounted. */
export const authBasePath = '/api/auth';
/** The audience of the app's ID tokens: this API. */
export const idTokenAudience = (config: Config) => `${config.publicUrl}/graphql`;
export const idTokenLifetimeSeconds = 15 * 60;
/** Anonymous identities get a placeholder address in this reserved domain (RFC 2606). */
export const anonymousEmailDomain = 'anonymous.invalid';

export interface IdentityDeps {
  config: Config;
  db: Database;
  mailer: Mailer;
  secret: string;
  log: FastifyBaseLogger;
  /** Emails are sent in the background so an answer never waits on (or reveals) a send. */
  background: BackgroundTasks;
  /** A password reset lifts the account's sign-in lock. */
  signInLocks: SignInLocks;
}

type IdentityLogLevel = 'debug' | 'info' | 'success' | 'warn' | 'error';

/** The reset link always continues to this app's login route (docs/product/identity.md), whatever was asked. */
const resetLink = (config: Config, token: string) =>
  `${config.publicUrl}${authBasePath}/reset-password/${encodeURIComponent(token)}?callbackURL=${encodeURIComponent(paths.login())}`;

/** Where a new password is chosen, and so where the password rules apply. */
const passwordSettingPaths = new Set(['/sign-up/email', '/reset-password', '/change-password']);

/** Where the owner's own password proves it is them, when the account has one (decision 103). */
const deleteUserPath = '/delete-user';

/** How recent a sign-in must be to delete an account that has no password (decision 103). */
export const freshSessionSeconds = 10 * 60;

/**
 * The longest name sign-up takes: the web app sends "first last", and `createUser` takes each part
 * up to `nameMaxLength` (src/domain/user.ts), so a longer one could never get a user record.
 */
export const signUpNameMaxLength = 2 * nameMaxLength + 1;

/**
 * Sign-up's limits on what could never become a user record, named by field: a name under the one
 * rule for user text (no NUL, no unpaired surrogate: decision 074), and the lengths `createUser`
 * takes. An email with such characters is no address: better-auth answers INVALID_EMAIL.
 */
function signUpProblem(body: { email?: unknown; name?: unknown } | undefined) {
  if (typeof body?.name === 'string' && hasForbiddenCharacter(body.name)) {
    return badRequest(
      'NAME_FORBIDDEN_CHARACTER',
      'name: must not contain NUL or unpaired surrogate characters',
    );
  }
  if (typeof body?.name === 'string' && body.name.trim().length > signUpNameMaxLength) {
    return badRequest('NAME_TOO_LONG', `name: must be at most ${signUpNameMaxLength} characters`);
  }
  if (typeof body?.email === 'string' && body.email.trim().length > emailMaxLength) {
    return badRequest('EMAIL_TOO_LONG', `email: must be at most ${emailMaxLength} characters`);
  }
  return undefined;
}

const badRequest = (code: string, message: string) =>
  new APIError('BAD_REQUEST', { code, message });

/** The product's own identity service (docs/product/identity.md), built on better-auth. */
export function createIdentity({
  config,
  db,
  mailer,
  secret,
  log,
  background,
  signInLocks,
}: IdentityDeps) {
  const languageOf = (request?: Request) => pickLanguage(request?.headers.get('accept-language'));

  return betterAuth({
    appName: 'My Resume',
    baseURL: config.publicUrl,
    basePath: authBasePath,
    // PUBLIC_URL, and on dev the server's own loopback names (docs/decisions/070-…).
    trustedOrigins: appOrigins(config),
    secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: authUser,
        session: authSession,
        account: authAccount,
        verification: authVerification,
        jwks: authJwks,
      },
    }),
    emailAndPassword: {
      enabled: true,
      // Sign-up never signs in by itself, so an existing email gets the same answer as a new one.
      autoSignIn: false,
      minPasswordLength: passwordLength.min,
      maxPasswordLength: passwordLength.max,
      password: { hash: hashPassword, verify: verifyPassword },
      revokeSessionsOnPasswordReset: true,
      // The reset proved the mailbox: the owner may sign in again at once (decision 070), and the
      // address counts as verified (an admin must be, decision 093).
      async onPasswordReset({ user }) {
        signInLocks.release(user.email);
        await db.update(authUser).set({ emailVerified: true }).where(eq(authUser.id, user.id));
      },
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user, token }, request) {
        await mailer.send({
          to: user.email,
          ...emailMessage('resetPassword', languageOf(request), resetLink(config, token)),
        });
      },
      async onExistingUserSignUp({ user }, request) {
        const url = `${config.publicUrl}${paths.forgotPassword()}`;
        await mailer.send({
          to: user.email,
          ...emailMessage('existingAccount', languageOf(request), url),
        });
      },
    },
    // A change of address is confirmed by a link sent to the NEW address (the identity service's
    // own change-email flow): the old address signs in until the link is opened (decision 103).
    // Nothing else sends this email: sign-up never asks for it.
    emailVerification: {
      sendOnSignUp: false,
      expiresIn: 24 * 60 * 60,
      async sendVerificationEmail({ user, url }, request) {
        await mailer.send({
          to: user.email,
          ...emailMessage('confirmNewEmail', languageOf(request), url),
        });
      },
    },
    user: {
      changeEmail: { enabled: true },
      deleteUser: {
        enabled: true,
        // The identity goes, and with it (cascades) the user record and everything it owns.
        afterDelete: async (user) => forgetIdentity(db, user.id),
      },
    },
    databaseHooks: {
      user: {
        update: {
          // The user record's address follows the identity's once a change is confirmed.
          // Anonymous and partner identities have placeholder addresses: their records keep their own.
          after: async (user) => {
            if (user.isAnonymous || isPartnerIdentityEmail(user.email)) return;
            await syncIdentityEmail(db, user.id, user.email);
          },
        },
      },
    },
    account: {
      // A partner identity is keyed by the partner and its subject, never by a matching email:
      // it is never linked to another identity, implicitly or on request (decision 051).
      accountLinking: { enabled: false, disableImplicitLinking: true },
      // A partner's access and refresh tokens are kept encrypted with the server's secret: a copy
      // of the database alone does not open the customers' partner accounts.
      encryptOAuthTokens: true,
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      // Deleting an account without a password needs a sign-in this recent (decision 103).
      freshAge: freshSessionSeconds,
    },
    // Rate limits are applied by the HTTP server in front of these routes (src/server/auth/routes.ts).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      log(level: IdentityLogLevel, message: string, ...args: unknown[]) {
        const target = requestLog(log);
        const err = args.find((arg) => arg instanceof Error);
        const details = args.filter((arg) => arg !== err);
        const fields = {
          component: 'identity',
          ...(err ? { err } : {}),
          ...(details.length ? { details } : {}),
        };
        if (level === 'error') target.error(fields, message);
        else if (level === 'warn') target.warn(fields, message);
        else if (level === 'debug') target.debug(fields, message);
        else target.info(fields, message);
      },
    },
    // Refusals become answers as usual; a failure (database down …) is thrown on to the HTTP server,
    // which logs it with the request id and answers with a masked 500.
    // A partner sign-in that comes back unreadable (forged or expired state) has no error page of
    // its own: it ends on the web app's finish page, which tells the page that opened the popup.
    onAPIError: { throw: true, errorURL: `${config.publicUrl}${paths.oidcDone()}` },
    advanced: {
      cookiePrefix: 'myresume',
      useSecureCookies: config.production,
      ipAddress: { disableIpTracking: false },
      // The same origin checks in every environment, tests included (better-auth skips them when
      // NODE_ENV is "test").
      disableOriginCheck: false,
      backgroundTasks: { handler: (task) => background.track(task) },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === deleteUserPath) return requirePasswordToDelete(ctx, db);
        if (!passwordSettingPaths.has(ctx.path)) return;
        const body = ctx.body as
          | {
              email?: unknown;
              name?: unknown;
              password?: unknown;
              newPassword?: unknown;
              revokeOtherSessions?: unknown;
            }
          | undefined;
        if (ctx.path === '/sign-up/email') {
          const problem = signUpProblem(body);
          if (problem) throw problem;
        }
        if (
          ctx.path === '/sign-up/email' &&
          typeof body?.email === 'string' &&
          (body.email.trim().toLowerCase().endsWith(`@${anonymousEmailDomain}`) ||
            isPartnerIdentityEmail(body.email))
        ) {
          // The placeholder domains of anonymous and partner identities are never anyone's real
          // address (and a partner customer's placeholder must stay free for that customer).
          throw badRequest('INVALID_EMAIL', 'Invalid email');
        }
        const password = ctx.path === '/sign-up/email' ? body?.password : body?.newPassword;
        if (typeof password === 'string' && isCommonPassword(password)) {
          throw badRequest('PASSWORD_TOO_COMMON', 'Password is too common');
        }
        if (ctx.path === '/change-password' && body && body.revokeOtherSessions === undefined) {
          // A new password ends every other session unless the caller asks to keep them: whoever
          // knew the old one is signed out (decision 013).
          return { context: { body: { ...body, revokeOtherSessions: true } } };
        }
      }),
    },
    plugins: [
      anonymous({
        emailDomainName: anonymousEmailDomain,
        /**
         * An anonymous user who signs in to a permanent identity (after signing up, or through the
         * partner) keeps everything made so far: the user record, and with it everything it owns,
         * moves to the permanent identity before the plugin deletes the anonymous one. When the
         * permanent identity already has a record, that record wins and the anonymous one goes
         * with its identity (docs/decisions/012-anonymous-upgrade.md).
         */
        async onLinkAccount({ anonymousUser, newUser }) {
          await moveUserToIdentity(db, {
            from: anonymousUser.user.id,
            to: newUser.user.id,
            // A partner identity's address is a placeholder: the record keeps its own, and the
            // partner sign-in fills it when empty (decision 071).
            email: isPartnerIdentityEmail(newUser.user.email) ? null : newUser.user.email,
          });
        },
      }),
      jwt({
        jwks: { keyPairConfig: { alg: 'EdDSA', crv: 'Ed25519' } },
        jwt: {
          issuer: config.publicUrl,
          audience: idTokenAudience(config),
          expirationTime: `${idTokenLifetimeSeconds}s`,
          // A trimmed payload: the subject and whether the account is anonymous, nothing personal.
          definePayload: ({ user }) => ({ anon: Boolean(user.isAnonymous) }),
        },
      }),
      // After the anonymous plugin: its upgrade has run when a partner sign-in is completed.
      ...partnerSignIn({
        providers: config.PARTNER_PROVIDERS,
        publicUrl: config.publicUrl,
        authBasePath,
        db,
        log,
      }),
    ],
  });
}

export type Identity = ReturnType<typeof createIdentity>;

/**
 * An account with a password is deleted only with that password (a session alone, however fresh,
 * is not enough); one without (anonymous, partner) falls to the identity service's fresh-session
 * rule: a sign-in within `freshSessionSeconds`.
 */
async function requirePasswordToDelete(
  ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0],
  db: Database,
) {
  const session = await getSessionFromCtx(ctx);
  if (!session) return;
  const [credential] = await db
    .select({ password: authAccount.password })
    .from(authAccount)
    .where(and(eq(authAccount.userId, session.user.id), eq(authAccount.providerId, 'credential')));
  const password = (ctx.body as { password?: unknown } | undefined)?.password;
  if (credential?.password && (typeof password !== 'string' || password === '')) {
    throw badRequest('PASSWORD_REQUIRED', 'password: is required to delete the account');
  }
}
