import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/app';
import {
  answerOf,
  errorOf,
  eventCalls,
  eventOperations,
  signUpWithRecord,
  type EventCalls,
} from '../../test-support/career-events';
import { graphql, signUp } from '../../test-support/identity';

interface Item {
  id: string;
  uuid: string | null;
  description: string;
}
interface WorkEvent {
  id: string;
  uuid: string | null;
  company: string;
  position: string;
  location: string;
  link: string;
  startDate: string;
  endDate: string | null;
  accomplishments: Item[];
  fromSyncSvc: boolean;
}

const job = { company: 'Acme', position: 'Engineer', startDate: '2020-01' };
const anyId = expect.stringMatching(/^[0-9a-f-]{36}$/);

describe('work events', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A new user's work event calls. */
  const newUser = async (email: string) =>
    eventCalls<WorkEvent>(await signUpWithRecord(app, email), 'WorkEvent');

  describe('who may call', () => {
    const ops = eventOperations('WorkEvent');

    it('answers UNAUTHENTICATED without a token, for queries and mutations', async () => {
      expect(errorOf(await graphql(app, ops.list)).code).toBe('UNAUTHENTICATED');
      const created = await graphql(app, ops.create, { input: job });
      expect(errorOf(created).code).toBe('UNAUTHENTICATED');
    });

    it('answers NO_USER_FOUND for an identity without a user record', async () => {
      const { idToken } = await signUp(app, 'no-record@example.com');
      expect(errorOf(await graphql(app, ops.list, {}, idToken))).toEqual({
        message: 'NoUserFoundError',
        code: 'NO_USER_FOUND',
      });
      const created = await graphql(app, ops.create, { input: job }, idToken);
      expect(errorOf(created).code).toBe('NO_USER_FOUND');
    });
  });

  describe('create and read', () => {
    it('creates an event with trimmed text and the optional fields filled, and reads it back', async () => {
      const work = await newUser('create@example.com');
      const created = await work.create({
        ...job,
        company: '  Acme  ',
        location: null,
        accomplishments: [{ description: 'Shipped it' }, { uuid: 'a-1', description: 'Ran it' }],
      });
      expect(created).toEqual({
        id: anyId,
        uuid: null,
        company: 'Acme',
        position: 'Engineer',
        location: '',
        link: '',
        startDate: '2020-01',
        endDate: null,
        accomplishments: [
          { id: anyId, uuid: null, description: 'Shipped it' },
          { id: anyId, uuid: 'a-1', description: 'Ran it' },
        ],
        fromSyncSvc: false,
      });
      expect(created.accomplishments[0]?.id).not.toBe(created.accomplishments[1]?.id);
      expect(await work.read(created.id)).toEqual(created);
      expect(await work.list()).toEqual([created]);
    });

    it('completes a website typed without https://, on creating and on updating', async () => {
      const work = await newUser('website@example.com');
      const created = await work.create({ ...job, link: ' acme.example/careers ' });
      expect(created.link).toBe('https://acme.example/careers');
      const updated = answerOf<WorkEvent>(
        await work.update(created.id, { ...job, link: 'www.acme.example' }),
      );
      expect(updated.link).toBe('https://www.acme.example');
      expect((await work.read(created.id)).link).toBe('https://www.acme.example');
    });

    it('lists current jobs first, then by end date, then by start date, the most recent first', async () => {
      const work = await newUser('order@example.com');
      const add = (company: string, startDate: string, endDate: string | null) =>
        work.create({ ...job, company, startDate, endDate });
      await add('ended 2019', '2015-01', '2019-06');
      await add('current since 2018', '2018-01', null);
      await add('ended 2021, started 2016', '2016-01', '2021-03');
      await add('current since 2022', '2022-05', null);
      await add('ended 2021, started 2019', '2019-01', '2021-03');
      expect((await work.list()).map((event) => event.company)).toEqual([
        'current since 2022',
        'current since 2018',
        'ended 2021, started 2019',
        'ended 2021, started 2016',
        'ended 2019',
      ]);
    });
  });

  describe('validation', () => {
    let work: EventCalls<WorkEvent>;
    beforeAll(async () => {
      work = await newUser('validation@example.com');
    });

    const long = (length: number) => 'x'.repeat(length);
    const items = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ description: `item ${index}` }));

    it.each([
      [{ company: '   ' }, 'company', 'company is required'],
      [{ position: '' }, 'position', 'position is required'],
      [{ company: long(201) }, 'company', 'company must be at most 200 characters'],
      [{ position: long(201) }, 'position', 'position must be at most 200 characters'],
      [{ location: long(201) }, 'location', 'location must be at most 200 characters'],
      [
        { link: 'javascript:alert(1)' },
        'link',
        'link must be a web address starting with http:// or https://',
      ],
      [
        { link: `https://example.com/${long(2030)}` },
        'link',
        'link must be at most 2048 characters',
      ],
      [{ endDate: '2019-12' }, 'endDate', 'endDate must not be before startDate'],
      [{ uuid: long(101) }, 'uuid', 'uuid must be at most 100 characters'],
      [
        { accomplishments: items(51) },
        'accomplishments',
        'accomplishments can hold at most 50 entries',
      ],
      [
        { accomplishments: [{ description: 'ok' }, { description: ' ' }] },
        'accomplishments.1.description',
        'accomplishments.1.description is required',
      ],
      [
        { accomplishments: [{ description: long(1001) }] },
        'accomplishments.0.description',
        'accomplishments.0.description must be at most 1000 characters',
      ],
      [
        { accomplishments: [{ id: 'not-a-uuid', description: 'x' }] },
        'accomplishments.0.id',
        'accomplishments.0.id must be an item of this event',
      ],
    ])('refuses %j: BAD_USER_INPUT naming %s, nothing saved', async (change, field, message) => {
      const result = await work.tryCreate({ ...job, ...change });
      expect(errorOf(result)).toEqual({ code: 'BAD_USER_INPUT', field, message });
      expect(await work.list()).toEqual([]);
    });

    it('accepts the limits themselves', async () => {
      const created = await work.create({
        ...job,
        company: long(200),
        link: `https://example.com/${long(2048 - 20)}`,
        endDate: '2020-01',
        accomplishments: items(50).map((item) => ({ ...item, description: long(1000) })),
      });
      expect(created.accomplishments).toHaveLength(50);
      expect(answerOf(await work.remove(created.id))).toBe(created.id);
    });

    it('refuses a month that is not YYYY-MM, naming the value and the field', async () => {
      const result = await work.tryCreate({ ...job, startDate: '2020-13' });
      expect(errorOf(result)).toEqual({
        code: 'BAD_USER_INPUT',
        message: expect.stringContaining('"input.startDate"; 2020-13 is not a YearMonth'),
      });
      expect(await work.list()).toEqual([]);
    });
  });

  describe('update and the accomplishment ids', () => {
    let work: EventCalls<WorkEvent>;
    let event: WorkEvent;
    beforeAll(async () => {
      work = await newUser('update@example.com');
    });

    it('keeps the ids of items it names, in the new order with the new text; new items get new ids; left-out items are gone', async () => {
      event = await work.create({
        ...job,
        accomplishments: [{ description: 'one' }, { description: 'two' }, { description: 'three' }],
      });
      const [one, two, three] = event.accomplishments;
      const updated = answerOf<WorkEvent>(
        await work.update(event.id, {
          ...job,
          company: 'Acme Corp',
          accomplishments: [
            { id: three?.id, description: 'three, reworded' },
            { description: 'four' },
            { id: one?.id, description: 'one' },
          ],
        }),
      );
      expect(updated.id).toBe(event.id);
      expect(updated.company).toBe('Acme Corp');
      expect(updated.accomplishments).toEqual([
        { id: three?.id, uuid: null, description: 'three, reworded' },
        { id: anyId, uuid: null, description: 'four' },
        { id: one?.id, uuid: null, description: 'one' },
      ]);
      const ids = updated.accomplishments.map((item) => item.id);
      expect(ids).not.toContain(two?.id);
      expect(new Set(ids).size).toBe(3);
      expect(await work.read(event.id)).toEqual(updated);
      event = updated;
    });

    it('answers NO_DATA_FOUND for an item id of another of the user’s events, and changes nothing', async () => {
      const other = await work.create({ ...job, accomplishments: [{ description: 'elsewhere' }] });
      const result = await work.update(event.id, {
        ...job,
        company: 'Changed',
        accomplishments: [
          { id: event.accomplishments[0]?.id, description: 'kept' },
          { id: other.accomplishments[0]?.id, description: 'stolen' },
        ],
      });
      expect(errorOf(result)).toEqual({ code: 'NO_DATA_FOUND', message: 'No data found' });
      expect(await work.read(event.id)).toEqual(event);
      expect(await work.read(other.id)).toEqual(other);
      await work.remove(other.id);
    });

    it('refuses an item id listed twice with BAD_USER_INPUT naming it, and changes nothing', async () => {
      const id = event.accomplishments[0]?.id;
      const result = await work.update(event.id, {
        ...job,
        company: 'Changed',
        accomplishments: [{ id, description: 'a' }, { description: 'b' }, { id, description: 'c' }],
      });
      expect(errorOf(result)).toEqual({
        code: 'BAD_USER_INPUT',
        field: 'accomplishments.2.id',
        message: 'accomplishments.2.id is listed twice',
      });
      expect(await work.read(event.id)).toEqual(event);
    });

    it('leaves the event exactly as it was when the input is invalid', async () => {
      const result = await work.update(event.id, {
        ...job,
        company: 'Changed',
        endDate: '2010-01',
        accomplishments: [],
      });
      expect(errorOf(result).field).toBe('endDate');
      expect(await work.read(event.id)).toEqual(event);
    });

    it('answers NO_DATA_FOUND for an unknown or malformed event id', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1; drop table x']) {
        expect(errorOf(await work.update(id, job)).code).toBe('NO_DATA_FOUND');
        expect(errorOf(await work.get(id)).code).toBe('NO_DATA_FOUND');
      }
    });

    it('keeps the import key and the partner flag when the form leaves them out', async () => {
      const synced = await work.create({
        ...job,
        uuid: 'partner-1',
        fromSyncSvc: true,
        accomplishments: [{ uuid: 'pa-1', description: 'from partner' }],
      });
      const edited = await work.update(synced.id, {
        ...job,
        position: 'Lead',
        accomplishments: [{ id: synced.accomplishments[0]?.id, description: 'reworded' }],
      });
      expect(answerOf(edited)).toMatchObject({
        uuid: 'partner-1',
        fromSyncSvc: true,
        position: 'Lead',
        accomplishments: [
          { id: synced.accomplishments[0]?.id, uuid: 'pa-1', description: 'reworded' },
        ],
      });
    });

    it('refuses an import key another event already has', async () => {
      const first = await work.create({ ...job, uuid: 'key-a' });
      const second = await work.create({ ...job, uuid: 'key-b' });
      const result = await work.update(second.id, { ...job, uuid: 'key-a' });
      expect(errorOf(result)).toEqual({
        code: 'BAD_USER_INPUT',
        field: 'uuid',
        message: 'uuid is already used by another event',
      });
      expect(await work.read(second.id)).toEqual(second);
      const same = await work.update(first.id, { ...job, uuid: 'key-a', company: 'Same key' });
      expect(answerOf(same)).toMatchObject({ uuid: 'key-a', company: 'Same key' });
    });
  });

  describe('create with a uuid the user already has', () => {
    let work: EventCalls<WorkEvent>;
    beforeAll(async () => {
      work = await newUser('upsert@example.com');
    });

    it('updates that event; accomplishments matched by their uuid keep their ids', async () => {
      const first = await work.create({
        ...job,
        uuid: 'job-1',
        accomplishments: [
          { uuid: 'acc-1', description: 'first' },
          { uuid: 'acc-2', description: 'second' },
        ],
      });
      const again = await work.create({
        ...job,
        uuid: 'job-1',
        position: 'Senior Engineer',
        accomplishments: [
          { uuid: 'acc-2', description: 'second, reworded' },
          { uuid: 'acc-3', description: 'third' },
        ],
      });
      expect(again.id).toBe(first.id);
      expect(again.position).toBe('Senior Engineer');
      expect(again.accomplishments).toEqual([
        { id: first.accomplishments[1]?.id, uuid: 'acc-2', description: 'second, reworded' },
        { id: anyId, uuid: 'acc-3', description: 'third' },
      ]);
      expect(again.accomplishments[1]?.id).not.toBe(first.accomplishments[0]?.id);
      expect(await work.list()).toEqual([again]);
    });

    it('a partner re-import updates an event the user has not touched', async () => {
      const partner = { ...job, uuid: 'sync-fresh', fromSyncSvc: true };
      const synced = await work.create(partner);
      const resynced = await work.create({ ...partner, position: 'Promoted' });
      expect(resynced).toEqual({ ...synced, position: 'Promoted' });
    });

    it('a partner re-import returns an event the user edited unchanged', async () => {
      const partner = { ...job, uuid: 'sync-edited', fromSyncSvc: true };
      const synced = await work.create(partner);
      const edited = answerOf(await work.update(synced.id, { ...job, company: 'My own words' }));
      const resynced = await work.create({ ...partner, company: 'Partner words' });
      expect(resynced).toEqual(edited);
      expect(await work.read(synced.id)).toEqual(edited);
    });

    it('a partner re-import leaves an event the user deleted deleted', async () => {
      const partner = { ...job, uuid: 'sync-deleted', fromSyncSvc: true };
      const synced = await work.create(partner);
      await work.remove(synced.id);
      const resynced = await work.create({ ...partner, company: 'Partner words' });
      expect(resynced).toEqual(synced);
      expect(errorOf(await work.get(synced.id)).code).toBe('NO_DATA_FOUND');
      expect((await work.list()).map((event) => event.id)).not.toContain(synced.id);
    });

    it('the user’s own create with that uuid updates an edited event and brings back a deleted one', async () => {
      const mine = await work.create({ ...job, uuid: 'mine' });
      await work.update(mine.id, { ...job, company: 'Edited' });
      await work.remove(mine.id);
      const again = await work.create({ ...job, uuid: 'mine', company: 'Again' });
      expect(again.id).toBe(mine.id);
      expect(again.company).toBe('Again');
      expect(await work.read(mine.id)).toEqual(again);
    });
  });

  describe('delete and restore', () => {
    it('hides a deleted event from every read and brings it back as it was', async () => {
      const work = await newUser('delete@example.com');
      const kept = await work.create({ ...job, company: 'Kept' });
      const event = await work.create({
        ...job,
        accomplishments: [{ description: 'one' }, { description: 'two' }],
      });

      expect(answerOf(await work.remove(event.id))).toBe(event.id);
      expect(await work.list()).toEqual([kept]);
      expect(errorOf(await work.get(event.id)).code).toBe('NO_DATA_FOUND');
      expect(errorOf(await work.update(event.id, job)).code).toBe('NO_DATA_FOUND');
      expect(errorOf(await work.remove(event.id)).code).toBe('NO_DATA_FOUND');

      expect(answerOf(await work.restore(event.id))).toEqual(event);
      expect(await work.read(event.id)).toEqual(event);
      expect(await work.list()).toHaveLength(2);
      expect(answerOf(await work.restore(event.id))).toEqual(event);
    });
  });
});
