import type { ResumeDocument, ResumeEntry } from '../../domain/resume-document';
import { bulletMarkers, squash, type PdfLine } from './pdf-lines';
import { bare, lineName, locate, quote, shortUrl } from './pdf-layout-locate';

/**
 * What an applicant tracking system needs from a resume's layout, checked on the lines
 * `readPdfLines` reads (docs/templates.md gives each rule and why). Each problem is one sentence
 * naming the line.
 */
export interface LayoutCheck {
  name: string;
  problems(lines: PdfLine[], doc: ResumeDocument): string[];
}

// ── The checks. ──

/** The name alone on the first line, and the next line far enough below for a line break. */
const nameAlone: LayoutCheck = {
  name: 'name',
  problems(lines, doc) {
    const [first, second] = lines;
    const name = squash(doc.header.name);
    if (!first) return ['the PDF has no text'];
    const problems: string[] = [];
    if (first.text !== name) {
      problems.push(`the first line is ${lineName(first)}, not the name ${quote(name)} alone`);
    }
    if (second && second.page === first.page) {
      const nameSize = Math.max(...first.items.map((item) => item.height));
      const drop = first.y - second.y;
      if (drop <= nameSize / 2) {
        problems.push(
          `${lineName(second)} sits ${drop.toFixed(1)} pt under the name, not more than half ` +
            `the name's size (${(nameSize / 2).toFixed(1)} pt): pdf.js reads them as one line`,
        );
      }
    }
    return problems;
  },
};

/**
 * Each heading is a line a parser takes for one in any language: one bold item in capitals, not
 * among the first two lines (without capitals, it knows only a few English heading words).
 */
const headingsSeen: LayoutCheck = {
  name: 'headings',
  problems(lines, doc) {
    return locate(lines, doc).headings.flatMap((index) => {
      const line = lines[index];
      const first = line?.items[0];
      if (!line || !first) return [];
      const text = first.text.trim();
      const capitals = /\p{L}/u.test(text) && text.toUpperCase() === text;
      if (index >= 2 && line.items.length === 1 && first.bold && capitals) return [];
      return [`${lineName(line)} is a heading a parser misses: not one bold item in capitals`];
    });
  },
};

/** The most common gap between consecutive lines, rounded as the parser rounds it. */
function commonGap(lines: PdfLine[]): number {
  const counts = new Map<number, number>();
  let best = 0;
  let bestCount = 0;
  for (const [index, line] of lines.entries()) {
    const previous = lines[index - 1];
    if (!previous || previous.page !== line.page) continue;
    const gap = Math.round(previous.y - line.y);
    const count = (counts.get(gap) ?? 0) + 1;
    counts.set(gap, count);
    if (count > bestCount) {
      best = gap;
      bestCount = count;
    }
  }
  return best;
}

/**
 * Where a parser starts a new entry among a section's lines (indexes into `lines`): where the
 * gap above a line is wider than 1.4 × the section's most common gap; when that finds no
 * second entry, where a bold line follows one that is not bold.
 */
function entryStarts(lines: PdfLine[]): Set<number> {
  const threshold = 1.4 * commonGap(lines);
  const byGap = new Set<number>();
  const byBold = new Set<number>();
  for (const [index, line] of lines.entries()) {
    const previous = lines[index - 1];
    if (!previous) continue;
    if (previous.page === line.page && Math.round(previous.y - line.y) > threshold)
      byGap.add(index);
    if (!previous.items[0]?.bold && line.items[0]?.bold) byBold.add(index);
  }
  return byGap.size > 0 ? byGap : byBold;
}

/**
 * A job's title and its company, a degree and its school, on lines of their own; and a parser
 * that splits the section into entries (by gaps, else by bold lines) finds each entry where it is.
 */
const entriesApart: LayoutCheck = {
  name: 'entries',
  problems(lines, doc) {
    const problems: string[] = [];
    for (const section of locate(lines, doc).sections) {
      if (section.kind !== 'WORK' && section.kind !== 'EDUCATION') continue;
      const [what, where] = section.kind === 'WORK' ? ['title', 'company'] : ['degree', 'school'];
      const entryName = (entry: ResumeEntry) => quote(entry.organization || entry.title);
      for (const { entry, lines: span } of section.entries) {
        if (entry.title === '' || entry.organization === '') continue;
        // The organization's first word is enough: a long one wraps onto the next line.
        const organization = bare(entry.organization.split(/\s+/)[0] ?? '');
        for (const line of lines.slice(span.from, span.to + 1)) {
          const text = bare(line.text);
          if (text.includes(bare(entry.title)) && text.includes(organization)) {
            problems.push(`${lineName(line)} holds both the ${what} and the ${where}`);
          }
        }
      }
      const first = section.entries[0];
      const last = section.entries.at(-1);
      if (!first || !last) continue;
      const offset = first.lines.from;
      const found = new Set(
        [...entryStarts(lines.slice(offset, last.lines.to + 1))].map((index) => index + offset),
      );
      const meant = new Set(section.entries.slice(1).map((entry) => entry.lines.from));
      for (const { entry, lines: span } of section.entries.slice(1)) {
        if (!found.has(span.from)) {
          problems.push(
            `${lineName(lines[span.from])} does not start an entry for a parser: the ${where} ` +
              `${entryName(entry)} reads as part of the entry before it`,
          );
        }
      }
      for (const index of found) {
        if (!meant.has(index)) {
          problems.push(`${lineName(lines[index])} starts an entry for a parser, inside one`);
        }
      }
    }
    return problems;
  },
};

/** Every word the document prints, lower case, with the pieces a line break after a hyphen makes. */
function vocabulary(doc: ResumeDocument): Set<string> {
  const { header } = doc;
  const texts = [
    header.name,
    header.headline,
    header.email,
    header.phone,
    header.location,
    // The address as the templates print it, or with its `www.` as the share page prints it.
    ...header.links.flatMap((link) => [
      link.label,
      shortUrl(link.url),
      link.url.replace(/^https?:\/\//, ''),
    ]),
    doc.summaryHeading,
    doc.summary,
    ...doc.sections.flatMap((section) => [
      section.heading,
      ...section.entries.flatMap((entry) => [
        ...[entry.title, entry.organization, entry.subtitle, entry.location, entry.dates],
        ...[entry.detailsLabel, ...entry.bullets, ...entry.details],
        entry.organization === '' ? shortUrl(entry.url) : '',
      ]),
    ]),
  ];
  const words = new Set<string>();
  for (const word of texts.join(' ').toLowerCase().split(/\s+/)) {
    const cuts = [
      0,
      ...[...word.matchAll(/-/g)].map((match) => (match.index ?? 0) + 1),
      word.length,
    ];
    for (const [i, from] of cuts.entries())
      for (const to of cuts.slice(i + 1)) words.add(word.slice(from, to));
  }
  words.delete('');
  return words;
}

/** Marks a template prints between the document's words, each a word of its own. */
const decorations = new Set(['|', '·', '–', '—', '-', ':', ',', ...bulletMarkers]);

/**
 * Every word of every line is a word of the document, alone or with the punctuation a template
 * puts around it ("(Expert)", "Compilers,", "Coursework:"): a word glued to its neighbour
 * ("TypeScript(Expert)", "example.com·", "Engineer—") is a space lost where two runs meet.
 */
const noGlue: LayoutCheck = {
  name: 'glue',
  problems(lines, doc) {
    const words = vocabulary(doc);
    const known = (word: string) => {
      if (words.has(word) || decorations.has(word)) return true;
      const inner = /^\(?(.*?)\)?[,:;]?$/.exec(word)?.[1] ?? '';
      return words.has(inner) || words.has(inner.replace(/[,:;]$/, ''));
    };
    return lines.flatMap((line) =>
      line.text
        .toLowerCase()
        .split(' ')
        .filter((word) => !known(word))
        .map((word) => `${lineName(line)} has ${quote(word)}: words glued where two runs meet`),
    );
  },
};

const firstChar = (text: string) => [...text][0] ?? '';
const isBulletStart = (line: PdfLine | undefined) =>
  !!line && bulletMarkers.includes(firstChar(line.text));

/** The descriptions a parser reads in these lines: split at the most common marker. */
function parsedBullets(lines: PdfLine[]): string[] {
  const text = lines.map((line) => line.text).join(' ');
  const counts = bulletMarkers.map((marker) => text.split(marker).length - 1);
  const most = Math.max(...counts);
  if (most === 0) return lines.map((line) => line.text);
  const marker = bulletMarkers[counts.indexOf(most)] as string;
  return text
    .slice(text.indexOf(marker))
    .split(marker)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * Each bullet starts its line with a marker parsers know, a wrapped bullet reads as one, and no
 * marker stands anywhere else in a section (a parser would start a description or a bullet there).
 */
const bullets: LayoutCheck = {
  name: 'bullets',
  problems(lines, doc) {
    const problems: string[] = [];
    const { sections } = locate(lines, doc);
    for (const { entry, bullets: spans } of sections.flatMap((section) => section.entries)) {
      const found = spans.filter((span) => span !== undefined);
      for (const span of found) {
        if (!isBulletStart(lines[span.from])) {
          problems.push(
            `${lineName(lines[span.from])} starts a bullet with ${quote(firstChar(lines[span.from]?.text ?? ''))}, not a marker parsers know`,
          );
        }
      }
      const first = found[0];
      const last = found.at(-1);
      if (!first || !last || found.length !== entry.bullets.length) continue;
      const read = parsedBullets(lines.slice(first.from, last.to + 1));
      const meant = entry.bullets.map(squash);
      if (read.join('\n') !== meant.join('\n')) {
        problems.push(
          `a parser reads the ${meant.length} bullet(s) of ${quote(entry.organization || entry.title)} ` +
            `as ${read.length}: ${read.map(quote).join(', ')}`,
        );
      }
    }
    const firstHeading = sections.find((section) => section.heading !== undefined)?.heading;
    for (const [index, line] of lines.entries()) {
      if (firstHeading === undefined || index <= firstHeading) continue;
      const rest = isBulletStart(line) ? [...line.text].slice(1).join('') : line.text;
      const marker = bulletMarkers.find((candidate) => rest.includes(candidate));
      if (marker)
        problems.push(
          `${lineName(line)} holds ${quote(marker)}, a bullet marker, outside a bullet`,
        );
    }
    return problems;
  },
};

/**
 * The text reads in the document's order, and the order the PDF gives its lines is the page's
 * order, top to bottom.
 */
const readingOrder: LayoutCheck = {
  name: 'order',
  problems(lines, doc) {
    const problems = [...locate(lines, doc).problems];
    for (const [index, line] of lines.entries()) {
      const previous = lines[index - 1];
      if (previous && previous.page === line.page && line.y > previous.y + 1) {
        problems.push(
          `${lineName(line)} comes after ${lineName(previous)} in the text but is above it`,
        );
      }
    }
    return problems;
  },
};

export const layoutChecks: LayoutCheck[] = [
  nameAlone,
  headingsSeen,
  entriesApart,
  noGlue,
  bullets,
  readingOrder,
];

/** Each check's problems on these lines of `doc`'s PDF, each "check: sentence naming the line". */
export const layoutReport = (lines: PdfLine[], doc: ResumeDocument) =>
  layoutChecks.map((check) => ({
    check: check.name,
    problems: check.problems(lines, doc).map((problem) => `${check.name}: ${problem}`),
  }));

/** Every layout problem of these lines of `doc`'s PDF (every check's, in `layoutReport`'s form). */
export const layoutProblems = (lines: PdfLine[], doc: ResumeDocument): string[] =>
  layoutReport(lines, doc).flatMap((report) => report.problems);
