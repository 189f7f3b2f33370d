import { builder } from '../../graphql/builder';
import { apiError, badUserInput, errorCodes } from '../../graphql/errors';
import { parseInput } from '../../graphql/input';
import type { PurchaseRow } from '../../db/schema';
import { DocumentLanguage } from '../document/document.graphql';
import { forUser } from '../for-user';
import { GiftMutations } from '../gift/gift-mutations';
import { planOf } from '../plan/plan.service';
import { giftOrderInputSchema } from '../../../domain/gift';
import type { Language } from '../../../domain/language';
import { userText } from '../../../domain/user-text';
import {
  premiumLimits,
  premiumTermSchema,
  premiumTerms,
  purchaseKinds,
  purchaseStatuses,
  type Money,
  type PlanLimits,
} from '../../../domain/plan';
import {
  buyPremium,
  orderGift,
  purchaseOf,
  purchasesOf,
  PurchaseRefusedError,
} from './purchase.service';
import { z } from 'zod';

const MoneyType = builder.objectRef<Money>('Money').implement({
  description: "An amount in the currency's minor unit (cents)",
  fields: (t) => ({
    amount: t.exposeInt('amount'),
    currency: t.exposeString('currency', { description: 'ISO 4217, lower case' }),
  }),
});

const PlanFeatures = builder.objectRef<PlanLimits>('PlanFeatures').implement({
  description: 'What a plan allows; a null count is unlimited',
  fields: (t) => ({
    resumes: t.exposeInt('resumes', { nullable: true }),
    coverLetters: t.exposeInt('coverLetters', { nullable: true }),
    templates: t.stringList({ resolve: (limits) => [...limits.templates] }),
    docx: t.exposeBoolean('docx'),
    savvySearch: t.exposeBoolean('savvySearch'),
    shareViewCounts: t.exposeBoolean('shareViewCounts'),
  }),
});

interface PremiumPrice {
  months: number;
  price: Money;
}

const PremiumPriceType = builder.objectRef<PremiumPrice>('PremiumPrice').implement({
  fields: (t) => ({
    months: t.exposeInt('months'),
    price: t.field({ type: MoneyType, resolve: (term) => term.price }),
  }),
});

const Plans = builder.objectRef<object>('Plans').implement({
  description: 'The plans this server offers (decision 099)',
  fields: (t) => ({
    limited: t.boolean({
      description: 'False when the server lifted every limit of the free plan',
      resolve: (_plans, _args, { plans }) => plans.freeLimits !== null,
    }),
    forSale: t.boolean({
      description: 'Whether Premium can be bought here (a payment provider is configured)',
      resolve: (_plans, _args, { payments }) => payments.provider !== null,
    }),
    free: t.field({
      type: PlanFeatures,
      resolve: (_plans, _args, { plans }) => plans.freeLimits ?? premiumLimits,
    }),
    premium: t.field({ type: PlanFeatures, resolve: () => premiumLimits }),
    prices: t.field({
      type: [PremiumPriceType],
      resolve: (_plans, _args, { plans }) =>
        premiumTerms.map((months) => ({ months, price: plans.prices[months] })),
    }),
  }),
});

interface CurrentPlan {
  premiumUntil: Date | null;
}

const CurrentPlanType = builder.objectRef<CurrentPlan>('CurrentPlan').implement({
  description: "The signed-in user's plan now",
  fields: (t) => ({
    premium: t.boolean({ resolve: (plan) => plan.premiumUntil !== null }),
    premiumUntil: t.string({
      nullable: true,
      description: 'ISO 8601: when Premium ends, periods that follow on included',
      resolve: (plan) => plan.premiumUntil?.toISOString() ?? null,
    }),
  }),
});

const PurchaseKind = builder.enumType('PurchaseKind', {
  values: purchaseKinds.map((kind) => kind.toUpperCase()),
});
const PurchaseStatus = builder.enumType('PurchaseStatus', {
  values: purchaseStatuses.map((status) => status.toUpperCase()),
});

const Purchase = builder.objectRef<PurchaseRow>('Purchase').implement({
  description: "One of the user's payments and its receipt",
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: PurchaseKind, resolve: (row) => row.kind.toUpperCase() }),
    months: t.exposeInt('months'),
    price: t.field({
      type: MoneyType,
      resolve: (row) => ({ amount: row.amount, currency: row.currency }),
    }),
    status: t.field({ type: PurchaseStatus, resolve: (row) => row.status.toUpperCase() }),
    receiptNumber: t.exposeString('receiptNumber'),
    email: t.exposeString('email', { description: 'Where the receipt was sent' }),
    createdAt: t.string({ description: 'ISO 8601', resolve: (row) => row.createdAt.toISOString() }),
    paidAt: t.string({
      nullable: true,
      description: 'ISO 8601',
      resolve: (row) => row.paidAt?.toISOString() ?? null,
    }),
  }),
});

const Checkout = builder.objectRef<{ checkoutUrl: string }>('Checkout').implement({
  fields: (t) => ({
    checkoutUrl: t.exposeString('checkoutUrl', { description: "The provider's checkout page" }),
  }),
});

const GiftOrder = builder
  .objectRef<{ reference: string; checkoutUrl: string }>('GiftOrder')
  .implement({
    fields: (t) => ({
      reference: t.exposeString('reference', {
        description: "The order's unguessable reference, for the confirmation page",
      }),
      checkoutUrl: t.exposeString('checkoutUrl'),
    }),
  });

const GiftOrderInput = builder.inputType('GiftOrderInput', {
  fields: (t) => ({
    months: t.int(),
    purchaserName: t.string(),
    purchaserEmail: t.string(),
    recipientName: t.string(),
    recipientEmail: t.string(),
    message: t.string({ required: false }),
    deliverOn: t.string({ description: 'YYYY-MM-DD, today or later' }),
    language: t.field({ type: DocumentLanguage, description: "The recipient email's language" }),
  }),
});

function mapPurchaseErrors(error: unknown): never {
  if (error instanceof PurchaseRefusedError) {
    if (error.reason === 'deliverOnPast') {
      throw badUserInput(error.message, 'deliverOn', { reason: error.reason });
    }
    throw apiError(error.message, errorCodes.forbidden, { reason: error.reason });
  }
  throw error;
}

builder.queryField('plans', (t) =>
  t.field({
    type: Plans,
    description: 'The plans side by side: what each allows and the price of each term (public)',
    resolve: () => ({}),
  }),
);

builder.queryField('currentPlan', (t) =>
  t.field({
    type: CurrentPlanType,
    resolve: (_root, _args, context) =>
      forUser(context, (db, userId) => planOf(db, context.plans, userId)),
  }),
);

builder.queryField('purchases', (t) =>
  t.field({
    type: [Purchase],
    description: "The user's paid purchases (and what became of them), newest first",
    resolve: (_root, _args, context) => forUser(context, purchasesOf),
  }),
);

builder.queryField('purchase', (t) =>
  t.field({
    type: Purchase,
    description: "One of the user's purchases: its receipt",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) =>
      forUser(context, (db, userId) => purchaseOf(db, userId, String(id))),
  }),
);

const PlanMutations = builder.objectRef<object>('PlanMutations');
PlanMutations.implement({
  fields: (t) => ({
    buyPremium: t.field({
      type: Checkout,
      description:
        "Starts buying Premium: the provider's checkout (Premium follows its verified payment)",
      args: {
        months: t.arg.int({ required: true }),
        language: t.arg({
          type: DocumentLanguage,
          required: false,
          description: "The checkout's and the receipt's language (default: the user's)",
        }),
      },
      resolve: (_parent, args, context) => {
        const { months } = parseInput(z.object({ months: premiumTermSchema }), {
          months: args.months,
        });
        const language = args.language ? (args.language.toLowerCase() as Language) : null;
        return forUser(context, (db, userId) =>
          buyPremium(db, context.payments, userId, months, language),
        ).catch(mapPurchaseErrors);
      },
    }),
  }),
});

builder.mutationField('plan', (t) =>
  t.field({ type: PlanMutations, description: 'Plan mutations', resolve: () => ({}) }),
);

builder.objectField(GiftMutations, 'orderGift', (t) =>
  t.field({
    type: GiftOrder,
    description: 'Orders a gift of Premium (no account needed): its reference and checkout',
    args: { input: t.arg({ type: GiftOrderInput, required: true }) },
    resolve: (_parent, { input }, { db, payments, clientAddress }) => {
      // The day is text before it is a date: a forbidden character is refused as such.
      parseInput(z.object({ deliverOn: userText() }), { deliverOn: input.deliverOn });
      const parsed = parseInput(giftOrderInputSchema, {
        ...input,
        message: input.message ?? undefined,
        language: input.language.toLowerCase(),
      });
      const taken = payments.orderLimiter.take([clientAddress]);
      if (!taken.allowed) {
        throw apiError(
          'Too many gift orders from this address; try again later',
          errorCodes.forbidden,
          { reason: 'tooManyOrders', retryAfter: taken.retryAfter },
        );
      }
      return orderGift(db, payments, parsed).catch(mapPurchaseErrors);
    },
  }),
);
