import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createFakeBackend,
  graphqlCallOf,
  type FakeBackend,
} from '../../test-support/fake-backend';
import { renderApp, setupI18n, setViewportWidth } from '../../test-support/render-app';
import { pendingPollMs } from './gift-confirmation-page';

// The gift pages against a fake GraphQL backend: /gift checks the order with the domain's schema
// before asking for a checkout; /gift/confirmation shows "Payment pending" until the order is paid.
vi.setConfig({ testTimeout: 30_000 });

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

interface FakeGifts {
  backend: FakeBackend;
  orders: Array<Record<string, unknown>>;
  status: string;
}

function withFakeGifts(): FakeGifts {
  const base = createFakeBackend();
  const state: FakeGifts = { backend: base, orders: [], status: 'PENDING' };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = graphqlCallOf(input, init);
    if (call?.operation === 'GiftPlans') {
      return json({
        data: {
          plans: {
            prices: [1, 3, 12].map((months) => ({
              months,
              price: { amount: months * 500, currency: 'usd' },
            })),
          },
        },
      });
    }
    if (call?.operation === 'OrderGift') {
      state.orders.push(call.variables.input as Record<string, unknown>);
      return json({
        data: {
          gift: {
            __typename: 'GiftMutations',
            orderGift: { reference: 'ref-1', checkoutUrl: 'https://checkout.example/session/1' },
          },
        },
      });
    }
    if (call?.operation === 'GiftOrder') {
      if (call.variables.reference !== 'ref-1') {
        return json({
          data: null,
          errors: [{ message: 'No data found', extensions: { code: 'NO_DATA_FOUND' } }],
        });
      }
      const paid = state.status !== 'PENDING';
      return json({
        data: {
          giftOrder: {
            __typename: 'GiftOrderDetails',
            reference: 'ref-1',
            months: 12,
            purchaserName: 'Ada Lovelace',
            recipientName: 'Grace Hopper',
            recipientEmail: 'grace@example.com',
            message: 'Happy birthday!',
            deliverOn: '2026-12-24',
            status: state.status,
            deliveredAt: null,
            receipt: {
              __typename: 'GiftReceipt',
              amount: 6000,
              currency: 'usd',
              receiptNumber: 'MR-2026-4F7K2Q',
              paidAt: paid ? '2026-11-27T16:00:00.000Z' : null,
            },
          },
        },
      });
    }
    return base.fetch(input, init);
  };
  state.backend = { ...base, fetch } as FakeBackend;
  return state;
}

beforeAll(setupI18n);
beforeEach(() => {
  window.localStorage.clear();
  setViewportWidth(375);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/gift', () => {
  it('says what is missing or wrong, on the fields, and orders nothing', async () => {
    const fake = withFakeGifts();
    const user = userEvent.setup();
    const view = renderApp('/gift', { backend: fake.backend });
    expect(await screen.findByRole('heading', { level: 1, name: 'Give My Resume Premium' }));
    expect(
      await screen.findByRole('radio', { name: /12 months of Premium — \$60\.00/ }),
    ).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Their email' }), 'not-an-email');
    await user.clear(screen.getByLabelText('Delivery date'));
    await user.type(screen.getByLabelText('Delivery date'), '2001-01-01');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Some fields need your attention: they are marked below.',
    );
    const yourName = screen.getByRole('textbox', { name: 'Your name' });
    expect(yourName.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Fill in this field.').length).toBe(3);
    expect(screen.getByText('Enter a valid email address, like name@example.com.')).toBeTruthy();
    expect(screen.getByText('Choose today or a later day.')).toBeTruthy();
    expect(fake.orders).toEqual([]);
    expect(view.loadedPages).toEqual([]);
  });

  it('orders the gift as typed and sends the buyer to the checkout', async () => {
    const fake = withFakeGifts();
    const user = userEvent.setup();
    const view = renderApp('/gift', { backend: fake.backend });
    await user.click(await screen.findByRole('radio', { name: /^12 months/ }));
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Ada Lovelace');
    await user.type(
      screen.getByRole('textbox', { name: 'Your email (for the receipt)' }),
      'ada@example.com',
    );
    await user.type(screen.getByRole('textbox', { name: 'Their name' }), 'Grace Hopper');
    await user.type(screen.getByRole('textbox', { name: 'Their email' }), 'grace@example.com');
    await user.type(screen.getByRole('textbox', { name: /Your message/ }), 'Happy birthday!');
    expect(screen.getByText('15 of 1000 characters')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Language of their email'), 'fr');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    await waitFor(() => expect(view.loadedPages).toEqual(['https://checkout.example/session/1']));
    expect(fake.orders).toEqual([
      expect.objectContaining({
        months: 12,
        purchaserName: 'Ada Lovelace',
        purchaserEmail: 'ada@example.com',
        recipientName: 'Grace Hopper',
        recipientEmail: 'grace@example.com',
        message: 'Happy birthday!',
        language: 'FR',
      }),
    ]);
  });
});

describe('/gift/confirmation', () => {
  it('shows "Payment pending" and reads the order again until it is paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fake = withFakeGifts();
    renderApp('/gift/confirmation?reference=ref-1', { backend: fake.backend });
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status.textContent).toMatch(/^Payment pending/));
    expect(screen.getByText('12 months of Premium')).toBeTruthy();
    expect(screen.getByText('Grace Hopper (grace@example.com)')).toBeTruthy();
    expect(screen.getByText('MR-2026-4F7K2Q')).toBeTruthy();
    expect(screen.getByText('$60.00')).toBeTruthy();

    fake.status = 'PAID';
    await act(() => vi.advanceTimersByTimeAsync(pendingPollMs));
    await waitFor(() =>
      expect(status.textContent).toBe(
        'Paid. The gift will be emailed to Grace Hopper on December 24, 2026.',
      ),
    );
    expect(screen.getByText('November 27, 2026')).toBeTruthy();
  });

  it('says an unknown reference leads nowhere', async () => {
    const fake = withFakeGifts();
    renderApp('/gift/confirmation?reference=guess', { backend: fake.backend });
    expect(
      await screen.findByText('We could not find this gift order. Check the link in your receipt.'),
    ).toBeTruthy();
  });
});
