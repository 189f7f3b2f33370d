import { graphql } from '../../lib/graphql';

/**
 * The gift pages' operations. `plans` and `gift { orderGift }` belong to payments (decision 099):
 * until they are in the schema their answers are typed here by hand (`PlanTerm`, `OrderedGift`), so
 * this file is the one place to adjust when they land.
 */

export const GiftPlansQuery = graphql(`
  query GiftPlans {
    plans {
      terms {
        months
        price {
          amount
          currency
        }
      }
    }
  }
`);

export interface PlanTerm {
  months: number;
  price: { amount: number; currency: string };
}

/** The terms a `GiftPlans` answer holds, 1, 3 and 12 months. */
export const planTermsOf = (data: unknown): PlanTerm[] =>
  (data as { plans?: { terms?: PlanTerm[] } } | undefined)?.plans?.terms ?? [];

export const OrderGiftMutation = graphql(`
  mutation OrderGift($input: GiftOrderInput!) {
    gift {
      orderGift(input: $input) {
        reference
        checkoutUrl
      }
    }
  }
`);

export interface OrderedGift {
  reference: string;
  checkoutUrl: string;
}

export const orderedGiftOf = (data: unknown): OrderedGift | null =>
  (data as { gift?: { orderGift?: OrderedGift } } | undefined)?.gift?.orderGift ?? null;

export const GiftOrderQuery = graphql(`
  query GiftOrder($reference: String!) {
    giftOrder(reference: $reference) {
      reference
      months
      purchaserName
      recipientName
      recipientEmail
      message
      deliverOn
      status
      deliveredAt
      receipt {
        amount
        currency
        receiptNumber
        paidAt
      }
    }
  }
`);
