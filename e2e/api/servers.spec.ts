/**
 * The suite's own footing: the dev server runs on the database the run asked for, and email sent by
 * the identity service really arrives at the SMTP sink, with a link back to the login route.
 */
import { createAccount, identityApi } from '../support/api';
import { expect, linkIn, test } from '../support/fixtures';

test('the dev server is healthy on the expected database', async ({ request }) => {
  const response = await request.get('/healthz');
  expect(response.ok()).toBe(true);
  expect(await response.json()).toEqual({
    status: 'ok',
    database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
  });
});

test('a password-reset email arrives over SMTP and links back to the login route', async ({
  playwright,
  baseURL,
  mailbox,
}) => {
  const api = await playwright.request.newContext();
  const account = await createAccount(api, baseURL!, { label: 'reset-api' });
  await api.clearCookies();
  const response = await identityApi(api, baseURL!).requestPasswordReset(
    account.email,
    `${baseURL}/login`,
  );
  expect(response.status(), await response.text()).toBe(200);

  const email = await mailbox.latest(account.email);
  expect(email.subject).toBe('Reset your My Resume password');
  const link = linkIn(email);
  expect(link.startsWith(`${baseURL}/`)).toBe(true);

  // The link continues to the login route with the reset token (docs/product/identity.md).
  const followed = await api.get(link, { maxRedirects: 0 });
  expect(followed.status()).toBe(302);
  const location = new URL(followed.headers().location!, baseURL);
  expect(location.origin + location.pathname).toBe(`${baseURL}/login`);
  expect(location.searchParams.get('token')).toBeTruthy();
  await api.dispose();
});
