import type { ParseKeys } from 'i18next';
import type { InputReason } from '../../../domain/input-problem';

/**
 * The catalogue message for a problem of an event's input, by its stable reason
 * (src/domain/input-problem.ts): the reason of a zod issue in the forms' own validation, or
 * `extensions.reason` of the server's BAD_USER_INPUT. Never by the English text.
 */
const messageKeys: Partial<Record<InputReason, ParseKeys>> = {
  required: 'events.validation.required',
  tooLong: 'events.validation.tooLong',
  tooMany: 'events.validation.tooMany',
  forbiddenCharacter: 'events.validation.forbiddenCharacter',
  invalidLink: 'events.validation.invalidLink',
  invalidMonth: 'events.validation.invalidMonth',
  endBeforeStart: 'events.validation.endBeforeStart',
  endWhileAttending: 'events.validation.endWhileAttending',
  unknownPlaceholder: 'events.validation.unknownPlaceholder',
};

/** The catalogue key for a reason; anything else (or no reason) gets a generic one. */
export function validationMessageKey(reason: unknown): ParseKeys {
  return (
    (typeof reason === 'string' && messageKeys[reason as InputReason]) ||
    'events.validation.invalid'
  );
}

/**
 * The form field a validation path points at: list entries of plain text (keywords, tags) are
 * edited by one field, so `keywords.3` is the `keywords` field.
 */
export function formFieldPath(path: ReadonlyArray<PropertyKey>): string {
  const segments = path.map(String);
  while (segments.length > 1 && /^\d+$/.test(segments[segments.length - 1] ?? '')) segments.pop();
  return segments.join('.');
}
