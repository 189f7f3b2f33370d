import SchemaBuilder from '@pothos/core';
import { Kind, print } from 'graphql';
import type { Caller } from '../auth/id-token';
import type { Database } from '../db/database';
import type { IngestRequester } from '../job-search/job-ingest';
import type { JobSourceConfig } from '../job-search/job-sources';
import type { PartnerProvider } from '../partner/partner-config';
import type { PlanSettings } from '../modules/plan/plan.service';
import type { PurchaseDeps } from '../modules/purchase/purchase.service';
import type { AttemptLimiter } from '../attempt-limiter';
import type { CoverLetterContent } from '../../domain/cover-letter';
import type { ResumeContent } from '../../domain/resume';
import { parseYearMonth, YearMonthError, type YearMonth } from '../../domain/year-month';
import { badUserInput } from './errors';

/** What the admin pages need (decision 093). */
export interface AdminDeps {
  /** ADMIN_EMAILS, lower-cased. */
  emails: ReadonlySet<string>;
  /** The configured job sources. */
  sources: readonly JobSourceConfig[];
  requestIngest: IngestRequester;
}

export interface Context {
  db: Database;
  /** The verified caller, or null when the request carries no valid ID token. */
  caller: Caller | null;
  requestId: string;
  /** The configured partner sign-in providers (PARTNER_PROVIDERS). */
  partnerProviders: readonly PartnerProvider[];
  /** The server's public address (PUBLIC_URL), without a trailing slash: links it gives out. */
  publicUrl: string;
  admin: AdminDeps;
  /** The free plan's limits (null when lifted) and Premium's prices. */
  plans: PlanSettings;
  /** The payment provider (null: nothing is sold), prices and the gift orders' limiter. */
  payments: PaymentsDeps;
  /** The client's address (behind TRUST_PROXY, the forwarded one): what rate limits count by. */
  clientAddress: string;
  /** Gift codes tried, per user and per client address (decision 102). */
  giftRedeemAttempts: AttemptLimiter;
}

export interface PaymentsDeps extends PurchaseDeps {
  /** Gift orders started, per client address (decision 101). */
  orderLimiter: AttemptLimiter;
}

export const builder = new SchemaBuilder<{
  Context: Context;
  DefaultFieldNullability: false;
  DefaultInputFieldRequiredness: true;
  Scalars: {
    YearMonth: { Input: YearMonth; Output: YearMonth | Date };
    /** Checked by the resolvers with the domain schema, so errors name the field inside. */
    ResumeContent: { Input: unknown; Output: ResumeContent };
    CoverLetterContent: { Input: unknown; Output: CoverLetterContent };
  };
}>({
  defaultFieldNullability: false,
  defaultInputFieldRequiredness: true,
});

builder.queryType({});
builder.mutationType({});

/** Input: a bad value is the caller's mistake (`BAD_USER_INPUT`, message `{value} is not a YearMonth`). */
function yearMonthInput(value: unknown): YearMonth {
  try {
    return parseYearMonth(value);
  } catch (error) {
    if (error instanceof YearMonthError) throw badUserInput(error.message);
    throw error;
  }
}

/**
 * Output: a bad value is the server's own bug, so it stays a plain error and is masked as
 * `INTERNAL_SERVER_ERROR` with the details in the log.
 */
const yearMonthOutput = (value: unknown): YearMonth => parseYearMonth(value);

builder.scalarType('YearMonth', {
  description: 'A calendar month written YYYY-MM. A string must round-trip to the same text.',
  serialize: yearMonthOutput,
  parseValue: yearMonthInput,
  parseLiteral: (ast) => yearMonthInput(ast.kind === Kind.STRING ? ast.value : print(ast)),
});
