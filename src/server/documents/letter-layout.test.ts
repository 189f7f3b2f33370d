import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  coverLetterContentSchema,
  letterTargetJobSchema,
  resolveCoverLetter,
  type CoverLetterDocument,
} from '../../domain/cover-letter';
import { runsText } from '../../domain/letter-placeholders';
import { paperSizes, resumeFonts, resumeTemplates } from '../../domain/resume-document';
import { readPdfLines, squash } from '../test-support/pdf-layout';
import { createDocumentRenderer, type DocumentRenderer } from './document-renderer';

// The cover letters in every design, font and paper, read back from the PDF as an applicant
// tracking system reads it (docs/templates.md): the name alone on the first line, then every part
// of the letter in order, each word as the writer typed it, no raw brace anywhere.
let renderer: DocumentRenderer;
beforeAll(() => {
  renderer = createDocumentRenderer({ workers: 2 });
});
afterAll(() => renderer.close());

const opening = '11111111-1111-4111-8111-111111111111';
const body = '22222222-2222-4222-8222-222222222222';
const library = [
  {
    id: opening,
    kind: 'OPENING' as const,
    title: 'Opening',
    text: 'I am writing to apply for the {position} role at {company}, where I would bring ten years of payments engineering.',
    tags: [],
  },
  {
    id: body,
    kind: 'BODY' as const,
    title: 'Payments',
    text: 'At Café Olé I led the PCI DSS migration and cut p95 checkout latency by 41%; I also speak Spanish, French and German. {team} will hear more.',
    tags: [],
  },
];

function letterIn(theme: Partial<CoverLetterDocument['theme']>): CoverLetterDocument {
  const content = coverLetterContentSchema.parse({
    sender: {
      name: 'Inès Ibáñez-Müller',
      headline: 'Staff Engineer',
      email: 'ines@example.com',
      phone: '+34 612 345 678',
      location: 'Barcelona, Spain',
      links: [{ label: 'GitHub', url: 'https://github.com/ines-im' }],
    },
    date: '2026-11-26',
    recipient: {
      name: 'Ms. Ortiz',
      company: 'Northwind Freight',
      address: '1 Harbour Road\nHamburg',
    },
    greeting: 'Dear {hiringManager},',
    paragraphs: [
      { id: 'a', eventId: opening },
      { id: 'b', eventId: body },
    ],
    closing: 'Sincerely,',
    signature: 'Inès Ibáñez-Müller',
    enclosure: true,
    theme,
  });
  const job = letterTargetJobSchema.parse({
    company: 'Northwind Freight',
    position: 'Staff Engineer',
    hiringManager: 'Ms. Ortiz',
  });
  return resolveCoverLetter(content, job, library, { enclosure: 'Enclosure: Resume' });
}

const cases = resumeTemplates.flatMap((template) =>
  resumeFonts.flatMap((font) =>
    paperSizes.map(
      (paper) => [`${template}, ${font}, ${paper}`, { template, font, paper }] as const,
    ),
  ),
);

describe('the cover letters, as an applicant tracking system reads them', () => {
  it.each(cases)('%s', async (_label, theme) => {
    const letter = letterIn(theme);
    const lines = await readPdfLines(await renderer.letters.pdf(letter));
    const texts = lines.map((line) => line.text);
    expect(texts[0]).toBe('Inès Ibáñez-Müller');
    expect(lines[0]?.items.every((item) => item.bold)).toBe(true);

    // Every part in the letter's order, each word as typed; the paragraphs may wrap.
    const read = squash(texts.join(' '));
    const expected = [
      'Staff Engineer',
      'ines@example.com | +34 612 345 678 | Barcelona, Spain',
      'November 26, 2026',
      'Ms. Ortiz',
      'Northwind Freight',
      '1 Harbour Road',
      'Hamburg',
      'Dear Ms. Ortiz,',
      ...letter.paragraphs.map(runsText),
      'Sincerely,',
      'Inès Ibáñez-Müller',
      'Enclosure: Resume',
    ];
    let from = 0;
    for (const part of expected) {
      const at = read.indexOf(part, from);
      expect(at, `"${part}" after character ${from} of: ${read}`).toBeGreaterThanOrEqual(from);
      from = at + part.length;
    }
    // The one placeholder nothing fills is marked, never printed as a raw brace.
    expect(read).toContain('[team] will hear more.');
    expect(read).not.toMatch(/[{}]/);
    // The date, the recipient's lines and the closing each stand on a line of their own.
    for (const line of ['November 26, 2026', 'Ms. Ortiz', 'Hamburg', 'Sincerely,']) {
      expect(texts).toContain(line);
    }
  });

  it('fits a letter on one page by its scale, like a resume', async () => {
    const letter = letterIn({ template: 'classic' });
    expect(await renderer.letters.pageCount(letter)).toBe(1);
    const fit = await renderer.letters.fitToPages(letter, 1);
    expect(fit.pageCount).toBe(1);
  });

  it('refuses a letter document that breaks its schema, naming the field', async () => {
    const letter = letterIn({ template: 'modern' });
    await expect(
      renderer.letters.pdf({ ...letter, recipient: ['x'.repeat(10_000)] }),
    ).rejects.toThrow(/^Invalid document: recipient\.0 must be at most/);
  });
});
