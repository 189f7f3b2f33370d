import { z } from 'zod';
import { isoDay } from '../../../domain/job-application';
import {
  educationLevels,
  matchBands,
  matchEventKinds,
  matchPartNames,
  type JobMatch,
  type MatchEvidence,
  type MatchGap,
  type MatchPart,
  type MatchedRequirement,
  type MissingRequirement,
} from '../../../domain/job-match';
import { jobSearchInputSchema } from '../../../domain/job-search';
import {
  hideReasons,
  matchAdjustmentKinds,
  type MatchAdjustment,
} from '../../../domain/savvy-feedback';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../graphql/input';
import { forUser } from '../for-user';
import { JobMutations, SentDocument, values } from '../job-application/job-application.graphql';
import { sentDocumentMatch } from '../job-application/sent-document-match';
import { given, JobPosting, JobSearchInput, SeniorityEnum } from '../job-search/job-search.graphql';
import {
  hideJobPosting,
  listHiddenPostings,
  savvyLimits,
  savvyPostings,
  unhideJobPosting,
  type HiddenPosting,
  type SavvyPage,
  type SavvyResult,
} from './savvy-search.service';

/**
 * The savvy search's API (decision 095): the listed postings ranked by match with the user's own
 * library, each with its band, the proof of what it asks for and what is missing; hiding a posting
 * (with a reason) and showing it again.
 */

const MatchBandEnum = builder.enumType('MatchBand', { values: values(matchBands) });
const MatchPartNameEnum = builder.enumType('MatchPartName', { values: values(matchPartNames) });
const EducationLevelEnum = builder.enumType('EducationLevel', { values: values(educationLevels) });
const MatchEventKindEnum = builder.enumType('MatchEventKind', { values: values(matchEventKinds) });
const matchGapKinds = [
  'MISSING_SKILL',
  'TITLE',
  'SENIORITY_LOW',
  'SENIORITY_HIGH',
  'YEARS',
  'EDUCATION',
] as const satisfies ReadonlyArray<MatchGap['kind']>;
const MatchGapKindEnum = builder.enumType('MatchGapKind', { values: values(matchGapKinds) });
const HideReasonEnum = builder.enumType('HideReason', { values: values(hideReasons) });
const MatchAdjustmentKindEnum = builder.enumType('MatchAdjustmentKind', {
  values: values(matchAdjustmentKinds),
});

const MatchEvidenceType = builder.objectRef<MatchEvidence>('MatchEvidence').implement({
  description: 'Where the library proves a skill',
  fields: (t) => ({
    eventId: t.exposeID('eventId'),
    eventKind: t.expose('eventKind', { type: MatchEventKindEnum }),
    itemId: t.exposeID('itemId', {
      nullable: true,
      description: 'The bullet (accomplishment or coursework); null for the event’s own fields',
    }),
    text: t.exposeString('text', { description: 'The words that prove it' }),
    label: t.exposeString('label', {
      description: 'Which event, as the user wrote it: "Position, Company"',
    }),
  }),
});

const MatchedRequirementType = builder
  .objectRef<MatchedRequirement>('MatchedRequirement')
  .implement({
    fields: (t) => ({
      skill: t.exposeString('skill'),
      required: t.exposeBoolean('required'),
      evidence: t.expose('evidence', { type: [MatchEvidenceType] }),
    }),
  });

const MissingRequirementType = builder
  .objectRef<MissingRequirement>('MissingRequirement')
  .implement({
    fields: (t) => ({
      skill: t.exposeString('skill'),
      required: t.exposeBoolean('required'),
    }),
  });

const MatchPartType = builder.objectRef<MatchPart>('MatchPart').implement({
  fields: (t) => ({
    name: t.expose('name', { type: MatchPartNameEnum }),
    value: t.exposeFloat('value', { description: '0 to 1' }),
    weight: t.exposeFloat('weight', { description: 'The parts’ weights sum to 1' }),
  }),
});

const MatchGapType = builder.objectRef<MatchGap>('MatchGap').implement({
  description: 'Why the match is not higher',
  fields: (t) => ({
    kind: t.expose('kind', { type: MatchGapKindEnum }),
    skill: t.string({
      nullable: true,
      resolve: (gap) => (gap.kind === 'MISSING_SKILL' ? gap.skill : null),
    }),
    required: t.boolean({
      nullable: true,
      resolve: (gap) => (gap.kind === 'MISSING_SKILL' ? gap.required : null),
    }),
    seniority: t.field({
      type: SeniorityEnum,
      nullable: true,
      description: 'The posting’s',
      resolve: (gap) =>
        gap.kind === 'SENIORITY_LOW' || gap.kind === 'SENIORITY_HIGH' ? gap.seniority : null,
    }),
    years: t.int({
      nullable: true,
      description: 'The library’s years of work',
      resolve: (gap) => (gap.kind === 'YEARS' ? Math.floor(gap.years) : null),
    }),
    requiredYears: t.int({
      nullable: true,
      resolve: (gap) => (gap.kind === 'YEARS' ? gap.required : null),
    }),
    education: t.field({
      type: EducationLevelEnum,
      nullable: true,
      description: 'The posting’s',
      resolve: (gap) => (gap.kind === 'EDUCATION' ? gap.education : null),
    }),
  }),
});

const JobMatchType = builder.objectRef<JobMatch>('JobMatch').implement({
  description: 'How the library matches a posting: a band, never a percentage',
  fields: (t) => ({
    band: t.expose('band', { type: MatchBandEnum }),
    parts: t.expose('parts', { type: [MatchPartType] }),
    matched: t.expose('matched', { type: [MatchedRequirementType] }),
    missing: t.expose('missing', { type: [MissingRequirementType] }),
    biggestGap: t.expose('biggestGap', { type: MatchGapType, nullable: true }),
  }),
});

// The tracker's band: how a sent resume matches its application's posting (decision 094).
builder.objectField(SentDocument, 'match', (t) =>
  t.field({
    type: JobMatchType,
    nullable: true,
    description:
      'How the resume, as sent, matches the application’s posting (the job search’s posting at its address, else its position and notes); null for a cover letter or when the posting names no skill',
    // The row came from an owner-checked read; the query is filtered by its owner again.
    resolve: (sent, _args, context) => sentDocumentMatch(context.db, sent),
  }),
);

const MatchAdjustmentType = builder.objectRef<MatchAdjustment>('MatchAdjustment').implement({
  description: "Why this user's own saves and hides moved a result (one line the page can explain)",
  fields: (t) => ({
    kind: t.expose('kind', { type: MatchAdjustmentKindEnum }),
    reason: t.expose('reason', { type: HideReasonEnum, nullable: true }),
    postingTitle: t.exposeString('postingTitle'),
    company: t.exposeString('company'),
  }),
});

const SavvyResultType = builder.objectRef<SavvyResult>('SavvyResult').implement({
  fields: (t) => ({
    posting: t.expose('posting', { type: JobPosting }),
    match: t.expose('match', { type: JobMatchType }),
    adjustment: t.expose('adjustment', { type: MatchAdjustmentType, nullable: true }),
  }),
});

const SavvyPageType = builder.objectRef<SavvyPage>('SavvyPage').implement({
  fields: (t) => ({
    results: t.expose('results', { type: [SavvyResultType] }),
    nextOffset: t.exposeInt('nextOffset', {
      nullable: true,
      description: 'Pass as offset for the next page; null on the last',
    }),
    candidates: t.exposeInt('candidates', {
      description:
        'Postings that passed the filters and the candidate gate (ranked: at most savvyCandidateLimit, the newest)',
    }),
    candidatesCapped: t.exposeBoolean('candidatesCapped'),
    libraryEmpty: t.exposeBoolean('libraryEmpty', {
      description: 'The library proves no skill and holds no work: nothing to rank by',
    }),
  }),
});

const HiddenJobPostingType = builder.objectRef<HiddenPosting>('HiddenJobPosting').implement({
  fields: (t) => ({
    posting: t.expose('posting', { type: JobPosting }),
    reason: t.expose('reason', { type: HideReasonEnum }),
    hiddenAt: t.string({ description: 'ISO 8601', resolve: (row) => row.hiddenAt.toISOString() }),
  }),
});

/** A page of the ranking: `first` results from `offset`. */
const savvyPageSchema = z.strictObject({
  first: z.number().int().min(1).max(savvyLimits.pageSize).default(savvyLimits.defaultPageSize),
  offset: z.number().int().min(0).max(savvyLimits.offset).default(0),
});

builder.queryField('savvyPostings', (t) =>
  t.field({
    type: SavvyPageType,
    args: {
      search: t.arg({ type: JobSearchInput, required: false }),
      first: t.arg.int({
        required: false,
        description: `At most ${savvyLimits.pageSize}; ${savvyLimits.defaultPageSize} by default`,
      }),
      offset: t.arg.int({ required: false }),
    },
    description:
      'Listed postings ranked by match with the user’s own library. `search.query` (optional words) narrows the candidates; `sort` is ignored.',
    resolve: (_root, args, context) =>
      forUser(context, (db, userId) => {
        const search = parseInput(jobSearchInputSchema, given(args.search ?? {}));
        const page = parseInput(savvyPageSchema, given({ first: args.first, offset: args.offset }));
        return savvyPostings(db, userId, search, { ...page, today: isoDay() }, context.plans);
      }),
  }),
);

builder.queryField('hiddenJobPostings', (t) =>
  t.field({
    type: [HiddenJobPostingType],
    description: 'Postings the user hid from the savvy search, newest first',
    resolve: (_root, _args, context) =>
      forUser(context, (db, userId) => listHiddenPostings(db, userId)),
  }),
);

builder.objectField(JobMutations, 'hideJobPosting', (t) =>
  t.field({
    type: 'ID',
    args: {
      id: t.arg.id({ required: true }),
      reason: t.arg({ type: HideReasonEnum, required: true }),
    },
    description:
      'Hides a posting from the savvy search (the posting’s id); hiding it again changes the reason',
    resolve: (_root, args, context) =>
      forUser(context, (db, userId) =>
        hideJobPosting(db, userId, String(args.id), args.reason, context.plans),
      ),
  }),
);

builder.objectField(JobMutations, 'unhideJobPosting', (t) =>
  t.field({
    type: 'ID',
    args: { id: t.arg.id({ required: true }) },
    description: 'Shows a hidden posting in the savvy search again (the posting’s id)',
    resolve: (_root, args, context) =>
      forUser(context, (db, userId) =>
        unhideJobPosting(db, userId, String(args.id), context.plans),
      ),
  }),
);
