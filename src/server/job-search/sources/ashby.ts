import type { SalaryPeriod, WorkplaceType } from '../../../domain/job-application';
import type { ParsedPosting, ParsedRecord } from '../../../domain/job-posting';
import type { PostingFeed } from './posting-source';
import {
  amountOf,
  currencyOf,
  employmentTypeOf,
  filledText,
  identity,
  isObject,
  parseJsonBody,
  placesOf,
  readEach,
  recordError,
  salaryOf,
  utcDay,
  webAddressOf,
  workplaceOf,
  type JsonObject,
} from './record-fields';

/**
 * Ashby's public job postings API (developers.ashbyhq.com/docs/public-job-posting-api):
 * `GET api.ashbyhq.com/posting-api/job-board/{name}?includeCompensation=true` answers
 * `{ apiVersion, jobs: [...] }`.
 */

const intervals: Record<string, SalaryPeriod> = {
  '1 HOUR': 'HOUR',
  '1 DAY': 'DAY',
  '1 WEEK': 'WEEK',
  '1 MONTH': 'MONTH',
  '1 YEAR': 'YEAR',
};

/** The salary component of the compensation (not equity, bonus or commission), or null. */
function salaryComponent(compensation: unknown): JsonObject | undefined {
  if (!isObject(compensation)) return undefined;
  const tiers = Array.isArray(compensation.compensationTiers) ? compensation.compensationTiers : [];
  const components = [
    ...(Array.isArray(compensation.summaryComponents) ? compensation.summaryComponents : []),
    ...tiers.flatMap((tier) =>
      isObject(tier) && Array.isArray(tier.components) ? (tier.components as unknown[]) : [],
    ),
  ];
  return components.find(
    (component): component is JsonObject =>
      isObject(component) && component.compensationType === 'Salary',
  );
}

function salaryOfCompensation(compensation: unknown): ParsedPosting['salary'] {
  const salary = salaryComponent(compensation);
  if (!salary) return null;
  const interval = typeof salary.interval === 'string' ? salary.interval.toUpperCase() : '';
  return salaryOf(
    amountOf(salary.minValue) ?? null,
    amountOf(salary.maxValue) ?? null,
    currencyOf(salary.currencyCode),
    intervals[interval] ?? null,
  );
}

function remoteOf(job: JsonObject): WorkplaceType | null {
  // `isRemote: false` says nothing of an office: only `true` is read.
  return workplaceOf(job.workplaceType) ?? (job.isRemote === true ? 'REMOTE' : null);
}

function placesOfJob(job: JsonObject): string[] {
  const secondary = Array.isArray(job.secondaryLocations) ? job.secondaryLocations : [];
  return placesOf([
    job.location,
    ...secondary.map((place) => (isObject(place) ? place.location : place)),
  ]);
}

function readJob(job: unknown, board: string | undefined): ParsedRecord {
  if (!isObject(job)) return recordError('the record is not an object');
  const named = identity(job.id, job.title);
  if ('error' in named) return named.error;
  const { externalId, title } = named;
  if (job.isListed === false) return recordError('the posting is not listed', externalId);
  // An Ashby board's postings do not name their company: the board does.
  const company = filledText(board);
  if (company === undefined) return recordError('the record names no company', externalId);
  const html = job.descriptionHtml ?? job.descriptionPlain ?? '';
  if (typeof html !== 'string') return recordError('the description is not text', externalId);
  return {
    posting: {
      externalId,
      title,
      company,
      locations: placesOfJob(job),
      remote: remoteOf(job),
      employmentType: employmentTypeOf(job.employmentType),
      salary: salaryOfCompensation(job.compensation),
      postedAt: utcDay(job.publishedAt),
      closesAt: null,
      descriptionHtml: html,
      applyUrl: webAddressOf(job.applyUrl) ?? webAddressOf(job.jobUrl),
      language: null,
    },
  };
}

/** Every job of a board's answer; `board` (the board's name) names the company. */
export function parseAshby(body: string, board?: string): ParsedRecord[] {
  const answer = parseJsonBody(body, 'Ashby');
  if (!isObject(answer) || !Array.isArray(answer.jobs)) {
    throw new Error('Ashby: the answer has no list of jobs');
  }
  return readEach(answer.jobs as unknown[], (job) => readJob(job, board));
}

export const ashbyFeed: PostingFeed = {
  kind: 'ASHBY',
  address: (board) =>
    `https://api.ashbyhq.com/posting-api/job-board/${encodeURIComponent(board)}?includeCompensation=true`,
  parse: parseAshby,
};
