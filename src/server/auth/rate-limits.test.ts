import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/app';
import { authRequest, linkIn, testPassword } from '../test-support/identity';
import { partnerCallbackPerMinute, perAddressLimits, perEmailLimits } from './routes';

let nextAddress = 1;
let nextEmail = 1;
/** An email no other request in this file has used. */
const freshEmail = (label: string) => `${label}-${nextEmail++}@example.com`;
/** A client address no other request in this file has used. */
const freshAddress = () => {
  const n = nextAddress++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

const bodies: Record<(typeof perAddressLimits)[number]['path'], () => unknown> = {
  '/sign-in/email': () => ({
    email: freshEmail('nobody'),
    password: 'whatever it is',
  }),
  '/sign-in/anonymous': () => ({}),
  '/sign-in/social': () => ({ provider: 'partner-nowhere', callbackURL: '/' }),
  '/sign-up/email': () => ({
    email: freshEmail('new'),
    password: testPassword,
    name: 'New',
  }),
  '/request-password-reset': () => ({ email: freshEmail('reset') }),
  '/reset-password': () => ({ newPassword: 'a fine new passphrase', token: 'not-a-real-token' }),
  '/change-password': () => ({
    currentPassword: 'not the current one',
    newPassword: 'a fine new passphrase',
  }),
  '/change-email': () => ({ newEmail: freshEmail('moved') }),
  '/delete-user': () => ({ password: 'not the current one' }),
};

describe('rate limits on the identity routes (default limits)', () => {
  let app: TestApp;

  /** Signs up an account (from an address of its own, as its owner would). */
  async function createAccount(email: string) {
    const response = await authRequest(
      app,
      '/sign-up/email',
      { email, password: testPassword, name: email },
      { remoteAddress: freshAddress() },
    );
    expect(response.statusCode, response.body).toBe(200);
  }

  /** Resets a password through the emailed link, as its owner does. */
  async function resetPassword(email: string, newPassword: string) {
    const request = await authRequest(
      app,
      '/request-password-reset',
      { email },
      { remoteAddress: freshAddress() },
    );
    expect(request.statusCode).toBe(200);
    const link = new URL(linkIn((await app.smtp.waitFor(email)).text));
    const followed = await app.app.inject({ method: 'GET', url: link.pathname + link.search });
    const token = new URL(String(followed.headers.location), app.config.publicUrl).searchParams.get(
      'token',
    );
    const reset = await authRequest(
      app,
      '/reset-password',
      { newPassword, token },
      { remoteAddress: freshAddress() },
    );
    expect(reset.statusCode, reset.body).toBe(200);
  }

  beforeAll(async () => {
    app = await createTestApp({ AUTH_RATE_LIMIT_SCALE: '1' });
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('per client address', () => {
    it.each(perAddressLimits)(
      'allows $perMinute requests a minute to $path from one address, then answers 429',
      async ({ path, perMinute }) => {
        const address = freshAddress();
        for (let attempt = 1; attempt <= perMinute; attempt++) {
          const response = await authRequest(app, path, bodies[path](), {
            remoteAddress: address,
          });
          expect(response.statusCode, `attempt ${attempt}`).not.toBe(429);
        }
        const limited = await authRequest(app, path, bodies[path](), { remoteAddress: address });
        expect(limited.statusCode).toBe(429);
        expect(limited.json()).toMatchObject({
          statusCode: 429,
          error: 'Too Many Requests',
          message: expect.stringMatching(/^Rate limit exceeded, retry in/),
        });
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

        // Another address is not affected.
        const other = await authRequest(app, path, bodies[path](), {
          remoteAddress: freshAddress(),
        });
        expect(other.statusCode, other.body).not.toBe(429);
      },
    );
  });

  it(`allows ${partnerCallbackPerMinute} partner callbacks a minute from one address, then answers 429`, async () => {
    const address = freshAddress();
    const callback = () =>
      app.app.inject({
        method: 'GET',
        url: '/api/auth/oauth2/callback/partner-unknown?code=c&state=s',
        remoteAddress: address,
      });
    for (let attempt = 1; attempt <= partnerCallbackPerMinute; attempt++) {
      expect((await callback()).statusCode, `attempt ${attempt}`).not.toBe(429);
    }
    expect((await callback()).statusCode).toBe(429);
  });

  describe('per email address, from any number of client addresses', () => {
    const [perClient, perAccount] = perEmailLimits['/sign-in/email'];
    const signInFrom = (remoteAddress: string, email: string, password: string) =>
      authRequest(app, '/sign-in/email', { email, password }, { remoteAddress });

    it(`holds back one client after ${perClient.max} refused attempts at an account, and no one else`, async () => {
      const owner = 'pair-owner@example.com';
      await createAccount(owner);
      const guesser = freshAddress();
      for (let attempt = 1; attempt <= perClient.max; attempt++) {
        const response = await signInFrom(
          guesser,
          attempt % 2 ? owner : 'Pair-Owner@Example.COM',
          `guess number ${attempt}`,
        );
        expect(response.statusCode, `attempt ${attempt}`).toBe(401);
      }
      const blocked = await signInFrom(guesser, owner, testPassword);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({
        error: 'Too Many Requests',
        message: 'Rate limit exceeded, retry in 15 minutes',
      });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);

      // The owner, from their own address, is not locked out by someone else's guesses.
      expect((await signInFrom(freshAddress(), owner, testPassword)).statusCode).toBe(200);
      // The guesser may still sign in to other accounts.
      await createAccount('pair-bystander@example.com');
      expect(
        (await signInFrom(guesser, 'pair-bystander@example.com', testPassword)).statusCode,
      ).toBe(200);
    });

    it(`locks an account after ${perAccount.max} refused attempts from any addresses, until a password reset`, async () => {
      const victim = 'victim@example.com';
      await createAccount(victim);
      for (let attempt = 1; attempt <= perAccount.max; attempt++) {
        const response = await signInFrom(freshAddress(), victim, `guess number ${attempt}`);
        expect(response.statusCode, `attempt ${attempt}`).toBe(401);
      }
      const blocked = await signInFrom(freshAddress(), victim, testPassword);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ message: 'Rate limit exceeded, retry in 15 minutes' });

      // Other accounts sign in as usual.
      await createAccount('bystander@example.com');
      expect(
        (await signInFrom(freshAddress(), 'bystander@example.com', testPassword)).statusCode,
      ).toBe(200);

      // The owner proves the mailbox: the lock is lifted at once, for every address.
      const newPassword = 'a brand new passphrase 7';
      await resetPassword(victim, newPassword);
      expect((await signInFrom(freshAddress(), victim, newPassword)).statusCode).toBe(200);
    });

    it('lifts the hold on a client once the owner resets the password', async () => {
      const owner = 'forgot-again@example.com';
      await createAccount(owner);
      const device = freshAddress();
      for (let attempt = 1; attempt <= perClient.max; attempt++) {
        expect((await signInFrom(device, owner, `not it ${attempt}`)).statusCode).toBe(401);
      }
      expect((await signInFrom(device, owner, testPassword)).statusCode).toBe(429);

      const newPassword = 'remembered at last 9';
      await resetPassword(owner, newPassword);
      expect((await signInFrom(device, owner, newPassword)).statusCode).toBe(200);
    });

    it('answers an unknown email exactly like a known one when it is limited', async () => {
      const ghost = 'nobody-at-all@example.com';
      const guesser = freshAddress();
      for (let attempt = 1; attempt <= perClient.max; attempt++) {
        await signInFrom(guesser, ghost, `guess ${attempt}`);
      }
      const blocked = await signInFrom(guesser, ghost, 'guess again');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ message: 'Rate limit exceeded, retry in 15 minutes' });
    });

    it('never holds back an owner who types the right password', async () => {
      const owner = 'frequent@example.com';
      await createAccount(owner);
      for (let attempt = 1; attempt <= perClient.max + 3; attempt++) {
        const response = await signInFrom(freshAddress(), owner, testPassword);
        expect(response.statusCode, `sign-in ${attempt}`).toBe(200);
      }
    });

    it('sends at most 3 reset emails to one address in 15 minutes, known or not', async () => {
      const known = 'forgetful@example.com';
      await createAccount(known);
      const [{ max }] = perEmailLimits['/request-password-reset'];
      for (const email of [known, 'never-signed-up@example.com']) {
        for (let attempt = 1; attempt <= max; attempt++) {
          const response = await authRequest(
            app,
            '/request-password-reset',
            { email },
            { remoteAddress: freshAddress() },
          );
          expect(response.statusCode, `${email} request ${attempt}`).toBe(200);
        }
        const blocked = await authRequest(
          app,
          '/request-password-reset',
          { email: email.toUpperCase() },
          { remoteAddress: freshAddress() },
        );
        expect(blocked.statusCode, email).toBe(429);
        expect(blocked.json()).toMatchObject({
          message: 'Rate limit exceeded, retry in 15 minutes',
        });
      }
      const sent = await app.smtp.waitForCount(known, max);
      expect(sent).toHaveLength(max);
      // Nothing more arrives once the answers are in (the refused request sent nothing).
      await app.app.close();
      expect(app.smtp.received.filter((email) => email.to.includes(known))).toHaveLength(max);
    });
  });
});
