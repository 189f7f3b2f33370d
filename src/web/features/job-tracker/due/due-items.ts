import { daysBetween } from '../../../../domain/job-statistics';
import type { JobApplication } from '../job-operations';

/** What is due on an application: the day the user set to follow up, or the posting's deadline. */
export type DueKind = 'followUp' | 'deadline';

/** Overdue (before today), today, or in the next `upcomingDays` days. */
export type DueGroup = 'overdue' | 'today' | 'upcoming';
export const dueGroups: readonly DueGroup[] = ['overdue', 'today', 'upcoming'];

/** How far ahead the quieter "upcoming" group looks. */
export const upcomingDays = 7;

export interface DueItem {
  application: JobApplication;
  kind: DueKind;
  /** The day it is due, `YYYY-MM-DD`. */
  day: string;
  /** Days from today to `day`: negative when overdue. */
  offset: number;
  group: DueGroup;
}

/** `day` (`YYYY-MM-DD`) moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The follow-ups and deadlines of the applications on the board (archived ones are never due) that
 * are overdue, due `today` or due in the next week, by group, then the earliest first.
 */
export function dueItems(applications: readonly JobApplication[], today: string): DueItem[] {
  const items: DueItem[] = [];
  for (const application of applications) {
    if (application.archivedReason !== null) continue;
    const dates: Array<[DueKind, string | null]> = [
      ['followUp', application.nextFollowUp],
      ['deadline', application.deadline],
    ];
    for (const [kind, day] of dates) {
      if (day === null) continue;
      const offset = daysBetween(today, day);
      if (offset > upcomingDays) continue;
      const group: DueGroup = offset < 0 ? 'overdue' : offset === 0 ? 'today' : 'upcoming';
      items.push({ application, kind, day, offset, group });
    }
  }
  return items.sort(
    (a, b) =>
      a.offset - b.offset ||
      a.application.company.localeCompare(b.application.company) ||
      (a.kind === b.kind ? 0 : a.kind === 'followUp' ? -1 : 1),
  );
}
