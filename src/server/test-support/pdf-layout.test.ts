import { describe, expect, it } from 'vitest';
import type { ResumeDocument } from '../../domain/resume-document';
import { atsResume } from '../../domain/test-support/ats-resume';
import { layoutProblems, type PdfLine } from './pdf-layout';

// The layout checks on lines laid out by hand: silent on a layout that follows docs/templates.md,
// and each one speaks up when its rule is broken (the PDFs the templates make are in
// src/server/documents/template-layout.test.ts).

const doc = atsResume('en');

/** One printed line: its items (far apart from each other), the first one bold or not. */
interface Row {
  items: string[];
  size?: number;
  bold?: boolean;
  /** How far its baseline is below the line before, in points. */
  gap?: number;
}

function toLines(rows: Row[]): PdfLine[] {
  let y = 750;
  return rows.map((row, index) => {
    if (index > 0) y -= row.gap ?? 12;
    let x = 50;
    const items = row.items.map((text, at) => {
      const bold = !!row.bold && at === 0;
      const item = {
        text,
        x,
        y,
        width: text.length * 5,
        height: row.size ?? 10,
        fontName: bold ? 'AAAAAA+Inter-Bold' : 'AAAAAA+Inter-Regular',
        bold,
      };
      x += item.width + 100;
      return item;
    });
    return { page: 1, y, text: row.items.join(' '), items };
  });
}

const shortUrl = (url: string) => url.replace(/^https:\/\/(www\.)?/, '');

/** The document as docs/templates.md lays it out; a bullet of more than 12 words wraps. */
function goodRows(resume: ResumeDocument): Row[] {
  const { header } = resume;
  const rows: Row[] = [
    { items: [header.name], size: 20, bold: true },
    { items: [[header.email, header.phone, header.location].join(' | ')], gap: 20 },
    { items: [header.links.map((link) => `${link.label}: ${shortUrl(link.url)}`).join(' | ')] },
    { items: [resume.summaryHeading.toUpperCase()], bold: true, gap: 24 },
    { items: [resume.summary] },
  ];
  for (const section of resume.sections) {
    rows.push({ items: [section.heading.toUpperCase()], bold: true, gap: 24 });
    for (const [index, entry] of section.entries.entries()) {
      const gap = index === 0 ? 12 : 20;
      if (section.kind === 'SKILLS') {
        const skill = `${entry.title} (${entry.subtitle}): ${entry.details.join(', ')}`;
        rows.push({ items: [skill], bold: true, gap });
        continue;
      }
      rows.push({ items: [entry.title, entry.dates], bold: true, gap });
      if (entry.organization) rows.push({ items: [entry.organization, entry.location] });
      for (const bullet of entry.bullets) {
        const words = bullet.split(' ');
        const half = Math.ceil(words.length / 2);
        if (words.length <= 12) rows.push({ items: [`• ${bullet}`] });
        else
          rows.push(
            { items: [`• ${words.slice(0, half).join(' ')}`] },
            { items: [words.slice(half).join(' ')] },
          );
      }
      if (entry.details.length > 0) {
        rows.push({ items: [`${entry.detailsLabel}: ${entry.details.join(', ')}`] });
      }
    }
  }
  return rows;
}

const rows = goodRows(doc);
const problemsOf = (changed: Row[]) => layoutProblems(toLines(changed), doc);
/** The rows with the row starting `start` replaced by `by`. */
const replacing = (start: string, ...by: Row[]) => {
  const index = rows.findIndex((row) => row.items[0]?.startsWith(start));
  if (index === -1) throw new Error(`no row starts with ${start}`);
  return [...rows.slice(0, index), ...by, ...rows.slice(index + 1)];
};
const checksOf = (problems: string[]) => [...new Set(problems.map((p) => p.split(':')[0]))];

describe('the layout checks', () => {
  it('find nothing wrong with a layout that follows the rules', () => {
    expect(problemsOf(rows)).toEqual([]);
  });

  it('name: the name shares its line, or the next line is too close under it', () => {
    const [name, contact, ...rest] = rows as [Row, Row, ...Row[]];
    const fused = problemsOf([
      { ...name, items: [`${name.items[0]}${contact.items[0]}`] },
      ...rest,
    ]);
    expect(fused).toContainEqual(
      expect.stringMatching(/^name: the first line is line "Amara Lindqvistamara/),
    );
    expect(checksOf(fused)).toEqual(['name', 'glue']);
    const close = problemsOf([name, { ...contact, gap: 9 }, ...rest]);
    expect(close).toEqual([
      expect.stringMatching(/^name: line "amara.* sits 9\.0 pt under the name, not more than half/),
    ]);
  });

  it('headings: a heading not in capitals, not bold, or sharing its line', () => {
    const problems = problemsOf(
      rows.map((row) =>
        row.items[0] === 'SKILLS'
          ? { ...row, items: ['Skills'] }
          : row.items[0] === 'PROJECTS'
            ? { ...row, bold: false }
            : row,
      ),
    );
    expect(problems).toEqual([
      'headings: line "Skills" (page 1) is a heading a parser misses: not one bold item in capitals',
      'headings: line "PROJECTS" (page 1) is a heading a parser misses: not one bold item in capitals',
    ]);
  });

  it('entries: title and company, or degree and school, on one line', () => {
    const problems = problemsOf(
      replacing('Senior Platform Engineer', {
        items: ['Senior Platform Engineer, Northwind Freight', 'Apr 2021 – Present'],
        bold: true,
      }).map((row) =>
        row.items[0] === 'Northwind Freight' ? { items: ['Gothenburg, Sweden'] } : row,
      ),
    );
    expect(problems).toEqual([
      'entries: line "Senior Platform Engineer, Northwind Freight Apr 2021 – Present" (page 1) ' +
        'holds both the title and the company',
    ]);
    const school = problemsOf(
      replacing('BSc', { items: ['BSc, Mathematics, University of Lagos'], bold: true, gap: 20 }),
    );
    expect(school).toContainEqual(expect.stringMatching(/holds both the degree and the school/));
  });

  it('entries: two schools a parser reads as one, and a job it splits in two', () => {
    const even = problemsOf(replacing('BSc', { items: ['BSc, Mathematics', '2010 – 2014'] }));
    expect(even).toEqual([
      expect.stringMatching(
        /^entries: line "BSc, Mathematics 2010 – 2014" .* does not start an entry for a parser/,
      ),
    ]);
    const split = problemsOf(
      replacing('• Cut cloud', { items: ['• Cut cloud costs by a third in one year.'], gap: 20 }),
    );
    expect(split).toEqual([
      expect.stringMatching(/^entries: line "• Cut cloud .* starts an entry for a parser, inside/),
    ]);
  });

  it('glue: a space lost where two runs meet', () => {
    const problems = problemsOf(
      replacing('TypeScript', { items: ['TypeScript(Expert): Node.js, React'], bold: true }),
    );
    expect(problems).toEqual([
      'glue: line "TypeScript(Expert): Node.js, React" (page 1) has "typescript(expert):": ' +
        'words glued where two runs meet',
    ]);
  });

  it('bullets: an unknown marker, a wrapped bullet read as two, a marker outside a bullet', () => {
    const dashed = problemsOf(
      rows.map((row) => ({ ...row, items: row.items.map((text) => text.replace(/^• /, '– ')) })),
    );
    expect(dashed).toContainEqual(
      expect.stringMatching(
        /^bullets: line "– Cut cloud .* starts a bullet with "–", not a marker/,
      ),
    );
    expect(dashed).toContainEqual(
      expect.stringMatching(
        /^bullets: a parser reads the 2 bullet\(s\) of "Northwind Freight" as 3/,
      ),
    );
    expect(checksOf(dashed)).toEqual(['bullets']);
    const wrapped = rows.findIndex((row) => row.items[0]?.startsWith('• Moved'));
    const marked = rows.map((row, index) =>
      index === wrapped + 1 ? { ...row, items: [`• ${row.items[0] ?? ''}`] } : row,
    );
    expect(checksOf(problemsOf(marked))).toEqual(['bullets']);
    const dotted = problemsOf(
      replacing('Northwind Freight', { items: ['Northwind Freight ⋅ Gothenburg, Sweden'] }),
    );
    expect(dotted).toContainEqual(expect.stringMatching(/holds "⋅", a bullet marker, outside/));
  });

  it('order: entries swapped, or a line printed above the one before it in the text', () => {
    const first = rows.findIndex((row) => row.items[0] === 'Senior Platform Engineer');
    const second = rows.findIndex((row) => row.items[0] === 'Software Engineer');
    const education = rows.findIndex((row) => row.items[0] === 'EDUCATION');
    const swapped = [
      ...rows.slice(0, first),
      ...rows.slice(second, education),
      ...rows.slice(first, second),
      ...rows.slice(education),
    ];
    expect(problemsOf(swapped)).toContainEqual(
      expect.stringMatching(/^order: the entry part "Software Engineer" reads out of order/),
    );
    const lines = toLines(rows);
    const moved = lines.map((line, index) => (index === 5 ? { ...line, y: line.y + 40 } : line));
    expect(layoutProblems(moved, doc)).toContainEqual(
      expect.stringMatching(/^order: line "EXPERIENCE" .* comes after .* but is above it/),
    );
  });
});
