import type { TFunction } from 'i18next';
import { partialDates, type PreciseDates } from '../../domain/career-event';
import type { PartialDate } from '../../domain/year-month';

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

/**
 * A date as precise as it was given, as the language writes it: `2021-03` → "Mar 2021", "mars
 * 2021"; `2021` (a year alone) → "2021", never a month of it (decision 073).
 */
export function formatPartialDate(value: PartialDate, language: string): string {
  const [year, month] = value.split('-').map(Number);
  if (!year) return value;
  return new Intl.DateTimeFormat(language, {
    ...(month ? { month: 'short' } : {}),
    year: 'numeric',
    timeZone: 'UTC',
  }).format(monthDate(year, month ?? 1));
}

/**
 * When an event took place, for lists: "Mar 2021 – Present" while current, "Sep 2015 – Jun 2019",
 * "2010 – 2014" for years given alone, or just the one date there is; empty without dates.
 */
export function dateRangeText(
  t: TFunction,
  language: string,
  dates: PreciseDates & { current: boolean },
): string {
  const { startDate, endDate } = partialDates(dates);
  const start = startDate ? formatPartialDate(startDate, language) : null;
  const end = dates.current
    ? t('events.dates.present')
    : endDate
      ? formatPartialDate(endDate, language)
      : null;
  if (start && end) return t('events.dates.range', { start, end });
  return start ?? end ?? '';
}
