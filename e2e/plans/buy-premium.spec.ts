/**
 * Buying Premium (decision 101) on a server whose free plan has its limits and which sells
 * Premium through the built-in test provider: the upgrade page, the test checkout (a declined card
 * first, then one that pays), Premium with its end date, the receipt on the page and by email.
 */
import { addMonths } from '../../src/domain/plan';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

const longDate = (date: Date, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(date);

test('a signed-in user buys a month of Premium through the test checkout', async ({
  page,
  accounts,
  mailbox,
}) => {
  const account = await accounts.createSignedIn({ label: 'buy-premium' });
  await page.goto('/app/upgrade');
  await expect(page.getByRole('heading', { level: 1, name: 'Upgrade' })).toBeVisible();
  await expect(page.getByText('You are on the Free plan.')).toBeVisible();
  const premium = page.getByRole('region', { name: 'Premium' });
  await expect(premium.getByText('$9.00 for 1 month')).toBeVisible();
  await expect(page.getByText('No purchases yet.')).toBeVisible();
  await expectNoSeriousViolations(page);

  await test.step('the test checkout declines a declined card', async () => {
    await premium.getByRole('button', { name: 'Buy 1 month' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Test payment' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/checkout/test');
    await expect(page.getByText(/^Test payment — no money moves\./)).toBeVisible();
    await expect(page.getByText('1 month of Premium')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('textbox', { name: 'Card number' }).fill('4000 0000 0000 0002');
    await page.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).fill('12/40');
    await page.getByRole('textbox', { name: 'CVC' }).fill('123');
    await page.getByRole('button', { name: 'Pay $9.00' }).click();
    await expect(page.getByRole('alert')).toHaveText('Your card was declined. Try another card.');
    expect(new URL(page.url()).pathname).toBe('/checkout/test');
  });

  const paidOn = new Date();
  await test.step('4242 4242 4242 4242 pays, and the upgrade page shows Premium', async () => {
    await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $9.00' }).click();
    await page.waitForURL(/\/app\/upgrade\?checkout=success&purchase=/);
    const until = longDate(addMonths(paidOn, 1), 'en-US');
    await expect(
      page.getByText(`Your payment is confirmed. Premium is active until ${until}.`),
    ).toBeVisible();
    await expect(page.getByText(`You have Premium until ${until}.`)).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  await test.step('the purchase history has its receipt, and so does the mailbox', async () => {
    const table = page.getByRole('table', { name: 'Purchase history' });
    const row = table.getByRole('row').nth(1);
    await expect(row.getByRole('cell').nth(1)).toHaveText('1 month of Premium');
    await expect(row.getByRole('cell').nth(2)).toHaveText('$9.00');
    await expect(row.getByRole('cell').nth(3)).toHaveText('Paid');
    await row.getByRole('button', { name: /^Receipt MR-/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Receipt MR-\d{4}-[0-9A-Z]{8}$/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(account.email)).toBeVisible();
    await expectNoSeriousViolations(page);
    const receiptNumber = (await dialog.getByRole('heading').textContent())!.replace(
      'Receipt ',
      '',
    );
    await dialog.getByRole('button', { name: 'Close' }).click();

    const email = await mailbox.latest(account.email);
    expect(email.subject).toBe(`Your My Resume receipt ${receiptNumber}`);
    expect(email.text).toContain('1 month of Premium');
    expect(email.text).toContain('$9.00');
  });
});

test('the upgrade and test checkout pages in Spanish and French, and on a 375 px phone', async ({
  page,
  accounts,
}) => {
  await accounts.createSignedIn({ label: 'upgrade-languages' });
  for (const [language, heading, buy, checkoutHeading] of [
    ['es', 'Mejorar plan', 'Comprar 3 meses', 'Pago de prueba'],
    ['fr', 'Passer à l’offre supérieure', 'Acheter 3 mois', 'Paiement de test'],
  ] as const) {
    await test.step(language, async () => {
      await page.goto(`/app/upgrade?lang=${language}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading.replace('’', "'"));
      await page.getByRole('button', { name: buy }).click();
      await expect(page.getByRole('heading', { level: 1, name: checkoutHeading })).toBeVisible();
      await expectNoSeriousViolations(page, { soft: true });
      await page.goBack();
    });
  }

  await test.step('375 px wide', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/app/upgrade?lang=en');
    const buy = page.getByRole('button', { name: 'Buy 12 months' });
    await buy.scrollIntoViewIfNeeded();
    await expect(buy).toBeInViewport();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page);
    await buy.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Test payment' })).toBeVisible();
    const checkoutOverflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(checkoutOverflow).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page);
  });
});
