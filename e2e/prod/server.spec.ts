/**
 * The production deployment behind TLS: HSTS, and a session cookie the page's scripts cannot read.
 */
import { createAccount } from '../support/api';
import { expect, test } from '../support/fixtures';

test('the prod server sends HSTS and a Secure, HttpOnly session cookie', async ({
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ ignoreHTTPSErrors: true });
  const health = await api.get(`${baseURL}/healthz`);
  expect(health.ok()).toBe(true);
  expect(health.headers()['strict-transport-security']).toContain('max-age=');

  await createAccount(api, baseURL!, { label: 'prod' });
  const { cookies } = await api.storageState();
  const session = cookies.find((cookie) => cookie.name.includes('session_token'));
  expect(session, JSON.stringify(cookies)).toMatchObject({ secure: true, httpOnly: true });
  expect(session?.name.startsWith('__Secure-')).toBe(true);
  await api.dispose();
});
