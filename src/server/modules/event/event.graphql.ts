import type { InputObjectRef, ObjectRef } from '@pothos/core';
import type { z } from 'zod';
import type { ListItem } from '../../../domain/career-event';
import { datePrecisions } from '../../../domain/year-month';
import type { Database } from '../../db/database';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../graphql/input';
import { forUser } from '../for-user';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

export const EventMutations = builder.objectRef<object>('EventMutations');
builder.objectType(EventMutations, {
  description: 'Changes to the career events library',
  fields: () => ({}),
});

builder.mutationField('event', (t) =>
  t.field({
    type: EventMutations,
    description: 'Career events library mutations',
    resolve: () => ({}),
  }),
);

export const Accomplishment = builder.objectRef<ListItem>('Accomplishment').implement({
  description: 'An accomplishment of an event; its id stays the same through edits and reorders',
  fields: (t) => ({
    id: t.exposeID('id'),
    uuid: t.exposeString('uuid', { nullable: true }),
    description: t.exposeString('description'),
  }),
});

export const Course = builder.objectRef<ListItem>('Course').implement({
  description: 'A course taken at a school; its id stays the same through edits and reorders',
  fields: (t) => ({
    id: t.exposeID('id'),
    description: t.exposeString('description'),
  }),
});

export const ListItemInput = builder.inputType('ListItemInput', {
  description:
    'An accomplishment or course in an update: with `id`, that item of the event in its new place; without, a new item',
  fields: (t) => ({
    id: t.id({ required: false }),
    uuid: t.string({ required: false }),
    description: t.string(),
  }),
});

export const DatePrecision = builder.enumType('DatePrecision', {
  description:
    'How much of a date the user gave. YEAR: only the year; the YearMonth beside it holds January for a start and December for an end, and is printed as the year alone',
  values: datePrecisions,
});

/** The `uuid` of an input (partner sync, JSON Resume import). */
export const importKeyDescription =
  "The import's own id: creating with a uuid the user already has updates that event instead";

interface EventKindApi<Row extends object, Input> {
  /** The object type's name: `WorkEvent` gives `workEvents`, `workEvent`, `createWorkEvent` … */
  name: string;
  type: ObjectRef<Types, Row>;
  input: InputObjectRef<Types, unknown>;
  schema: z.ZodType<Input>;
  store: {
    /** "work events": the kind in descriptions. */
    noun: string;
    list(db: Database, userId: string): Promise<Row[]>;
    get(db: Database, userId: string, id: string): Promise<Row>;
    create(db: Database, userId: string, input: Input): Promise<Row>;
    update(db: Database, userId: string, id: string, input: Input): Promise<Row>;
    remove(db: Database, userId: string, id: string): Promise<string>;
    restore(db: Database, userId: string, id: string): Promise<Row>;
  };
}

/** The queries and mutations every kind of event has, named after the kind. */
export function registerEventKind<Row extends object, Input>({
  name,
  type: kindType,
  input,
  schema,
  store,
}: EventKindApi<Row, Input>) {
  // Pothos cannot check resolvers against a generic row type; the kind's row is an object.
  const type: ObjectRef<Types, object> = kindType;
  const single = `${name.charAt(0).toLowerCase()}${name.slice(1)}`;
  const idArg = builder.args((t) => ({ id: t.id({ required: true }) }));
  const inputArg = builder.args((t) => ({ input: t.field({ type: input, required: true }) }));

  builder.queryField(`${single}s`, (t) =>
    t.field({
      type: [type],
      description: `The signed-in user's ${store.noun}, in library order`,
      resolve: (_root, _args, context) => forUser(context, (db, userId) => store.list(db, userId)),
    }),
  );
  builder.queryField(single, (t) =>
    t.field({
      type,
      args: idArg,
      description: `One of the signed-in user's ${store.noun}; NO_DATA_FOUND for any other id`,
      resolve: (_root, { id }, context) =>
        forUser(context, (db, userId) => store.get(db, userId, String(id))),
    }),
  );
  builder.objectField(EventMutations, `create${name}`, (t) =>
    t.field({
      type,
      args: inputArg,
      description: 'Adds an event',
      resolve: (_parent, args, context) =>
        forUser(context, (db, userId) => store.create(db, userId, parseInput(schema, args.input))),
    }),
  );
  builder.objectField(EventMutations, `update${name}`, (t) =>
    t.field({
      type,
      args: { ...idArg, ...inputArg },
      description: 'Replaces the fields and lists of an event',
      resolve: (_parent, args, context) =>
        forUser(context, (db, userId) =>
          store.update(db, userId, String(args.id), parseInput(schema, args.input)),
        ),
    }),
  );
  builder.objectField(EventMutations, `delete${name}`, (t) =>
    t.field({
      type: 'ID',
      args: idArg,
      description: `Deletes an event (undo with restore${name}); returns its id`,
      resolve: (_parent, { id }, context) =>
        forUser(context, (db, userId) => store.remove(db, userId, String(id))),
    }),
  );
  builder.objectField(EventMutations, `restore${name}`, (t) =>
    t.field({
      type,
      args: idArg,
      description: 'Brings back a deleted event',
      resolve: (_parent, { id }, context) =>
        forUser(context, (db, userId) => store.restore(db, userId, String(id))),
    }),
  );
}
