/**
 * Journey 8: what the browser shows for the GraphQL errors that end a session — a stored token the
 * API refuses (UNAUTHENTICATED) and an identity without a user record (NO_USER_FOUND) both end
 * signed out, on the login page, with the stored token cleared and no crash.
 */
import { generateKeyPair, SignJWT } from 'jose';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { sessionTokenKey, storedSessionToken } from '../support/pages';

/** Collects uncaught errors of the page, to prove nothing crashed. */
function pageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

async function storeToken(page: Page, token: string) {
  await page.goto('/login');
  await page.evaluate(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [sessionTokenKey, token],
  );
}

async function expectSignedOutOnLogin(page: Page) {
  await expect(page).toHaveURL('/login?next=%2Fapp%2Fresumes');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await expect.poll(() => storedSessionToken(page)).toBeNull();
}

test('a garbage stored token without a session ends signed out', async ({ page }) => {
  const errors = pageErrors(page);
  await storeToken(page, 'garbage');
  await page.goto('/app/resumes');
  await expectSignedOutOnLogin(page);
  expect(errors).toEqual([]);
});

test('an expired stored token without a session ends signed out', async ({ page, baseURL }) => {
  const errors = pageErrors(page);
  const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const now = Math.floor(Date.now() / 1000);
  const expired = await new SignJWT({ anon: false })
    .setProtectedHeader({ alg: 'EdDSA', kid: 'unknown-key' })
    .setSubject('00000000-0000-4000-8000-000000000000')
    .setIssuer(baseURL!)
    .setAudience(`${baseURL}/graphql`)
    .setIssuedAt(now - 3600)
    .setExpirationTime(now - 1800)
    .sign(privateKey);
  await storeToken(page, expired);
  await page.goto('/app/resumes');
  await expectSignedOutOnLogin(page);
  expect(errors).toEqual([]);
});

test('an identity with no user record is logged out (NO_USER_FOUND)', async ({
  page,
  accounts,
}) => {
  const errors = pageErrors(page);
  await accounts.createSignedIn({ label: 'no-user', userRecord: false });
  await page.goto('/app/resumes');
  await expectSignedOutOnLogin(page);
  // Logged out for real: the session cookie is gone, so a reload stays signed out.
  await expect
    .poll(async () =>
      (await page.context().cookies()).filter((cookie) => cookie.name.includes('session_token')),
    )
    .toEqual([]);
  await page.goto('/app/resumes');
  await expectSignedOutOnLogin(page);
  expect(errors).toEqual([]);
});
