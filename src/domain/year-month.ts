import { shortened } from './user-text';

/**
 * A calendar month, written `YYYY-MM` (docs/product/data.md, rules.md). A Date or a string is accepted; a string must
 * round-trip to exactly the same text, else the error is `{value} is not a YearMonth`.
 */
export type YearMonth = string;

const yearMonthPattern = /^(\d{4})-(\d{2})$/;
const firstYear = 1;
const lastYear = 9999;

export class YearMonthError extends Error {
  constructor(readonly value: unknown) {
    // A prefix at most: the message goes back to whoever sent the value.
    super(`${shortened(describe(value))} is not a YearMonth`);
    this.name = 'YearMonthError';
  }
}

function describe(value: unknown): string {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
  }
  if (typeof value === 'object' && value !== null) {
    try {
      return JSON.stringify(value);
    } catch {
      return Object.prototype.toString.call(value);
    }
  }
  return String(value);
}

function format(year: number, month: number): YearMonth {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

const inRange = (year: number, month: number) =>
  year >= firstYear && year <= lastYear && month >= 1 && month <= 12;

/**
 * Parses a Date (its UTC month) or `YYYY-MM` text into the canonical `YYYY-MM`; throws
 * `YearMonthError` for anything else, including text that does not round-trip (`2024-1`,
 * `2024-13`, `2024-01-01`, `0000-01`).
 */
export function parseYearMonth(value: unknown): YearMonth {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new YearMonthError(value);
    const year = value.getUTCFullYear();
    const month = value.getUTCMonth() + 1;
    if (!inRange(year, month)) throw new YearMonthError(value);
    return format(year, month);
  }
  if (typeof value !== 'string') throw new YearMonthError(value);
  const match = yearMonthPattern.exec(value);
  if (!match) throw new YearMonthError(value);
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (!inRange(year, month)) throw new YearMonthError(value);
  const canonical = format(year, month);
  if (canonical !== value) throw new YearMonthError(value);
  return canonical;
}

export function isYearMonth(value: unknown): value is YearMonth {
  try {
    parseYearMonth(value);
    return true;
  } catch {
    return false;
  }
}

const isoDatePattern = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A calendar day written `YYYY-MM-DD` that exists (no 31 April, 29 February only in leap years). */
export function isIsoDate(value: string): boolean {
  const match = isoDatePattern.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

// ——— Year-only dates (decision 073) ———

/** How much of a date the user gave: the month, or the year alone. */
export const datePrecisions = ['MONTH', 'YEAR'] as const;
export type DatePrecision = (typeof datePrecisions)[number];

/** Which end of a period a date is: a year alone starts in January and ends in December. */
export type DateEdge = 'start' | 'end';

/**
 * A date as precise as the user gave it: `YYYY-MM`, or `YYYY` for a year alone. What documents,
 * exports and lists print from; never a GraphQL scalar (`YearMonth` stays `YYYY-MM`).
 */
export type PartialDate = string;

const yearPattern = /^\d{4}$/;

export function isPartialDate(value: unknown): value is PartialDate {
  return typeof value === 'string' && yearPattern.test(value)
    ? Number(value) >= firstYear
    : isYearMonth(value);
}

/**
 * The month a year-only date is stored as: January when it starts a period, December when it ends
 * one, so "2014 – 2014" is one year, an end year is never before a start month of that year, and
 * every order by month still holds. The month is never printed.
 */
export const yearAnchor = (year: string, edge: DateEdge): YearMonth =>
  `${year}-${edge === 'start' ? '01' : '12'}`;

/** A stored date as precise as it was given: `2014` for a year alone, else `2014-03`. */
export const partialDateOf = (value: YearMonth, precision: DatePrecision): PartialDate =>
  precision === 'YEAR' ? value.slice(0, 4) : value;

/** A partial date as the library stores it: the month (or the year's anchor) and its precision. */
export function storedDateOf(
  value: PartialDate,
  edge: DateEdge,
): { date: YearMonth; precision: DatePrecision } {
  return yearPattern.test(value)
    ? { date: yearAnchor(value, edge), precision: 'YEAR' }
    : { date: value, precision: 'MONTH' };
}
