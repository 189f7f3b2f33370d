import { builder, type Context } from '../../graphql/builder';
import { apiError, badUserInput, errorCodes, noDataFound } from '../../graphql/errors';
import { parseInput } from '../../graphql/input';
import { z } from 'zod';
import { because, trimmedText } from '../../../domain/user-text';
import { forUser } from '../for-user';
import { RecordNotFoundError } from '../record-errors';
import { GiftMutations } from './gift-mutations';
import {
  giftOrderByReference,
  GiftCodeRefusedError,
  redeemGift,
  type GiftOrder,
  type Redemption,
} from './gift.service';

const GiftOrderStatus = builder.enumType('GiftOrderStatus', {
  description:
    'Where a gift order stands: PENDING until the payment is verified, PAID until its email goes, then DELIVERED, REDEEMED; REVOKED after a refund or dispute',
  values: ['PENDING', 'PAID', 'DELIVERED', 'REDEEMED', 'REVOKED'] as const,
});

const GiftReceipt = builder.objectRef<GiftOrder['receipt']>('GiftReceipt').implement({
  description: "The gift purchase's receipt",
  fields: (t) => ({
    amount: t.exposeInt('amount', { description: "In the currency's minor unit (cents)" }),
    currency: t.exposeString('currency', { description: 'ISO 4217, lower case' }),
    receiptNumber: t.exposeString('receiptNumber'),
    paidAt: t.string({
      nullable: true,
      description: 'ISO 8601; null until the payment is verified',
      resolve: (receipt) => receipt.paidAt?.toISOString() ?? null,
    }),
  }),
});

const GiftOrderDetails = builder.objectRef<GiftOrder>('GiftOrderDetails').implement({
  description: 'A gift order as its confirmation page shows it',
  fields: (t) => ({
    reference: t.exposeString('reference'),
    months: t.exposeInt('months', { description: 'Months of Premium' }),
    purchaserName: t.exposeString('purchaserName'),
    recipientName: t.exposeString('recipientName'),
    recipientEmail: t.exposeString('recipientEmail'),
    message: t.exposeString('message'),
    deliverOn: t.exposeString('deliverOn', {
      description:
        "YYYY-MM-DD: the recipient's email goes on this day (UTC), or once paid if later",
    }),
    language: t.exposeString('language', { description: "The recipient's email's language" }),
    status: t.field({ type: GiftOrderStatus, resolve: (order) => order.status }),
    deliveredAt: t.string({
      nullable: true,
      description: 'ISO 8601',
      resolve: (order) => order.deliveredAt?.toISOString() ?? null,
    }),
    receipt: t.field({ type: GiftReceipt, resolve: (order) => order.receipt }),
  }),
});

builder.queryField('giftOrder', (t) =>
  t.field({
    type: GiftOrderDetails,
    description:
      'A gift order by its unguessable reference (no account needed); any other reference is NO_DATA_FOUND',
    args: { reference: t.arg.string() },
    resolve: async (_root, { reference }, { db }) => {
      try {
        return await giftOrderByReference(db, reference);
      } catch (error) {
        if (error instanceof RecordNotFoundError) throw noDataFound();
        throw error;
      }
    },
  }),
);

const GiftRedemption = builder.objectRef<Redemption>('GiftRedemption').implement({
  description: 'What redeeming a gift gave',
  fields: (t) => ({
    months: t.exposeInt('months'),
    premiumUntil: t.string({
      description: "ISO 8601: when the user's Premium now ends",
      resolve: (redemption) => redemption.premiumUntil.toISOString(),
    }),
  }),
});

/** A code as typed (normalised by the service); longer than any code with its dashes is refused. */
const redeemInputSchema = z.strictObject({
  code: trimmedText(64).refine((code) => code !== '', because('required', 'is required')),
});

/** Counts the attempt for the user and the client; refused past the limit (decision 102). */
function countAttempt(context: Context, userId: string) {
  const taken = context.giftRedeemAttempts.take([
    `user:${userId}`,
    `address:${context.clientAddress}`,
  ]);
  if (!taken.allowed) {
    throw badUserInput('Too many gift codes tried: try again later', 'code', {
      reason: 'tooManyAttempts',
      retryAfter: taken.retryAfter,
    });
  }
}

builder.objectField(GiftMutations, 'redeemGift', (t) =>
  t.field({
    type: GiftRedemption,
    description:
      "Adds a paid gift's months of Premium to the signed-in user's, once; limited to 10 tries in 15 minutes per user and per client",
    args: { code: t.arg.string() },
    resolve: (_root, args, context) => {
      const { code } = parseInput(redeemInputSchema, args);
      if (context.caller?.isAnonymous) {
        throw apiError('Create an account to redeem a gift', errorCodes.forbidden, {
          reason: 'accountNeeded',
        });
      }
      return forUser(context, async (db, userId) => {
        countAttempt(context, userId);
        try {
          return await redeemGift(db, userId, code);
        } catch (error) {
          if (error instanceof GiftCodeRefusedError) {
            throw badUserInput(error.message, 'code', { reason: error.reason });
          }
          throw error;
        }
      });
    },
  }),
);
