import type { TFunction } from 'i18next';
import type { SalaryPeriod } from '../../domain/job-application';

/**
 * How the job pages write an application's or a posting's days and pay, in the UI language: the
 * tracker and the job search show them alike.
 */

/** A calendar day (`YYYY-MM-DD`) as the language writes it, the same day everywhere. */
export function dayText(language: string, day: string | null): string {
  if (!day) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

function amountText(language: string, amount: number, currency: string | null): string {
  if (currency === null) return new Intl.NumberFormat(language).format(amount);
  try {
    return new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    }).format(amount);
  } catch {
    // A currency code Intl does not know: the number and the code as written.
    return `${new Intl.NumberFormat(language).format(amount)} ${currency}`;
  }
}

/** A salary as an application or a posting states it; a posting may leave out its currency or period. */
export interface StatedSalary {
  min: number | null;
  max: number | null;
  currency: string | null;
  period: SalaryPeriod | null;
}

/** "€80,000 – €100,000 per year", "from $50 per hour", "up to …". */
export function salaryText(t: TFunction, language: string, salary: StatedSalary | null): string {
  if (!salary || (salary.min === null && salary.max === null)) return '';
  return statedSalaryText(t, language, salary).trim();
}

function statedSalaryText(t: TFunction, language: string, salary: StatedSalary): string {
  const { min, max, currency, period } = salary;
  const per = period ? t(`tracker.salaryPeriod.${period}`) : '';
  if (min !== null && max !== null && min !== max) {
    return t('tracker.table.salaryRange', {
      min: amountText(language, min, currency),
      max: amountText(language, max, currency),
      period: per,
    });
  }
  if (min !== null && max !== null) {
    return t('tracker.table.salaryExact', {
      amount: amountText(language, min, currency),
      period: per,
    });
  }
  if (min !== null) {
    return t('tracker.table.salaryFrom', {
      amount: amountText(language, min, currency),
      period: per,
    });
  }
  return t('tracker.table.salaryUpTo', {
    amount: amountText(language, max ?? 0, currency),
    period: per,
  });
}
