import type { z } from 'zod';
import { badUserInput } from './errors';

/** Validates a GraphQL input with its domain schema; the first problem becomes `BAD_USER_INPUT`. */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') ?? '';
  throw badUserInput(
    field ? `${field} ${issue?.message ?? 'is invalid'}` : (issue?.message ?? 'Invalid input'),
    field,
  );
}
