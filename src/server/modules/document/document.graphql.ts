import type { ObjectRef } from '@pothos/core';
import { valueFromASTUntyped, type GraphQLResolveInfo } from 'graphql';
import { z } from 'zod';
import { languages } from '../../../domain/language';
import type { PlanLimits } from '../../../domain/plan';
import { paperSizes, resumeTemplates } from '../../../domain/resume-document';
import { builder, type Context } from '../../graphql/builder';
import { badUserInput } from '../../graphql/errors';
import { parseInput } from '../../graphql/input';
import type { Database } from '../../db/database';
import { forUser } from '../for-user';
import { limitsOf, type PlanSwitch } from '../plan/plan-limits';
import { readOncePerQuery } from '../query-reads';
import type { Transaction } from './document-store';

/**
 * What every kind of document (resumes, cover letters) shows and takes in the API the same way:
 * the design enums, the public link, and the mutations that only the store knows
 * (document-store.ts) — copy, delete, restore, share, new link.
 */

const upper = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((value) => [value.toUpperCase(), { value }])) as Record<
    Uppercase<T>,
    { value: T }
  >;

export const DocumentTemplateEnum = builder.enumType('ResumeTemplate', {
  description: 'A design; a cover letter uses the same designs as the resumes',
  values: upper(resumeTemplates),
});
export const PaperSizeEnum = builder.enumType('PaperSize', {
  values: Object.fromEntries(paperSizes.map((value) => [value, { value }])) as Record<
    (typeof paperSizes)[number],
    { value: (typeof paperSizes)[number] }
  >,
});
export const DocumentLanguage = builder.enumType('DocumentLanguage', { values: upper(languages) });

/** A document's content as a JSON object, checked by the resolvers with the domain schema. */
export function jsonObject(value: unknown): object {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badUserInput('content must be a JSON object', 'content');
  }
  return value;
}

/** A JSON scalar for one kind's content. */
export function contentScalar(name: 'ResumeContent' | 'CoverLetterContent', description: string) {
  builder.scalarType(name, {
    description,
    serialize: (value) => value,
    parseValue: jsonObject,
    parseLiteral: (ast, variables) => jsonObject(valueFromASTUntyped(ast, variables)),
  });
}

interface SharedRow {
  userId: string;
  shareId: string;
  shareEnabled: boolean;
  shareIndexable: boolean;
  viewCount: number;
}

export const DocumentShare = builder.objectRef<SharedRow>('DocumentShare').implement({
  description: "A document's public link: /r/{id} for a resume, /c/{id} for a cover letter",
  fields: (t) => ({
    id: t.exposeString('shareId', { description: '22 base64url characters' }),
    enabled: t.exposeBoolean('shareEnabled'),
    indexable: t.exposeBoolean('shareIndexable', {
      description: 'Search engines may index the page (X-Robots-Tag: noindex otherwise)',
    }),
    viewCount: t.int({
      nullable: true,
      description:
        'Views of the public page; null on a plan without view counts (they are still counted)',
      resolve: async (row, _args, context, info) =>
        (await planLimitsFor(context, info, row.userId)).shareViewCounts ? row.viewCount : null,
    }),
  }),
});

/** The owner's plan limits, read once per query however many documents ask. */
export const planLimitsFor = (context: Context, info: GraphQLResolveInfo, userId: string) =>
  readOncePerQuery(context, info, `planLimits:${userId}`, () =>
    limitsOf(context.db, context.plans, userId),
  );

/**
 * A document's `readOnly` field: past the plan's limit (a Premium that ended), it refuses changes
 * but still downloads and shares (decision 100). The editable ids are read once per query.
 */
export function readOnlyField(
  t: PothosSchemaTypes.ObjectFieldBuilder<Types, { id: string; userId: string }>,
  kind: string,
  store: Pick<Store<object>, 'editableIds'>,
) {
  return t.boolean({
    description:
      'Past the plan’s limit (kept from a Premium that ended): it can be downloaded and shared, not changed',
    resolve: async (row, _args, context, info) => {
      const editable = await readOncePerQuery(context, info, `editable:${kind}:${row.userId}`, () =>
        planLimitsFor(context, info, row.userId).then((limits) =>
          store.editableIds(context.db, row.userId, limits),
        ),
      );
      return editable !== null && !editable.has(row.id);
    },
  });
}

const DocumentSharingInput = builder.inputType('DocumentSharingInput', {
  fields: (t) => ({
    enabled: t.boolean(),
    indexable: t.boolean({ required: false }),
  }),
});

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
type Store<Row> = {
  duplicate(
    db: Database,
    userId: string,
    id: string,
    name: string,
    plans: PlanSwitch,
  ): Promise<Row>;
  remove(db: Database, userId: string, id: string): Promise<string>;
  restore(db: Database, userId: string, id: string, plans: PlanSwitch): Promise<Row>;
  editableIds(
    db: Database | Transaction,
    userId: string,
    limits: PlanLimits,
  ): Promise<Set<string> | null>;
  setSharing(
    db: Database,
    userId: string,
    id: string,
    sharing: { enabled: boolean; indexable: boolean },
  ): Promise<Row>;
  replaceShareLink(db: Database, userId: string, id: string): Promise<Row>;
};

/**
 * The mutations every kind has, named for the kind (`duplicateResume`, `deleteCoverLetter` …), to
 * spread into the kind's mutation type.
 */
export function documentMutations(
  t: PothosSchemaTypes.ObjectFieldBuilder<Types, object>,
  kind: {
    /** "Resume", "CoverLetter". */
    name: string;
    /** "resume", "cover letter": the kind in descriptions. */
    noun: string;
    type: ObjectRef<Types, object>;
    store: Store<object>;
    nameSchema: z.ZodType<string>;
  },
) {
  const id = t.arg.id({ required: true });
  const { name, noun, type, store } = kind;
  return {
    [`duplicate${name}`]: t.field({
      type,
      args: { id, name: t.arg.string({ required: true }) },
      description: 'A copy under a new name, with sharing off',
      resolve: (_parent, args, context) =>
        forUser(context, (db, userId) =>
          store.duplicate(
            db,
            userId,
            String(args.id),
            parseInput(z.strictObject({ name: kind.nameSchema }), { name: args.name }).name,
            context.plans,
          ),
        ),
    }),
    [`delete${name}`]: t.field({
      type: 'ID',
      args: { id },
      description: `Deletes a ${noun} (undo with restore${name}); returns its id`,
      resolve: (_parent, args, context) =>
        forUser(context, (db, userId) => store.remove(db, userId, String(args.id))),
    }),
    [`restore${name}`]: t.field({
      type,
      args: { id },
      resolve: (_parent, args, context) =>
        forUser(context, (db, userId) => store.restore(db, userId, String(args.id), context.plans)),
    }),
    [`set${name}Sharing`]: t.field({
      type,
      args: { id, input: t.arg({ type: DocumentSharingInput, required: true }) },
      description: 'Turns the public link on or off, and allows search engines or not',
      resolve: (_parent, args, context) =>
        forUser(context, (db, userId) =>
          store.setSharing(db, userId, String(args.id), {
            enabled: args.input.enabled,
            indexable: args.input.indexable ?? false,
          }),
        ),
    }),
    [`replace${name}ShareLink`]: t.field({
      type,
      args: { id },
      description: 'A new public link; the old one answers 404 from now on',
      resolve: (_parent, args, context) =>
        forUser(context, (db, userId) => store.replaceShareLink(db, userId, String(args.id))),
    }),
  };
}
