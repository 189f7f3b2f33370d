import { z } from 'zod';
import { passwordLength } from '../../../domain/password';
import { emailMaxLength, nameMaxLength } from '../../../domain/user';
import { hasForbiddenCharacter } from '../../../domain/user-text';

// Messages are catalogue keys; the form fields translate them.
const email = z
  .string()
  .trim()
  .min(1, 'validation.emailRequired')
  .max(emailMaxLength, 'validation.emailTooLong')
  .pipe(z.email('validation.emailInvalid'));

/** Sign-in only checks a password is there: its rules are for choosing one. */
const currentPassword = z.string().min(1, 'validation.passwordRequired');

const newPassword = z
  .string()
  .min(1, 'validation.passwordRequired')
  .min(passwordLength.min, 'validation.passwordTooShort')
  .max(passwordLength.max, 'validation.passwordTooLong');

/**
 * A first or last name, by the limits the server keeps for sign-up and `createUser`
 * (src/domain/user.ts): under the one rule for user text, then required and at most 100 characters.
 */
const name = (requiredKey: string) =>
  z
    .string()
    .refine((value) => !hasForbiddenCharacter(value), {
      message: 'validation.nameForbiddenCharacter',
      abort: true,
    })
    .trim()
    .min(1, requiredKey)
    .max(nameMaxLength, 'validation.nameTooLong');

export const signInSchema = z.object({ email, password: currentPassword });
export type SignInValues = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  firstName: name('validation.firstNameRequired'),
  lastName: name('validation.lastNameRequired'),
  email,
  password: newPassword,
});
export type SignUpFormValues = z.infer<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({ newPassword });
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
