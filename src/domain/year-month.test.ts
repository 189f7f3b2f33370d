import { describe, expect, it } from 'vitest';
import { isYearMonth, parseYearMonth, YearMonthError } from './year-month';

describe('parseYearMonth', () => {
  it.each(['2024-01', '2024-12', '1999-07', '0001-01', '9999-12'])(
    'accepts %s unchanged',
    (text) => {
      expect(parseYearMonth(text)).toBe(text);
      expect(isYearMonth(text)).toBe(true);
    },
  );

  it.each([
    ['2024-1', 'the month must have two digits'],
    ['2024-13', 'there is no thirteenth month'],
    ['2024-00', 'there is no month zero'],
    ['2024-01-01', 'a full date is not a month'],
    ['0000-01', 'there is no year zero'],
    ['24-01', 'the year must have four digits'],
    ['12024-01', 'a five-digit year does not round-trip'],
    [' 2024-01', 'surrounding space does not round-trip'],
    ['2024-01 ', 'surrounding space does not round-trip'],
    ['2024/01', 'the separator is a hyphen'],
    ['2024-01\n', 'a trailing newline does not round-trip'],
    ['２０２４-01', 'only ASCII digits'],
    ['', 'empty text'],
  ])('refuses %j (%s) with "{value} is not a YearMonth"', (text) => {
    expect(() => parseYearMonth(text)).toThrow(new YearMonthError(text));
    expect(() => parseYearMonth(text)).toThrow(`${text} is not a YearMonth`);
    expect(isYearMonth(text)).toBe(false);
  });

  it('names the offending value in the message exactly', () => {
    expect(() => parseYearMonth('2024-1')).toThrow(
      expect.objectContaining({ name: 'YearMonthError', message: '2024-1 is not a YearMonth' }),
    );
  });

  it('accepts a Date as its UTC month', () => {
    expect(parseYearMonth(new Date('2024-03-15T12:00:00Z'))).toBe('2024-03');
    expect(parseYearMonth(new Date('2024-12-31T23:59:59.999Z'))).toBe('2024-12');
    expect(parseYearMonth(new Date('2025-01-01T00:00:00Z'))).toBe('2025-01');
    expect(parseYearMonth(new Date('0001-01-01T00:00:00Z'))).toBe('0001-01');
  });

  it('refuses an invalid Date and a Date outside years 1–9999', () => {
    expect(() => parseYearMonth(new Date('nonsense'))).toThrow('Invalid Date is not a YearMonth');
    const tooLate = new Date(Date.UTC(10_000, 0, 1));
    expect(() => parseYearMonth(tooLate)).toThrow(`${tooLate.toISOString()} is not a YearMonth`);
    const yearZero = new Date('0000-06-01T00:00:00Z');
    expect(() => parseYearMonth(yearZero)).toThrow(YearMonthError);
  });

  it.each([
    [202401, '202401 is not a YearMonth'],
    [null, 'null is not a YearMonth'],
    [undefined, 'undefined is not a YearMonth'],
    [true, 'true is not a YearMonth'],
    [{ year: 2024, month: 1 }, '{"year":2024,"month":1} is not a YearMonth'],
    [['2024-01'], '["2024-01"] is not a YearMonth'],
  ])('refuses the non-text value %j', (value, message) => {
    expect(() => parseYearMonth(value)).toThrow(message);
    expect(isYearMonth(value)).toBe(false);
  });

  it('keeps the refused value on the error', () => {
    try {
      parseYearMonth('2024-13');
      expect.unreachable('2024-13 was accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(YearMonthError);
      expect((error as YearMonthError).value).toBe('2024-13');
    }
  });
});
