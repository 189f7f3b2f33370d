import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/app';
import {
  answerOf,
  dataOf,
  errorOf,
  eventCalls,
  eventFields,
  listField,
  signUpWithRecord,
  type EventUser,
} from '../../test-support/career-events';

/** Each kind with a valid input for it. */
const kinds = [
  {
    name: 'WorkEvent',
    input: {
      uuid: 'shared-key',
      company: 'Acme',
      position: 'Engineer',
      startDate: '2020-01',
      accomplishments: [{ uuid: 'item-key', description: 'Shipped' }],
    },
  },
  {
    name: 'EduEvent',
    input: {
      uuid: 'shared-key',
      university: 'State University',
      accomplishments: [{ description: 'Graduated' }],
      coursework: [{ description: 'Algebra' }],
    },
  },
  {
    name: 'SkillEvent',
    input: { uuid: 'shared-key', name: 'TypeScript' },
  },
  {
    name: 'CoverLetterEvent',
    input: { title: 'Hello', kind: 'OPENING', text: 'Dear {hiringManager},' },
  },
] as const;

type Kind = (typeof kinds)[number];

/** The kind's input with another import key, where the kind has them. */
const keyed = (kind: Kind, uuid: string) =>
  'uuid' in kind.input ? { ...kind.input, uuid } : kind.input;
type Event = { id: string; accomplishments?: { id: string }[]; coursework?: { id: string }[] };

const reorderSkills = `mutation ($ids: [ID!]!) { event { reorderSkillEvents(ids: $ids) { id } } }`;
const importEvents = `mutation ($input: ImportEventsInput!) { event { importEvents(input: $input) { work edu skills skipped } } }`;

/** Everything a user's library reads: each kind's list, in order. */
const libraryQuery = `query { ${kinds.map(({ name }) => `${listField(name)} { ${eventFields[name]} }`).join(' ')} }`;

describe('ownership: another user’s ids answer NO_DATA_FOUND everywhere', () => {
  let app: TestApp;
  let a: EventUser;
  let b: EventUser;
  /** A's active and deleted events, and B's own, by kind. */
  const active = new Map<Kind, Event>();
  const deleted = new Map<Kind, Event>();
  const own = new Map<Kind, Event>();
  let libraryOfA: unknown;

  const calls = (user: EventUser, kind: Kind) => eventCalls<Event>(user, kind.name);
  const [work, edu, skill] = kinds;
  function of(events: Map<Kind, Event>, kind: Kind): Event {
    const event = events.get(kind);
    if (!event) throw new Error(`no ${kind.name} made`);
    return event;
  }

  beforeAll(async () => {
    app = await createTestApp();
    a = await signUpWithRecord(app, 'owner-a@example.com');
    b = await signUpWithRecord(app, 'owner-b@example.com');
    for (const kind of kinds) {
      active.set(kind, await calls(a, kind).create(kind.input));
      const gone = await calls(a, kind).create(keyed(kind, 'deleted-key'));
      answerOf(await calls(a, kind).remove(gone.id));
      deleted.set(kind, gone);
      own.set(kind, await calls(b, kind).create(keyed(kind, 'b-key')));
    }
    libraryOfA = dataOf(await a.call(libraryQuery));
  });
  afterAll(async () => {
    await app?.close();
  });

  const notFound = { code: 'NO_DATA_FOUND', message: 'No data found' };
  const badIds = ['not-a-uuid', '', "' or 1=1 --", '00000000-0000-4000-8000-00000000000g'];

  describe.each(kinds)('$name', (kind) => {
    it('B cannot get, update, delete or restore A’s events, active or deleted', async () => {
      const asB = calls(b, kind);
      for (const { id } of [of(active, kind), of(deleted, kind)]) {
        expect(errorOf(await asB.get(id))).toEqual(notFound);
        expect(errorOf(await asB.update(id, kind.input))).toEqual(notFound);
        expect(errorOf(await asB.remove(id))).toEqual(notFound);
        expect(errorOf(await asB.restore(id))).toEqual(notFound);
      }
    });

    it('B’s list holds only B’s events', async () => {
      const events = await calls(b, kind).list();
      expect(events.map((event) => event.id)).toEqual([of(own, kind).id]);
    });

    it('an id that is not a UUID answers NO_DATA_FOUND, not a database error', async () => {
      const asA = calls(a, kind);
      for (const id of badIds) {
        expect(errorOf(await asA.get(id))).toEqual(notFound);
        expect(errorOf(await asA.update(id, kind.input))).toEqual(notFound);
        expect(errorOf(await asA.remove(id))).toEqual(notFound);
        expect(errorOf(await asA.restore(id))).toEqual(notFound);
      }
    });
  });

  it('B cannot put A’s accomplishment or course ids into B’s own events', async () => {
    const stolenWork = await calls(b, work).update(of(own, work).id, {
      ...work.input,
      accomplishments: [{ id: of(active, work).accomplishments?.[0]?.id, description: 'mine' }],
    });
    expect(errorOf(stolenWork)).toEqual(notFound);

    const stolenCourse = await calls(b, edu).update(of(own, edu).id, {
      ...edu.input,
      coursework: [{ id: of(active, edu).coursework?.[0]?.id, description: 'mine' }],
    });
    expect(errorOf(stolenCourse)).toEqual(notFound);
  });

  it('B cannot reorder A’s skills, alone or among B’s own', async () => {
    for (const ids of [
      [of(active, skill).id],
      [of(own, skill).id, of(active, skill).id],
      [of(deleted, skill).id],
      ['not-a-uuid'],
    ]) {
      expect(errorOf(await b.call(reorderSkills, { ids }))).toEqual(notFound);
    }
  });

  it('A’s import keys are A’s alone: B creating or importing with them makes B’s own events', async () => {
    const created = await calls(b, work).create({ ...work.input, uuid: 'shared-key' });
    expect(created.id).not.toBe(of(active, work).id);
    const result = await b.call(importEvents, {
      input: {
        work: [],
        edu: [{ ...edu.input, uuid: 'shared-key' }],
        skills: [{ ...skill.input, uuid: 'deleted-key' }],
      },
    });
    expect(answerOf(result)).toEqual({ work: 0, edu: 1, skills: 1, skipped: 0 });
  });

  it('after all of that, A’s library is exactly as it was and A’s deleted events are still deleted', async () => {
    expect(dataOf(await a.call(libraryQuery))).toEqual(libraryOfA);
    for (const kind of kinds) {
      expect(errorOf(await calls(a, kind).get(of(deleted, kind).id))).toEqual(notFound);
    }
  });
});
