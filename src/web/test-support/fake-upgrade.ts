/**
 * The upgrade page's API for component tests, in front of the shared fake backend: the operations
 * of features/upgrade/upgrade-operations.ts (by name) and the test checkout's REST routes. What a
 * payment really does is the server's business (its tests prove it); here a test says it.
 */
import { graphqlCallOf, type FakeBackend } from './fake-backend';

export interface FakePurchase {
  id: string;
  kind: 'PREMIUM' | 'GIFT';
  months: number;
  price: { amount: number; currency: string };
  status: 'PAID' | 'REFUNDED' | 'DISPUTED';
  receiptNumber: string;
  email: string;
  createdAt: string;
  paidAt: string | null;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const features = (free: boolean) => ({
  __typename: 'PlanFeatures',
  resumes: free ? 3 : null,
  coverLetters: free ? 3 : null,
  templates: free ? ['classic', 'compact'] : ['classic', 'modern', 'compact'],
  docx: !free,
  savvySearch: !free,
  shareViewCounts: !free,
});

export function withFakeUpgrade(backend: FakeBackend) {
  const calls: Array<{ operation: string; variables: Record<string, unknown> }> = [];
  const state = {
    premiumUntil: null as string | null,
    purchases: [] as FakePurchase[],
    forSale: true,
    /** What buyPremium answers: a checkout URL, or the refusal's reason. */
    buyAnswer: { checkoutUrl: 'http://localhost/checkout/test?session=s1' } as
      { checkoutUrl: string } | { reason: string },
    /** What redeemGift answers. */
    redeemAnswer: { months: 3, premiumUntil: '2027-03-01T00:00:00.000Z' } as
      { months: number; premiumUntil: string } | { reason: string },
    /** The test checkout's session, and what paying answers. */
    session: {
      description: '1 month of Premium',
      amount: 900,
      currency: 'usd',
      language: 'en',
      cancelUrl: 'http://localhost/app/upgrade?checkout=cancelled',
    } as Record<string, unknown> | null,
    payAnswers: [] as Array<{ status: number; body: unknown }>,
    payBodies: [] as unknown[],
  };

  const answer = (operation: string, variables: Record<string, unknown>) => {
    if (operation === 'Upgrade') {
      return {
        data: {
          plans: {
            __typename: 'Plans',
            limited: true,
            forSale: state.forSale,
            free: features(true),
            premium: features(false),
            prices: [
              [1, 900],
              [3, 2400],
              [12, 7200],
            ].map(([months, amount]) => ({
              __typename: 'PremiumPrice',
              months,
              price: { __typename: 'Money', amount, currency: 'usd' },
            })),
          },
          currentPlan: {
            __typename: 'CurrentPlan',
            premium: state.premiumUntil !== null,
            premiumUntil: state.premiumUntil,
          },
          purchases: state.purchases.map((purchase) => ({
            __typename: 'Purchase',
            ...purchase,
            price: { __typename: 'Money', ...purchase.price },
          })),
        },
      };
    }
    const refusal = (reason: string, code: string) => ({
      data: null,
      errors: [{ message: reason, extensions: { code, reason } }],
    });
    if (operation === 'BuyPremium') {
      if ('reason' in state.buyAnswer) return refusal(state.buyAnswer.reason, 'FORBIDDEN');
      return {
        data: {
          plan: {
            __typename: 'PlanMutations',
            buyPremium: { __typename: 'Checkout', ...state.buyAnswer },
          },
        },
      };
    }
    void variables;
    if ('reason' in state.redeemAnswer) return refusal(state.redeemAnswer.reason, 'BAD_USER_INPUT');
    return {
      data: {
        gift: {
          __typename: 'GiftMutations',
          redeemGift: { __typename: 'GiftRedemption', ...state.redeemAnswer },
        },
      },
    };
  };

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const call = graphqlCallOf(input, init);
    if (call && ['Upgrade', 'BuyPremium', 'RedeemGift'].includes(call.operation)) {
      calls.push(call);
      return json(answer(call.operation, call.variables));
    }
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    if (url.pathname === '/api/payments/test/checkout') {
      return state.session ? json(state.session) : json({ error: 'No such checkout' }, 404);
    }
    if (url.pathname === '/api/payments/test/checkout/pay') {
      state.payBodies.push(JSON.parse(String(init?.body)));
      const next = state.payAnswers.shift() ?? { status: 500, body: {} };
      return json(next.body, next.status);
    }
    return backend.fetch(input, init);
  };

  return { backend: { ...backend, fetch } as FakeBackend, calls, state };
}
