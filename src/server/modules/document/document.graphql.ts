import type { ObjectRef } from '@pothos/core';
import { valueFromASTUntyped } from 'graphql';
import { z } from 'zod';
import { languages } from '../../../domain/language';
import { paperSizes, resumeTemplates } from '../../../domain/resume-document';
import { builder } from '../../graphql/builder';
import { badUserInput } from '../../graphql/errors';
import { parseInput } from '../../graphql/input';
import type { Database } from '../../db/database';
import { forUser } from '../for-user';

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
    viewCount: t.exposeInt('viewCount'),
  }),
});

const DocumentSharingInput = builder.inputType('DocumentSharingInput', {
  fields: (t) => ({
    enabled: t.boolean(),
    indexable: t.boolean({ required: false }),
  }),
});

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
type Store<Row> = {
  duplicate(db: Database, userId: string, id: string, name: string): Promise<Row>;
  remove(db: Database, userId: string, id: string): Promise<string>;
  restore(db: Database, userId: string, id: string): Promise<Row>;
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
        forUser(context, (db, userId) => store.restore(db, userId, String(args.id))),
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
