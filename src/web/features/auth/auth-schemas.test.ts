import { describe, expect, it } from 'vitest';
import { createUserInputSchema } from '../../../domain/user';
import { signUpSchema } from './auth-schemas';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'a sturdy passphrase 42',
};

/** The catalogue key of the form's message for each field at fault. */
const problems = (values: Partial<typeof valid>) => {
  const result = signUpSchema.safeParse({ ...valid, ...values });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

/** Whether the server's `createUser` would take these names (the record sign-up ends with). */
const serverTakes = (firstName: string, lastName = 'Lovelace') =>
  createUserInputSchema.safeParse({
    firstName,
    lastName,
    email: 'ada@example.com',
    isAnonymous: false,
  }).success;

describe('the sign-up form’s names', () => {
  it('takes what the server keeps: 100 characters, spaces around them aside', () => {
    const longest = `  ${'A'.repeat(100)}  `;
    expect(problems({ firstName: longest, lastName: longest })).toEqual({});
    expect(serverTakes(longest, longest)).toBe(true);
  });

  it('refuses a name the server would refuse as too long', () => {
    expect(problems({ firstName: 'A'.repeat(101) })).toEqual({
      firstName: 'validation.nameTooLong',
    });
    expect(serverTakes('A'.repeat(101))).toBe(false);
  });

  it.each([
    ['a NUL', 'Ada\u0000'],
    ['a lone high surrogate', 'Ada\uD800'],
    ['a lone low surrogate', '\uDC00Ada'],
  ])('refuses %s as the server does, by its own message', (_, name) => {
    expect(problems({ firstName: name, lastName: name })).toEqual({
      firstName: 'validation.nameForbiddenCharacter',
      lastName: 'validation.nameForbiddenCharacter',
    });
    expect(serverTakes(name)).toBe(false);
  });

  it('takes a name written with a surrogate pair (an emoji, a rare CJK character)', () => {
    expect(problems({ firstName: '𠮷野', lastName: 'Ada 🙂' })).toEqual({});
    expect(serverTakes('𠮷野', 'Ada 🙂')).toBe(true);
  });

  it('asks for the name first when it is only spaces', () => {
    expect(problems({ firstName: '   ' })).toEqual({ firstName: 'validation.firstNameRequired' });
  });

  it('refuses an email longer than 254 characters before judging its form', () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(41)}.com`;
    expect(email).toHaveLength(302);
    expect(problems({ email })).toEqual({ email: 'validation.emailTooLong' });
  });
});
