import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/app';
import { authRequest, signUp, testPassword } from '../test-support/identity';
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
};

describe('rate limits on the identity routes (default limits)', () => {
  let app: TestApp;
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
    it('stops sign-in to one account after 10 refused attempts, even with the right password', async () => {
      const victim = 'victim@example.com';
      await signUp(app, victim);
      const { max } = perEmailLimits['/sign-in/email'];
      for (let attempt = 1; attempt <= max; attempt++) {
        const response = await authRequest(
          app,
          '/sign-in/email',
          {
            email: attempt % 2 ? victim : 'Victim@Example.COM',
            password: `guess number ${attempt}`,
          },
          { remoteAddress: freshAddress() },
        );
        expect(response.statusCode, `attempt ${attempt}`).toBe(401);
      }
      const blocked = await authRequest(
        app,
        '/sign-in/email',
        { email: victim, password: testPassword },
        { remoteAddress: freshAddress() },
      );
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({
        error: 'Too Many Requests',
        message: 'Rate limit exceeded, retry in 15 minutes',
      });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);

      // Other accounts sign in as usual.
      await signUp(app, 'bystander@example.com');
      const bystander = await authRequest(
        app,
        '/sign-in/email',
        { email: 'bystander@example.com', password: testPassword },
        { remoteAddress: freshAddress() },
      );
      expect(bystander.statusCode).toBe(200);
    });

    it('answers an unknown email exactly like a known one when it is limited', async () => {
      const { max } = perEmailLimits['/sign-in/email'];
      const ghost = 'nobody-at-all@example.com';
      for (let attempt = 1; attempt <= max; attempt++) {
        await authRequest(
          app,
          '/sign-in/email',
          { email: ghost, password: `guess ${attempt}` },
          { remoteAddress: freshAddress() },
        );
      }
      const blocked = await authRequest(
        app,
        '/sign-in/email',
        { email: ghost, password: 'guess again' },
        { remoteAddress: freshAddress() },
      );
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ message: 'Rate limit exceeded, retry in 15 minutes' });
    });

    it('never holds back an owner who types the right password', async () => {
      const owner = 'frequent@example.com';
      await signUp(app, owner);
      const { max } = perEmailLimits['/sign-in/email'];
      for (let attempt = 1; attempt <= max + 3; attempt++) {
        const response = await authRequest(
          app,
          '/sign-in/email',
          { email: owner, password: testPassword },
          { remoteAddress: freshAddress() },
        );
        expect(response.statusCode, `sign-in ${attempt}`).toBe(200);
      }
    });

    it('sends at most 3 reset emails to one address in 15 minutes, known or not', async () => {
      const known = 'forgetful@example.com';
      await signUp(app, known);
      const { max } = perEmailLimits['/request-password-reset'];
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
