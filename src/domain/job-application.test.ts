import { describe, expect, it } from 'vitest';
import {
  localDay,
  createJobApplicationInputSchema,
  isDue,
  moveToStage,
  newJobApplication,
  updateJobApplicationInputSchema,
} from './job-application';

describe('job application', () => {
  it('starts SAVED with its history dated today, or as the user logged it', () => {
    const saved = newJobApplication(
      createJobApplicationInputSchema.parse({ company: 'Northwind' }),
      '2026-11-26',
    );
    expect(saved).toMatchObject({
      stage: 'SAVED',
      history: [{ stage: 'SAVED', at: '2026-11-26' }],
    });
    const applied = newJobApplication(
      createJobApplicationInputSchema.parse({ company: 'Northwind', stage: 'APPLIED' }),
      '2026-11-26',
    );
    expect(applied.history).toEqual([{ stage: 'APPLIED', at: '2026-11-26' }]);
    const logged = newJobApplication(
      createJobApplicationInputSchema.parse({
        company: 'Northwind',
        history: [
          { stage: 'SAVED', at: '2026-10-01' },
          { stage: 'INTERVIEWING', at: '2026-10-20' },
        ],
      }),
      '2026-11-26',
    );
    expect(logged.stage).toBe('INTERVIEWING');
  });

  it('adds a move to the history, and a move to the same stage changes nothing', () => {
    const start = {
      stage: 'SAVED' as const,
      history: [{ stage: 'SAVED' as const, at: '2026-11-01' }],
    };
    const moved = moveToStage(start, 'APPLIED', '2026-11-03');
    expect(moved).toEqual({
      stage: 'APPLIED',
      history: [
        { stage: 'SAVED', at: '2026-11-01' },
        { stage: 'APPLIED', at: '2026-11-03' },
      ],
    });
    expect(moveToStage(moved, 'APPLIED', '2026-11-09')).toBe(moved);
  });

  it('keeps the latest 100 moves', () => {
    let application = {
      stage: 'SAVED' as const,
      history: [{ stage: 'SAVED' as const, at: '2026-01-01' }],
    } as Parameters<typeof moveToStage>[0];
    for (let move = 0; move < 120; move += 1) {
      application = moveToStage(application, move % 2 ? 'SAVED' : 'APPLIED', '2026-02-01');
    }
    expect(application.history).toHaveLength(100);
    expect(application.history.at(-1)?.stage).toBe(application.stage);
  });

  it('is due when its follow-up or deadline is today or past, unless archived', () => {
    const base = { nextFollowUp: null, deadline: null, archivedReason: null };
    expect(isDue(base, '2026-11-26')).toBe(false);
    expect(isDue({ ...base, nextFollowUp: '2026-11-26' }, '2026-11-26')).toBe(true);
    expect(isDue({ ...base, deadline: '2026-11-20' }, '2026-11-26')).toBe(true);
    expect(isDue({ ...base, nextFollowUp: '2026-11-27' }, '2026-11-26')).toBe(false);
    expect(isDue({ ...base, deadline: '2026-11-20', archivedReason: 'CLOSED' }, '2026-11-26')).toBe(
      false,
    );
  });

  it('leaves out of an update what it was not given, and clears what is null', () => {
    expect(updateJobApplicationInputSchema.parse({ position: 'Engineer' })).toEqual({
      position: 'Engineer',
    });
    expect(updateJobApplicationInputSchema.parse({ location: null, salary: null })).toEqual({
      location: '',
      salary: null,
    });
  });

  it('refuses an impossible day, an upside-down salary and an unknown field', () => {
    const problem = (input: object) =>
      createJobApplicationInputSchema.safeParse({ company: 'A', ...input }).error?.issues[0]?.path;
    expect(problem({ deadline: '2027-02-29' })).toEqual(['deadline']);
    expect(problem({ deadline: '2028-02-29' })).toBeUndefined();
    expect(problem({ salary: { min: 5, max: 4, currency: 'USD', period: 'DAY' } })).toEqual([
      'salary',
      'max',
    ]);
    expect(problem({ salary: { min: null, max: null, currency: 'USD', period: 'DAY' } })).toEqual([
      'salary',
      'min',
    ]);
    expect(problem({ color: 'red' })).toEqual([]);
  });
});

describe('localDay', () => {
  it('is the date on the device’s calendar, not in UTC', () => {
    // 23:30 on 31 December where the device is, whatever its time zone.
    expect(localDay(new Date(2026, 11, 31, 23, 30))).toBe('2026-12-31');
    expect(localDay(new Date(2027, 0, 1, 0, 15))).toBe('2027-01-01');
    expect(localDay(new Date(987, 1, 3, 12))).toBe('0987-02-03');
  });
});
