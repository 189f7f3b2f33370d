import { isoDay } from '../../../domain/job-application';
import {
  employmentTypes,
  seniorities,
  type EmploymentType,
  type Seniority,
} from '../../../domain/job-posting';
import { jobSearchInputSchema, jobSearchLimits, jobSearchSorts } from '../../../domain/job-search';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../graphql/input';
import { forUser } from '../for-user';
import {
  JobApplication,
  JobMutations,
  SalaryPeriodEnum,
  values,
  WorkplaceTypeEnum,
} from '../job-application/job-application.graphql';
import {
  getPosting,
  savePostingToTracker,
  searchPostings,
  type PostingHit,
  type PostingPage,
} from './job-search.service';

/** The job search's API (decision 091): postings found by words and filters, and saving one. */

const EmploymentTypeEnum = builder.enumType('EmploymentType', { values: values(employmentTypes) });
export const SeniorityEnum = builder.enumType('Seniority', { values: values(seniorities) });
const JobSearchSortEnum = builder.enumType('JobSearchSort', { values: values(jobSearchSorts) });

const PostingSalary = builder.objectRef<PostingHit>('JobPostingSalary').implement({
  description: 'Pay as the posting states it',
  fields: (t) => ({
    min: t.exposeFloat('salaryMin', { nullable: true }),
    max: t.exposeFloat('salaryMax', { nullable: true }),
    currency: t.exposeString('salaryCurrency', { nullable: true, description: 'ISO 4217' }),
    period: t.field({
      type: SalaryPeriodEnum,
      nullable: true,
      resolve: (posting) => posting.salaryPeriod as 'YEAR' | null,
    }),
    yearlyMin: t.exposeInt('salaryYearlyMin', { nullable: true }),
    yearlyMax: t.exposeInt('salaryYearlyMax', { nullable: true }),
  }),
});

export const JobPosting = builder.objectRef<PostingHit>('JobPosting').implement({
  description: 'A job posting read from a feed',
  fields: (t) => ({
    id: t.exposeID('id'),
    source: t.exposeString('sourceId', {
      description: 'The feed it came from, e.g. greenhouse:acme',
    }),
    title: t.exposeString('title'),
    company: t.exposeString('company'),
    locations: t.exposeStringList('locations'),
    remote: t.expose('remote', { type: WorkplaceTypeEnum, nullable: true }),
    employmentType: t.field({
      type: EmploymentTypeEnum,
      nullable: true,
      resolve: (posting) => posting.employmentType as EmploymentType | null,
    }),
    salary: t.field({
      type: PostingSalary,
      nullable: true,
      resolve: (posting) =>
        posting.salaryMin === null && posting.salaryMax === null ? null : posting,
    }),
    postedAt: t.exposeString('postedAt', { nullable: true, description: 'YYYY-MM-DD' }),
    closesAt: t.exposeString('closesAt', { nullable: true, description: 'YYYY-MM-DD' }),
    description: t.exposeString('descriptionText', {
      description: 'The description as plain text: blocks on their own lines, list items as "• "',
    }),
    snippet: t.exposeString('snippet', {
      nullable: true,
      description:
        'Passages of the description around the words searched, each found word between U+E000 and U+E001',
    }),
    applyUrl: t.exposeString('applyUrl', { nullable: true }),
    language: t.exposeString('language', {
      description: 'BCP 47, empty when the feed did not say',
    }),
    skillsRequired: t.exposeStringList('skillsRequired'),
    skillsPreferred: t.exposeStringList('skillsPreferred'),
    seniority: t.field({
      type: SeniorityEnum,
      nullable: true,
      resolve: (posting) => posting.seniority as Seniority | null,
    }),
    yearsRequired: t.exposeInt('yearsRequired', { nullable: true }),
    expired: t.boolean({
      description: 'The posting has left its feed',
      resolve: (posting) => posting.expiredAt !== null,
    }),
    tracked: t.exposeBoolean('tracked', {
      description: 'The signed-in user has an application for this posting’s address',
    }),
  }),
});

const JobPostingPage = builder.objectRef<PostingPage>('JobPostingPage').implement({
  fields: (t) => ({
    postings: t.field({ type: [JobPosting], resolve: (page) => page.postings }),
    nextCursor: t.exposeString('nextCursor', {
      nullable: true,
      description: 'Pass as `after` for the next page; null on the last page',
    }),
    newestRanked: t.exposeBoolean('newestRanked', {
      description:
        'By relevance, only the newest matches were ranked (a thousand at most): more postings match, and the date order reaches them all',
    }),
  }),
});

const SalaryFloorInput = builder.inputType('SalaryFloorInput', {
  fields: (t) => ({
    amount: t.int({ required: true, description: 'Per year' }),
    currency: t.string({ required: true, description: 'ISO 4217' }),
  }),
});

export const JobSearchInput = builder.inputType('JobSearchInput', {
  fields: (t) => ({
    query: t.string({
      required: false,
      description: 'Words as a search engine takes them: "a phrase", -not, or',
    }),
    location: t.string({ required: false }),
    company: t.string({ required: false }),
    remote: t.field({ type: [WorkplaceTypeEnum], required: false, description: 'Any of these' }),
    employmentTypes: t.field({ type: [EmploymentTypeEnum], required: false }),
    postedWithinDays: t.int({ required: false }),
    salaryFloor: t.field({ type: SalaryFloorInput, required: false }),
    sort: t.field({
      type: JobSearchSortEnum,
      required: false,
      description: 'RELEVANCE by default',
    }),
  }),
});

/** Absent or null is "not given": the schema's defaults apply. */
export const given = (input: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== null && value !== undefined),
  );

builder.queryField('jobPostings', (t) =>
  t.field({
    type: JobPostingPage,
    args: {
      search: t.arg({ type: JobSearchInput, required: false }),
      first: t.arg.int({
        required: false,
        description: `At most ${jobSearchLimits.pageSize}; 20 by default`,
      }),
      after: t.arg.string({ required: false }),
    },
    description: 'The listed job postings that match, a page at a time',
    resolve: (_root, args, context) =>
      forUser(context, (db, userId) => {
        const search = parseInput(jobSearchInputSchema, given(args.search ?? {}));
        const first = Math.min(Math.max(args.first ?? 20, 1), jobSearchLimits.pageSize);
        return searchPostings(db, userId, search, {
          first,
          after: args.after ?? null,
          today: isoDay(),
        });
      }),
  }),
);

builder.queryField('jobPosting', (t) =>
  t.field({
    type: JobPosting,
    args: { id: t.arg.id({ required: true }) },
    description: 'One posting, listed or expired; NO_DATA_FOUND for an unknown id',
    resolve: (_root, args, context) =>
      forUser(context, (db, userId) => getPosting(db, userId, String(args.id))),
  }),
);

builder.objectField(JobMutations, 'saveJobPosting', (t) =>
  t.field({
    type: JobApplication,
    args: { id: t.arg.id({ required: true }) },
    description:
      'Save to tracker: a Saved application with the posting’s fields filled, or the one already made from its address',
    resolve: (_root, args, context) =>
      forUser(context, (db, userId) => savePostingToTracker(db, userId, String(args.id))),
  }),
);
