/**
 * The career events API (notes/events-contract.md) for the fake backend: lists in resume order,
 * gets, create/update with the domain's validation (BAD_USER_INPUT "<path> <message>", like the
 * server), stable list item ids, soft delete and restore, NO_DATA_FOUND for a missing, deleted or
 * foreign id. Operations are told apart by name: `WorkEvents`, `WorkEvent`, `CreateWorkEvent`,
 * `UpdateWorkEvent`, `DeleteWorkEvent`, `RestoreWorkEvent`, and the same for Edu, Skill and
 * CoverLetter.
 */
import { parseWithSchema, problemDetails } from '../../domain/input-problem';
import type { z } from 'zod';
import {
  coverLetterEventInputSchema,
  eduEventDates,
  eduEventInputSchema,
  paragraphOrder,
  resumeOrder,
  skillEventInputSchema,
  workEventDates,
  workEventInputSchema,
  type ListItem,
} from '../../domain/career-event';

export type FakeEventKind = 'Work' | 'Edu' | 'Skill' | 'CoverLetter';

type Fields = Record<string, unknown>;

interface StoredEvent {
  id: string;
  owner: string;
  deleted: boolean;
  /** Creation order, for skills' sort order. */
  position: number;
  fields: Fields;
}

interface KindSpec {
  schema: z.ZodType;
  /** The lists of ids the input may carry (accomplishments, coursework). */
  itemLists: Array<{ field: string; typename: string }>;
  order: (a: StoredEvent, b: StoredEvent) => number;
}

const datesOf = (event: StoredEvent) =>
  event.fields as { startDate: string; endDate: string | null };

const kinds: Record<FakeEventKind, KindSpec> = {
  Work: {
    schema: workEventInputSchema,
    itemLists: [{ field: 'accomplishments', typename: 'Accomplishment' }],
    order: (a, b) => resumeOrder(workEventDates(datesOf(a)), workEventDates(datesOf(b))),
  },
  Edu: {
    schema: eduEventInputSchema,
    itemLists: [
      { field: 'accomplishments', typename: 'Accomplishment' },
      { field: 'coursework', typename: 'Course' },
    ],
    order: (a, b) =>
      resumeOrder(
        eduEventDates(a.fields as Parameters<typeof eduEventDates>[0]),
        eduEventDates(b.fields as Parameters<typeof eduEventDates>[0]),
      ),
  },
  Skill: { schema: skillEventInputSchema, itemLists: [], order: (a, b) => a.position - b.position },
  CoverLetter: {
    schema: coverLetterEventInputSchema,
    itemLists: [],
    order: (a, b) =>
      paragraphOrder(
        a.fields as Parameters<typeof paragraphOrder>[0],
        b.fields as Parameters<typeof paragraphOrder>[0],
      ),
  },
};

const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
    /** The input field at fault, as the server names it in `extensions.field`. */
    readonly field?: string,
    /** Why, as the server says in `extensions` (reason, limits). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const notFound = () => new ApiError('No data found', 'NO_DATA_FOUND');

export function createFakeCareerEvents() {
  const events = new Map<FakeEventKind, StoredEvent[]>(
    (Object.keys(kinds) as FakeEventKind[]).map((kind) => [kind, []]),
  );
  let created = 0;

  const find = (kind: FakeEventKind, owner: string, id: unknown) => {
    const event = events.get(kind)?.find((candidate) => candidate.id === id);
    if (!event || event.owner !== owner || event.deleted) throw notFound();
    return event;
  };

  /** Validates like the server: the first problem, with its field, reason and limits. */
  function parse(kind: FakeEventKind, input: unknown, previous: Fields | null): Fields {
    const result = parseWithSchema(kinds[kind].schema, input);
    if (!result.ok) {
      const { problem } = result;
      throw new ApiError(problem.message, 'BAD_USER_INPUT', problem.field, problemDetails(problem));
    }
    const fields = { ...(result.data as Fields) };
    for (const { field } of kinds[kind].itemLists) {
      const known = new Map(
        ((previous?.[field] as ListItem[] | undefined) ?? []).map((item) => [item.id, item]),
      );
      const seen = new Set<string>();
      fields[field] = (fields[field] as Array<{ id?: string | null } & Fields>).map((item) => {
        if (item.id) {
          if (!known.has(item.id)) throw notFound();
          if (seen.has(item.id))
            throw new ApiError(`${field} has a duplicate id`, 'BAD_USER_INPUT');
          seen.add(item.id);
        }
        return { ...item, id: item.id ?? crypto.randomUUID(), uuid: item.uuid ?? null };
      });
    }
    return fields;
  }

  function result(kind: FakeEventKind, event: StoredEvent): Fields {
    const fields: Fields = { ...event.fields };
    for (const { field, typename } of kinds[kind].itemLists) {
      fields[field] = (fields[field] as Fields[]).map((item) => ({
        __typename: typename,
        ...item,
      }));
    }
    const sortOrder = kind === 'Skill' ? { sortOrder: event.position } : {};
    return { __typename: `${kind}Event`, id: event.id, ...fields, ...sortOrder };
  }

  function add(kind: FakeEventKind, owner: string, input: unknown): StoredEvent {
    const event: StoredEvent = {
      id: crypto.randomUUID(),
      owner,
      deleted: false,
      position: (created += 1),
      fields: parse(kind, input, null),
    };
    events.get(kind)?.push(event);
    return event;
  }

  function run(
    kind: FakeEventKind,
    verb: string,
    plural: boolean,
    variables: Fields,
    owner: string,
  ) {
    const name = `${lowerFirst(kind)}Event`;
    if (!verb && plural) {
      const list = (events.get(kind) ?? [])
        .filter((event) => event.owner === owner && !event.deleted)
        .sort(kinds[kind].order);
      return { [`${name}s`]: list.map((event) => result(kind, event)) };
    }
    if (!verb) return { [name]: result(kind, find(kind, owner, variables.id)) };
    const field = `${lowerFirst(verb)}${kind}Event`;
    const mutation = (value: unknown) => ({
      event: { __typename: 'EventMutations', [field]: value },
    });
    switch (verb) {
      case 'Create':
        return mutation(result(kind, add(kind, owner, variables.input)));
      case 'Update': {
        const event = find(kind, owner, variables.id);
        event.fields = parse(kind, variables.input, event.fields);
        return mutation(result(kind, event));
      }
      case 'Delete':
        find(kind, owner, variables.id).deleted = true;
        return mutation(variables.id);
      default: {
        const event = events.get(kind)?.find((candidate) => candidate.id === variables.id);
        if (!event || event.owner !== owner) throw notFound();
        event.deleted = false;
        return mutation(result(kind, event));
      }
    }
  }

  return {
    /** Adds an event for an identity (the fake's owner key), validated like a create. */
    add(kind: FakeEventKind, owner: string, input: unknown) {
      return result(kind, add(kind, owner, input)) as { id: string } & Fields;
    },
    /** Every stored event of a kind, deleted ones too, as the API would return it. */
    all(kind: FakeEventKind): Array<{ id: string; deleted: boolean } & Fields> {
      return (events.get(kind) ?? []).map((event) => ({
        ...result(kind, event),
        id: event.id,
        deleted: event.deleted,
      }));
    },
    /** The GraphQL answer for an events operation; undefined for any other operation. */
    answer(operation: string, variables: Fields, owner: string): unknown {
      const match = /^(Create|Update|Delete|Restore)?(Work|Edu|Skill|CoverLetter)Event(s)?$/.exec(
        operation,
      );
      if (!match) return undefined;
      const [, verb = '', kind, plural] = match;
      try {
        return { data: run(kind as FakeEventKind, verb, Boolean(plural), variables, owner) };
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return {
          data: null,
          errors: [
            {
              message: error.message,
              path: [operation],
              extensions: {
                code: error.code,
                ...(error.field ? { field: error.field } : {}),
                ...error.details,
              },
            },
          ],
        };
      }
    },
  };
}

export type FakeCareerEvents = ReturnType<typeof createFakeCareerEvents>;
