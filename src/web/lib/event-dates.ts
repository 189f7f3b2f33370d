import type { TFunction } from 'i18next';

const monthDate = (year: number, month: number) => {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, 1);
  return date;
};

/** The twelve month names in the language, January first ("janvier", "février" … in French). */
export function monthNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => format.format(monthDate(2000, index + 1)));
}

/** `2021-03` as the language writes a short month and year: "Mar 2021", "mars 2021". */
export function formatYearMonth(value: string, language: string): string {
  const [year, month] = value.split('-').map(Number);
  if (!year || !month) return value;
  return new Intl.DateTimeFormat(language, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(monthDate(year, month));
}

/**
 * When an event took place, for lists: "Mar 2021 – Present" while current, "Sep 2015 – Jun 2019",
 * or just the one date there is; empty without dates.
 */
export function dateRangeText(
  t: TFunction,
  language: string,
  dates: { startDate: string | null; endDate: string | null; current: boolean },
): string {
  const start = dates.startDate ? formatYearMonth(dates.startDate, language) : null;
  const end = dates.current
    ? t('events.dates.present')
    : dates.endDate
      ? formatYearMonth(dates.endDate, language)
      : null;
  if (start && end) return t('events.dates.range', { start, end });
  return start ?? end ?? '';
}
