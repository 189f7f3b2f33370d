import { toNestErrors } from '@hookform/resolvers';
import type { ParseKeys } from 'i18next';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { inputProblem, type InputReason } from '../../../domain/input-problem';

/**
 * The catalogue message for a problem of a resume's input, by its stable reason
 * (src/domain/input-problem.ts), like the library's forms; never by the English text.
 */
const messageKeys: Partial<Record<InputReason, ParseKeys>> = {
  required: 'resumes.new.validation.required',
  tooLong: 'resumes.new.validation.tooLong',
  forbiddenCharacter: 'resumes.new.validation.forbiddenCharacter',
};

/** The catalogue key for a zod issue of a resume schema; anything else gets a generic one. */
export function resumeValidationKey(issue: z.core.$ZodIssue | undefined): ParseKeys {
  return reasonValidationKey(issue ? inputProblem(issue).reason : 'invalid');
}

/** The catalogue key for the reason the server gave (`extensions.reason`); any other, a generic one. */
export function reasonValidationKey(reason: unknown): ParseKeys {
  return (
    (typeof reason === 'string' && messageKeys[reason as InputReason]) ||
    'resumes.new.validation.invalid'
  );
}

/**
 * Validates a form with a domain schema: each issue lands on the field of the same path with a
 * catalogue key (FormTextField translates it); on success the form submits the schema's output.
 */
export function resumeFormResolver<Values extends FieldValues, Schema extends z.ZodType>(
  schema: Schema,
): Resolver<Values, unknown, z.output<Schema>> {
  return (values, _context, options) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      errors[issue.path.join('.')] ??= {
        type: 'validation',
        message: resumeValidationKey(issue),
      };
    }
    return { values: {}, errors: toNestErrors<Values>(errors, options) };
  };
}
