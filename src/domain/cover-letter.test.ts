import { describe, expect, it } from 'vitest';
import {
  coverLetterContentSchema,
  formatLetterDate,
  letterTargetJobSchema,
  resolveCoverLetter,
  type LibraryParagraph,
} from './cover-letter';
import { runsText } from './letter-placeholders';

const opening = '11111111-1111-4111-8111-111111111111';
const body = '22222222-2222-4222-8222-222222222222';
const gone = '33333333-3333-4333-8333-333333333333';

const library: LibraryParagraph[] = [
  {
    id: opening,
    kind: 'OPENING',
    title: 'Opening',
    text: 'I want to join {company} as {position}.',
    tags: [],
  },
  { id: body, kind: 'BODY', title: 'Payments', text: 'I ran payments at scale.', tags: [] },
];

const job = letterTargetJobSchema.parse({
  company: 'Northwind',
  position: 'Staff Engineer',
  hiringManager: '',
});
const labels = { enclosure: 'Enclosure: Resume' };

describe('coverLetterContentSchema', () => {
  it('gives a new letter its defaults', () => {
    const content = coverLetterContentSchema.parse({});
    expect(content).toMatchObject({
      language: 'en',
      resumeId: null,
      date: '',
      recipient: { name: '', company: '', address: '' },
      paragraphs: [],
      enclosure: false,
      shareRecipientAddress: true,
      theme: { template: 'classic', paper: 'LETTER' },
    });
  });

  it('refuses what no letter may hold, naming the field', () => {
    const issues = (value: unknown) =>
      coverLetterContentSchema
        .safeParse(value)
        .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(issues({ date: '26/11/2026' })).toEqual(['date: must be a date written YYYY-MM-DD']);
    expect(issues({ paragraphs: [{ id: 'p', eventId: 'x' }] })).toEqual([
      'paragraphs.0.eventId: must be an id',
    ]);
    expect(
      issues({
        paragraphs: [
          { id: 'p', eventId: opening },
          { id: 'p', eventId: body },
        ],
      }),
    ).toEqual(['paragraphs.1.id: is repeated']);
    expect(issues({ unknown: true })).toHaveLength(1);
    expect(issues({ greeting: 'Dear\u0000' })?.[0]).toMatch(/^greeting: /);
  });
});

describe('resolveCoverLetter', () => {
  const content = coverLetterContentSchema.parse({
    date: '2026-11-26',
    recipient: { name: 'Ms. Ortiz', company: 'Northwind', address: '1 Main St\n\n  Springfield ' },
    greeting: 'Dear {hiringManager},',
    paragraphs: [
      { id: 'a', eventId: opening },
      { id: 'b', eventId: body, text: 'I ran payments for {company}.' },
      { id: 'c', eventId: gone },
    ],
    closing: 'Sincerely,',
    signature: 'Ada Lovelace',
    enclosure: true,
  });

  it('applies the library, the letter’s own wording and the target job, in order', () => {
    const letter = resolveCoverLetter(content, job, library, labels);
    expect(letter.paragraphs.map(runsText)).toEqual([
      'I want to join Northwind as Staff Engineer.',
      'I ran payments for Northwind.',
    ]);
    expect(letter.recipient).toEqual(['Ms. Ortiz', 'Northwind', '1 Main St', 'Springfield']);
    expect(letter.date).toBe('November 26, 2026');
    expect(letter.enclosure).toBe('Enclosure: Resume');
    expect(letter.closing).toBe('Sincerely,');
    expect(letter.signature).toBe('Ada Lovelace');
  });

  it('lists the placeholders nothing fills, and follows an edit of the library', () => {
    const letter = resolveCoverLetter(content, job, library, labels);
    expect(letter.greeting).toEqual([
      { text: 'Dear ' },
      { missing: 'hiringManager', known: true },
      { text: ',' },
    ]);
    expect(letter.missing).toEqual(['hiringManager']);
    const edited = library.map((paragraph) =>
      paragraph.id === opening ? { ...paragraph, text: 'Hello {team} at {company}.' } : paragraph,
    );
    const after = resolveCoverLetter(
      content,
      { ...job, hiringManager: 'Ms. Ortiz' },
      edited,
      labels,
    );
    expect(after.paragraphs.map(runsText)[0]).toBe('Hello [team] at Northwind.');
    expect(after.missing).toEqual(['team']);
  });

  it('writes the date in the letter’s language, and prints none without one', () => {
    expect(formatLetterDate('2026-11-26', 'fr')).toBe('26 novembre 2026');
    expect(formatLetterDate('2026-11-26', 'es')).toBe('26 de noviembre de 2026');
    expect(formatLetterDate('', 'en')).toBe('');
    expect(
      resolveCoverLetter({ ...content, date: '', enclosure: false }, job, library, labels),
    ).toMatchObject({ date: '', enclosure: '' });
  });
});
