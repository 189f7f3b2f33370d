import type { z } from 'zod';

/**
 * What is wrong with an input, for machines as well as people (decision 074): the field's path,
 * a stable reason the web maps to a catalogue message, the limit when there is one, and a message
 * in English for developers. Keyed on zod's issue codes and the reasons the domain schemas give
 * their own rules (`because(...)` in src/domain/user-text.ts), never on the English text.
 */
export const inputReasons = [
  'required',
  'tooLong',
  'tooShort',
  'tooMany',
  'tooFew',
  'tooLarge',
  'tooSmall',
  'forbiddenCharacter',
  'unknownField',
  'invalidEmail',
  'invalidLink',
  'invalidMonth',
  'endBeforeStart',
  'endWhileAttending',
  'unknownPlaceholder',
  'repeated',
  'invalid',
] as const;
export type InputReason = (typeof inputReasons)[number];

export interface InputProblem {
  /** The path of the field at fault, dot-separated ("accomplishments.2.description"); may be empty. */
  field: string;
  reason: InputReason;
  /** The most (characters, entries, or the value) the field allows. */
  maximum?: number;
  /** The least the field allows. */
  minimum?: number;
  /** For developers: "accomplishments.2.description must be at most 1000 characters". */
  message: string;
}

type Issue = z.core.$ZodIssue;

const isReason = (value: unknown): value is InputReason =>
  typeof value === 'string' && (inputReasons as readonly string[]).includes(value);

const limit = (value: number | bigint) => Number(value);

function reasonOf(issue: Issue): Pick<InputProblem, 'reason' | 'maximum' | 'minimum'> {
  switch (issue.code) {
    case 'custom': {
      const { reason, maximum } = (issue.params ?? {}) as { reason?: unknown; maximum?: unknown };
      return {
        reason: isReason(reason) ? reason : 'invalid',
        ...(typeof maximum === 'number' ? { maximum } : {}),
      };
    }
    case 'invalid_type':
      return { reason: issue.input === undefined || issue.input === null ? 'required' : 'invalid' };
    case 'too_big': {
      const maximum = limit(issue.maximum);
      if (issue.origin === 'string') return { reason: 'tooLong', maximum };
      if (issue.origin === 'array' || issue.origin === 'set') return { reason: 'tooMany', maximum };
      return { reason: 'tooLarge', maximum };
    }
    case 'too_small': {
      const minimum = limit(issue.minimum);
      if (issue.origin === 'string') {
        return minimum === 1 ? { reason: 'required' } : { reason: 'tooShort', minimum };
      }
      if (issue.origin === 'array' || issue.origin === 'set') return { reason: 'tooFew', minimum };
      return { reason: 'tooSmall', minimum };
    }
    case 'invalid_format':
      return { reason: issue.format === 'email' ? 'invalidEmail' : 'invalid' };
    case 'unrecognized_keys':
      return { reason: 'unknownField' };
    default:
      return { reason: 'invalid' };
  }
}

/** An unknown key as a path segment: at most 40 characters of it. */
const keySegment = (key: string) => (key.length > 40 ? `${key.slice(0, 40)}…` : key);

/** The problem an issue describes; the message quotes user text only as a short prefix. */
export function inputProblem(issue: Issue): InputProblem {
  const unknownKey = issue.code === 'unrecognized_keys' ? issue.keys[0] : undefined;
  const path = issue.path.map(String);
  if (unknownKey !== undefined) path.push(keySegment(unknownKey));
  const field = path.join('.');
  const detail = unknownKey === undefined ? issue.message : 'is not a known field';
  return { field, ...reasonOf(issue), message: field ? `${field} ${detail}` : detail };
}

/** An input parsed by its schema, or its first problem: the one parser of every API boundary. */
export function parseWithSchema<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): { ok: true; data: z.output<Schema> } | { ok: false; problem: InputProblem } {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0];
  return {
    ok: false,
    problem: issue ? inputProblem(issue) : { field: '', reason: 'invalid', message: 'is invalid' },
  };
}

/** The machine-readable part of a problem, as API answers carry it beside `field`. */
export const problemDetails = ({ reason, maximum, minimum }: InputProblem) => ({
  reason,
  ...(maximum === undefined ? {} : { maximum }),
  ...(minimum === undefined ? {} : { minimum }),
});
