/**
 * A calendar month, written `YYYY-MM` (spec §3, §5). A Date or a string is accepted; a string must
 * round-trip to exactly the same text.
 */
export type YearMonth = string;

const yearMonthPattern = /^(\d{4})-(\d{2})$/;

export class YearMonthError extends Error {
  constructor(value: unknown) {
    super(`${String(value)} is not a YearMonth`);
    this.name = 'YearMonthError';
  }
}

function format(year: number, month: number): YearMonth {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** Parses a Date or `YYYY-MM` text into the canonical `YYYY-MM`; throws `YearMonthError` otherwise. */
export function parseYearMonth(value: unknown): YearMonth {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new YearMonthError(value);
    return format(value.getUTCFullYear(), value.getUTCMonth() + 1);
  }
  if (typeof value !== 'string') throw new YearMonthError(value);
  const match = yearMonthPattern.exec(value);
  if (!match) throw new YearMonthError(value);
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (year < 1 || month < 1 || month > 12) throw new YearMonthError(value);
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
