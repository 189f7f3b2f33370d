/**
 * Journey 2: "Try without an account" starts an anonymous account and opens the app.
 */
import { expect, test } from '../support/fixtures';
import { expectShell, jwtClaims, storedSessionToken } from '../support/pages';

test('try without an account from the landing page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Try without an account' }).first().click();

  await expect(page).toHaveURL('/app/resumes');
  await expectShell(page);
  await expect.poll(() => storedSessionToken(page)).toBeTruthy();
  const claims = jwtClaims((await storedSessionToken(page))!);
  expect(claims.anon).toBe(true);
  expect(typeof claims.sub).toBe('string');
});

test('try without an account from the login page', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Try without an account' }).click();
  await expect(page).toHaveURL('/app/resumes');
  await expectShell(page);
  expect(jwtClaims((await storedSessionToken(page))!).anon).toBe(true);
});
