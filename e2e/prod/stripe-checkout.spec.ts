/**
 * Buying Premium through Stripe (decision 101) on the production deployment, whose Stripe is the
 * simulator (dev/stripe-sim): its hosted checkout pays, its signed webhook reaches the server, and
 * the upgrade page shows Premium — the return to the page alone grants nothing.
 */
import { addMonths } from '../../src/domain/plan';
import { expect, test } from '../support/fixtures';
import { urls } from '../support/servers';

test('a signed-in user buys a month of Premium through Stripe Checkout', async ({
  page,
  accounts,
  mailbox,
}) => {
  const account = await accounts.createSignedIn({ label: 'stripe-buyer' });
  await page.goto('/app/upgrade');
  await expect(page.getByText('You are on the Free plan.')).toBeVisible();
  const paidOn = new Date();
  await page.getByRole('button', { name: 'Buy 1 month' }).click();

  await page.waitForURL(`${urls.stripeSim}/c/pay/**`);
  await expect(page.getByRole('heading', { name: 'Stripe simulator checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay $9.00' }).click();

  await page.waitForURL(/\/app\/upgrade\?checkout=success&purchase=/);
  const until = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(
    addMonths(paidOn, 1),
  );
  await expect(
    page.getByText(`Your payment is confirmed. Premium is active until ${until}.`),
  ).toBeVisible();
  const row = page.getByRole('table', { name: 'Purchase history' }).getByRole('row').nth(1);
  await expect(row.getByRole('cell').nth(3)).toHaveText('Paid');

  const email = await mailbox.latest(account.email);
  expect(email.subject).toMatch(/^Your My Resume receipt MR-\d{4}-[0-9A-Z]{8}$/);
});
