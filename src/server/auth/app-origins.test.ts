import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/app';
import { authRequest, testPassword } from '../test-support/identity';
import { appOrigins } from './app-origins';
import { untrustedOriginCode } from './routes';

describe('the origins allowed to call the identity service', () => {
  it('is PUBLIC_URL, and on dev also the loopback names on the listening port', () => {
    expect(appOrigins({ APP_ENV: 'dev', PORT: 8080, publicUrl: 'http://localhost:8080' })).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
      'http://[::1]:8080',
    ]);
    expect(appOrigins({ APP_ENV: 'dev', PORT: 3000, publicUrl: 'https://resume.example' })).toEqual(
      [
        'https://resume.example',
        'http://localhost:3000',
        'http://127.0.0.1:3000',
        'http://[::1]:3000',
      ],
    );
    for (const APP_ENV of ['stage', 'myjourney', 'prod'] as const) {
      expect(appOrigins({ APP_ENV, PORT: 8080, publicUrl: 'https://resume.example' })).toEqual([
        'https://resume.example',
      ]);
    }
  });
});

describe.each([
  { env: 'dev', accepted: ['http://127.0.0.1:8080', 'http://[::1]:8080'] },
  { env: 'stage', accepted: [] },
])('identity calls from another address of the server ($env)', ({ env, accepted }) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({
      APP_ENV: env,
      PUBLIC_URL: 'http://localhost:8080',
      AUTH_SECRET: 'a-secret-for-the-stage-server-of-32-characters',
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  const fromOrigin = (origin: string, path: string, body: unknown) =>
    authRequest(app, path, body, { headers: { origin } });

  it.each(accepted)('signs up, signs in and starts without an account from %s', async (origin) => {
    const email = `loopback-${env}-${origin.replace(/\W+/g, '-')}@example.com`;
    const signUp = await fromOrigin(origin, '/sign-up/email', {
      email,
      password: testPassword,
      name: 'Loop Back',
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    const signIn = await fromOrigin(origin, '/sign-in/email', { email, password: testPassword });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const anonymous = await fromOrigin(origin, '/sign-in/anonymous', {});
    expect(anonymous.statusCode, anonymous.body).toBe(200);
  });

  it('refuses any other origin with its own code, and logs the fix', async () => {
    const refusedOrigins = [
      'http://192.168.1.20:8080',
      'http://localhost:9999',
      ...(env === 'dev' ? [] : ['http://127.0.0.1:8080']),
    ];
    for (const origin of refusedOrigins) {
      const response = await fromOrigin(origin, '/sign-in/anonymous', {});
      expect(response.statusCode, origin).toBe(403);
      expect(response.json()).toMatchObject({
        code: untrustedOriginCode,
        message: 'Cross-origin request refused',
      });
      expect(response.headers['set-cookie']).toBeUndefined();
      const logged = app.logs.find(
        (line) => line.level === 40 && line.origin === origin && typeof line.msg === 'string',
      );
      expect(logged?.msg).toBe(
        `identity call refused: the page is at ${origin}, not at PUBLIC_URL (http://localhost:8080). ` +
          'If users reach the app at that address, set PUBLIC_URL to it.',
      );
    }
  });
});
