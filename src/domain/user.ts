import { z } from 'zod';
import { because, userText } from './user-text';

export const nameMaxLength = 100;
export const emailMaxLength = 254;

/**
 * A person's first or last name as typed (sign-up, `createUser`): trimmed, at most 100 characters,
 * under the one rule for user text (no NUL, no unpaired surrogate). Empty is allowed here; forms
 * and routes that need a name say so.
 */
export const personNameSchema = userText()
  .trim()
  .max(nameMaxLength, `must be at most ${nameMaxLength} characters`);

/** An email address, or empty. */
export const optionalEmailSchema = userText()
  .trim()
  .max(emailMaxLength, `must be at most ${emailMaxLength} characters`)
  .refine(
    (value) => value === '' || z.email().safeParse(value).success,
    because('invalidEmail', 'must be an email address'),
  );

/** What `user.createUser` takes (docs/product/data.md "CreateUserInput"). */
export const createUserInputSchema = z
  .strictObject({
    firstName: personNameSchema,
    lastName: personNameSchema,
    email: optionalEmailSchema.default(''),
    isAnonymous: z.boolean(),
  })
  .superRefine((input, ctx) => {
    if (input.isAnonymous) return;
    for (const field of ['firstName', 'lastName', 'email'] as const) {
      if (!input[field]) {
        ctx.addIssue({ code: 'custom', path: [field], ...because('required', 'is required') });
      }
    }
  });

export type CreateUserInput = z.infer<typeof createUserInputSchema>;

/** The initials shown when a user has no headshot: first letters of first and last name. */
export function initials(firstName: string, lastName: string): string {
  const first = (value: string) => Array.from(value.trim())[0]?.toLocaleUpperCase() ?? '';
  return `${first(firstName)}${first(lastName)}`;
}
