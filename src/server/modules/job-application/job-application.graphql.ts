import { OperationTypeNode } from 'graphql';
import { z } from 'zod';
import {
  archiveReasons,
  createJobApplicationInputSchema,
  isoDateSchema,
  jobStages,
  moveJobApplicationInputSchema,
  salaryPeriods,
  sentDocumentKinds,
  updateJobApplicationInputSchema,
  workplaceTypes,
  type JobContact,
  type Salary,
  type StageChange,
} from '../../../domain/job-application';
import type { JobApplicationRow } from '../../db/schema';
import { builder, type Context } from '../../graphql/builder';
import { DocumentLanguage } from '../document/document.graphql';
import { parseInput } from '../../graphql/input';
import { forUser } from '../for-user';
import { readOncePerQuery } from '../query-reads';
import { calendarFeedPath, createCalendarFeed, revokeCalendarFeed } from './calendar.service';
import {
  archiveJobApplication,
  countDueJobApplications,
  createJobApplication,
  deleteJobApplication,
  detachDocument,
  getJobApplication,
  listJobApplications,
  sentDocumentsByApplication,
  listSentDocumentsOf,
  moveJobApplication,
  restoreJobApplication,
  unarchiveJobApplication,
  updateJobApplication,
  type SentDocumentSummary,
} from './job-application.service';

/**
 * The job tracker's API (docs/product/api.md, decision 087): a user's applications, their stage
 * history and the documents sent with them. Attaching a document (which prints it) is the REST
 * route `POST /api/job-applications/{id}/documents`, where renders are limited.
 */

/** A GraphQL enum's values from a domain list. */
export const values = <T extends string>(list: readonly T[]) =>
  Object.fromEntries(list.map((value) => [value, { value }])) as Record<T, { value: T }>;

const JobStageEnum = builder.enumType('JobStage', { values: values(jobStages) });
export const WorkplaceTypeEnum = builder.enumType('WorkplaceType', {
  values: values(workplaceTypes),
});
const ArchiveReasonEnum = builder.enumType('ArchiveReason', {
  description: 'Why an application left the board',
  values: values(archiveReasons),
});
export const SalaryPeriodEnum = builder.enumType('SalaryPeriod', { values: values(salaryPeriods) });
const SentDocumentKindEnum = builder.enumType('SentDocumentKind', {
  values: values(sentDocumentKinds),
});

const SalaryType = builder.objectRef<Salary>('Salary').implement({
  fields: (t) => ({
    min: t.exposeFloat('min', { nullable: true }),
    max: t.exposeFloat('max', { nullable: true }),
    currency: t.exposeString('currency', { description: 'ISO 4217' }),
    period: t.expose('period', { type: SalaryPeriodEnum }),
  }),
});

const StageChangeType = builder.objectRef<StageChange>('StageChange').implement({
  description: 'A move of the application to a stage, dated by the user',
  fields: (t) => ({
    stage: t.expose('stage', { type: JobStageEnum }),
    at: t.exposeString('at', { description: 'YYYY-MM-DD' }),
  }),
});

const JobContactType = builder.objectRef<JobContact>('JobContact').implement({
  fields: (t) => ({
    id: t.exposeString('id', { description: 'The client’s id, unique within the application' }),
    name: t.exposeString('name'),
    role: t.exposeString('role'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone'),
    link: t.exposeString('link'),
    notes: t.exposeString('notes'),
  }),
});

export const SentDocument = builder.objectRef<SentDocumentSummary>('SentDocument').implement({
  description:
    'A frozen copy of a resume or cover letter as it was sent; its PDF is GET /api/job-applications/{id}/documents/{sentId}/pdf',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.expose('kind', { type: SentDocumentKindEnum }),
    name: t.exposeString('name', { description: 'The document’s name when it was sent' }),
    sentAt: t.string({ description: 'ISO 8601', resolve: (row) => row.sentAt.toISOString() }),
    sourceId: t.exposeID('sourceId', {
      nullable: true,
      description: 'The resume or letter it was made from (it may have been deleted since)',
    }),
  }),
});

/**
 * The sent documents a query's list of applications read beside its rows, by application: each
 * row's `sentDocuments` then answers at once, where a promise per row was a large part of a long
 * list's cost (bench/tracker/MEASUREMENTS.md). The list is the user's own, like every row the
 * query can reach.
 */
const sentInQuery = new WeakMap<Context, Map<string, SentDocumentSummary[]>>();

export const JobApplication = builder.objectRef<JobApplicationRow>('JobApplication').implement({
  description: 'An application in the job tracker',
  fields: (t) => ({
    id: t.exposeID('id'),
    company: t.exposeString('company'),
    position: t.exposeString('position'),
    postingUrl: t.exposeString('postingUrl'),
    location: t.exposeString('location'),
    remote: t.expose('remote', { type: WorkplaceTypeEnum, nullable: true }),
    salary: t.expose('salary', { type: SalaryType, nullable: true }),
    source: t.exposeString('source'),
    stage: t.expose('stage', { type: JobStageEnum }),
    order: t.exposeInt('sortOrder', {
      description: 'The place on the board within its stage, smallest first',
    }),
    history: t.expose('history', { type: [StageChangeType] }),
    archived: t.boolean({ resolve: (row) => row.archivedReason !== null }),
    archivedReason: t.expose('archivedReason', { type: ArchiveReasonEnum, nullable: true }),
    deadline: t.exposeString('deadline', { nullable: true, description: 'YYYY-MM-DD' }),
    nextFollowUp: t.exposeString('nextFollowUp', { nullable: true, description: 'YYYY-MM-DD' }),
    excitement: t.exposeInt('excitement', { nullable: true, description: '1 to 5' }),
    notes: t.exposeString('notes', { description: 'Plain text' }),
    contacts: t.expose('contacts', { type: [JobContactType] }),
    sentDocuments: t.field({
      type: [SentDocument],
      description: 'What was sent with it, the first sent first',
      // The row came from an owner-checked read: its owner's documents are the ones to read. A
      // query reads them all once, however many applications it lists.
      resolve: (row, _args, context, info) => {
        const listed = sentInQuery.get(context);
        if (listed) return listed.get(row.id) ?? [];
        return info.operation.operation === OperationTypeNode.QUERY
          ? readOncePerQuery(context, info, `sent:${row.userId}`, () =>
              sentDocumentsByApplication(context.db, row.userId),
            ).then((sent) => sent.get(row.id) ?? [])
          : listSentDocumentsOf(context.db, row.userId, row.id);
      },
    }),
    createdAt: t.string({ description: 'ISO 8601', resolve: (row) => row.createdAt.toISOString() }),
    updatedAt: t.string({ description: 'ISO 8601', resolve: (row) => row.updatedAt.toISOString() }),
  }),
});

const SalaryInput = builder.inputType('SalaryInput', {
  fields: (t) => ({
    min: t.float({ required: false }),
    max: t.float({ required: false }),
    currency: t.string({ description: 'ISO 4217, three letters' }),
    period: t.field({ type: SalaryPeriodEnum }),
  }),
});

const StageChangeInput = builder.inputType('StageChangeInput', {
  fields: (t) => ({
    stage: t.field({ type: JobStageEnum }),
    at: t.string({ description: 'YYYY-MM-DD' }),
  }),
});

const JobContactInput = builder.inputType('JobContactInput', {
  fields: (t) => ({
    id: t.string(),
    name: t.string({ required: false }),
    role: t.string({ required: false }),
    email: t.string({ required: false }),
    phone: t.string({ required: false }),
    link: t.string({ required: false }),
    notes: t.string({ required: false }),
  }),
});

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** The fields the user edits, each optional (an update leaves out what stays). */
const editableFields = (t: PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>) => ({
  position: t.string({ required: false }),
  postingUrl: t.string({ required: false }),
  location: t.string({ required: false }),
  remote: t.field({ type: WorkplaceTypeEnum, required: false }),
  salary: t.field({ type: SalaryInput, required: false }),
  source: t.string({ required: false }),
  history: t.field({ type: [StageChangeInput], required: false }),
  deadline: t.string({ required: false, description: 'YYYY-MM-DD' }),
  nextFollowUp: t.string({ required: false, description: 'YYYY-MM-DD' }),
  excitement: t.int({ required: false, description: '1 to 5' }),
  notes: t.string({ required: false }),
  contacts: t.field({ type: [JobContactInput], required: false }),
});

const CreateJobApplicationInput = builder.inputType('CreateJobApplicationInput', {
  fields: (t) => ({
    company: t.string(),
    stage: t.field({ type: JobStageEnum, required: false, description: 'SAVED by default' }),
    ...editableFields(t),
  }),
});

const UpdateJobApplicationInput = builder.inputType('UpdateJobApplicationInput', {
  description: 'What the detail view saves; a field left out stays as it is, null clears it',
  fields: (t) => ({
    company: t.string({ required: false }),
    ...editableFields(t),
  }),
});

const CalendarFeed = builder.objectRef<{ url: string }>('CalendarFeed').implement({
  description: 'A private calendar feed of the tracker’s dates',
  fields: (t) => ({
    url: t.exposeString('url', {
      description:
        'The address a calendar app subscribes to; its secret is shown only now (only its hash is kept)',
    }),
  }),
});

export const JobMutations = builder.objectRef<object>('JobMutations');
builder.objectType(JobMutations, {
  description: 'Changes to the job tracker',
  fields: (t) => {
    const id = t.arg.id({ required: true });
    return {
      createJobApplication: t.field({
        type: JobApplication,
        args: { input: t.arg({ type: CreateJobApplicationInput, required: true }) },
        description: 'A new application at the end of its stage’s column, its history from today',
        resolve: (_parent, args, context) =>
          forUser(context, (db, userId) =>
            createJobApplication(
              db,
              userId,
              parseInput(createJobApplicationInputSchema, args.input),
            ),
          ),
      }),
      updateJobApplication: t.field({
        type: JobApplication,
        args: { id, input: t.arg({ type: UpdateJobApplicationInput, required: true }) },
        resolve: (_parent, args, context) =>
          forUser(context, (db, userId) =>
            updateJobApplication(
              db,
              userId,
              String(args.id),
              parseInput(updateJobApplicationInputSchema, args.input),
            ),
          ),
      }),
      moveJobApplication: t.field({
        type: JobApplication,
        args: {
          id,
          stage: t.arg({ type: JobStageEnum, required: true }),
          position: t.arg.int({ required: true, description: 'The place in the column, 0 first' }),
          at: t.arg.string({
            required: false,
            description: 'The move’s date, YYYY-MM-DD; today if left out',
          }),
        },
        description:
          'A card dragged on the board: to a stage (added to the history) and a place in its column',
        resolve: (_parent, args, context) =>
          forUser(context, (db, userId) =>
            moveJobApplication(
              db,
              userId,
              String(args.id),
              parseInput(moveJobApplicationInputSchema, {
                stage: args.stage,
                position: args.position,
                at: args.at,
              }),
            ),
          ),
      }),
      archiveJobApplication: t.field({
        type: JobApplication,
        args: { id, reason: t.arg({ type: ArchiveReasonEnum, required: true }) },
        description: 'Off the board, for a reason; it keeps its stage and history',
        resolve: (_parent, args, context) =>
          forUser(context, (db, userId) =>
            archiveJobApplication(db, userId, String(args.id), args.reason),
          ),
      }),
      unarchiveJobApplication: t.field({
        type: JobApplication,
        args: { id },
        description: 'Back on the board, at the end of its stage’s column',
        resolve: (_parent, args, context) =>
          forUser(context, (db, userId) => unarchiveJobApplication(db, userId, String(args.id))),
      }),
      deleteJobApplication: t.field({
        type: 'ID',
        args: { id },
        description: 'Deletes an application (undo with restoreJobApplication); returns its id',
        resolve: (_parent, args, context) =>
          forUser(context, (db, userId) => deleteJobApplication(db, userId, String(args.id))),
      }),
      restoreJobApplication: t.field({
        type: JobApplication,
        args: { id },
        resolve: (_parent, args, context) =>
          forUser(context, (db, userId) => restoreJobApplication(db, userId, String(args.id))),
      }),
      detachDocument: t.field({
        type: JobApplication,
        args: { id, sentDocumentId: t.arg.id({ required: true }) },
        description: 'Removes a sent document from the application; its frozen copy is gone',
        resolve: (_parent, args, context) =>
          forUser(context, (db, userId) =>
            detachDocument(db, userId, String(args.id), String(args.sentDocumentId)),
          ),
      }),
      createCalendarFeed: t.field({
        type: CalendarFeed,
        args: {
          language: t.arg({
            type: DocumentLanguage,
            required: false,
            description: 'The language of the events’ titles; English if left out',
          }),
        },
        description:
          'A new private feed of the deadlines, follow-ups and interviews of the applications on the board; it replaces the previous one',
        resolve: (_parent, args, context) =>
          forUser(context, async (db, userId) => {
            const token = await createCalendarFeed(db, userId, args.language ?? 'en');
            return { url: `${context.publicUrl}${calendarFeedPath(token)}` };
          }),
      }),
      revokeCalendarFeed: t.boolean({
        description: 'The calendar feed stops answering; false when there was none',
        resolve: (_parent, _args, context) =>
          forUser(context, (db, userId) => revokeCalendarFeed(db, userId)),
      }),
    };
  },
});

builder.mutationField('job', (t) =>
  t.field({
    type: JobMutations,
    description: 'Job mutations: the tracker’s applications',
    resolve: () => ({}),
  }),
);

builder.queryField('jobApplications', (t) =>
  t.field({
    type: [JobApplication],
    description:
      "All of the signed-in user's applications, archived ones included: by stage, then board order",
    resolve: (_root, _args, context) =>
      forUser(context, async (db, userId) => {
        const [rows, sent] = await Promise.all([
          listJobApplications(db, userId),
          sentDocumentsByApplication(db, userId),
        ]);
        sentInQuery.set(context, sent);
        return rows;
      }),
  }),
);

builder.queryField('jobApplication', (t) =>
  t.field({
    type: JobApplication,
    args: { id: t.arg.id({ required: true }) },
    description: "One of the signed-in user's applications; NO_DATA_FOUND for any other id",
    resolve: (_root, args, context) =>
      forUser(context, (db, userId) => getJobApplication(db, userId, String(args.id))),
  }),
);

const dueCountArgs = z.strictObject({ today: isoDateSchema });

builder.queryField('dueJobApplicationCount', (t) =>
  t.int({
    args: { today: t.arg.string({ required: true, description: 'The user’s day, YYYY-MM-DD' }) },
    description:
      "How many of the signed-in user's applications on the board (not archived) have a follow-up or a deadline on or before `today`",
    resolve: (_root, args, context) =>
      forUser(context, (db, userId) =>
        countDueJobApplications(db, userId, parseInput(dueCountArgs, args).today),
      ),
  }),
);
