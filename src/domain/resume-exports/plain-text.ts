import type { CoverLetterDocument } from '../cover-letter';
import { runsText } from '../letter-placeholders';
import type { ResumeDocument, ResumeEntry, ResumeSection } from '../resume-document';
import {
  contactLine,
  detailsLine,
  entryLine,
  joinPresent,
  oneLine,
  skillLine,
  visibleBullets,
} from './entry-text';
import { linkAddress } from './link-address';

/**
 * A resume as plain text, for pasting into application forms that take no formatting:
 *
 * ```
 * Name
 * Headline
 * email · phone · location
 * LinkedIn: https://… · https://…
 *
 * Summary heading
 * The summary.
 *
 * Section heading
 * Title — Organization, Location · dates
 * Subtitle
 * • bullet
 * Label: a, b, c
 * ```
 *
 * Skills read "Name (Level): a, b, c", one a line. Empty fields leave no separator or blank line
 * behind; blocks are separated by one blank line; lines carry no trailing spaces; the text ends
 * with exactly one newline.
 */
export function resumeText(doc: ResumeDocument): string {
  const blocks: string[][] = [headerLines(doc)];
  if (doc.summary.trim() !== '') {
    blocks.push(present([doc.summaryHeading, ...paragraphLines(doc.summary)]));
  }
  for (const section of doc.sections) {
    const lines = sectionLines(section);
    if (lines.length > 0) blocks.push(present([section.heading]).concat(lines));
  }
  return textOf(blocks);
}

/** Blocks of lines, one blank line between them, ending with one newline. */
const textOf = (blocks: readonly string[][]) =>
  `${blocks
    .filter((lines) => lines.length > 0)
    .map((lines) => lines.join('\n'))
    .join('\n\n')}\n`;

/**
 * A cover letter as plain text, for an application form's text box: the header as the resume's,
 * then the date, the recipient's lines, the greeting, each paragraph, the closing with the name,
 * and the enclosure line, a blank line between each. A placeholder nothing fills reads `[name]`.
 */
export function letterText(doc: CoverLetterDocument): string {
  return textOf([
    headerLines(doc),
    present([doc.date]),
    present(doc.recipient),
    present([runsText(doc.greeting)]),
    ...doc.paragraphs.map((paragraph) => present([runsText(paragraph)])),
    present([doc.closing, doc.signature]),
    present([doc.enclosure]),
  ]);
}

/** Non-empty lines only, each kept on one line. */
const present = (lines: readonly string[]) => lines.map(oneLine).filter((line) => line !== '');

/** A multi-line text (the summary) as lines, blank lines and trailing spaces removed. */
const paragraphLines = (text: string) => present(text.split(/\r\n|[\r\n\u2028\u2029]/));

/** The header's lines: name, headline, contact line, links. */
function headerLines(doc: Pick<ResumeDocument, 'header'>): string[] {
  const { header } = doc;
  const links = joinPresent(
    header.links
      .filter((link) => linkAddress(link.url) !== null)
      .map((link) => joinPresent([link.label, link.url], ': ')),
    ' · ',
  );
  return present([header.name, header.headline, contactLine(header), links]);
}

function sectionLines(section: ResumeSection): string[] {
  return section.entries.flatMap((entry) =>
    section.kind === 'SKILLS' ? skillLines(entry) : entryLines(entry),
  );
}

function skillLines(entry: ResumeEntry): string[] {
  return present([skillLine(entry), ...visibleBullets(entry).map((bullet) => `• ${bullet}`)]);
}

function entryLines(entry: ResumeEntry): string[] {
  return present([
    entryLine(entry),
    entry.subtitle,
    ...visibleBullets(entry).map((bullet) => `• ${bullet}`),
    detailsLine(entry),
  ]);
}
