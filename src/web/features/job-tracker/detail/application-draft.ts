import type { ParseKeys } from 'i18next';
import {
  updateJobApplicationInputSchema,
  type JobStage,
  type SalaryPeriod,
  type WorkplaceType,
} from '../../../../domain/job-application';
import { inputProblem, type InputReason } from '../../../../domain/input-problem';
import type { JobApplication } from '../job-operations';

/** A contact as the drawer edits it: every field is text. */
export interface ContactDraft {
  id: string;
  name: string;
  role: string;
  email: string;
  phone: string;
  link: string;
  notes: string;
}

/**
 * What the detail drawer edits, as its fields hold it (text for amounts and dates, empty for
 * none). `toChanges` makes it the update's input.
 */
export interface ApplicationDraft {
  company: string;
  position: string;
  postingUrl: string;
  location: string;
  remote: WorkplaceType | null;
  salary: { min: string; max: string; currency: string; period: SalaryPeriod };
  source: string;
  deadline: string;
  nextFollowUp: string;
  excitement: number | null;
  notes: string;
  history: Array<{ stage: JobStage; at: string }>;
  contacts: ContactDraft[];
}

/** The fields of `UpdateJobApplicationInput`, in the order the drawer shows them. */
export const draftFields = [
  'company',
  'position',
  'postingUrl',
  'location',
  'remote',
  'salary',
  'source',
  'deadline',
  'nextFollowUp',
  'excitement',
  'notes',
  'history',
  'contacts',
] as const;
export type DraftField = (typeof draftFields)[number];

/** The update's input as the drawer sends it (the server trims and checks it again). */
export type ApplicationChanges = Partial<Record<DraftField, unknown>>;

const amountText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The drawer's draft of an application (GraphQL's `__typename`s left behind). */
export function draftOf(application: JobApplication): ApplicationDraft {
  const { salary } = application;
  return {
    company: application.company,
    position: application.position,
    postingUrl: application.postingUrl,
    location: application.location,
    remote: application.remote,
    salary: {
      min: amountText(salary?.min),
      max: amountText(salary?.max),
      currency: salary?.currency ?? '',
      period: salary?.period ?? 'YEAR',
    },
    source: application.source,
    deadline: application.deadline ?? '',
    nextFollowUp: application.nextFollowUp ?? '',
    excitement: application.excitement,
    notes: application.notes,
    history: application.history.map(({ stage, at }) => ({ stage, at })),
    contacts: application.contacts.map(({ id, name, role, email, phone, link, notes }) => ({
      id,
      name,
      role,
      email,
      phone,
      link,
      notes,
    })),
  };
}

const amount = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * Every field of the draft as the update sends it: no salary while both amounts are empty, no
 * date for an empty date field.
 */
export function changesOf(draft: ApplicationDraft): Required<ApplicationChanges> {
  const { salary } = draft;
  const min = amount(salary.min);
  const max = amount(salary.max);
  return {
    company: draft.company,
    position: draft.position,
    postingUrl: draft.postingUrl,
    location: draft.location,
    remote: draft.remote,
    salary:
      min === null && max === null
        ? null
        : { min, max, currency: salary.currency, period: salary.period },
    source: draft.source,
    deadline: draft.deadline || null,
    nextFollowUp: draft.nextFollowUp || null,
    excitement: draft.excitement,
    notes: draft.notes,
    history: draft.history,
    contacts: draft.contacts,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields of `next` that differ from `base`. */
export function changedFields(
  next: Required<ApplicationChanges>,
  base: Required<ApplicationChanges>,
): ApplicationChanges {
  const changed: ApplicationChanges = {};
  for (const field of draftFields) {
    if (!same(next[field], base[field])) changed[field] = next[field];
  }
  return changed;
}

/** One field's value as the server keeps it (trimmed, completed), or undefined when invalid. */
export function normalized(field: DraftField, value: unknown): unknown {
  const result = updateJobApplicationInputSchema.safeParse({ [field]: value });
  return result.success ? (result.data as Record<string, unknown>)[field] : undefined;
}

/** True when two values of a field are the same once the server has kept them. */
export function sameOnServer(field: DraftField, sent: unknown, kept: unknown): boolean {
  return same(sent, kept) || same(normalized(field, sent), kept);
}

/** What is wrong with a field, by its path in the input (`salary.currency`, `contacts.0.email`). */
export interface FieldProblem {
  reason: InputReason | string;
  maximum?: number;
}
export type FieldProblems = Readonly<Record<string, FieldProblem>>;

/** The problems of the changes, by field path; empty when the server may have them. */
export function problemsOf(changes: ApplicationChanges): Record<string, FieldProblem> {
  const result = updateJobApplicationInputSchema.safeParse(changes);
  const problems: Record<string, FieldProblem> = {};
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const problem = inputProblem(issue);
    problems[problem.field] ??= {
      reason: problem.reason,
      ...(problem.maximum === undefined ? {} : { maximum: problem.maximum }),
    };
  }
  return problems;
}

const dateField = /^(deadline|nextFollowUp|history\.\d+\.at)$/;

/** The catalogue message for a field's problem (by its stable reason, never the English text). */
export function problemMessageKey(field: string, problem: FieldProblem): ParseKeys {
  const { reason } = problem;
  if (reason === 'invalid' || reason === 'required') {
    if (dateField.test(field)) return 'tracker.detail.validation.invalidDate';
    if (field === 'salary.currency') return 'tracker.detail.validation.invalidCurrency';
    if (field === 'salary.max') return 'tracker.detail.validation.salaryRange';
    if (field.startsWith('salary.') && reason === 'invalid') {
      return 'tracker.detail.validation.invalidAmount';
    }
  }
  switch (reason) {
    case 'required':
      return 'tracker.detail.validation.required';
    case 'tooLong':
      return 'tracker.detail.validation.tooLong';
    case 'tooMany':
      return 'tracker.detail.validation.tooMany';
    case 'tooLarge':
      return 'tracker.detail.validation.tooLarge';
    case 'tooSmall':
      return 'tracker.detail.validation.tooSmall';
    case 'forbiddenCharacter':
      return 'tracker.detail.validation.forbiddenCharacter';
    case 'invalidEmail':
      return 'tracker.detail.validation.invalidEmail';
    case 'invalidLink':
      return 'tracker.detail.validation.invalidLink';
    case 'repeated':
      return 'tracker.detail.validation.repeated';
    default:
      return 'tracker.detail.validation.invalid';
  }
}

/** Only http(s) addresses are offered as links (never `javascript:` and the like). */
export function webLink(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
