import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { inputProblem } from './input-problem';
import { createResumeInputSchema, resumeContentSchema, updateResumeInputSchema } from './resume';
import { createUserInputSchema, personNameSchema } from './user';
import { hasForbiddenCharacter, quotePrefix, shortened, userText } from './user-text';

describe('the one rule for user text', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['a lone high surrogate', 'a\uD800b'],
    ['a lone high surrogate at the end', 'ab\uDBFF'],
    ['a lone low surrogate', '\uDC00ab'],
    ['two high surrogates', '\uD83D\uD83D'],
  ])('refuses %s', (_name, value) => {
    expect(hasForbiddenCharacter(value)).toBe(true);
    const result = userText().safeParse(value);
    expect(result.success).toBe(false);
    expect(inputProblem(result.error!.issues[0]!)).toMatchObject({ reason: 'forbiddenCharacter' });
  });

  it.each(['', 'plain', 'émigré – “quoted”', 'emoji 👩‍💻 and 𝒳', '\t\n tabs and lines', '\uFFFD'])(
    'keeps %j as typed',
    (value) => {
      expect(hasForbiddenCharacter(value)).toBe(false);
      expect(userText().parse(value)).toBe(value);
    },
  );

  it('names the field and the reason, not only the English message, and stops at the rule', () => {
    const result = createUserInputSchema.safeParse({
      firstName: 'Ada\u0000',
      lastName: 'L',
      email: 'ada@example.com',
      isAnonymous: false,
    });
    expect(result.error?.issues).toHaveLength(1);
    expect(inputProblem(result.error!.issues[0]!)).toEqual({
      field: 'firstName',
      reason: 'forbiddenCharacter',
      message: 'firstName must not contain NUL or unpaired surrogate characters',
    });
    expect(personNameSchema.safeParse('\uDFFFx').success).toBe(false);
  });

  it('applies inside resume content, as deep as it goes', () => {
    const content = resumeContentSchema.parse({});
    const draft = {
      ...content,
      sections: [
        {
          id: 's',
          kind: 'CUSTOM',
          entries: [{ id: 'e', title: 'Talk', bullets: ['ok', 'bad \uD800'] }],
        },
      ],
    };
    const issue = resumeContentSchema.safeParse(draft).error!.issues[0]!;
    expect(inputProblem(issue)).toMatchObject({
      field: 'sections.0.entries.0.bullets.1',
      reason: 'forbiddenCharacter',
    });
  });
});

describe('input schemas are strict', () => {
  it('refuses an unknown key in resume content instead of dropping it and resetting the rest', () => {
    const result = updateResumeInputSchema.safeParse({
      content: { ...resumeContentSchema.parse({}), sumary: 'typo' },
    });
    expect(result.success).toBe(false);
    expect(inputProblem(result.error!.issues[0]!)).toEqual({
      field: 'content.sumary',
      reason: 'unknownField',
      message: 'content.sumary is not a known field',
    });
  });

  it('refuses an unknown key at the top of an input and deep in it', () => {
    expect(createResumeInputSchema.safeParse({ name: 'A', extra: 1 }).success).toBe(false);
    const deep = resumeContentSchema.safeParse({ header: { name: 'A', nickname: 'B' } });
    expect(inputProblem(deep.error!.issues[0]!)).toMatchObject({
      field: 'header.nickname',
      reason: 'unknownField',
    });
  });
});

describe('problems carry stable reasons and limits', () => {
  it.each([
    [z.strictObject({ a: userText().max(3) }), { a: 'abcd' }, { reason: 'tooLong', maximum: 3 }],
    [
      z.strictObject({ a: z.array(z.string()).max(1) }),
      { a: ['x', 'y'] },
      { reason: 'tooMany', maximum: 1 },
    ],
    [z.strictObject({ a: userText().min(1) }), { a: '' }, { reason: 'required' }],
    [z.strictObject({ a: userText() }), {}, { reason: 'required' }],
    [z.strictObject({ a: z.enum(['x']) }), { a: 'y' }, { reason: 'invalid' }],
  ])('%#', (schema, input, expected) => {
    const issue = schema.safeParse(input).error!.issues[0]!;
    expect(inputProblem(issue)).toMatchObject({ field: 'a', ...expected });
  });

  it('quotes at most a short prefix of a long unknown key', () => {
    const key = 'k'.repeat(100_000);
    const problem = inputProblem(z.strictObject({}).safeParse({ [key]: 1 }).error!.issues[0]!);
    expect(problem.field).toBe(`${'k'.repeat(40)}…`);
    expect(problem.message.length).toBeLessThan(80);
  });
});

describe('quoting user text in messages', () => {
  it('keeps short text and cuts long text to a prefix, never half a surrogate pair', () => {
    expect(shortened('short')).toBe('short');
    expect(shortened('x'.repeat(1_000_000))).toBe(`${'x'.repeat(40)}…`);
    expect(shortened(`${'x'.repeat(39)}😀😀`)).toBe(`${'x'.repeat(39)}😀…`);
    expect(quotePrefix('a\u0000b')).toBe('"a\\u0000b"');
  });
});
