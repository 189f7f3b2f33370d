import { toNestErrors } from '@hookform/resolvers';
import type { ParseKeys } from 'i18next';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The domain schemas (src/domain/resume.ts) speak English to developers ("is required", "must be
 * at most 120 characters"); the resume forms show catalogue messages, like the library's forms.
 */
const messageKeys: ReadonlyArray<readonly [RegExp, ParseKeys]> = [
  [/^is required$/, 'resumes.new.validation.required'],
  [/^must be at most \d+ characters$/, 'resumes.new.validation.tooLong'],
];

/** The catalogue key for a domain validation message; anything unexpected gets a generic one. */
export function resumeValidationKey(message: string): ParseKeys {
  return (
    messageKeys.find(([pattern]) => pattern.test(message))?.[1] ?? 'resumes.new.validation.invalid'
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
        message: resumeValidationKey(issue.message),
      };
    }
    return { values: {}, errors: toNestErrors<Values>(errors, options) };
  };
}
