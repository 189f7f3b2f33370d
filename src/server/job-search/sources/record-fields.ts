import type { SalaryPeriod, WorkplaceType } from '../../../domain/job-application';
import {
  postingLimits,
  type EmploymentType,
  type ParsedPosting,
  type ParsedRecord,
} from '../../../domain/job-posting';
import { isIsoDate } from '../../../domain/year-month';

/**
 * Reading the fields of one feed record into a `ParsedPosting`: the rules every source shares
 * (dates in UTC, workplace and employment words, currencies, web addresses). A value the source
 * did not give, or gave in a form that means nothing, reads as null: nothing is guessed.
 */

export type JsonObject = Record<string, unknown>;

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A record that cannot become a posting, with its id when it has one. */
export function recordError(error: string, externalId?: string): ParsedRecord {
  return externalId === undefined ? { error } : { error, externalId };
}

/** A text the source gave: a string, or a number written as the source wrote it (ids). */
export function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** A text with something in it, else undefined. */
export function filledText(value: unknown): string | undefined {
  const text = textOf(value);
  return text !== undefined && text.trim() !== '' ? text : undefined;
}

/** The record's id and title, or why the record cannot be read. */
export function identity(
  id: unknown,
  title: unknown,
): { externalId: string; title: string } | { error: ParsedRecord } {
  const externalId = filledText(id);
  if (externalId === undefined) return { error: recordError('the record has no id') };
  const name = typeof title === 'string' && title.trim() !== '' ? title : undefined;
  if (name === undefined) return { error: recordError('the record has no title', externalId) };
  return { externalId, title: name };
}

/** Places, each once, in the source's order; the first ones when there are more than stored. */
export function placesOf(values: unknown[]): string[] {
  const places = values.filter((value): value is string => typeof value === 'string');
  const distinct = [...new Set(places.filter((place) => place.trim() !== ''))];
  // More places than a posting keeps would refuse the whole posting; its first ones still say where.
  return distinct.slice(0, postingLimits.locations);
}

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A day `YYYY-MM-DD` in UTC from a date (`2026-09-23`), a timestamp with its offset
 * (`2026-09-23T22:53:31-04:00` is the 24th in UTC) or milliseconds since 1970; else null.
 */
export function utcDay(value: unknown): string | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (dayPattern.test(text)) return isIsoDate(text) ? text : null;
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return null;
  // A time with no offset is read in UTC, never in the server's own time zone.
  const time = Date.parse(/(?:Z|[+-]\d{2}:?\d{2})$/i.test(text) ? text : `${text}Z`);
  if (Number.isNaN(time)) return null;
  const day = new Date(time).toISOString().slice(0, 10);
  return /^\d{4}-/.test(day) ? day : null;
}

const workplaceWords: Record<string, WorkplaceType> = {
  remote: 'REMOTE',
  hybrid: 'HYBRID',
  onsite: 'ON_SITE',
  office: 'ON_SITE',
  inoffice: 'ON_SITE',
};

/** ON_SITE, HYBRID or REMOTE as sources spell them ("on-site", "OnSite", "ON_SITE"); else null. */
export function workplaceOf(value: unknown): WorkplaceType | null {
  if (typeof value !== 'string') return null;
  return workplaceWords[value.toLowerCase().replace(/[^a-z]/g, '')] ?? null;
}

const employmentWords: [RegExp, EmploymentType][] = [
  [/intern|trainee|apprentice|werkstudent|stage|stagiaire|praktik/, 'INTERNSHIP'],
  [/part ?time/, 'PART_TIME'],
  [/full ?time/, 'FULL_TIME'],
  [/contract|freelance/, 'CONTRACT'],
  [/temp|seasonal|fixed ?term/, 'TEMPORARY'],
];

/**
 * The employment type a source states ("Full-time", "FullTime", "CONTRACTOR", "Intern"): null
 * when it states none, OTHER when it states one we have no word for.
 */
export function employmentTypeOf(value: unknown): EmploymentType | null {
  const stated = Array.isArray(value) ? value.find((item) => filledText(item)) : value;
  const text = filledText(stated);
  if (text === undefined) return null;
  const words = text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/[_-]+/g, ' ');
  return employmentWords.find(([pattern]) => pattern.test(words))?.[1] ?? 'OTHER';
}

/** An ISO 4217 code in upper case, or null. */
export function currencyOf(value: unknown): string | null {
  return typeof value === 'string' && /^\s*[a-z]{3}\s*$/i.test(value)
    ? value.trim().toUpperCase()
    : null;
}

/** An amount of money: a number, or a numeric text ("120000", "120,000.50"); else undefined. */
export function amountOf(value: unknown): number | null | undefined {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const number = Number(value.replace(/[\s,]/g, ''));
  return Number.isFinite(number) && number >= 0 ? number : undefined;
}

/** A salary, or null when it names no amount. */
export function salaryOf(
  min: number | null,
  max: number | null,
  currency: string | null,
  period: SalaryPeriod | null,
): ParsedPosting['salary'] {
  return min === null && max === null ? null : { min, max, currency, period };
}

/** The address when it is a web (http, https) address, as the source wrote it; else null. */
export function webAddressOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text.length > postingLimits.url) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? text : null;
  } catch {
    return null;
  }
}

/** A BCP 47 language tag ("en", "pt-BR"), or null. */
export function languageOf(value: unknown): string | null {
  return typeof value === 'string' && /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/.test(value.trim())
    ? value.trim()
    : null;
}

/** Text made safe to place inside HTML, every character kept. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** The body read as JSON, or an error naming the source when it is not JSON at all. */
export function parseJsonBody(body: string, source: string): unknown {
  try {
    return JSON.parse(body.replace(/^\uFEFF/, '')) as unknown;
  } catch {
    throw new Error(`${source}: the body is not JSON`);
  }
}

/**
 * Each record through `read`; a record whose shape breaks the reader becomes that record's
 * error instead of ending the feed.
 */
export function readEach(records: unknown[], read: (record: unknown) => ParsedRecord) {
  return records.map((record): ParsedRecord => {
    try {
      return read(record);
    } catch (error) {
      return recordError(`the record could not be read: ${(error as Error).message}`);
    }
  });
}
