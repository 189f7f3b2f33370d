import type { JobApplicationFields, JobStage, StageChange } from './job-application';

/**
 * The job tracker's statistics (docs/product/data.md), computed from the applications' dated
 * histories alone: how many were started each week, how far they got, how often employers answered
 * and how long they took to. Pure: the screen gives it the applications and the user's today.
 */

type Counted = Pick<JobApplicationFields, 'stage' | 'history' | 'archivedReason'>;

/** The stages an application moves forward through; REJECTED ends it at any point. */
export const funnelStages = ['SAVED', 'APPLIED', 'INTERVIEWING', 'OFFER'] as const;
export type FunnelStage = (typeof funnelStages)[number];

/** The stages that are an employer's answer to an application. */
const answerStages: ReadonlySet<JobStage> = new Set(['INTERVIEWING', 'OFFER', 'REJECTED']);

/** How many weeks `applicationsPerWeek` counts, this one included. */
export const statisticsWeeks = 12;

const dayMs = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / dayMs;
const dayOf = (number: number) => new Date(number * dayMs).toISOString().slice(0, 10);

/** The Monday that starts the ISO week of `day` (both `YYYY-MM-DD`). */
export function weekStart(day: string): string {
  const number = dayNumber(day);
  // 1970-01-01 was a Thursday: day 0 is weekday 3 counting from Monday = 0.
  const weekday = (((number + 3) % 7) + 7) % 7;
  return dayOf(number - weekday);
}

/** The ISO week of `day`: its year (that of the week's Thursday) and number, 1 to 53. */
export function isoWeek(day: string): { year: number; week: number } {
  const thursday = dayNumber(weekStart(day)) + 3;
  const year = Number(dayOf(thursday).slice(0, 4));
  const firstThursday = dayNumber(weekStart(`${year}-01-04`)) + 3;
  return { year, week: (thursday - firstThursday) / 7 + 1 };
}

/** Whole days from `from` to `to` (`YYYY-MM-DD`), negative when `to` is earlier. */
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);

/** The history by date, the oldest first (the user may log a move late: the list is not sorted). */
const byDate = (history: readonly StageChange[]) =>
  history
    .map((change, index) => ({ change, index }))
    .sort((a, b) => a.change.at.localeCompare(b.change.at) || a.index - b.index)
    .map(({ change }) => change);

/** The stages an application has ever been in: its history's and its current one. */
const stagesOf = (application: Counted) =>
  new Set<JobStage>([...application.history.map((change) => change.stage), application.stage]);

/**
 * How far an application got forward (an index in `funnelStages`): an application that reached a
 * stage went through the ones before it, even when the user added it there directly.
 */
function furthest(application: Counted): number {
  const stages = stagesOf(application);
  let reached = 0;
  funnelStages.forEach((stage, index) => {
    if (stages.has(stage)) reached = index;
  });
  return reached;
}

export interface WeekCount {
  /** The week's Monday, `YYYY-MM-DD`. */
  start: string;
  year: number;
  week: number;
  count: number;
}

/**
 * Applications started each ISO week (dated by the earliest day of their history), for the last
 * `statisticsWeeks` weeks up to `today`'s, the oldest first; weeks with none are there with 0.
 */
export function applicationsPerWeek(applications: readonly Counted[], today: string): WeekCount[] {
  const thisWeek = dayNumber(weekStart(today));
  const weeks = Array.from({ length: statisticsWeeks }, (_, index) => {
    const start = dayOf(thisWeek - 7 * (statisticsWeeks - 1 - index));
    return { start, ...isoWeek(start), count: 0 };
  });
  const byStart = new Map(weeks.map((week) => [week.start, week]));
  for (const application of applications) {
    const first = byDate(application.history)[0];
    if (!first) continue;
    const week = byStart.get(weekStart(first.at));
    if (week) week.count += 1;
  }
  return weeks;
}

export interface FunnelStep {
  stage: FunnelStage;
  /** Applications that reached this stage or one past it. */
  reached: number;
  /** `reached` over the previous step's, 0 to 1; null for the first step or after none. */
  conversion: number | null;
}

/** How many applications reached each forward stage, and the share that went on from the last. */
export function stageFunnel(applications: readonly Counted[]): FunnelStep[] {
  const furthestOf = applications.map(furthest);
  return funnelStages.map((stage, index) => {
    const reached = furthestOf.filter((value) => value >= index).length;
    const previous = index === 0 ? 0 : furthestOf.filter((value) => value >= index - 1).length;
    return {
      stage,
      reached,
      conversion: index === 0 || previous === 0 ? null : reached / previous,
    };
  });
}

/** Applications that were ever rejected. */
export const rejectedCount = (applications: readonly Counted[]) =>
  applications.filter((application) => stagesOf(application).has('REJECTED')).length;

export interface ResponseRate {
  /** Applications sent: they reached Applied or a stage past it. */
  applied: number;
  /** Of those, the ones the employer answered: Interviewing, Offer or Rejected. */
  answered: number;
  /** `answered / applied`, 0 to 1; null when nothing was sent. */
  rate: number | null;
}

/**
 * How often employers answered: an application sent and never moved on (still waiting, or archived
 * as NO_ANSWER) is no answer.
 */
export function responseRate(applications: readonly Counted[]): ResponseRate {
  let applied = 0;
  let answered = 0;
  for (const application of applications) {
    if (furthest(application) < funnelStages.indexOf('APPLIED')) continue;
    applied += 1;
    if ([...stagesOf(application)].some((stage) => answerStages.has(stage))) answered += 1;
  }
  return { applied, answered, rate: applied === 0 ? null : answered / applied };
}

/**
 * Days from Applied to the employer's first answer (the first Interviewing, Offer or Rejected
 * dated after the first Applied), for each application that has both.
 */
export function daysToAnswer(application: Counted): number | null {
  const history = byDate(application.history);
  const applied = history.findIndex((change) => change.stage === 'APPLIED');
  if (applied === -1) return null;
  const answer = history.slice(applied + 1).find((change) => answerStages.has(change.stage));
  return answer ? daysBetween(history[applied]!.at, answer.at) : null;
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface TrackerStatistics {
  total: number;
  weeks: WeekCount[];
  funnel: FunnelStep[];
  rejected: number;
  response: ResponseRate;
  /** Median days from Applied to the first answer; null when no application has both. */
  medianDaysToAnswer: number | null;
  /** How many applications the median is of. */
  answeredWithDates: number;
}

/** Every figure of the statistics view, for the applications (archived ones included). */
export function trackerStatistics(
  applications: readonly Counted[],
  today: string,
): TrackerStatistics {
  const days = applications.map(daysToAnswer).filter((value): value is number => value !== null);
  return {
    total: applications.length,
    weeks: applicationsPerWeek(applications, today),
    funnel: stageFunnel(applications),
    rejected: rejectedCount(applications),
    response: responseRate(applications),
    medianDaysToAnswer: median(days),
    answeredWithDates: days.length,
  };
}
