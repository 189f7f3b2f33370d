/**
 * Journey 1: a visitor creates an account through the form, lands in the app with their initials
 * showing, signs out, and from then on the app sends them to sign in.
 */
import { uniqueEmail, defaultPassword } from '../support/api';
import { expect, test } from '../support/fixtures';
import { expectShell, signOutButton, storedSessionToken, jwtClaims } from '../support/pages';

test('sign up, see your initials, sign out', async ({ page }) => {
  const email = uniqueEmail('sign-up');
  await page.goto('/sign-up');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(defaultPassword);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL('/app/resumes');
  await expectShell(page);
  const profile = page.getByRole('link', { name: 'Ada Lovelace' });
  await expect(profile).toBeVisible();
  await expect(profile).toContainText('AL');
  const token = await storedSessionToken(page);
  expect(token).toBeTruthy();
  expect(jwtClaims(token!)).toMatchObject({ anon: false });

  await signOutButton(page).click();
  await expect(page).toHaveURL((url) => !url.pathname.startsWith('/app'));
  await expect.poll(() => storedSessionToken(page)).toBeNull();

  await page.goto('/app/resumes');
  await expect(page).toHaveURL('/login?next=%2Fapp%2Fresumes');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
});

test('the sign-up form links to sign-in', async ({ page }) => {
  await page.goto('/sign-up');
  await page.getByRole('link', { name: 'Sign in instead' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
});
