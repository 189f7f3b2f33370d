import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAccount, authUser, users } from '../db/schema';
import es from '../../locales/es.json';
import fr from '../../locales/fr.json';
import { createTestApp, type TestApp } from '../test-support/app';
import {
  authRequest,
  cookieHeader,
  createUserMutation,
  graphql,
  graphqlResponse,
  idToken,
  linkIn,
  meQuery,
  signIn,
  signInAnonymously,
  signUp,
  testPassword,
} from '../test-support/identity';

/** The shape of a JSON value: its keys and the type of each value, recursively. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, item]) => [key, shapeOf(item)]),
    );
  }
  return value === null ? 'null' : typeof value;
}

let counter = 0;
const freshEmail = (label: string) => `${label}-${++counter}-${Date.now()}@example.com`;

interface Me {
  me: { id: string; profile: { firstName: string; lastName: string } };
}
interface CreatedUser {
  user: { createUser: { id: string; email: string | null; isAnonymous: boolean } };
}

describe('the identity service', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  const passwordOf = async (email: string) => {
    const [row] = await app.database.db
      .select({ password: authAccount.password })
      .from(authAccount)
      .innerJoin(authUser, eq(authUser.id, authAccount.userId))
      .where(eq(authUser.email, email));
    return row?.password ?? null;
  };

  describe('sign-up, sign-in and the user record', () => {
    it('signs up, signs in, gets an ID token, creates the user record and reads it with me', async () => {
      const email = freshEmail('journey');
      const signUpResponse = await authRequest(app, '/sign-up/email', {
        email,
        password: testPassword,
        name: 'Ada Lovelace',
      });
      expect(signUpResponse.statusCode).toBe(200);
      // Sign-up never signs in by itself: no session cookie.
      expect(cookieHeader(signUpResponse.headers['set-cookie'])).not.toContain('session_token');

      const { idToken: token, cookies } = await signIn(app, email, testPassword);
      expect(cookies).toContain('myresume.session_token=');

      const claims = decodeJwt(token);
      expect(claims).toMatchObject({
        iss: app.config.publicUrl,
        aud: `${app.config.publicUrl}/graphql`,
        anon: false,
        sub: expect.any(String),
      });
      expect(claims.exp! - claims.iat!).toBeLessThanOrEqual(15 * 60);
      // A trimmed payload: nothing personal in a token that sits in localStorage.
      expect(Object.keys(claims).sort()).toEqual(['anon', 'aud', 'exp', 'iat', 'iss', 'sub']);

      const before = await graphql(app, meQuery, {}, token);
      expect(before.errors?.[0]).toMatchObject({
        message: 'NoUserFoundError',
        extensions: { code: 'NO_USER_FOUND' },
      });

      const created = await graphql<CreatedUser>(
        app,
        createUserMutation,
        { input: { firstName: 'Ada', lastName: 'Lovelace', email, isAnonymous: false } },
        token,
      );
      expect(created.errors).toBeUndefined();
      expect(created.data?.user.createUser).toMatchObject({ email, isAnonymous: false });

      const me = await graphql<Me>(app, meQuery, {}, token);
      expect(me.errors).toBeUndefined();
      expect(me.data?.me).toMatchObject({
        id: created.data?.user.createUser.id,
        profile: { firstName: 'Ada', lastName: 'Lovelace' },
      });
    });

    it('keeps the session in an HttpOnly cookie and never in a JSON body', async () => {
      const email = freshEmail('cookie');
      const signUpResponse = await authRequest(app, '/sign-up/email', {
        email,
        password: testPassword,
        name: email,
      });
      expect(signUpResponse.json()).not.toHaveProperty('token');

      const signInResponse = await authRequest(app, '/sign-in/email', {
        email,
        password: testPassword,
      });
      expect(signInResponse.statusCode).toBe(200);
      expect(signInResponse.json()).not.toHaveProperty('token');
      expect(signInResponse.json()).toMatchObject({ user: { email } });
      const sessionCookie = [signInResponse.headers['set-cookie']]
        .flat()
        .find((cookie) => cookie?.startsWith('myresume.session_token='));
      expect(sessionCookie).toMatch(/HttpOnly/i);
      expect(sessionCookie).toMatch(/SameSite=Lax/i);
      const cookies = cookieHeader(signInResponse.headers['set-cookie']);
      const sessionToken = decodeURIComponent(
        cookies.match(/myresume\.session_token=([^;]+)/)?.[1] ?? '',
      ).split('.')[0];
      expect(sessionToken).toBeTruthy();

      const session = await authRequest(app, '/get-session', undefined, cookies);
      expect(session.statusCode).toBe(200);
      expect(session.json()).toMatchObject({
        user: { email },
        session: { userId: expect.any(String) },
      });
      expect(session.json().session).not.toHaveProperty('token');
      expect(session.body).not.toContain(sessionToken!);

      const sessions = await authRequest(app, '/list-sessions', undefined, cookies);
      expect(sessions.statusCode).toBe(200);
      expect(sessions.json()).toHaveLength(1);
      expect(sessions.body).not.toContain(sessionToken!);

      const anonymous = await authRequest(app, '/sign-in/anonymous', {});
      expect(anonymous.statusCode).toBe(200);
      expect(anonymous.json()).not.toHaveProperty('token');
      expect(anonymous.json()).toMatchObject({ user: { isAnonymous: true } });

      // The one token a script gets is the short-lived ID token.
      const tokenResponse = await authRequest(app, '/token', undefined, cookies);
      expect(tokenResponse.statusCode).toBe(200);
      expect(decodeJwt((tokenResponse.json() as { token: string }).token).sub).toBeTruthy();
    });

    it('never lets a browser store an identity or API answer', async () => {
      const { cookies, idToken: token } = await signUp(app, freshEmail('no-store'));
      const answers = [
        await authRequest(app, '/token', undefined, cookies),
        await authRequest(app, '/get-session', undefined, cookies),
        await graphqlResponse(app, meQuery, {}, token),
      ];
      for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
    });

    it('answers GET /token without a session with 401', async () => {
      const response = await authRequest(app, '/token');
      expect(response.statusCode).toBe(401);
    });
  });

  describe('passwords', () => {
    const trySignUp = (password: string) =>
      authRequest(app, '/sign-up/email', { email: freshEmail('pw'), password, name: 'P' });

    it('refuses 7 characters and accepts 8', async () => {
      const short = await trySignUp('k7#Lm2q');
      expect(short.statusCode).toBe(400);
      expect(short.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });
      expect((await trySignUp('k7#Lm2qZ')).statusCode).toBe(200);
    });

    it('accepts 64 and 128 characters and refuses 129', async () => {
      const long = (length: number) => 'Xy7!pQ2#'.repeat(17).slice(0, length);
      expect((await trySignUp(long(64))).statusCode).toBe(200);
      expect((await trySignUp(long(128))).statusCode).toBe(200);
      const tooLong = await trySignUp(long(129));
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json()).toMatchObject({ code: 'PASSWORD_TOO_LONG' });
    });

    it('refuses a commonly used password with PASSWORD_TOO_COMMON, whatever its case', async () => {
      for (const password of ['password123', 'Password123', 'iloveyou1', 'qwertyuiop']) {
        const response = await trySignUp(password);
        expect(response.statusCode, password).toBe(400);
        expect(response.json(), password).toMatchObject({ code: 'PASSWORD_TOO_COMMON' });
      }
    });

    it('applies the same rules when a signed-in user changes the password', async () => {
      const email = freshEmail('change');
      const { cookies } = await signUp(app, email);
      const change = (newPassword: string, currentPassword = testPassword) =>
        authRequest(app, '/change-password', { currentPassword, newPassword }, cookies);

      const common = await change('password123');
      expect(common.statusCode).toBe(400);
      expect(common.json()).toMatchObject({ code: 'PASSWORD_TOO_COMMON' });
      expect((await change('k7#Lm2q')).json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });
      expect((await change('a new sturdy passphrase', 'a wrong current one')).statusCode).toBe(400);

      const changed = await change('a new sturdy passphrase');
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).not.toHaveProperty('token');
      await expect(signIn(app, email, 'a new sturdy passphrase')).resolves.toBeTruthy();
      expect(await passwordOf(email)).toMatch(/^\$argon2id\$/);
    });

    it('ends every other session when the password changes, unless asked to keep them', async () => {
      const email = freshEmail('change-sessions');
      const { cookies: here } = await signUp(app, email);
      const elsewhere = await signIn(app, email, testPassword);
      const sessionAlive = async (cookies: string) =>
        (await authRequest(app, '/token', undefined, cookies)).statusCode === 200;

      const changed = await authRequest(
        app,
        '/change-password',
        { currentPassword: testPassword, newPassword: 'a new sturdy passphrase' },
        here,
      );
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).not.toHaveProperty('token');
      expect(await sessionAlive(elsewhere.cookies)).toBe(false);
      // The device that changed it stays signed in, with a new session cookie.
      const renewed = cookieHeader(changed.headers['set-cookie']);
      expect(renewed).toContain('myresume.session_token=');
      expect(await sessionAlive(renewed)).toBe(true);

      // Keeping the other sessions is the caller's explicit choice.
      const third = await signIn(app, email, 'a new sturdy passphrase');
      const kept = await authRequest(
        app,
        '/change-password',
        {
          currentPassword: 'a new sturdy passphrase',
          newPassword: 'another sturdy passphrase',
          revokeOtherSessions: false,
        },
        renewed,
      );
      expect(kept.statusCode, kept.body).toBe(200);
      expect(await sessionAlive(third.cookies)).toBe(true);
      expect(await sessionAlive(renewed)).toBe(true);
    });

    it('stores an argon2id hash with the OWASP parameters, never the password', async () => {
      const email = freshEmail('hash');
      await signUp(app, email);
      const stored = await passwordOf(email);
      expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(stored).not.toContain(testPassword);
    });
  });

  describe('never telling whether an email has an account', () => {
    it('answers sign-up with an existing email exactly like a new one, and tells the owner', async () => {
      const owner = freshEmail('owner');
      const first = await authRequest(app, '/sign-up/email', {
        email: owner,
        password: testPassword,
        name: 'Owner',
      });
      const stranger = freshEmail('stranger');
      const fresh = await authRequest(app, '/sign-up/email', {
        email: stranger,
        password: 'another sturdy passphrase',
        name: 'Someone',
      });
      const again = await authRequest(app, '/sign-up/email', {
        email: owner,
        password: 'another sturdy passphrase',
        name: 'Someone',
      });

      expect(again.statusCode).toBe(fresh.statusCode);
      expect(again.statusCode).toBe(200);
      expect(shapeOf(again.json())).toEqual(shapeOf(fresh.json()));
      expect(shapeOf(first.json())).toEqual(shapeOf(fresh.json()));
      expect(again.json()).toMatchObject({ user: { email: owner, name: 'Someone' } });
      expect(cookieHeader(again.headers['set-cookie'])).toBe(
        cookieHeader(fresh.headers['set-cookie']),
      );

      // The owner hears about it, with a way to reset the password …
      const email = await app.smtp.waitFor(owner);
      expect(email.subject).toBe('Someone tried to sign up with your email');
      expect(linkIn(email.text)).toBe(`${app.config.publicUrl}/forgot-password`);
      // … the newcomer gets nothing, and the account is untouched.
      expect(app.smtp.received.filter((sent) => sent.to.includes(stranger))).toEqual([]);
      const [{ count }] = (await app.database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(authUser)
        .where(eq(authUser.email, owner))) as [{ count: number }];
      expect(count).toBe(1);
      await expect(signIn(app, owner, 'another sturdy passphrase')).rejects.toThrow();
      await expect(signIn(app, owner, testPassword)).resolves.toBeTruthy();
    });

    it('answers sign-in with an unknown email exactly like a wrong password', async () => {
      const email = freshEmail('known');
      await signUp(app, email);
      const wrongPassword = await authRequest(app, '/sign-in/email', {
        email,
        password: 'not the password at all',
      });
      const unknownEmail = await authRequest(app, '/sign-in/email', {
        email: freshEmail('unknown'),
        password: 'not the password at all',
      });
      expect(wrongPassword.statusCode).toBe(401);
      expect(unknownEmail.statusCode).toBe(401);
      expect(unknownEmail.json()).toEqual(wrongPassword.json());
      expect(wrongPassword.json()).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });
    });

    it('answers a password-reset request for an unknown email exactly like for a known one', async () => {
      const email = freshEmail('reset-known');
      await signUp(app, email);
      const known = await authRequest(app, '/request-password-reset', { email });
      const unknownEmail = freshEmail('reset-unknown');
      const unknown = await authRequest(app, '/request-password-reset', { email: unknownEmail });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual(known.json());
      expect(cookieHeader(unknown.headers['set-cookie'])).toBe(
        cookieHeader(known.headers['set-cookie']),
      );
      await app.smtp.waitFor(email);
      expect(app.smtp.received.filter((sent) => sent.to.includes(unknownEmail))).toEqual([]);
    });

    it('refuses a name with a NUL or a lone surrogate, naming the field, and stores nothing', async () => {
      for (const name of ['Ada\u0000 Lovelace', 'Ada \uD800Lovelace', 'Ada \uDC00']) {
        const email = freshEmail('forbidden-name');
        const response = await authRequest(app, '/sign-up/email', {
          email,
          password: testPassword,
          name,
        });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'NAME_FORBIDDEN_CHARACTER',
          message: 'name: must not contain NUL or unpaired surrogate characters',
        });
        const stored = await app.database.db
          .select({ id: authUser.id })
          .from(authUser)
          .where(eq(authUser.email, email));
        expect(stored).toEqual([]);
      }
      // An email with them is refused as an email, not a failure.
      for (const email of ['ada\u0000@example.com', 'ada\uD800@example.com']) {
        const response = await authRequest(app, '/sign-up/email', {
          email,
          password: testPassword,
          name: 'Ada Lovelace',
        });
        expect(response.statusCode, response.body).toBe(400);
      }
    });

    it('refuses a name or an email too long for a user record, naming the field', async () => {
      const signUpWith = (email: string, name: string) =>
        authRequest(app, '/sign-up/email', { email, password: testPassword, name });

      const longName = await signUpWith(freshEmail('long-name'), 'N'.repeat(1_000_000));
      expect(longName.statusCode).toBe(400);
      expect(longName.json()).toMatchObject({
        code: 'NAME_TOO_LONG',
        message: 'name: must be at most 201 characters',
      });
      const longEmail = await signUpWith(`${'e'.repeat(290)}@example.com`, 'Long Email');
      expect(longEmail.statusCode).toBe(400);
      expect(longEmail.json()).toMatchObject({
        code: 'EMAIL_TOO_LONG',
        message: 'email: must be at most 254 characters',
      });
      // Neither left an identity behind.
      const stored = await app.database.db
        .select({ id: authUser.id })
        .from(authUser)
        .where(sql`length(${authUser.name}) > 201 or length(${authUser.email}) > 254`);
      expect(stored).toEqual([]);

      // The longest of each that createUser takes are accepted, and get a user record.
      const labels = ['a', 'b', 'c', 'd'].map((letter) => letter.repeat(47)).join('.');
      const email = `${`longest${counter++}`.padEnd(50, 'e')}@${labels}.example.com`;
      expect(email).toHaveLength(254);
      const longest = await signUpWith(email, `${'F'.repeat(100)} ${'L'.repeat(100)}`);
      expect(longest.statusCode, longest.body).toBe(200);
      const { idToken: token } = await signIn(app, email, testPassword);
      const created = await graphql<CreatedUser>(
        app,
        createUserMutation,
        {
          input: {
            firstName: 'F'.repeat(100),
            lastName: 'L'.repeat(100),
            email,
            isAnonymous: false,
          },
        },
        token,
      );
      expect(created.errors).toBeUndefined();
      expect(created.data?.user.createUser.email).toBe(email);
    });

    it('refuses to sign up with the placeholder domain of anonymous identities', async () => {
      const response = await authRequest(app, '/sign-up/email', {
        email: 'temp-abc@anonymous.invalid',
        password: testPassword,
        name: 'Nobody',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_EMAIL' });
    });
  });

  describe('password reset over email', () => {
    it('resets through the emailed link, refuses the old password, revokes every session and counts the address verified', async () => {
      const email = freshEmail('reset');
      const { cookies: sessionBefore } = await signUp(app, email);
      const verified = async () =>
        (
          await app.database.db
            .select({ verified: authUser.emailVerified })
            .from(authUser)
            .where(eq(authUser.email, email))
        )[0]?.verified;
      expect(await verified()).toBe(false);
      const otherDevice = await signIn(app, email, testPassword);

      const request = await authRequest(app, '/request-password-reset', {
        email,
        redirectTo: `${app.config.publicUrl}/login`,
      });
      expect(request.statusCode).toBe(200);

      const message = await app.smtp.waitFor(email);
      expect(message.subject).toBe('Reset your My Resume password');
      const link = new URL(linkIn(message.text));
      expect(link.origin).toBe(app.config.publicUrl);
      expect(link.pathname).toMatch(/^\/api\/auth\/reset-password\/[\w-]+$/);

      const followed = await app.app.inject({ method: 'GET', url: link.pathname + link.search });
      expect(followed.statusCode).toBe(302);
      const location = new URL(String(followed.headers.location), app.config.publicUrl);
      expect(location.origin + location.pathname).toBe(`${app.config.publicUrl}/login`);
      const token = location.searchParams.get('token');
      expect(token).toBeTruthy();

      const reset = await authRequest(app, '/reset-password', {
        newPassword: 'a brand new passphrase 7',
        token,
      });
      expect(reset.statusCode).toBe(200);
      // The reset proved the mailbox.
      expect(await verified()).toBe(true);

      await expect(signIn(app, email, testPassword)).rejects.toThrow(/sign-in failed/);
      await expect(signIn(app, email, 'a brand new passphrase 7')).resolves.toBeTruthy();

      // Every session that existed before the reset is gone.
      for (const cookies of [sessionBefore, otherDevice.cookies]) {
        expect((await authRequest(app, '/token', undefined, cookies)).statusCode).toBe(401);
        expect((await authRequest(app, '/get-session', undefined, cookies)).json()).toBeNull();
      }

      // The link works once.
      const replay = await authRequest(app, '/reset-password', {
        newPassword: 'yet another passphrase 9',
        token,
      });
      expect(replay.statusCode).toBe(400);
      expect(replay.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    });

    it('always continues to this app’s login route, whatever redirect the request named', async () => {
      const email = freshEmail('redirect');
      await signUp(app, email);
      await authRequest(app, '/request-password-reset', {
        email,
        redirectTo: `${app.config.publicUrl}/somewhere-else`,
      });
      const link = new URL(linkIn((await app.smtp.waitFor(email)).text));
      const followed = await app.app.inject({ method: 'GET', url: link.pathname + link.search });
      const location = new URL(String(followed.headers.location), app.config.publicUrl);
      expect(location.pathname).toBe('/login');

      const foreign = await authRequest(app, '/request-password-reset', {
        email,
        redirectTo: 'https://attacker.example/login',
      });
      expect(foreign.statusCode).toBe(403);
    });

    it('refuses a common or short new password on reset', async () => {
      const email = freshEmail('reset-common');
      await signUp(app, email);
      await authRequest(app, '/request-password-reset', { email });
      const link = new URL(linkIn((await app.smtp.waitFor(email)).text));
      const token = link.pathname.split('/').at(-1);

      const common = await authRequest(app, '/reset-password', {
        newPassword: 'password123',
        token,
      });
      expect(common.statusCode).toBe(400);
      expect(common.json()).toMatchObject({ code: 'PASSWORD_TOO_COMMON' });
      const short = await authRequest(app, '/reset-password', { newPassword: 'k7#Lm2q', token });
      expect(short.statusCode).toBe(400);
      expect(short.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });
      // The token survives refused attempts, and the old password still works.
      await expect(signIn(app, email, testPassword)).resolves.toBeTruthy();
      const good = await authRequest(app, '/reset-password', {
        newPassword: 'a sound new passphrase',
        token,
      });
      expect(good.statusCode).toBe(200);
    });

    it('writes the email in the language the browser asks for', async () => {
      const spanish = freshEmail('es');
      await signUp(app, spanish);
      await authRequest(
        app,
        '/request-password-reset',
        { email: spanish },
        { headers: { 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' } },
      );
      const resetEmail = await app.smtp.waitFor(spanish);
      expect(resetEmail.subject).toBe(es.email.resetPassword.subject);
      expect(resetEmail.text).toContain(`${app.config.publicUrl}/api/auth/reset-password/`);

      const french = freshEmail('fr');
      await signUp(app, french);
      await authRequest(
        app,
        '/sign-up/email',
        { email: french, password: testPassword, name: 'Quelqu’un' },
        { headers: { 'accept-language': 'fr-CA,fr;q=0.8' } },
      );
      const existingEmail = await app.smtp.waitFor(french);
      expect(existingEmail.subject).toBe(fr.email.existingAccount.subject);
      expect(existingEmail.text).toContain(`${app.config.publicUrl}/forgot-password`);
    });
  });

  describe('anonymous users', () => {
    it('signs in anonymously, then keeps the same user record after signing up and in', async () => {
      const anonymous = await signInAnonymously(app);
      expect(decodeJwt(anonymous.idToken)).toMatchObject({ anon: true });
      const anonymousIdentity = decodeJwt(anonymous.idToken).sub!;

      const created = await graphql<CreatedUser>(
        app,
        createUserMutation,
        { input: { firstName: 'Grace', lastName: 'Hopper', email: '', isAnonymous: true } },
        anonymous.idToken,
      );
      expect(created.errors).toBeUndefined();
      expect(created.data?.user.createUser).toMatchObject({ isAnonymous: true, email: null });
      const recordId = created.data!.user.createUser.id;
      const meBefore = await graphql<Me>(app, meQuery, {}, anonymous.idToken);
      expect(meBefore.data?.me.id).toBe(recordId);

      // A second anonymous sign-in on the same session is refused.
      const again = await authRequest(app, '/sign-in/anonymous', {}, anonymous.cookies);
      expect(again.statusCode).toBe(400);

      const email = freshEmail('upgraded');
      const signUpResponse = await authRequest(
        app,
        '/sign-up/email',
        { email, password: testPassword, name: 'Grace Hopper' },
        anonymous.cookies,
      );
      expect(signUpResponse.statusCode).toBe(200);
      const permanent = await signIn(app, email, testPassword, { cookies: anonymous.cookies });
      const claims = decodeJwt(permanent.idToken);
      expect(claims.anon).toBe(false);
      expect(claims.sub).not.toBe(anonymousIdentity);

      const meAfter = await graphql<Me>(app, meQuery, {}, permanent.idToken);
      expect(meAfter.errors).toBeUndefined();
      expect(meAfter.data?.me).toMatchObject({
        id: recordId,
        profile: { firstName: 'Grace', lastName: 'Hopper' },
      });
      const [record] = await app.database.db.select().from(users).where(eq(users.id, recordId));
      expect(record).toMatchObject({ authUserId: claims.sub, isAnonymous: false, email });

      // The anonymous identity is gone, and its old ID token no longer finds a record.
      const leftover = await app.database.db
        .select()
        .from(authUser)
        .where(eq(authUser.id, anonymousIdentity));
      expect(leftover).toEqual([]);
      const stale = await graphql(app, meQuery, {}, anonymous.idToken);
      expect(stale.errors?.[0]?.extensions?.code).toBe('NO_USER_FOUND');
    });

    it('keeps the permanent record when an anonymous user signs in to an account that has one', async () => {
      const email = freshEmail('existing');
      const existing = await signUp(app, email);
      const own = await graphql<CreatedUser>(
        app,
        createUserMutation,
        { input: { firstName: 'Kept', lastName: 'Record', email, isAnonymous: false } },
        existing.idToken,
      );
      const anonymous = await signInAnonymously(app);
      await graphql(
        app,
        createUserMutation,
        { input: { firstName: 'Temp', lastName: 'Visitor', email: '', isAnonymous: true } },
        anonymous.idToken,
      );
      const signedIn = await signIn(app, email, testPassword, { cookies: anonymous.cookies });
      const me = await graphql<Me>(app, meQuery, {}, signedIn.idToken);
      expect(me.data?.me).toMatchObject({
        id: own.data?.user.createUser.id,
        profile: { firstName: 'Kept', lastName: 'Record' },
      });
    });

    it('issues a fresh ID token for the same session on request', async () => {
      const anonymous = await signInAnonymously(app);
      const refreshed = await idToken(app, anonymous.cookies);
      expect(decodeJwt(refreshed).sub).toBe(decodeJwt(anonymous.idToken).sub);
    });
  });
});
