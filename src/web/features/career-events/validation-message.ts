import type { ParseKeys } from 'i18next';

/**
 * The domain schemas (src/domain/career-event.ts) speak English to developers ("is required",
 * "must be at most 200 characters"); the forms show catalogue messages. This maps one to the other,
 * for the forms' own validation and for the server's BAD_USER_INPUT answers, which carry the same
 * messages after the field path ("accomplishments.2.description is required").
 */
const messageKeys: ReadonlyArray<readonly [RegExp, ParseKeys]> = [
  [/^is required$/, 'events.validation.required'],
  [/^must be at most \d+ characters$/, 'events.validation.tooLong'],
  [/^can hold at most \d+ entries$/, 'events.validation.tooMany'],
  [/^must be a web address/, 'events.validation.invalidLink'],
  [/^must be a month written YYYY-MM$/, 'events.validation.invalidMonth'],
  [/^must not be before startDate$/, 'events.validation.endBeforeStart'],
  [/^must be empty while attending$/, 'events.validation.endWhileAttending'],
  [/^uses the unknown placeholder/, 'events.validation.unknownPlaceholder'],
];

/** The catalogue key for a domain validation message; anything unexpected gets a generic one. */
export function validationMessageKey(message: string): ParseKeys {
  return messageKeys.find(([pattern]) => pattern.test(message))?.[1] ?? 'events.validation.invalid';
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

/** A server message "<field path> <message>", split; null when it does not start with a path. */
export function splitServerMessage(message: string): { path: string; message: string } | null {
  const match = /^([A-Za-z]\w*(?:\.\w+)*) (.+)$/.exec(message);
  if (!match?.[1] || !match[2]) return null;
  return { path: formFieldPath(match[1].split('.')), message: match[2] };
}
