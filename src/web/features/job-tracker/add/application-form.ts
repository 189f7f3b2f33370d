import type { ParseKeys } from 'i18next';
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import { z } from 'zod';
import {
  createJobApplicationInputSchema,
  isoDateSchema,
  jobStages,
  localDay,
  salaryPeriods,
  salarySchema,
  workplaceTypes,
  type NewJobApplicationInput,
} from '../../../../domain/job-application';
import type { JobPostingDraft } from '../../../../domain/job-posting-page';
import { inputProblem, type InputReason } from '../../../../domain/input-problem';

/**
 * The "Add application" form: what its fields hold (text, as typed), and how that becomes a
 * `CreateJobApplicationInput` with the domain's own rules (src/domain/job-application.ts).
 */

const fields = createJobApplicationInputSchema.shape;

/** An empty choice or date is null. */
const orNull = <Schema extends z.ZodType>(schema: Schema) =>
  z
    .literal('')
    .transform(() => null)
    .or(schema);

/** An amount as typed: '' is none; "85 000" and "85,000" are 85000. */
const amount = z
  .string()
  .trim()
  .transform((text, context) => {
    if (text === '') return null;
    const value = Number(text.replace(/[\s\u00A0\u202F,]/g, ''));
    if (Number.isFinite(value)) return value;
    context.addIssue({
      code: 'custom',
      message: 'must be a number',
      params: { reason: 'invalid' },
    });
    return z.NEVER;
  });

/** A salary as typed: none when both amounts are empty, else the domain's salary. */
const salaryFields = z
  .object({
    min: amount,
    max: amount,
    currency: z.string(),
    period: z.enum(salaryPeriods),
  })
  .transform((salary) => (salary.min === null && salary.max === null ? null : salary))
  .pipe(salarySchema.nullable());

export const applicationFormSchema = z
  .object({
    company: fields.company,
    position: fields.position.unwrap(),
    postingUrl: fields.postingUrl.unwrap(),
    location: fields.location.unwrap(),
    remote: orNull(z.enum(workplaceTypes)),
    salary: salaryFields,
    stage: z.enum(jobStages),
    deadline: orNull(isoDateSchema),
    nextFollowUp: orNull(isoDateSchema),
    excitement: orNull(z.enum(['1', '2', '3', '4', '5']).transform(Number)),
    notes: fields.notes.unwrap(),
  })
  .transform(({ stage, ...application }): NewJobApplicationInput => ({
    ...application,
    stage,
    // The first stage is dated by the user's own calendar day, as every move from the web is.
    history: [{ stage, at: localDay() }],
  }));

export type ApplicationFormValues = z.input<typeof applicationFormSchema>;

export const emptyApplicationForm = (): ApplicationFormValues => ({
  company: '',
  position: '',
  postingUrl: '',
  location: '',
  remote: '',
  salary: { min: '', max: '', currency: '', period: 'YEAR' },
  stage: 'SAVED',
  deadline: '',
  nextFollowUp: '',
  excitement: '',
  notes: '',
});

/** The form's fields a read posting fills (the description, as notes, is the caller's choice). */
export function postingValues(draft: JobPostingDraft) {
  const { salary } = draft;
  const amountText = (value: number | null | undefined) => (value == null ? '' : String(value));
  return {
    position: draft.title,
    company: draft.company,
    location: draft.location,
    remote: draft.remote ?? '',
    'salary.min': amountText(salary?.min),
    'salary.max': amountText(salary?.max),
    'salary.currency': salary?.currency ?? '',
    'salary.period': salary?.period ?? 'YEAR',
    deadline: draft.closingDate ?? '',
    postingUrl: draft.url ?? '',
  } as const;
}

/** The catalogue message for a problem with one of the form's fields. */
export function validationKey(field: string, reason: InputReason | undefined): ParseKeys {
  switch (reason) {
    case 'required':
      return field === 'salary.currency'
        ? 'tracker.add.validation.currency'
        : 'tracker.add.validation.required';
    case 'tooLong':
      return 'tracker.add.validation.tooLong';
    case 'forbiddenCharacter':
      return 'tracker.add.validation.forbiddenCharacter';
    case 'invalidLink':
      return 'tracker.add.validation.link';
    case 'tooLarge':
    case 'tooSmall':
      return 'tracker.add.validation.amount';
    default:
      if (field === 'deadline' || field === 'nextFollowUp') return 'tracker.add.validation.date';
      if (field === 'salary.currency') return 'tracker.add.validation.currency';
      if (field === 'salary.max') return 'tracker.add.validation.maxBelowMin';
      if (field === 'salary.min') return 'tracker.add.validation.amount';
      return 'tracker.add.validation.invalid';
  }
}

/**
 * Validates the form with its schema: each problem lands on its field as a catalogue key
 * (FormTextField translates it); on success the form submits the create input.
 */
export const applicationFormResolver: Resolver<
  ApplicationFormValues,
  unknown,
  NewJobApplicationInput
> = (values, _context, options) => {
  const result = applicationFormSchema.safeParse(values);
  if (result.success) return { values: result.data, errors: {} };
  const errors: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    errors[field] ??= {
      type: 'validation',
      message: validationKey(field, inputProblem(issue).reason),
    };
  }
  return { values: {}, errors: toNestErrors<ApplicationFormValues>(errors, options) };
};
