import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { paragraphKinds, skillLevels, type ListItem } from '../../domain/career-event';
import type {
  CoverLetterContent,
  CoverLetterDocument,
  LetterTargetJob,
} from '../../domain/cover-letter';
import {
  archiveReasons,
  jobStages,
  sentDocumentKinds,
  workplaceTypes,
  type JobContact,
  type Salary,
  type StageChange,
} from '../../domain/job-application';
import {
  employmentTypes,
  postingSourceKinds,
  seniorities,
  type ParsedRecord,
} from '../../domain/job-posting';
import { educationLevels } from '../../domain/job-match';
import type { Language } from '../../domain/language';
import type { ResumeContent, TargetJob } from '../../domain/resume';
import type { ResumeDocument } from '../../domain/resume-document';
import { giftStatuses, purchaseKinds, purchaseStatuses } from '../../domain/plan';
import { hideReasons } from '../../domain/savvy-feedback';
import { datePrecisions, type YearMonth } from '../../domain/year-month';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ── Identity (accounts, sessions, tokens). Owned by the identity service in src/server/auth. ──

export const authUser = pgTable('auth_user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  isAnonymous: boolean('is_anonymous').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const authSession = pgTable(
  'auth_session',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('auth_session_user_id_idx').on(table.userId)],
);

export const authAccount = pgTable(
  'auth_account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('auth_account_user_id_idx').on(table.userId)],
);

export const authVerification = pgTable(
  'auth_verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('auth_verification_identifier_idx').on(table.identifier)],
);

export const authJwks = pgTable('auth_jwks', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  alg: text('alg'),
  crv: text('crv'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
});

// ── The app's own records. ──

/** The app's user record, separate from the identity (docs/product/identity.md). */
export const users = pgTable('users', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  authUserId: text('auth_user_id')
    .notNull()
    .unique()
    .references(() => authUser.id, { onDelete: 'cascade' }),
  email: text('email'),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  isAnonymous: boolean('is_anonymous').notNull().default(false),
  headshotUrl: text('headshot_url'),
  mjUserId: text('mj_user_id'),
  mjDomain: text('mj_domain'),
  /** The language the user chose for the app and new documents; null follows the browser. */
  language: text('language').$type<Language>(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type UserRow = typeof users.$inferSelect;

// ── The career events library (docs/product/data.md, docs/decisions/040). ──

/** The id and the owner of a user's record (an event, a document). */
const ownedRecord = () => ({
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
});

/** Every event's history. */
const eventTimes = () => ({
  /** Set by the user's own updates; a partner re-import leaves an edited event alone. */
  editedAt: timestamp('edited_at', { withTimezone: true }),
  /** Set by delete; a deleted event is invisible to every read until it is restored. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The import's own id (partner uuid or JSON Resume import key), unique per user. */
const importKey = () => text('uuid');

const fromSyncSvc = () => boolean('from_sync_svc').notNull().default(false);

const yearMonth = (name: string) => text(name).$type<YearMonth>();

/** Whether a date beside it holds its month or only its year (decision 073). */
export const datePrecisionEnum = pgEnum('date_precision', datePrecisions);
const datePrecision = (name: string) => datePrecisionEnum(name).notNull().default('MONTH');
const listItems = (name: string) => jsonb(name).$type<ListItem[]>().notNull().default([]);
const words = (name: string) => jsonb(name).$type<string[]>().notNull().default([]);

/**
 * The unique (user_id, uuid) index leads with user_id, so it also serves every lookup of a user's
 * events; a separate user_id index would only cost writes.
 */
const byUserAndImportKey =
  (name: string) => (table: { userId: AnyPgColumn; uuid: AnyPgColumn }) => [
    uniqueIndex(`${name}_user_id_uuid_idx`).on(table.userId, table.uuid),
  ];

export const workEvents = pgTable(
  'work_events',
  {
    ...ownedRecord(),
    uuid: importKey(),
    company: text('company').notNull(),
    position: text('position').notNull(),
    location: text('location').notNull().default(''),
    link: text('link').notNull().default(''),
    startDate: yearMonth('start_date').notNull(),
    startDatePrecision: datePrecision('start_date_precision'),
    endDate: yearMonth('end_date'),
    endDatePrecision: datePrecision('end_date_precision'),
    accomplishments: listItems('accomplishments'),
    fromSyncSvc: fromSyncSvc(),
    ...eventTimes(),
  },
  byUserAndImportKey('work_events'),
);

export type WorkEventRow = typeof workEvents.$inferSelect;

export const eduEvents = pgTable(
  'edu_events',
  {
    ...ownedRecord(),
    uuid: importKey(),
    university: text('university').notNull(),
    degree: text('degree').notNull().default(''),
    major: text('major').notNull().default(''),
    minor: text('minor').notNull().default(''),
    location: text('location').notNull().default(''),
    link: text('link').notNull().default(''),
    startDate: yearMonth('start_date'),
    startDatePrecision: datePrecision('start_date_precision'),
    endDate: yearMonth('end_date'),
    endDatePrecision: datePrecision('end_date_precision'),
    attending: boolean('attending').notNull().default(false),
    accomplishments: listItems('accomplishments'),
    coursework: listItems('coursework'),
    fromSyncSvc: fromSyncSvc(),
    ...eventTimes(),
  },
  byUserAndImportKey('edu_events'),
);

export type EduEventRow = typeof eduEvents.$inferSelect;

export const skillLevelEnum = pgEnum('skill_level', skillLevels);

export const skillEvents = pgTable(
  'skill_events',
  {
    ...ownedRecord(),
    uuid: importKey(),
    name: text('name').notNull(),
    category: text('category').notNull().default(''),
    level: skillLevelEnum('level'),
    keywords: words('keywords'),
    /** The user's own order: 0 first. */
    sortOrder: integer('sort_order').notNull().default(0),
    ...eventTimes(),
  },
  byUserAndImportKey('skill_events'),
);

export type SkillEventRow = typeof skillEvents.$inferSelect;

export const paragraphKindEnum = pgEnum('paragraph_kind', paragraphKinds);

export const coverLetterEvents = pgTable(
  'cover_letter_events',
  {
    ...ownedRecord(),
    uuid: importKey(),
    title: text('title').notNull(),
    kind: paragraphKindEnum('kind').notNull(),
    text: text('text').notNull(),
    tags: words('tags'),
    ...eventTimes(),
  },
  byUserAndImportKey('cover_letter_events'),
);

export type CoverLetterEventRow = typeof coverLetterEvents.$inferSelect;

// ── Documents: resumes and cover letters (docs/product/data.md, documents.md; decision 062). ──

/**
 * What every kind of document keeps besides its content: owner, name, target job, public link and
 * history (modules/document/document-store.ts works on these columns).
 */
const documentColumns = <Job, Content>(table: string) => ({
  ...ownedRecord(),
  name: text('name').notNull(),
  targetJob: jsonb('target_job').$type<Job>().notNull(),
  content: jsonb('content').$type<Content>().notNull(),
  /** The public link's id: 128 random bits, 22 base64url characters. */
  shareId: text('share_id').notNull().unique(`${table}_share_id_unique`),
  shareEnabled: boolean('share_enabled').notNull().default(false),
  shareIndexable: boolean('share_indexable').notNull().default(false),
  /** Views of the public page; nothing about the viewer is kept. */
  viewCount: integer('view_count').notNull().default(0),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Header, summary, sections with their picks, theme (src/domain/resume.ts). */
export const resumes = pgTable(
  'resumes',
  documentColumns<TargetJob, ResumeContent>('resumes'),
  (table) => [index('resumes_user_id_idx').on(table.userId)],
);

export type ResumeRow = typeof resumes.$inferSelect;

/** Sender, recipient, paragraphs pointing at the library, theme (src/domain/cover-letter.ts). */
export const coverLetters = pgTable(
  'cover_letters',
  documentColumns<LetterTargetJob, CoverLetterContent>('cover_letters'),
  (table) => [index('cover_letters_user_id_idx').on(table.userId)],
);

export type CoverLetterRow = typeof coverLetters.$inferSelect;

// ── The job tracker (docs/product/data.md; decision 087). ──

export const jobStageEnum = pgEnum('job_stage', jobStages);
export const workplaceTypeEnum = pgEnum('workplace_type', workplaceTypes);
export const archiveReasonEnum = pgEnum('archive_reason', archiveReasons);

/** A calendar day, `YYYY-MM-DD`, as the user gave it (no time zone to shift it). */
const isoDay = (name: string) => text(name);

export const jobApplications = pgTable(
  'job_applications',
  {
    ...ownedRecord(),
    company: text('company').notNull(),
    position: text('position').notNull().default(''),
    postingUrl: text('posting_url').notNull().default(''),
    location: text('location').notNull().default(''),
    remote: workplaceTypeEnum('remote'),
    salary: jsonb('salary').$type<Salary>(),
    source: text('source').notNull().default(''),
    stage: jobStageEnum('stage').notNull(),
    /** The place on the board within its stage: 0 first. */
    sortOrder: integer('sort_order').notNull().default(0),
    history: jsonb('history').$type<StageChange[]>().notNull(),
    /** Set when archived (off the board); null on the board. */
    archivedReason: archiveReasonEnum('archived_reason'),
    deadline: isoDay('deadline'),
    nextFollowUp: isoDay('next_follow_up'),
    excitement: integer('excitement'),
    notes: text('notes').notNull().default(''),
    contacts: jsonb('contacts').$type<JobContact[]>().notNull().default([]),
    /** Set by delete; a deleted application is invisible to every read until it is restored. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The list query: a user's applications that are not deleted, by stage and board order.
  (table) => [
    index('job_applications_board_idx')
      .on(table.userId, table.stage, table.sortOrder)
      .where(sql`${table.deletedAt} is null`),
  ],
);

export type JobApplicationRow = typeof jobApplications.$inferSelect;

export const sentDocumentKindEnum = pgEnum('sent_document_kind', sentDocumentKinds);

const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * Exactly what was sent with an application: the document as it resolved and its PDF, frozen when
 * attached. Later edits of the library or the document never reach it; the document it came from
 * may be deleted since (`sourceId` then names nothing).
 */
export const sentDocuments = pgTable(
  'sent_documents',
  {
    ...ownedRecord(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    kind: sentDocumentKindEnum('kind').notNull(),
    sourceId: uuid('source_id'),
    name: text('name').notNull(),
    document: jsonb('document').$type<ResumeDocument | CoverLetterDocument>().notNull(),
    pdf: bytes('pdf').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sent_documents_user_id_application_id_idx').on(table.userId, table.applicationId),
  ],
);

export type SentDocumentRow = typeof sentDocuments.$inferSelect;

/**
 * A user's calendar feed (docs/product/data.md): the subscription address's secret is kept only as
 * its SHA-256 hash, so the address is shown once. One per user: a new one replaces it, revoking
 * deletes it. The feed's words are in the language it was made in.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  language: text('language').$type<Language>().notNull(),
  createdAt: createdAt(),
});

// ── The job search (decision 091). ──

export const postingSourceKindEnum = pgEnum('posting_source_kind', postingSourceKinds);
export const employmentTypeEnum = pgEnum('employment_type', employmentTypes);
export const seniorityEnum = pgEnum('seniority', seniorities);
export const educationLevelEnum = pgEnum('education_level', educationLevels);
export const ingestStatusEnum = pgEnum('ingest_status', ['RUNNING', 'SUCCEEDED', 'FAILED']);

/**
 * A feed the job search reads (configured in `JOB_SOURCES`; the row keeps what ingest learnt). Its
 * id is `<kind>:<board>`, so the same board configured again is the same source.
 */
export const jobSources = pgTable('job_sources', {
  id: text('id').primaryKey(),
  kind: postingSourceKindEnum('kind').notNull(),
  board: text('board').notNull(),
  createdAt: createdAt(),
});

/** One ingest of one source: what it read, added, updated, expired and skipped, or why it failed. */
export const jobSourceRuns = pgTable(
  'job_source_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sourceId: text('source_id')
      .notNull()
      .references(() => jobSources.id, { onDelete: 'cascade' }),
    status: ingestStatusEnum('status').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    read: integer('read').notNull().default(0),
    added: integer('added').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    expired: integer('expired').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    /** The first few records skipped, and why (never the whole feed). */
    skippedRecords: jsonb('skipped_records')
      .$type<Array<Extract<ParsedRecord, { error: string }>>>()
      .notNull()
      .default([]),
    error: text('error'),
  },
  (table) => [
    index('job_source_runs_source_id_started_at_idx').on(table.sourceId, table.startedAt),
  ],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The text search configuration of a posting's language (`job_posting_search_config`, an
 * immutable SQL function of migration 0007): its own stemming for the languages PostgreSQL ships,
 * English for a posting that does not say, no stemming for any other.
 */
const searchConfiguration = sql.raw(`job_posting_search_config("language")`);

/**
 * A posting of the job search, upserted by (source, external id). Its description is kept
 * sanitised (HTML) and as plain text; what the searches filter and rank on is extracted at ingest.
 * A posting that left its feed is expired, not deleted: a tracker application may point at it.
 */
export const jobPostings = pgTable(
  'job_postings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sourceId: text('source_id')
      .notNull()
      .references(() => jobSources.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    title: text('title').notNull(),
    company: text('company').notNull(),
    locations: text('locations')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    remote: workplaceTypeEnum('remote'),
    employmentType: employmentTypeEnum('employment_type'),
    salaryMin: doublePrecision('salary_min'),
    salaryMax: doublePrecision('salary_max'),
    salaryCurrency: text('salary_currency'),
    salaryPeriod: text('salary_period'),
    /** The salary per year, for the salary floor (compared within one currency). */
    salaryYearlyMin: integer('salary_yearly_min'),
    salaryYearlyMax: integer('salary_yearly_max'),
    postedAt: date('posted_at', { mode: 'string' }),
    closesAt: date('closes_at', { mode: 'string' }),
    descriptionHtml: text('description_html').notNull(),
    descriptionText: text('description_text').notNull(),
    applyUrl: text('apply_url'),
    language: text('language').notNull().default(''),
    skillsRequired: text('skills_required')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    skillsPreferred: text('skills_preferred')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    seniority: seniorityEnum('seniority'),
    yearsRequired: integer('years_required'),
    /**
     * What the matching engine reads of the posting beyond the skills (`jobRequirements`):
     * its content words and the degree it asks. Null until the posting is written by an ingest
     * that reads them (the savvy search then judges it without its words in common).
     */
    contentWords: text('content_words').array(),
    educationRequired: educationLevelEnum('education_required'),
    /** A hash of what the feed said: an unchanged posting is not rewritten. */
    contentHash: text('content_hash').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the posting left its feed; null while it is listed. */
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    updatedAt: updatedAt(),
    /** Title above company above description (decision 091). */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector(${searchConfiguration}, "title"), 'A') || setweight(to_tsvector(${searchConfiguration}, "company"), 'B') || setweight(to_tsvector(${searchConfiguration}, "description_text"), 'D')`,
      ),
  },
  (table) => [
    uniqueIndex('job_postings_source_id_external_id_idx').on(table.sourceId, table.externalId),
    index('job_postings_search_idx').using('gin', table.search),
    // The savvy search's candidate gate: postings that ask for any of the user's skills (`&&`).
    index('job_postings_skills_required_idx').using('gin', table.skillsRequired),
    index('job_postings_skills_preferred_idx').using('gin', table.skillsPreferred),
    // The savvy search's saved postings: the user's applications' addresses, looked up here.
    index('job_postings_apply_url_idx').on(table.applyUrl),
    // Newest first, for the date order and its keyset pages.
    index('job_postings_listed_idx')
      .on(sql`${table.postedAt} DESC NULLS LAST`, sql`${table.id} DESC`)
      .where(sql`${table.expiredAt} is null`),
  ],
);

export type JobPostingRow = typeof jobPostings.$inferSelect;

// ── The savvy search (decision 095). ──

export const hideReasonEnum = pgEnum('hide_reason', hideReasons);

/** A posting the user hid from the savvy search, and why (the reason feeds their ranking). */
export const hiddenJobPostings = pgTable(
  'hidden_job_postings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postingId: uuid('posting_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    reason: hideReasonEnum('reason').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.postingId] })],
);

export type HiddenJobPostingRow = typeof hiddenJobPostings.$inferSelect;

// ── Plans, payments and gifts (decision 099). ──

export const purchaseKindEnum = pgEnum('purchase_kind', purchaseKinds);
export const purchaseStatusEnum = pgEnum('purchase_status', purchaseStatuses);

/**
 * One payment: Premium bought by a user, or a gift bought by anyone (no user). It is paid, refunded
 * or disputed only by a verified event of its provider, never by the buyer's browser.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: purchaseKindEnum('kind').notNull(),
    months: integer('months').notNull(),
    /** In the currency's minor unit. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** Who gets the receipt. */
    email: text('email').notNull(),
    language: text('language').$type<Language>().notNull(),
    provider: text('provider').notNull(),
    /** The provider's checkout session. */
    providerSessionId: text('provider_session_id').unique(),
    /** The provider's payment, which refunds and disputes name. */
    providerPaymentId: text('provider_payment_id'),
    status: purchaseStatusEnum('status').notNull().default('pending'),
    /** What the receipt shows, e.g. "MR-2026-4F7K2Q". */
    receiptNumber: text('receipt_number').notNull().unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('purchases_user_idx').on(table.userId),
    index('purchases_payment_idx').on(table.provider, table.providerPaymentId),
  ],
);

export type PurchaseRow = typeof purchases.$inferSelect;

/** A provider's event, kept by id so one delivered twice is applied once. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

export const giftStatusEnum = pgEnum('gift_status', giftStatuses);

/** Premium bought for someone else: delivered by email with a code the recipient redeems. */
export const gifts = pgTable('gifts', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  /** The unguessable reference the confirmation page reads the order by. */
  reference: text('reference').notNull().unique(),
  purchaseId: uuid('purchase_id')
    .notNull()
    .unique()
    .references(() => purchases.id, { onDelete: 'cascade' }),
  months: integer('months').notNull(),
  purchaserName: text('purchaser_name').notNull(),
  purchaserEmail: text('purchaser_email').notNull(),
  recipientName: text('recipient_name').notNull(),
  recipientEmail: text('recipient_email').notNull(),
  message: text('message').notNull().default(''),
  /** The recipient's email is written in this language. */
  language: text('language').$type<Language>().notNull(),
  deliverOn: date('deliver_on', { mode: 'string' }).notNull(),
  status: giftStatusEnum('status').notNull().default('pending'),
  /** The code's hash (the code itself is only in the recipient's email). */
  codeHash: text('code_hash').unique(),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  receiptSentAt: timestamp('receipt_sent_at', { withTimezone: true }),
  redeemedBy: uuid('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
  redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type GiftRow = typeof gifts.$inferSelect;

/** Premium given to a user by a purchase or a redeemed gift; each gives it once (unique). */
export const premiumGrants = pgTable(
  'premium_grants',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    months: integer('months').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    purchaseId: uuid('purchase_id')
      .unique()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    giftId: uuid('gift_id')
      .unique()
      .references(() => gifts.id, { onDelete: 'cascade' }),
    /** A refund or a dispute takes the grant back. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('premium_grants_user_idx').on(table.userId)],
);

export type PremiumGrantRow = typeof premiumGrants.$inferSelect;

// ── The profile (decision 099). ──

/** A user's headshot, re-encoded on the server, in the database so every server process sees it. */
export const headshots = pgTable('headshots', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  image: bytes('image').notNull(),
  contentType: text('content_type').notNull(),
  /** The image's hash: its address changes with it, so it can be cached for long. */
  hash: text('hash').notNull(),
  updatedAt: updatedAt(),
});
