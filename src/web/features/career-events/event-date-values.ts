import {
  storedDateOf,
  partialDateOf,
  type DateEdge,
  type DatePrecision,
  type YearMonth,
} from '../../../domain/year-month';

/**
 * A stored date as the month-year field holds it: `2014-03`, `2014` for a year given alone
 * (decision 073), '' for none.
 */
export const fieldDateOf = (date: YearMonth | null, precision: DatePrecision): string =>
  date ? partialDateOf(date, precision) : '';

/**
 * What the month-year field holds as the input's date and precision: a year alone is a year-only
 * date; anything else goes as typed, for the domain schema to judge.
 */
export function dateInputOf(
  text: string,
  edge: DateEdge,
): { date: string | null; precision: DatePrecision } {
  if (text === '') return { date: null, precision: 'MONTH' };
  return storedDateOf(text, edge);
}
