import type { z } from 'zod';
import { parseWithSchema, problemDetails } from '../../domain/input-problem';
import { badUserInput } from './errors';

/**
 * Validates a GraphQL input with its domain schema (the parser the REST document routes use too);
 * the first problem becomes `BAD_USER_INPUT` with a message for developers and, in `extensions`,
 * the `field`, a stable `reason` and the limit (`maximum`, `minimum`) the web words for the user.
 */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const parsed = parseWithSchema(schema, input);
  if (parsed.ok) return parsed.data;
  const { problem } = parsed;
  throw badUserInput(problem.message, problem.field, problemDetails(problem));
}
