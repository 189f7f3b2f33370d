/**
 * Journey 3: a forgotten password is reset through the email the SMTP sink receives; afterwards the
 * new password signs in and the old one does not.
 */
import { expect, linkIn, test } from '../support/fixtures';
import { expectShell, loginForm, message, signInThroughForm } from '../support/pages';

const newPassword = 'a brand new passphrase 77';
const resetLinkSent =
  'If an account exists for that email, we have sent a link to reset its password.';

test('reset a forgotten password through the emailed link', async ({
  page,
  accounts,
  mailbox,
  baseURL,
}) => {
  const account = await accounts.create({ label: 'reset' });

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(message(page, 'status', resetLinkSent)).toBeVisible();

  const email = await mailbox.latest(account.email);
  const link = linkIn(email);
  expect(link.startsWith(`${baseURL}/`)).toBe(true);
  await page.goto(link);
  await expect(page).toHaveURL(/\/login\?token=[^&]+/);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(
    message(page, 'status', 'Your password has been changed. Sign in with your new password.'),
  ).toBeVisible();

  // The old password no longer works …
  await signInThroughForm(page, account);
  await expect(message(page, 'alert', 'Email or password is incorrect.')).toBeVisible();
  await expect(loginForm(page).heading).toBeVisible();

  // … the new one does.
  await signInThroughForm(page, { email: account.email, password: newPassword });
  await expect(page).toHaveURL('/app/resumes');
  await expectShell(page);
});

test('the reset form never tells whether an email has an account', async ({ page, mailbox }) => {
  const nobody = `nobody-${Date.now()}@example.com`;
  await page.goto('/forgot-password');
  await page.getByRole('textbox', { name: 'Email' }).fill(nobody);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(message(page, 'status', resetLinkSent)).toBeVisible();
  expect(await mailbox.all(nobody)).toEqual([]);
});
