import { graphql } from '../../lib/graphql';

/** The gift pages' operations: Premium's prices, ordering a gift, and reading the order back. */

export const GiftPlansQuery = graphql(`
  query GiftPlans {
    plans {
      prices {
        months
        price {
          amount
          currency
        }
      }
    }
  }
`);

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
