import { z } from 'zod';
import { careerEventLimits, linkSchema } from './career-event';
import { because, trimmedText, userText } from './user-text';
import { isIsoDate } from './year-month';

/**
 * A job application in the tracker (docs/product/data.md): the job, where it stands (a stage, a
 * dated history of the moves, archived or not), the dates to act on, the user's notes and
 * contacts. What was sent with it is kept apart, frozen (`sentDocumentKinds`). These schemas are
 * the one statement of what an application may hold: GraphQL inputs, the board, the table and
 * imports validate with them, every string through the user-text rule (decision 074).
 */

export const jobStages = ['SAVED', 'APPLIED', 'INTERVIEWING', 'OFFER', 'REJECTED'] as const;
export type JobStage = (typeof jobStages)[number];

export const workplaceTypes = ['ON_SITE', 'HYBRID', 'REMOTE'] as const;
export type WorkplaceType = (typeof workplaceTypes)[number];

/** Why an application left the board: the user withdrew, the employer never answered, it closed. */
export const archiveReasons = ['WITHDRAWN', 'NO_ANSWER', 'CLOSED'] as const;
export type ArchiveReason = (typeof archiveReasons)[number];

export const salaryPeriods = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
export type SalaryPeriod = (typeof salaryPeriods)[number];

/** What can be sent with an application: a frozen copy of a resume or a cover letter. */
export const sentDocumentKinds = ['RESUME', 'COVER_LETTER'] as const;
export type SentDocumentKind = (typeof sentDocumentKinds)[number];

export const jobApplicationLimits = {
  /** Company, position, location, source, a contact's name and role. */
  text: careerEventLimits.text,
  notes: 20_000,
  contacts: 20,
  contactId: 100,
  email: 254,
  phone: 50,
  contactNotes: 2000,
  /** Stage changes kept: past it, a move drops the oldest. */
  history: 100,
  salary: 1_000_000_000,
  /** Applications per user, archived and deleted ones included until they are purged. */
  perUser: 5000,
  /** Frozen documents on one application. */
  sentDocuments: 20,
} as const;

const limits = jobApplicationLimits;

/** Text that may be empty: null clears it. */
const text = (max: number = limits.text) =>
  trimmedText(max)
    .nullable()
    .transform((value) => value ?? '');

/** A calendar day, `YYYY-MM-DD`. */
export const isoDateSchema = userText().refine(
  isIsoDate,
  because('invalid', 'must be a date written YYYY-MM-DD'),
);

/** A contact's text: absent or null is empty (a contact is always saved whole). */
const contactText = (max: number = limits.text) =>
  trimmedText(max)
    .nullish()
    .transform((value) => value ?? '');

const amount = z.number().min(0).max(limits.salary).nullable();

/** A salary range: at least one end, the lower not above the higher, an ISO 4217 currency. */
export const salarySchema = z
  .strictObject({
    min: amount,
    max: amount,
    currency: userText()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, 'must be a three-letter currency code (ISO 4217)'),
    period: z.enum(salaryPeriods),
  })
  .refine((salary) => salary.min !== null || salary.max !== null, {
    ...because('required', 'needs a minimum or a maximum'),
    path: ['min'],
  })
  .refine((salary) => salary.min === null || salary.max === null || salary.min <= salary.max, {
    ...because('invalid', 'must not be below the minimum'),
    path: ['max'],
  });
export type Salary = z.output<typeof salarySchema>;

/** One move of the application, dated by the user (who may log it late). */
export const stageChangeSchema = z.strictObject({ stage: z.enum(jobStages), at: isoDateSchema });
export type StageChange = z.output<typeof stageChangeSchema>;

const email = contactText(limits.email).refine(
  (value) => value === '' || z.email().safeParse(value).success,
  because('invalidEmail', 'must be an email address'),
);

/** Someone met through the application; `id` is the client's, unique within the application. */
export const jobContactSchema = z.strictObject({
  id: trimmedText(limits.contactId).min(1, 'is required'),
  name: contactText(),
  role: contactText(),
  email,
  phone: contactText(limits.phone),
  link: linkSchema,
  notes: contactText(limits.contactNotes),
});
export type JobContact = z.output<typeof jobContactSchema>;

/** Every field the user edits; in an update each may be left out (it stays as it is). */
const editable = {
  company: trimmedText(limits.text).min(1, 'is required'),
  position: text(),
  postingUrl: linkSchema,
  location: text(),
  remote: z.enum(workplaceTypes).nullable(),
  salary: salarySchema.nullable(),
  /** Where the posting was found: a job board, a referral … */
  source: text(),
  history: z.array(stageChangeSchema).min(1).max(limits.history),
  deadline: isoDateSchema.nullable(),
  nextFollowUp: isoDateSchema.nullable(),
  excitement: z.number().int().min(1).max(5).nullable(),
  notes: text(limits.notes),
  contacts: z
    .array(jobContactSchema)
    .max(limits.contacts)
    .refine(
      (contacts) => new Set(contacts.map((contact) => contact.id)).size === contacts.length,
      because('repeated', 'must not repeat a contact id'),
    ),
};

/** `UpdateJobApplicationInput`: what the detail view saves; a field left out stays as it is. */
export const updateJobApplicationInputSchema = z.strictObject({
  company: editable.company.optional(),
  position: editable.position.optional(),
  postingUrl: editable.postingUrl.optional(),
  location: editable.location.optional(),
  remote: editable.remote.optional(),
  salary: editable.salary.optional(),
  source: editable.source.optional(),
  history: editable.history.optional(),
  deadline: editable.deadline.optional(),
  nextFollowUp: editable.nextFollowUp.optional(),
  excitement: editable.excitement.optional(),
  notes: editable.notes.optional(),
  contacts: editable.contacts.optional(),
});
export type JobApplicationChanges = z.output<typeof updateJobApplicationInputSchema>;

/** `CreateJobApplicationInput`: a company at least; the stage, SAVED unless said. */
export const createJobApplicationInputSchema = updateJobApplicationInputSchema.extend({
  company: editable.company,
  stage: z.enum(jobStages).optional(),
});
export type NewJobApplicationInput = z.output<typeof createJobApplicationInputSchema>;

/** What an application holds besides its owner, board order and record times. */
export interface JobApplicationFields {
  company: string;
  position: string;
  postingUrl: string;
  location: string;
  remote: WorkplaceType | null;
  salary: Salary | null;
  source: string;
  stage: JobStage;
  history: StageChange[];
  archivedReason: ArchiveReason | null;
  deadline: string | null;
  nextFollowUp: string | null;
  excitement: number | null;
  notes: string;
  contacts: JobContact[];
}

/** Today as the server dates things, `YYYY-MM-DD` in UTC. */
export const isoDay = (now: Date = new Date()) => now.toISOString().slice(0, 10);

/**
 * Today where the user is, `YYYY-MM-DD` in the device's time zone: what the tracker's screens call
 * today (due, overdue, a move's date), so a follow-up set for tomorrow is not due this evening.
 */
export const localDay = (now: Date = new Date()) =>
  [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0'))
    .join('-');

/**
 * A new application from what the user gave: its stage is the one asked for (SAVED by default),
 * and its history starts with that stage `today` unless the user gave one (an import, a late log).
 */
export function newJobApplication(
  input: NewJobApplicationInput,
  today: string,
): JobApplicationFields {
  const stage = input.stage ?? input.history?.at(-1)?.stage ?? 'SAVED';
  return {
    company: input.company,
    position: input.position ?? '',
    postingUrl: input.postingUrl ?? '',
    location: input.location ?? '',
    remote: input.remote ?? null,
    salary: input.salary ?? null,
    source: input.source ?? '',
    stage,
    history: input.history ?? [{ stage, at: today }],
    archivedReason: null,
    deadline: input.deadline ?? null,
    nextFollowUp: input.nextFollowUp ?? null,
    excitement: input.excitement ?? null,
    notes: input.notes ?? '',
    contacts: input.contacts ?? [],
  };
}

/**
 * The application moved to `stage` on `at`: the move is added to the history (the oldest dropped
 * past `jobApplicationLimits.history`). A move to the stage it is in changes nothing.
 */
export function moveToStage<Application extends Pick<JobApplicationFields, 'stage' | 'history'>>(
  application: Application,
  stage: JobStage,
  at: string,
): Application {
  if (application.stage === stage) return application;
  const history = [...application.history, { stage, at }].slice(-limits.history);
  return { ...application, stage, history };
}

/**
 * An application to act on `today`: its follow-up or its deadline is today or past. An archived
 * one is never due.
 */
export function isDue(
  application: Pick<JobApplicationFields, 'nextFollowUp' | 'deadline' | 'archivedReason'>,
  today: string,
): boolean {
  if (application.archivedReason !== null) return false;
  const { nextFollowUp, deadline } = application;
  return (
    (nextFollowUp !== null && nextFollowUp <= today) || (deadline !== null && deadline <= today)
  );
}

/** `moveJobApplication`'s arguments: the column, the place in it (0 first), the move's date. */
export const moveJobApplicationInputSchema = z.strictObject({
  stage: z.enum(jobStages),
  position: z.number().int().min(0).max(limits.perUser),
  at: isoDateSchema.nullish().transform((value) => value ?? null),
});

/** What to freeze on an application: one of the user's resumes or cover letters. */
export const attachDocumentInputSchema = z.strictObject({
  kind: z.enum(sentDocumentKinds),
  documentId: userText().pipe(z.uuid('must be an id')),
});
