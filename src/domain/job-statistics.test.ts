import { describe, expect, it } from 'vitest';
import type { JobStage } from './job-application';
import {
  applicationsPerWeek,
  daysToAnswer,
  isoWeek,
  median,
  responseRate,
  stageFunnel,
  trackerStatistics,
  weekStart,
} from './job-statistics';

type Archived = 'WITHDRAWN' | 'NO_ANSWER' | 'CLOSED' | null;

/** An application from its history, its stage the last move's unless given. */
const application = (
  moves: Array<[JobStage, string]>,
  options: { stage?: JobStage; archivedReason?: Archived } = {},
) => ({
  stage: options.stage ?? moves.at(-1)![0],
  history: moves.map(([stage, at]) => ({ stage, at })),
  archivedReason: options.archivedReason ?? null,
});

// Today is Wednesday 2026-01-07 (ISO week 2 of 2026); 12 weeks back starts Monday 2025-10-20.
const today = '2026-01-07';

const set = [
  // Saved only, in the week of Monday 2025-12-29 (ISO 2026-W01, across the year boundary).
  application([['SAVED', '2025-12-31']]),
  // Applied, rejected without an interview after 10 days; started Sunday 2026-01-04 (W01).
  application([
    ['SAVED', '2026-01-04'],
    ['APPLIED', '2025-12-20'],
    ['REJECTED', '2025-12-30'],
  ]),
  // Out of order: logged late, the interview entered before the application. Week of 2025-12-22.
  application(
    [
      ['INTERVIEWING', '2025-12-29'],
      ['APPLIED', '2025-12-22'],
    ],
    { stage: 'INTERVIEWING' },
  ),
  // Applied, never answered, archived as such; in the current week (W02).
  application([['APPLIED', '2026-01-05']], { archivedReason: 'NO_ANSWER' }),
  // To an offer in 4 days after applying; week of 2025-12-22 too.
  application([
    ['APPLIED', '2025-12-23'],
    ['INTERVIEWING', '2025-12-27'],
    ['OFFER', '2026-01-06'],
  ]),
  // Too old for the weeks: started 2025-10-19 (a Sunday, the week before the first one).
  application([
    ['SAVED', '2025-10-19'],
    ['APPLIED', '2025-10-20'],
  ]),
];

describe('ISO weeks', () => {
  it('starts a week on Monday and numbers it by its Thursday’s year', () => {
    expect(weekStart('2026-01-07')).toBe('2026-01-05');
    expect(weekStart('2026-01-04')).toBe('2025-12-29');
    expect(weekStart('2025-12-29')).toBe('2025-12-29');
    expect(isoWeek('2025-12-31')).toEqual({ year: 2026, week: 1 });
    expect(isoWeek('2026-01-07')).toEqual({ year: 2026, week: 2 });
    expect(isoWeek('2021-01-03')).toEqual({ year: 2020, week: 53 });
    expect(isoWeek('2025-12-28')).toEqual({ year: 2025, week: 52 });
  });
});

describe('applications per week', () => {
  it('counts each application in the week of its earliest history date, zero weeks included', () => {
    const weeks = applicationsPerWeek(set, today);
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toEqual({ start: '2025-10-20', year: 2025, week: 43, count: 0 });
    expect(weeks.at(-1)).toEqual({ start: '2026-01-05', year: 2026, week: 2, count: 1 });
    expect(weeks.map((week) => week.count)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 1, 1]);
    // The rejected one started 2025-12-20 (its earliest date, not its first entry): week of 12-15.
    expect(weeks.find((week) => week.start === '2025-12-15')?.count).toBe(1);
    expect(weeks.find((week) => week.start === '2025-12-22')?.count).toBe(2);
    expect(weeks.find((week) => week.start === '2025-12-29')).toMatchObject({
      year: 2026,
      week: 1,
      count: 1,
    });
  });
});

describe('the stage funnel', () => {
  it('counts what reached each stage or one past it, with the conversion from the previous', () => {
    expect(stageFunnel(set)).toEqual([
      { stage: 'SAVED', reached: 6, conversion: null },
      { stage: 'APPLIED', reached: 5, conversion: 5 / 6 },
      { stage: 'INTERVIEWING', reached: 2, conversion: 2 / 5 },
      { stage: 'OFFER', reached: 1, conversion: 1 / 2 },
    ]);
  });

  it('has no conversion after a stage none reached', () => {
    const funnel = stageFunnel([application([['SAVED', '2026-01-01']])]);
    expect(funnel.map((step) => step.conversion)).toEqual([null, 0, null, null]);
  });
});

describe('the response rate', () => {
  it('is the applied ones that were interviewed, offered or rejected; no answer is none', () => {
    expect(responseRate(set)).toEqual({ applied: 5, answered: 3, rate: 3 / 5 });
  });

  it('is none when nothing was sent', () => {
    expect(responseRate([application([['SAVED', '2026-01-01']])])).toEqual({
      applied: 0,
      answered: 0,
      rate: null,
    });
  });
});

describe('days to an answer', () => {
  it('runs from the first Applied to the first answer after it, by date', () => {
    expect(set.map(daysToAnswer)).toEqual([null, 10, 7, null, 4, null]);
  });

  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([])).toBeNull();
    expect(median([10, 4, 7])).toBe(7);
    expect(median([10, 4, 7, 1])).toBe(5.5);
  });
});

describe('every figure together', () => {
  it('sums the set up', () => {
    const statistics = trackerStatistics(set, today);
    expect(statistics).toMatchObject({
      total: 6,
      rejected: 1,
      response: { applied: 5, answered: 3 },
      medianDaysToAnswer: 7,
      answeredWithDates: 3,
    });
    // An even count: 10, 7, 4 and 2 → (4 + 7) / 2.
    const more = [
      ...set,
      application([
        ['APPLIED', '2026-01-01'],
        ['REJECTED', '2026-01-03'],
      ]),
    ];
    expect(trackerStatistics(more, today).medianDaysToAnswer).toBe(5.5);
  });
});
