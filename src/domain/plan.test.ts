import { describe, expect, it } from 'vitest';
import { addMonths, premiumEnd, premiumPeriods, savviestProduct } from './plan';

const at = (iso: string) => new Date(iso);
const grant = (grantedAt: string, months: number, revokedAt: string | null = null) => ({
  grantedAt: at(grantedAt),
  months,
  revokedAt: revokedAt ? at(revokedAt) : null,
});

describe('Premium periods', () => {
  it('adds calendar months, keeping the last day of a shorter month', () => {
    expect(addMonths(at('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(at('2026-11-15T00:00:00Z'), 3).toISOString()).toBe('2027-02-15T00:00:00.000Z');
    expect(addMonths(at('2024-02-29T00:00:00Z'), 12).toISOString()).toBe(
      '2025-02-28T00:00:00.000Z',
    );
  });

  it('adds up periods bought while Premium is still running', () => {
    const grants = [grant('2026-01-10T00:00:00Z', 1), grant('2026-01-20T00:00:00Z', 3)];
    expect(premiumPeriods(grants)).toEqual([
      { start: at('2026-01-10T00:00:00Z'), end: at('2026-02-10T00:00:00Z') },
      { start: at('2026-02-10T00:00:00Z'), end: at('2026-05-10T00:00:00Z') },
    ]);
    expect(premiumEnd(grants, at('2026-01-15T00:00:00Z'))).toEqual(at('2026-05-10T00:00:00Z'));
    expect(savviestProduct(grants, at('2026-05-09T23:59:59Z'))).toBe('PREMIUM');
    expect(savviestProduct(grants, at('2026-05-10T00:00:00Z'))).toBe('FREE');
  });

  it('starts a grant made after Premium ended when it was made', () => {
    const grants = [grant('2025-01-01T00:00:00Z', 1), grant('2026-06-01T00:00:00Z', 12)];
    expect(premiumEnd(grants, at('2025-06-01T00:00:00Z'))).toBeNull();
    expect(premiumEnd(grants, at('2026-06-01T00:00:00Z'))).toEqual(at('2027-06-01T00:00:00Z'));
  });

  it('gives nothing for a revoked grant, and moves the later ones up', () => {
    const grants = [
      grant('2026-01-01T00:00:00Z', 1, '2026-01-05T00:00:00Z'),
      grant('2026-01-02T00:00:00Z', 1),
    ];
    expect(premiumPeriods(grants)).toEqual([
      { start: at('2026-01-02T00:00:00Z'), end: at('2026-02-02T00:00:00Z') },
    ]);
    expect(savviestProduct([grants[0]!], at('2026-01-03T00:00:00Z'))).toBe('FREE');
  });
});
