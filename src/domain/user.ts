import { z } from 'zod';

export const nameMaxLength = 100;
export const emailMaxLength = 254;

const name = z.string().trim().max(nameMaxLength);

/** What `user.createUser` takes (spec §3 "CreateUserInput"). */
export const createUserInputSchema = z
  .object({
    firstName: name,
    lastName: name,
    email: z.union([z.email().max(emailMaxLength), z.literal('')]).default(''),
    isAnonymous: z.boolean(),
  })
  .superRefine((input, ctx) => {
    if (input.isAnonymous) return;
    for (const field of ['firstName', 'lastName', 'email'] as const) {
      if (!input[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'is required' });
    }
  });

export type CreateUserInput = z.infer<typeof createUserInputSchema>;

/** The initials shown when a user has no headshot: first letters of first and last name. */
export function initials(firstName: string, lastName: string): string {
  const first = (value: string) => Array.from(value.trim())[0]?.toLocaleUpperCase() ?? '';
  return `${first(firstName)}${first(lastName)}`;
}
