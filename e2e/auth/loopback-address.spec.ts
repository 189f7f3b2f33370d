/**
 * `npm start` listens on 127.0.0.1 and prints http://localhost:PORT: on dev, the app works at either
 * name (docs/decisions/070). A deployment reached at an address other than its PUBLIC_URL says so.
 */
import { defaultPassword, uniqueEmail } from '../support/api';
import { expect, test } from '../support/fixtures';
import { expectShell, signInThroughForm, signOutButton } from '../support/pages';
import { urls } from '../support/servers';

test.describe('the dev server opened at 127.0.0.1', () => {
  test.use({ baseURL: urls.dev.replace('//localhost:', '//127.0.0.1:') });

  test('signs up, signs out and signs in again', async ({ page }) => {
    const account = { email: uniqueEmail('loopback'), password: defaultPassword };
    await page.goto('/sign-up');
    expect(new URL(page.url()).hostname).toBe('127.0.0.1');
    await page.getByRole('textbox', { name: 'First name' }).fill('Grace');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Hopper');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL('/app/resumes');
    await expectShell(page);
    await expect(page.getByRole('link', { name: 'Grace Hopper' })).toBeVisible();

    await signOutButton(page).click();
    await signInThroughForm(page, account);
    await expect(page).toHaveURL('/app/resumes');
    await expectShell(page);
  });

  test('tries the app without an account', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Try without an account' }).click();
    await expect(page).toHaveURL('/app/resumes');
    await expectShell(page);
  });
});

test.describe('a production server opened at an address other than its PUBLIC_URL', () => {
  test.use({ baseURL: urls.prod.replace('//localhost:', '//127.0.0.1:'), ignoreHTTPSErrors: true });

  test('says to open the app at its own address', async ({ page }) => {
    await page.goto('/login');
    await signInThroughForm(page, { email: uniqueEmail('elsewhere'), password: defaultPassword });
    await expect(page.getByRole('alert')).toHaveText(
      "My Resume isn't set up to be used at this address, so you can't sign in here. Open it at its usual address, or ask whoever runs it to set PUBLIC_URL to this address.",
    );
    await expect(page).toHaveURL('/login');
  });
});
