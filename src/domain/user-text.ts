import { z } from 'zod';

/**
 * The one rule for text a user sends (decision 074): any text is welcome except the characters no
 * store can keep as they are. PostgreSQL refuses NUL (U+0000) in text and JSON, and an unpaired
 * UTF-16 surrogate (U+D800–DFFF without its partner) cannot be written as UTF-8: PostgreSQL
 * refuses it in JSON and a text column silently turns it into U+FFFD. Both are refused where the
 * text comes in, naming the field, instead of failing or being altered later.
 */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text holds a NUL or an unpaired surrogate. */
export const hasForbiddenCharacter = (value: string) =>
  value.includes('\u0000') || loneSurrogate.test(value);

/**
 * A refinement's message and its stable reason (`issue.params.reason`): the web maps the reason to
 * a catalogue message, the server sends it in `extensions.reason` (src/domain/input-problem.ts).
 */
export const because = (reason: string, message: string) => ({ message, params: { reason } });

/**
 * A string a user typed: every string schema of an input starts here, so the rule holds at every
 * boundary (GraphQL inputs, resume content, preview drafts, imports, sign-up names).
 */
export const userText = () =>
  z.string().refine((value) => !hasForbiddenCharacter(value), {
    ...because('forbiddenCharacter', 'must not contain NUL or unpaired surrogate characters'),
    abort: true,
  });

/** A user's text, trimmed, of at most `max` characters. */
export const trimmedText = (max: number) =>
  userText().trim().max(max, `must be at most ${max} characters`);

/**
 * At most `max` characters of a user's text (never half a surrogate pair), with "…" when cut: what
 * an error message may quote, so a refusal never echoes a large input back.
 */
export function shortened(value: string, max = 40): string {
  const shown = Array.from(value.slice(0, 2 * max + 2))
    .slice(0, max)
    .join('');
  return value.length > shown.length ? `${shown}…` : shown;
}

/** `shortened`, in quotes, with control characters and lone surrogates escaped. */
export const quotePrefix = (value: string, max = 40) => JSON.stringify(shortened(value, max));
