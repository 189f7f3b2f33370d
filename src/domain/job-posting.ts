import { z } from 'zod';
import {
  salaryPeriods,
  workplaceTypes,
  type SalaryPeriod,
  type WorkplaceType,
} from './job-application';
import { jobPostingLimits } from './job-posting-page';
import { isIsoDate } from './year-month';

/**
 * A job posting of the job search (decisions §5, §7; decision 091): what a source's parser reads
 * from one record of a feed (`ParsedPosting`), checked by `parsedPostingSchema` before anything
 * is written — a record that fails is skipped and counted, never half-written.
 */

/** The kinds of feed a source reads (src/server/job-search/sources/). */
export const postingSourceKinds = [
  'GREENHOUSE',
  'LEVER',
  'ASHBY',
  'JSON_LD',
  'FEED_FILE',
  'SAMPLE',
] as const;
export type PostingSourceKind = (typeof postingSourceKinds)[number];

export const employmentTypes = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACT',
  'TEMPORARY',
  'INTERNSHIP',
  'OTHER',
] as const;
export type EmploymentType = (typeof employmentTypes)[number];

export const seniorities = ['INTERN', 'ENTRY', 'MID', 'SENIOR', 'LEAD', 'EXECUTIVE'] as const;
export type Seniority = (typeof seniorities)[number];

export const postingLimits = {
  text: jobPostingLimits.text,
  url: jobPostingLimits.url,
  externalId: 200,
  locations: 20,
  /** The description as the source sent it (HTML), before it is sanitised. */
  descriptionHtml: 200_000,
  /** A yearly salary above this is a typo or a unit mix-up, not a salary. */
  salary: 100_000_000,
} as const;

/** What a parser reads from one record of a feed: texts as the source wrote them. */
export interface ParsedPosting {
  externalId: string;
  title: string;
  company: string;
  /** Places of work as the source names them ("Paris, France"), possibly none. */
  locations: string[];
  remote: WorkplaceType | null;
  employmentType: EmploymentType | null;
  salary: {
    min: number | null;
    max: number | null;
    currency: string | null;
    period: SalaryPeriod | null;
  } | null;
  /** `YYYY-MM-DD`, or null. */
  postedAt: string | null;
  /** `YYYY-MM-DD`, or null. */
  closesAt: string | null;
  /** HTML (or plain text) exactly as the source sent it: sanitised at ingest, never shown raw. */
  descriptionHtml: string;
  applyUrl: string | null;
  /** The posting's language (BCP 47) when the source says it, else null. */
  language: string | null;
}

/** One record of a feed: the posting read from it, or why it could not be read. */
export type ParsedRecord = { posting: ParsedPosting } | { error: string; externalId?: string };

const line = (max: number) =>
  z
    .string()
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(z.string().max(max));

const day = z.string().refine(isIsoDate, 'must be a date written YYYY-MM-DD').nullable();

const webAddress = z
  .url({ protocol: /^https?$/ })
  .max(postingLimits.url)
  .nullable();

const amount = z.number().finite().min(0).max(postingLimits.salary).nullable();

/** The checks a parsed posting passes before it is stored. */
export const parsedPostingSchema = z.strictObject({
  externalId: line(postingLimits.externalId).pipe(z.string().min(1)),
  title: line(postingLimits.text).pipe(z.string().min(1)),
  company: line(postingLimits.text).pipe(z.string().min(1)),
  locations: z.array(line(postingLimits.text)).max(postingLimits.locations),
  remote: z.enum(workplaceTypes).nullable(),
  employmentType: z.enum(employmentTypes).nullable(),
  salary: z
    .strictObject({
      min: amount,
      max: amount,
      currency: z
        .string()
        .regex(/^[A-Z]{3}$/)
        .nullable(),
      period: z.enum(salaryPeriods).nullable(),
    })
    .nullable(),
  postedAt: day,
  closesAt: day,
  descriptionHtml: z.string().max(postingLimits.descriptionHtml),
  applyUrl: webAddress,
  language: z
    .string()
    .regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/)
    .nullable(),
}) satisfies z.ZodType<ParsedPosting, ParsedPosting>;

/** Periods of work in a year, to compare salaries given per hour, day, week, month or year. */
const periodsPerYear: Record<SalaryPeriod, number> = {
  HOUR: 2080,
  DAY: 260,
  WEEK: 52,
  MONTH: 12,
  YEAR: 1,
};

/**
 * A salary's range per year (a period left unsaid is taken as a year), or null when it has no
 * amount. Only comparable within one currency.
 */
export function yearlySalary(
  salary: ParsedPosting['salary'],
): { min: number | null; max: number | null } | null {
  if (!salary || (salary.min === null && salary.max === null)) return null;
  const times = periodsPerYear[salary.period ?? 'YEAR'];
  const per = (value: number | null) => (value === null ? null : Math.round(value * times));
  return { min: per(salary.min), max: per(salary.max) };
}

/** What ingest extracts from a posting for the searches that rank it. */
export interface PostingRequirements {
  /** Canonical skill names (the skill dictionary's), required by the posting. */
  skillsRequired: string[];
  /** Canonical skill names the posting only prefers ("nice to have", "bonus"). */
  skillsPreferred: string[];
  seniority: Seniority | null;
  /** The fewest years of experience the posting asks for, or null when it names none. */
  yearsRequired: number | null;
}
