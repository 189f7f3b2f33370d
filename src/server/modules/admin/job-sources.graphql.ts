import { postingSourceKinds } from '../../../domain/job-posting';
import { builder } from '../../graphql/builder';
import { noDataFound } from '../../graphql/errors';
import { values } from '../job-application/job-application.graphql';
import { forAdmin } from './admin-access';
import {
  listJobSources,
  runsShown,
  type JobSourceRun,
  type JobSourceView,
} from './job-sources.service';

/** The admin view of the job sources (decision 093); FORBIDDEN for anyone but an admin. */

const JobSourceKindEnum = builder.enumType('JobSourceKind', { values: values(postingSourceKinds) });
const IngestStatusEnum = builder.enumType('IngestStatus', {
  values: values(['RUNNING', 'SUCCEEDED', 'FAILED'] as const),
});
const JobSourceRunRequestEnum = builder.enumType('JobSourceRunRequest', {
  description: 'What asking for an ingest now got',
  values: {
    REQUESTED: { value: 'REQUESTED', description: 'An ingest is queued' },
    ALREADY_WAITING: {
      value: 'ALREADY_WAITING',
      description: 'One was queued already; it reads the feed as it is then',
    },
    QUEUE_NOT_STARTED: {
      value: 'QUEUE_NOT_STARTED',
      description: 'The ingest queue has not started (yet, or its database is away): try later',
    },
  } as const,
});

type Skipped = JobSourceRun['skippedRecords'][number];

const SkippedRecord = builder.objectRef<Skipped>('JobSourceSkippedRecord').implement({
  description: 'A record of a feed that was skipped, and why',
  fields: (t) => ({
    externalId: t.string({ nullable: true, resolve: (record) => record.externalId ?? null }),
    reason: t.exposeString('error'),
  }),
});

const JobSourceRunType = builder.objectRef<JobSourceRun>('JobSourceRun').implement({
  description: 'One ingest of one source',
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.expose('status', { type: IngestStatusEnum }),
    startedAt: t.string({ description: 'ISO 8601', resolve: (run) => run.startedAt.toISOString() }),
    finishedAt: t.string({
      nullable: true,
      description: 'ISO 8601; null while it runs',
      resolve: (run) => run.finishedAt?.toISOString() ?? null,
    }),
    read: t.exposeInt('read', { description: 'Records in the feed' }),
    added: t.exposeInt('added'),
    updated: t.exposeInt('updated'),
    expired: t.exposeInt('expired', { description: 'Postings that left the feed' }),
    skipped: t.exposeInt('skipped', { description: 'Records that failed their checks' }),
    skippedRecords: t.field({
      type: [SkippedRecord],
      description: 'The first few skipped records (`skipped` counts them all)',
      resolve: (run) => run.skippedRecords,
    }),
    error: t.exposeString('error', {
      nullable: true,
      description: 'Why the run failed, as a short safe text',
    }),
  }),
});

const JobSource = builder.objectRef<JobSourceView>('JobSource').implement({
  description: 'A feed the job search reads',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'As configured, e.g. greenhouse:acme' }),
    kind: t.expose('kind', { type: JobSourceKindEnum }),
    board: t.exposeString('board', { description: 'The board, or the address or file read' }),
    configured: t.exposeBoolean('configured', {
      description: 'In JOB_SOURCES now; false for a source read before and dropped since',
    }),
    listed: t.exposeInt('listed', { description: 'Its postings listed now' }),
    runs: t.field({
      type: [JobSourceRunType],
      description: `Its last ${runsShown} runs, newest first`,
      resolve: (source) => source.runs,
    }),
  }),
});

builder.queryField('jobSources', (t) =>
  t.field({
    type: [JobSource],
    description: 'Admin only: the job sources, their last runs and postings',
    resolve: (_root, _args, context) =>
      forAdmin(context, (db) => listJobSources(db, context.admin.sources)),
  }),
);

const JobSourceMutations = builder.objectRef<object>('JobSourceMutations');
builder.objectType(JobSourceMutations, {
  description: 'Admin only: the job sources',
  fields: (t) => ({
    runNow: t.field({
      type: JobSourceRunRequestEnum,
      args: { id: t.arg.id({ required: true }) },
      description: 'Asks for an ingest of a configured source now; NO_DATA_FOUND for another id',
      resolve: (_root, args, context) =>
        forAdmin(context, () => {
          const id = String(args.id);
          if (!context.admin.sources.some((source) => source.id === id)) throw noDataFound();
          return context.admin.requestIngest(id);
        }),
    }),
  }),
});

builder.mutationField('jobSource', (t) =>
  t.field({ type: JobSourceMutations, description: 'Job source mutations', resolve: () => ({}) }),
);
