/**
 * Journey 2: "Try without an account" starts an anonymous account and opens the app; creating an
 * account later keeps the same user, and signing out of an anonymous account asks first
 * (docs/decisions/023).
 */
import { defaultPassword, graphql, meQuery, uniqueEmail } from '../support/api';
import { expect, test } from '../support/fixtures';
import { expectShell, jwtClaims, signOutButton, storedSessionToken } from '../support/pages';

test('try without an account from the landing page', async ({ page }) => {
  await page.goto('/');
  // The site's link (/login?try=1) starts the anonymous account at once.
  await page.getByRole('link', { name: 'Try it without an account' }).first().click();

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

test('an anonymous user who creates an account keeps the same user record', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Try without an account' }).click();
  await expectShell(page);
  const anonymousToken = (await storedSessionToken(page))!;
  const before = await graphql<{ me: { id: string } }>(
    request,
    baseURL!,
    meQuery,
    {},
    anonymousToken,
  );
  expect(before.errors).toBeUndefined();

  const email = uniqueEmail('keep-work');
  await page.getByRole('link', { name: 'Create an account to keep your work' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(
    page.getByText('Add an email and password to keep everything you have made so far.'),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'First name' }).fill('Katherine');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Johnson');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(defaultPassword);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL('/app/resumes');
  await expect(page.getByRole('link', { name: 'Katherine Johnson' })).toContainText('KJ');
  await expect.poll(async () => jwtClaims((await storedSessionToken(page))!).anon).toBe(false);
  const after = await graphql<{ me: { id: string } }>(
    request,
    baseURL!,
    meQuery,
    {},
    (await storedSessionToken(page))!,
  );
  expect(after.data?.me.id).toBe(before.data?.me.id);
  await expect(
    page.getByRole('link', { name: 'Create an account to keep your work' }),
  ).toBeHidden();
});

test('signing out of an anonymous account asks first', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Try without an account' }).click();
  await expectShell(page);

  const dialog = page.getByRole('dialog', { name: 'Sign out and lose your work?' });
  await signOutButton(page).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/app/resumes');
  expect(await storedSessionToken(page)).toBeTruthy();

  await signOutButton(page).click();
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL((url) => !url.pathname.startsWith('/app'));
  await expect.poll(() => storedSessionToken(page)).toBeNull();
});
