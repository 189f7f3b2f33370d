import {
  createResumeInputSchema,
  importResumeInputSchema,
  resumeNameSchema,
  ResumeTooLargeError,
  updateResumeInputSchema,
  type TargetJob,
} from '../../../domain/resume';
import type { ResumeRow } from '../../db/schema';
import { builder } from '../../graphql/builder';
import { apiError, errorCodes } from '../../graphql/errors';
import { parseInput } from '../../graphql/input';
import {
  contentScalar,
  DocumentLanguage,
  documentMutations,
  DocumentShare,
  DocumentTemplateEnum,
  PaperSizeEnum,
  readOnlyField,
} from '../document/document.graphql';
import { ImportEventsInput } from '../event/import-events.graphql';
import { forUser } from '../for-user';
import { getCurrentUser } from '../user/user.service';
import {
  createResume,
  getResume,
  importResume,
  listResumes,
  resumeStore,
  updateResume,
} from './resume.service';
import { tailorResume } from './tailor-resume';

contentScalar(
  'ResumeContent',
  "A resume's header, summary, sections (with the events they point at, and per event which bullets show, in which order, with optional wording) and theme, as JSON (src/domain/resume.ts)",
);

/**
 * A save that would make the resume too long to print: BAD_USER_INPUT on `content`, with
 * `reason: RESUME_TOO_LARGE` and the sizes, so the editor says it in the user's language.
 */
function tooLargeAsInput(error: unknown): never {
  if (!(error instanceof ResumeTooLargeError)) throw error;
  throw apiError(error.message, errorCodes.badUserInput, {
    field: 'content',
    reason: ResumeTooLargeError.code,
    ...error.details,
  });
}

const TargetJobType = builder.objectRef<TargetJob>('TargetJob').implement({
  description: 'The job a resume is written for',
  fields: (t) => ({
    title: t.exposeString('title'),
    company: t.exposeString('company'),
    description: t.exposeString('description'),
  }),
});

const Resume = builder.objectRef<ResumeRow>('Resume').implement({
  description: 'A resume built from the library',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    targetJob: t.expose('targetJob', { type: TargetJobType }),
    content: t.expose('content', { type: 'ResumeContent' }),
    share: t.field({ type: DocumentShare, resolve: (row) => row }),
    readOnly: readOnlyField(t, 'resumes', resumeStore),
    updatedAt: t.string({
      description: 'ISO 8601',
      resolve: (row) => row.updatedAt.toISOString(),
    }),
  }),
});

const TargetJobInput = builder.inputType('TargetJobInput', {
  fields: (t) => ({
    title: t.string({ required: false }),
    company: t.string({ required: false }),
    description: t.string({ required: false }),
  }),
});

const CreateResumeInput = builder.inputType('CreateResumeInput', {
  fields: (t) => ({
    name: t.string(),
    targetJob: t.field({ type: TargetJobInput, required: false }),
    template: t.field({ type: DocumentTemplateEnum, required: false }),
    language: t.field({ type: DocumentLanguage, required: false }),
    paper: t.field({ type: PaperSizeEnum, required: false }),
  }),
});

const ResumeLinkInput = builder.inputType('ResumeLinkInput', {
  fields: (t) => ({
    label: t.string(),
    url: t.string(),
  }),
});

const ResumeHeaderInput = builder.inputType('ResumeHeaderInput', {
  description: "A resume's header; a field left out is empty",
  fields: (t) => ({
    name: t.string({ required: false }),
    headline: t.string({ required: false }),
    email: t.string({ required: false }),
    phone: t.string({ required: false }),
    location: t.string({ required: false }),
    links: t.field({ type: [ResumeLinkInput], required: false }),
  }),
});

const ImportResumeInput = builder.inputType('ImportResumeInput', {
  description:
    "A JSON Resume as a new resume: every event of the file with its import key (`uuid`), and the header and summary from the file's basics",
  fields: (t) => ({
    name: t.string(),
    events: t.field({ type: ImportEventsInput }),
    header: t.field({ type: ResumeHeaderInput, required: false }),
    summary: t.string({ required: false }),
    template: t.field({ type: DocumentTemplateEnum, required: false }),
    language: t.field({ type: DocumentLanguage, required: false }),
    paper: t.field({ type: PaperSizeEnum, required: false }),
  }),
});

const UpdateResumeInput = builder.inputType('UpdateResumeInput', {
  description: 'What the editor saves; a part left out stays as it is',
  fields: (t) => ({
    name: t.string({ required: false }),
    targetJob: t.field({ type: TargetJobInput, required: false }),
    content: t.field({ type: 'ResumeContent', required: false }),
  }),
});

const ResumeMutations = builder.objectRef<object>('ResumeMutations');
builder.objectType(ResumeMutations, {
  description: 'Changes to resumes',
  fields: (t) => {
    const id = t.arg.id({ required: true });
    return {
      createResume: t.field({
        type: Resume,
        args: { input: t.arg({ type: CreateResumeInput, required: true }) },
        description: "A new resume, starting with the user's most recent events",
        resolve: (_parent, args, context) =>
          forUser(context, async (db) => {
            const user = await getCurrentUser(db, context.caller!);
            // Without a language, the profile's preferred one (decision 103).
            const language = args.input.language ?? user.language;
            const input = parseInput(createResumeInputSchema, { ...args.input, language });
            return createResume(db, user, input, context.plans);
          }),
      }),
      importResume: t.field({
        type: Resume,
        args: { input: t.arg({ type: ImportResumeInput, required: true }) },
        description:
          "A new resume from a JSON Resume: the file's new events join the library, and the resume points at all of the file's events, in one transaction",
        resolve: (_parent, args, context) =>
          forUser(context, (db, userId) =>
            importResume(
              db,
              userId,
              parseInput(importResumeInputSchema, args.input),
              context.plans,
            ),
          ),
      }),
      tailorResume: t.field({
        type: Resume,
        args: { postingId: t.arg.id({ required: true }) },
        description:
          'A new resume for this posting: its target job filled, the events that prove its requirements selected (proving bullets first)',
        resolve: (_parent, args, context) =>
          forUser(context, async (db) => {
            const user = await getCurrentUser(db, context.caller!);
            return tailorResume(db, user, String(args.postingId), context.plans);
          }),
      }),
      updateResume: t.field({
        type: Resume,
        args: { id, input: t.arg({ type: UpdateResumeInput, required: true }) },
        resolve: (_parent, args, context) =>
          forUser(context, (db, userId) =>
            updateResume(
              db,
              userId,
              String(args.id),
              parseInput(updateResumeInputSchema, args.input),
              context.plans,
            ).catch(tooLargeAsInput),
          ),
      }),
      ...documentMutations(t, {
        name: 'Resume',
        noun: 'resume',
        type: Resume,
        store: resumeStore,
        nameSchema: resumeNameSchema,
      }),
    };
  },
});

builder.mutationField('resume', (t) =>
  t.field({ type: ResumeMutations, description: 'Resume mutations', resolve: () => ({}) }),
);

builder.queryField('resumes', (t) =>
  t.field({
    type: [Resume],
    description: "The signed-in user's resumes, the last changed first",
    resolve: (_root, _args, context) => forUser(context, (db, userId) => listResumes(db, userId)),
  }),
);

builder.queryField('resume', (t) =>
  t.field({
    type: Resume,
    args: { id: t.arg.id({ required: true }) },
    description: "One of the signed-in user's resumes; NO_DATA_FOUND for any other id",
    resolve: (_root, args, context) =>
      forUser(context, (db, userId) => getResume(db, userId, String(args.id))),
  }),
);
