import { readFileSync } from 'node:fs';

/**
 * What every bench reports of its samples: percentiles by the nearest-rank method, and the
 * machine's load average beside them (the machines are shared; every wall-clock figure moves with
 * it).
 */

/** The p-th percentile (nearest rank) of samples sorted in ascending order. */
export function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/** p50, p95 and the largest of the samples (in any order). */
export function summaryOf(values: readonly number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

/** The 1-, 5- and 15-minute load averages, as /proc/loadavg gives them ('?' elsewhere). */
export function loadAverage(): string {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return '?';
  }
}

/** Milliseconds in a column of tables: one decimal, right-aligned. */
export const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
