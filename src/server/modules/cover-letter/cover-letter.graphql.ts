import type { GraphQLResolveInfo } from 'graphql';
import {
  coverLetterNameSchema,
  createCoverLetterInputSchema,
  updateCoverLetterInputSchema,
  type LetterTargetJob,
} from '../../../domain/cover-letter';
import type { CoverLetterRow } from '../../db/schema';
import { builder, type Context } from '../../graphql/builder';
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
import { forUser } from '../for-user';
import { readOncePerQuery } from '../query-reads';
import { getCurrentUser } from '../user/user.service';
import {
  coverLetterStore,
  createCoverLetter,
  letterParagraphs,
  resolveLetter,
  updateCoverLetter,
} from './cover-letter.service';

contentScalar(
  'CoverLetterContent',
  "A cover letter's sender, date, recipient, greeting, paragraphs (each pointing at a library paragraph, with optional wording of its own), closing, signature and theme, as JSON (src/domain/cover-letter.ts)",
);

const LetterTargetJobType = builder.objectRef<LetterTargetJob>('LetterTargetJob').implement({
  description: 'The job a cover letter is written for; it fills the paragraphs’ placeholders',
  fields: (t) => ({
    position: t.exposeString('position'),
    company: t.exposeString('company'),
    hiringManager: t.exposeString('hiringManager'),
    description: t.exposeString('description'),
  }),
});

/**
 * A user's paragraphs for a letter's fields: read once per user in a query however many letters
 * it lists (`coverLetters`), and afresh in a mutation, which may have just changed them.
 */
const paragraphsFor = (context: Context, info: GraphQLResolveInfo, userId: string) =>
  readOncePerQuery(context, info, `paragraphs:${userId}`, () =>
    letterParagraphs(context.db, userId),
  );

const CoverLetter = builder.objectRef<CoverLetterRow>('CoverLetter').implement({
  description: 'A cover letter built from the library’s paragraphs',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    targetJob: t.expose('targetJob', { type: LetterTargetJobType }),
    content: t.expose('content', { type: 'CoverLetterContent' }),
    share: t.field({ type: DocumentShare, resolve: (row) => row }),
    readOnly: readOnlyField(t, 'coverLetters', coverLetterStore),
    missingPlaceholders: t.stringList({
      description:
        'The placeholders nothing fills yet (`company` with no company in the target job, or an unknown name), each once',
      // The row came from an owner-checked read: its owner's paragraphs are the ones to read.
      resolve: async (row, _args, context, info) =>
        resolveLetter(row, await paragraphsFor(context, info, row.userId)).missing,
    }),
    updatedAt: t.string({
      description: 'ISO 8601',
      resolve: (row) => row.updatedAt.toISOString(),
    }),
  }),
});

const LetterTargetJobInput = builder.inputType('LetterTargetJobInput', {
  fields: (t) => ({
    position: t.string({ required: false }),
    company: t.string({ required: false }),
    hiringManager: t.string({ required: false }),
    description: t.string({ required: false }),
  }),
});

const CreateCoverLetterInput = builder.inputType('CreateCoverLetterInput', {
  fields: (t) => ({
    name: t.string(),
    targetJob: t.field({ type: LetterTargetJobInput, required: false }),
    resumeId: t.id({
      required: false,
      description: 'The resume to match: the letter takes its header, template, theme, language',
    }),
    template: t.field({ type: DocumentTemplateEnum, required: false }),
    language: t.field({ type: DocumentLanguage, required: false }),
    paper: t.field({ type: PaperSizeEnum, required: false }),
  }),
});

const UpdateCoverLetterInput = builder.inputType('UpdateCoverLetterInput', {
  description: 'What the editor saves; a part left out stays as it is',
  fields: (t) => ({
    name: t.string({ required: false }),
    targetJob: t.field({ type: LetterTargetJobInput, required: false }),
    content: t.field({ type: 'CoverLetterContent', required: false }),
  }),
});

const CoverLetterMutations = builder.objectRef<object>('CoverLetterMutations');
builder.objectType(CoverLetterMutations, {
  description: 'Changes to cover letters',
  fields: (t) => ({
    createCoverLetter: t.field({
      type: CoverLetter,
      args: { input: t.arg({ type: CreateCoverLetterInput, required: true }) },
      description: 'A new cover letter, dated today; matched to a resume, it takes its design',
      resolve: (_parent, args, context) =>
        forUser(context, async (db) => {
          const user = await getCurrentUser(db, context.caller!);
          // Without a language, the profile's preferred one (decision 103).
          const language = args.input.language ?? user.language;
          const input = parseInput(createCoverLetterInputSchema, { ...args.input, language });
          return createCoverLetter(db, user, input, context.plans);
        }),
    }),
    updateCoverLetter: t.field({
      type: CoverLetter,
      args: {
        id: t.arg.id({ required: true }),
        input: t.arg({ type: UpdateCoverLetterInput, required: true }),
      },
      resolve: (_parent, args, context) =>
        forUser(context, (db, userId) =>
          updateCoverLetter(
            db,
            userId,
            String(args.id),
            parseInput(updateCoverLetterInputSchema, args.input),
            context.plans,
          ),
        ),
    }),
    ...documentMutations(t, {
      name: 'CoverLetter',
      noun: 'cover letter',
      type: CoverLetter,
      store: coverLetterStore,
      nameSchema: coverLetterNameSchema,
    }),
  }),
});

builder.mutationField('coverLetter', (t) =>
  t.field({
    type: CoverLetterMutations,
    description: 'Cover-letter mutations',
    resolve: () => ({}),
  }),
);

builder.queryField('coverLetters', (t) =>
  t.field({
    type: [CoverLetter],
    description: "The signed-in user's cover letters, the last changed first",
    resolve: (_root, _args, context) =>
      forUser(context, (db, userId) => coverLetterStore.list(db, userId)),
  }),
);

builder.queryField('coverLetter', (t) =>
  t.field({
    type: CoverLetter,
    args: { id: t.arg.id({ required: true }) },
    description: "One of the signed-in user's cover letters; NO_DATA_FOUND for any other id",
    resolve: (_root, args, context) =>
      forUser(context, (db, userId) => coverLetterStore.find(db, userId, String(args.id))),
  }),
);
