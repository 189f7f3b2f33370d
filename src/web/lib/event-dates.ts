import type { TFunction } from 'i18next';
import { partialDates, type PreciseDates } from '../../domain/career-event';
import { pickLanguage } from '../../domain/language';
import { formatDateRange } from '../../domain/resume';

/** The twelve month names in the language, January first ("janvier", "février" … in French). */
export function monthNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, month) => {
    const date = new Date(0);
    date.setUTCFullYear(2000, month, 1);
    return format.format(date);
  });
}

/**
 * When an event took place, for lists, written as the documents write it: "Mar 2021 – Present"
 * while current, "Sep 2015 – Jun 2019", "2010 – 2014" for years given alone (decision 073), or
 * just the one date there is; empty without dates.
 */
export function dateRangeText(
  t: TFunction,
  language: string,
  dates: PreciseDates & { current: boolean },
): string {
  const { startDate, endDate } = partialDates(dates);
  return formatDateRange(
    startDate,
    endDate,
    dates.current,
    pickLanguage(language),
    t('events.dates.present'),
  );
}
