import type { ResumeEntry, ResumeHeader } from '../resume-document';

/**
 * How the parts of a resolved resume read as one line of text, shared by the plain-text, DOCX and
 * HTML exports so they agree. Empty fields leave no separator behind.
 */

/** The text on one line: line breaks (and the spaces around them) become one space; trimmed. */
export function oneLine(text: string): string {
  return text.replace(/\s*[\r\n\u2028\u2029]+\s*/g, ' ').trim();
}

/** The non-empty parts, each on one line, joined by `separator`. */
export function joinPresent(parts: readonly string[], separator: string): string {
  return parts
    .map(oneLine)
    .filter((part) => part !== '')
    .join(separator);
}

/** Where an entry happened: "Organization, Location". */
export function entryPlace(entry: ResumeEntry): string {
  return joinPresent([entry.organization, entry.location], ', ');
}

/** "Title — Organization, Location", without dates. */
export function entryHeadline(entry: ResumeEntry): string {
  return joinPresent([entry.title, entryPlace(entry)], ' — ');
}

/** "Title — Organization, Location · dates". */
export function entryLine(entry: ResumeEntry): string {
  return joinPresent([entryHeadline(entry), entry.dates], ' · ');
}

/** "Label: a, b, c", or "a, b, c" without a label; empty without details. */
export function detailsLine(entry: ResumeEntry): string {
  const items = joinPresent(entry.details, ', ');
  if (items === '') return '';
  const label = entry.detailsLabel.trim();
  return label === '' ? items : `${label}: ${items}`;
}

/** A skill's name and level: "Name (Level)". */
export function skillName(entry: ResumeEntry): string {
  const level = oneLine(entry.subtitle);
  return joinPresent([entry.title, level === '' ? '' : `(${level})`], ' ');
}

/** A skill on one line: "Name (Level): a, b, c". */
export function skillLine(entry: ResumeEntry): string {
  return joinPresent([skillName(entry), joinPresent(entry.details, ', ')], ': ');
}

/** The contact line under the name: "email · phone · location". */
export function contactLine(header: ResumeHeader): string {
  return joinPresent([header.email, header.phone, header.location], ' · ');
}

/** The non-empty bullets, each on one line. */
export function visibleBullets(entry: ResumeEntry): string[] {
  return entry.bullets.map(oneLine).filter((bullet) => bullet !== '');
}
