import { toNestErrors } from '@hookform/resolvers';
import type { ParseKeys } from 'i18next';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { inputProblem } from '../../../domain/input-problem';
import { formFieldPath, validationMessageKey } from './validation-message';

/** A rule of the form itself, beyond the domain schema (e.g. "an end date, or currently here"). */
export interface FormIssue {
  path: string;
  message: ParseKeys;
}

const valueAt = (values: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value !== null && typeof value === 'object'
          ? (value as Record<string, unknown>)[key]
          : undefined,
      values,
    );

/**
 * Validates a form with the domain schema of its event: the form's values become the event's input
 * (`toInput`), the schema judges it, and each issue lands on the field of the same path with a
 * catalogue message. On success the form submits the schema's output, ready to send.
 */
export function eventFormResolver<Values extends FieldValues, Schema extends z.ZodType>(
  schema: Schema,
  toInput: (values: Values) => z.input<Schema>,
  formIssues: (values: Values) => FormIssue[] = () => [],
): Resolver<Values, unknown, z.output<Schema>> {
  return (values, _context, options) => {
    const errors: Record<string, FieldError> = {};
    const add = (path: string, message: ParseKeys) => {
      errors[path] ??= { type: 'validation', message };
    };
    for (const issue of formIssues(values)) add(issue.path, issue.message);
    const result = schema.safeParse(toInput(values));
    if (!result.success) {
      for (const issue of result.error.issues) {
        const path = formFieldPath(issue.path);
        const key = validationMessageKey(inputProblem(issue).reason);
        const missingMonth = key === 'events.validation.invalidMonth' && !valueAt(values, path);
        add(path, missingMonth ? 'events.validation.monthRequired' : key);
      }
    }
    if (result.success && Object.keys(errors).length === 0) {
      return { values: result.data, errors: {} };
    }
    return { values: {}, errors: toNestErrors<Values>(errors, options) };
  };
}
