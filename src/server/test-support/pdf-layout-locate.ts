import type { ResumeDocument, ResumeEntry } from '../../domain/resume-document';
import { bulletMarkers, type PdfLine } from './pdf-lines';

/**
 * Where a resume's parts are among the lines a parser reads from its PDF (for the layout checks,
 * pdf-layout-checks.ts), and how those checks name text and lines in their problems.
 */

const markers = new RegExp(`[\\s${bulletMarkers.join('')}]+`, 'gu');
/**
 * Text as the checks find it: no whitespace, no bullet markers (the bullets check looks at those),
 * lower case (some templates print headings in capitals).
 */
export const bare = (text: string) => text.replace(markers, '').toLowerCase();
export const quote = (text: string) => `"${text.length > 70 ? `${text.slice(0, 67)}…` : text}"`;
export const lineName = (line: PdfLine | undefined) =>
  line ? `line ${quote(line.text)} (page ${line.page})` : 'no line';

// ── Where the document's parts are among the lines. ──

export interface Span {
  from: number;
  to: number;
}

export interface LocatedEntry {
  entry: ResumeEntry;
  /** Line index of the first and the last line of the entry. */
  lines: Span;
  /** Each bullet's first and last line; absent when not found. */
  bullets: (Span | undefined)[];
}

export interface LocatedSection {
  kind: ResumeDocument['sections'][number]['kind'];
  heading?: number;
  entries: LocatedEntry[];
}

export interface Located {
  /** The line of each heading found, the summary's included. */
  headings: number[];
  sections: LocatedSection[];
  /** Parts not found where the document puts them. */
  problems: string[];
}

/** The parts of an entry printed in its head, in whatever order a template chooses. */
function headParts(entry: ResumeEntry, kind: LocatedSection['kind']): string[] {
  const parts = [entry.title, entry.organization, entry.subtitle, entry.location, entry.dates];
  if (kind === 'SKILLS') parts.push(...entry.details);
  return parts.filter((part) => part.trim() !== '');
}

/** An address as the templates print it: no scheme, no `www.`, no trailing slash. */
export const shortUrl = (url: string) =>
  url
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/$/, '');

/** The most lines an entry's head takes (title, organization and location, one of them wrapped). */
const headLines = 3;

/**
 * Finds the document's parts in the lines, in document order: header, summary, then each section
 * heading and entry, an entry's head parts in any order, then its bullets and details in order.
 */
export function locate(lines: PdfLine[], doc: ResumeDocument): Located {
  const starts: number[] = [];
  let stream = '';
  for (const line of lines) {
    starts.push(stream.length);
    stream += bare(line.text);
  }
  const lineOf = (offset: number) => {
    let index = 0;
    while (index + 1 < starts.length && (starts[index + 1] as number) <= offset) index += 1;
    return index;
  };
  const problems: string[] = [];
  const headings: number[] = [];
  let cursor = 0;
  /** The span of `text` at or after `from`, or undefined (with a problem) when it is not there. */
  const find = (text: string, what: string, from = cursor): Span | undefined => {
    const needle = bare(text);
    if (needle === '') return undefined;
    const at = stream.indexOf(needle, from);
    if (at === -1) {
      const anywhere = stream.indexOf(needle);
      problems.push(
        anywhere === -1
          ? `${what} ${quote(text)} is not in the text`
          : `${what} ${quote(text)} reads out of order, in ${lineName(lines[lineOf(anywhere)])}`,
      );
      return undefined;
    }
    return { from: at, to: at + needle.length };
  };
  const advance = (span: Span | undefined) => {
    if (span) cursor = span.to;
    return span;
  };
  const toLines = (span: Span): Span => ({ from: lineOf(span.from), to: lineOf(span.to - 1) });

  const { header } = doc;
  for (const part of [header.name, header.headline, header.email, header.phone, header.location])
    advance(find(part, 'the header part'));
  // The address, not its label: not every output prints the label.
  for (const link of header.links) advance(find(shortUrl(link.url), 'the link'));
  if (doc.summary !== '') {
    const heading = advance(find(doc.summaryHeading, 'the heading'));
    if (heading) headings.push(lineOf(heading.from));
    advance(find(doc.summary, 'the summary'));
  }
  const sections = doc.sections
    .filter((section) => section.entries.length > 0)
    .map((section): LocatedSection => {
      const heading = advance(find(section.heading, 'the heading'));
      if (heading) headings.push(lineOf(heading.from));
      const entries = section.entries.flatMap((entry): LocatedEntry[] => {
        const start = cursor;
        const found = headParts(entry, section.kind).flatMap((part) => {
          const span = find(part, 'the entry part', start);
          return span ? [{ part, span, line: lineOf(span.from) }] : [];
        });
        // A head is a few lines: a part found further on belongs to something else.
        const top = Math.min(...found.map(({ line }) => line));
        const head = found.flatMap(({ part, span, line }) => {
          if (line <= top + headLines) return [span];
          problems.push(
            `the entry part ${quote(part)} is not with its entry, in ${lineName(lines[line])}`,
          );
          return [];
        });
        cursor = Math.max(start, ...head.map((span) => span.to));
        const bullets = entry.bullets.map((bullet) => advance(find(bullet, 'the bullet')));
        if (section.kind !== 'SKILLS') {
          advance(find(entry.detailsLabel, 'the label'));
          for (const detail of entry.details) advance(find(detail, 'the detail'));
        }
        const spans = [...head, ...bullets.filter((span) => span !== undefined)];
        if (spans.length === 0) return [];
        const from = Math.min(...spans.map((span) => span.from));
        return [
          {
            entry,
            lines: toLines({ from, to: cursor }),
            bullets: bullets.map((span) => span && toLines(span)),
          },
        ];
      });
      return {
        kind: section.kind,
        ...(heading ? { heading: lineOf(heading.from) } : {}),
        entries,
      };
    });
  return { headings, sections, problems };
}
