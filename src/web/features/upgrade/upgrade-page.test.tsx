import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { createFakeBackend, signedInBackend } from '../../test-support/fake-backend';
import { withFakeUpgrade, type FakePurchase } from '../../test-support/fake-upgrade';
import { renderApp, setupI18n, setViewportWidth } from '../../test-support/render-app';
import { checkoutPollIntervalMs } from './use-checkout-return';

vi.setConfig({ testTimeout: 30_000 });

const paid: FakePurchase = {
  id: 'p1',
  kind: 'PREMIUM',
  months: 1,
  price: { amount: 900, currency: 'usd' },
  status: 'PAID',
  receiptNumber: 'MR-2026-ACDEFGHJ',
  email: 'ada@example.com',
  createdAt: '2026-11-27T10:00:00.000Z',
  paidAt: '2026-11-27T10:01:00.000Z',
};

function setup() {
  const { backend } = signedInBackend();
  return withFakeUpgrade(backend);
}

beforeAll(setupI18n);
beforeEach(() => {
  window.localStorage.clear();
  setViewportWidth(1280);
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

describe('the upgrade page', () => {
  it('shows the plans side by side, the current plan and an empty history', async () => {
    const fake = setup();
    renderApp('/app/upgrade', { backend: fake.backend });
    await screen.findByRole('heading', { level: 1, name: 'Upgrade' });
    const free = await screen.findByRole('region', { name: 'Free' });
    expect(within(free).getByText('3 resumes')).toBeTruthy();
    expect(within(free).getByText('Templates: Classic, Compact')).toBeTruthy();
    expect(within(free).getByText('Not included: DOCX export')).toBeTruthy();
    const premium = screen.getByRole('region', { name: 'Premium' });
    expect(within(premium).getByText('Unlimited resumes')).toBeTruthy();
    expect(within(premium).getByText('$9.00 for 1 month')).toBeTruthy();
    expect(within(premium).getByText('$72.00 for 12 months')).toBeTruthy();
    expect(within(premium).getByRole('button', { name: 'Buy 3 months' })).toBeTruthy();
    expect(screen.getByText('You are on the Free plan.')).toBeTruthy();
    expect(screen.getByText('No purchases yet.')).toBeTruthy();
  });

  it('writes prices and dates in the user’s language', async () => {
    const fake = setup();
    fake.state.premiumUntil = '2027-01-15T12:00:00.000Z';
    await changeLanguage('fr');
    renderApp('/app/upgrade', { backend: fake.backend });
    const premium = await screen.findByRole('region', { name: 'Premium' });
    expect(within(premium).getByText(/^9,00\s\$US pour 1 mois$/)).toBeTruthy();
    expect(screen.getByText('Vous avez Premium jusqu’au 15 janvier 2027.')).toBeTruthy();
  });

  it('sends "Buy" to the checkout in the user’s language', async () => {
    const fake = setup();
    const user = userEvent.setup();
    const view = renderApp('/app/upgrade', { backend: fake.backend });
    await user.click(await screen.findByRole('button', { name: 'Buy 3 months' }));
    await vi.waitFor(() =>
      expect(view.loadedPages).toEqual(['http://localhost/checkout/test?session=s1']),
    );
    expect(fake.calls.find((call) => call.operation === 'BuyPremium')?.variables).toEqual({
      months: 3,
      language: 'EN',
    });
  });

  it('asks an account-less user to create an account', async () => {
    const fake = setup();
    fake.state.buyAnswer = { reason: 'accountNeeded' };
    const user = userEvent.setup();
    renderApp('/app/upgrade', { backend: fake.backend });
    await user.click(await screen.findByRole('button', { name: 'Buy 1 month' }));
    const alert = await screen.findByText(/Create an account to buy Premium/);
    expect(alert).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/sign-up?next=%2Fapp%2Fupgrade',
    );
  });

  it('after checkout, says the payment is received and reads the plan until it is confirmed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fake = setup();
    renderApp('/app/upgrade?checkout=success&purchase=p1', { backend: fake.backend });
    const status = await screen.findByText(
      'Payment received — Premium starts as soon as the payment is confirmed.',
    );
    expect(status).toBeTruthy();
    const reads = () => fake.calls.filter((call) => call.operation === 'Upgrade').length;
    const before = reads();
    await act(() => vi.advanceTimersByTimeAsync(checkoutPollIntervalMs));
    expect(reads()).toBeGreaterThan(before);
    expect(screen.getByText(/Payment received/)).toBeTruthy();

    // The verified payment arrives at the server.
    fake.state.premiumUntil = '2026-12-27T10:01:00.000Z';
    fake.state.purchases = [paid];
    await act(() => vi.advanceTimersByTimeAsync(checkoutPollIntervalMs));
    await screen.findByText(
      'Your payment is confirmed. Premium is active until December 27, 2026.',
    );
    expect(screen.getByText('You have Premium until December 27, 2026.')).toBeTruthy();
    const settled = reads();
    await act(() => vi.advanceTimersByTimeAsync(checkoutPollIntervalMs * 3));
    expect(reads()).toBe(settled);
  });

  it('lists purchases with their receipts', async () => {
    const fake = setup();
    fake.state.purchases = [
      paid,
      {
        ...paid,
        id: 'p0',
        status: 'REFUNDED',
        receiptNumber: 'MR-2026-XXXXXXXX',
        months: 12,
        price: { amount: 7200, currency: 'usd' },
      },
    ];
    const user = userEvent.setup();
    renderApp('/app/upgrade', { backend: fake.backend });
    const table = await screen.findByRole('table', { name: 'Purchase history' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('1 month of Premium')).toBeTruthy();
    expect(within(rows[1]!).getByText('Paid')).toBeTruthy();
    expect(within(rows[2]!).getByText('Refunded')).toBeTruthy();
    expect(within(rows[2]!).getByText('$72.00')).toBeTruthy();
    await user.click(within(rows[1]!).getByRole('button', { name: 'Receipt MR-2026-ACDEFGHJ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receipt MR-2026-ACDEFGHJ' });
    expect(within(dialog).getByText('ada@example.com')).toBeTruthy();
    expect(within(dialog).getByText('$9.00')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('redeems a gift code from the address, and names why a code is refused', async () => {
    const fake = setup();
    fake.state.redeemAnswer = { reason: 'giftCodeUsed' };
    const user = userEvent.setup();
    renderApp('/app/upgrade?code=ABCD-EFGH', { backend: fake.backend });
    const field = await screen.findByRole('textbox', { name: 'Gift code' });
    expect((field as HTMLInputElement).value).toBe('ABCD-EFGH');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    await screen.findByText('This gift code has already been redeemed.');
    expect(fake.calls.find((call) => call.operation === 'RedeemGift')?.variables).toEqual({
      code: 'ABCD-EFGH',
    });

    fake.state.redeemAnswer = { months: 3, premiumUntil: '2027-03-01T00:00:00.000Z' };
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    await screen.findByText(
      'Gift redeemed: 3 months of Premium added. You have Premium until March 1, 2027.',
    );

    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    await screen.findByText('Enter the gift code.');
  });
});

describe('the test checkout page', () => {
  it('is public, marked as a test, and names why a card is declined before it pays', async () => {
    const fake = withFakeUpgrade(createFakeBackend());
    fake.state.payAnswers = [
      { status: 402, body: { reason: 'cardDeclined' } },
      { status: 200, body: { redirectTo: 'http://localhost/app/upgrade?checkout=success' } },
    ];
    const user = userEvent.setup();
    const view = renderApp('/checkout/test?session=s1', { backend: fake.backend });
    await screen.findByRole('heading', { level: 1, name: 'Test payment' });
    expect(screen.getByText(/Test payment — no money moves/)).toBeTruthy();
    await screen.findByText('1 month of Premium');
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4000 0000 0000 0002');
    await user.type(screen.getByRole('textbox', { name: 'Expiry date (MM/YY)' }), '12/40');
    await user.type(screen.getByRole('textbox', { name: 'CVC' }), '123');
    await user.click(screen.getByRole('button', { name: 'Pay $9.00' }));
    await screen.findByText('Your card was declined. Try another card.');
    expect(view.loadedPages).toEqual([]);

    const number = screen.getByRole('textbox', { name: 'Card number' });
    await user.clear(number);
    await user.type(number, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay $9.00' }));
    await vi.waitFor(() =>
      expect(view.loadedPages).toEqual(['http://localhost/app/upgrade?checkout=success']),
    );
    expect(fake.state.payBodies[1]).toEqual({
      session: 's1',
      number: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
    });
    expect(screen.getByRole('link', { name: 'Cancel and go back' }).getAttribute('href')).toBe(
      'http://localhost/app/upgrade?checkout=cancelled',
    );
  });

  it('says when the checkout is gone', async () => {
    const fake = withFakeUpgrade(createFakeBackend());
    fake.state.session = null;
    renderApp('/checkout/test?session=forged', { backend: fake.backend });
    await screen.findByText('This checkout has expired or does not exist.');
  });
});
