import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { anonymous, jwt } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import { pickLanguage } from '../../domain/language';
import type { Config } from '../config';
import type { Database } from '../db/database';
import {
  authAccount,
  authJwks,
  authSession,
  authUser,
  authVerification,
  users,
} from '../db/schema';
import type { Mailer } from '../email/mailer';
import { emailMessage } from '../email/messages';
import { paths } from '../../domain/paths';
import { hashPassword, isCommonPassword, passwordLength, verifyPassword } from './passwords';

/** Where the identity service is mounted. */
export const authBasePath = '/api/auth';
/** The audience of the app's ID tokens: this API. */
export const idTokenAudience = (config: Config) => `${config.publicUrl}/graphql`;
export const idTokenLifetimeSeconds = 15 * 60;

export interface IdentityDeps {
  config: Config;
  db: Database;
  mailer: Mailer;
  secret: string;
}

/** The product's own identity service (decisions §3), built on better-auth. */
export function createIdentity({ config, db, mailer, secret }: IdentityDeps) {
  const languageOf = (request?: Request) => pickLanguage(request?.headers.get('accept-language'));

  return betterAuth({
    appName: 'My Resume',
    baseURL: config.publicUrl,
    basePath: authBasePath,
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
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user, url }, request) {
        await mailer.send({
          to: user.email,
          ...emailMessage('resetPassword', languageOf(request), url),
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
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    // Rate limits are applied by the HTTP server in front of these routes (src/server/auth/routes.ts).
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'myresume',
      useSecureCookies: config.production,
      ipAddress: { disableIpTracking: false },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-up/email' && ctx.path !== '/reset-password') return;
        const body = ctx.body as { password?: unknown; newPassword?: unknown } | undefined;
        const password = ctx.path === '/sign-up/email' ? body?.password : body?.newPassword;
        if (typeof password === 'string' && isCommonPassword(password)) {
          throw new APIError('BAD_REQUEST', {
            code: 'PASSWORD_TOO_COMMON',
            message: 'Password is too common',
          });
        }
      }),
    },
    plugins: [
      anonymous({
        emailDomainName: 'anonymous.invalid',
        // An anonymous user who signs up or in keeps everything made so far.
        async onLinkAccount({ anonymousUser, newUser }) {
          const [existing] = await db
            .select({ id: users.id })
            .from(users)
            .where(eq(users.authUserId, newUser.user.id));
          if (existing) return;
          await db
            .update(users)
            .set({ authUserId: newUser.user.id, isAnonymous: false, email: newUser.user.email })
            .where(eq(users.authUserId, anonymousUser.user.id));
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
    ],
  });
}

export type Identity = ReturnType<typeof createIdentity>;
