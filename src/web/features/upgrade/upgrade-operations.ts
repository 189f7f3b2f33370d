import { graphql, type ResultOf } from '../../lib/graphql';

/** The upgrade page's reading: the plans, the user's plan now and their purchases. */
export const UpgradeQuery = graphql(`
  query Upgrade {
    plans {
      limited
      forSale
      free {
        resumes
        coverLetters
        templates
        docx
        savvySearch
        shareViewCounts
      }
      premium {
        resumes
        coverLetters
        templates
        docx
        savvySearch
        shareViewCounts
      }
      prices {
        months
        price {
          amount
          currency
        }
      }
    }
    currentPlan {
      premium
      premiumUntil
    }
    purchases {
      id
      kind
      months
      price {
        amount
        currency
      }
      status
      receiptNumber
      email
      createdAt
      paidAt
    }
  }
`);

export const BuyPremiumMutation = graphql(`
  mutation BuyPremium($months: Int!, $language: DocumentLanguage) {
    plan {
      buyPremium(months: $months, language: $language) {
        checkoutUrl
      }
    }
  }
`);

/**
 * Redeeming a gift code (modules/gift, decision 099): written as plain text, not through the typed
 * `graphql()`, so this page does not depend on the gift module's schema being in this build's
 * schema.graphql; its answer is typed by hand below.
 */
export const RedeemGiftMutation = graphql(`
  mutation RedeemGift($code: String!) {
    gift {
      redeemGift(code: $code) {
        months
        premiumUntil
      }
    }
  }
`);

export type UpgradeData = ResultOf<typeof UpgradeQuery>;
export type PlanFeaturesData = UpgradeData['plans']['free'];
export type PurchaseData = UpgradeData['purchases'][number];
