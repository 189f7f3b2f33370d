import type { TestApp } from './app';
import { createUserMutation, graphql, signUp, type GraphqlResult } from './identity';

/** Every field of each kind of event, by its GraphQL type. */
export const eventFields = {
  WorkEvent:
    'id uuid company position location link startDate endDate accomplishments { id uuid description } fromSyncSvc',
  EduEvent:
    'id uuid university degree location link major minor startDate endDate attending accomplishments { id uuid description } coursework { id description } fromSyncSvc',
  SkillEvent: 'id uuid name category level keywords sortOrder',
  CoverLetterEvent: 'id title kind text tags',
} as const;

export type EventKindName = keyof typeof eventFields;

/** The list query's field: `WorkEvent` → `workEvents`. */
export const listField = (kind: EventKindName) =>
  `${kind.charAt(0).toLowerCase()}${kind.slice(1)}s`;

/** One kind's queries and mutations, each asking for every field. */
export function eventOperations(kind: EventKindName) {
  const fields = eventFields[kind];
  const single = listField(kind).slice(0, -1);
  return {
    list: `query { ${single}s { ${fields} } }`,
    get: `query ($id: ID!) { ${single}(id: $id) { ${fields} } }`,
    create: `mutation ($input: ${kind}Input!) { event { create${kind}(input: $input) { ${fields} } } }`,
    update: `mutation ($id: ID!, $input: ${kind}Input!) { event { update${kind}(id: $id, input: $input) { ${fields} } } }`,
    delete: `mutation ($id: ID!) { event { delete${kind}(id: $id) } }`,
    restore: `mutation ($id: ID!) { event { restore${kind}(id: $id) { ${fields} } } }`,
  };
}

/**
 * A signed-in user with a user record: `call` runs GraphQL operations with the user's ID token.
 */
export async function signUpWithRecord(app: TestApp, email: string) {
  const { idToken } = await signUp(app, email);
  const created = await graphql(
    app,
    createUserMutation,
    { input: { firstName: 'Test', lastName: 'User', email, isAnonymous: false } },
    idToken,
  );
  if (!created.data) throw new Error(`createUser failed: ${JSON.stringify(created.errors)}`);
  return {
    /** The user's ID token, for REST calls. */
    token: idToken,
    call: <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) =>
      graphql<T>(app, query, variables, idToken),
  };
}

export type EventUser = Awaited<ReturnType<typeof signUpWithRecord>>;

/** The data of a result that must have succeeded. */
export function dataOf<T>(result: GraphqlResult<T>): T {
  if (result.errors || !result.data) {
    throw new Error(`expected data, got ${JSON.stringify(result.errors)}`);
  }
  return result.data;
}

/** The one field a successful operation answered: `data.workEvent`, `data.event.createWorkEvent` … */
export function answerOf<T>(result: GraphqlResult<Record<string, unknown>>): T {
  const data = dataOf(result);
  const [answer] = Object.values('event' in data ? (data.event as object) : data);
  return answer as T;
}

/**
 * One user's calls for one kind of event. `create`, `read` and `list` must succeed and return the
 * events; the others return the whole result, for tests of what fails.
 */
export function eventCalls<Event>(user: EventUser, kind: EventKindName) {
  const ops = eventOperations(kind);
  return {
    create: async (input: object) => answerOf<Event>(await user.call(ops.create, { input })),
    tryCreate: (input: object) => user.call(ops.create, { input }),
    read: async (id: string) => answerOf<Event>(await user.call(ops.get, { id })),
    list: async () => answerOf<Event[]>(await user.call(ops.list)),
    get: (id: string) => user.call(ops.get, { id }),
    update: (id: string, input: object) => user.call(ops.update, { id, input }),
    remove: (id: string) => user.call(ops.delete, { id }),
    restore: (id: string) => user.call(ops.restore, { id }),
  };
}

export type EventCalls<Event> = ReturnType<typeof eventCalls<Event>>;

/** The one error of a result that must have failed: its message, code and field. */
export function errorOf(result: GraphqlResult<unknown>) {
  const [error, ...more] = result.errors ?? [];
  if (!error || more.length > 0)
    throw new Error(`expected one error, got ${JSON.stringify(result)}`);
  return {
    message: error.message,
    code: error.extensions?.code,
    ...(error.extensions?.field === undefined ? {} : { field: error.extensions.field }),
  };
}
