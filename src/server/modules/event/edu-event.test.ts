import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/app';
import {
  answerOf,
  errorOf,
  eventCalls,
  signUpWithRecord,
  type EventCalls,
} from '../../test-support/career-events';

interface Item {
  id: string;
  description: string;
}
interface EduEvent {
  id: string;
  uuid: string | null;
  university: string;
  degree: string;
  major: string;
  minor: string;
  startDate: string | null;
  endDate: string | null;
  attending: boolean;
  accomplishments: Item[];
  coursework: Item[];
  fromSyncSvc: boolean;
}

const school = { university: 'State University' };

describe('education events', () => {
  let app: TestApp;
  let edu: EventCalls<EduEvent>;
  const newUser = async (email: string) =>
    eventCalls<EduEvent>(await signUpWithRecord(app, email), 'EduEvent');
  beforeAll(async () => {
    app = await createTestApp();
    edu = await newUser('edu@example.com');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('creates a school with only a university; dates are optional', async () => {
    const created = await edu.create({ ...school, coursework: [{ description: 'Algebra' }] });
    expect(created).toEqual({
      id: expect.any(String),
      uuid: null,
      university: 'State University',
      degree: '',
      location: '',
      link: '',
      major: '',
      minor: '',
      startDate: null,
      endDate: null,
      attending: false,
      accomplishments: [],
      coursework: [{ id: expect.any(String), description: 'Algebra' }],
      fromSyncSvc: false,
    });
    expect(await edu.read(created.id)).toEqual(created);
    await edu.remove(created.id);
  });

  it.each([
    [{ university: '' }, 'university', 'university is required'],
    [{ degree: 'x'.repeat(201) }, 'degree', 'degree must be at most 200 characters'],
    [{ major: 'x'.repeat(201) }, 'major', 'major must be at most 200 characters'],
    [{ minor: 'x'.repeat(201) }, 'minor', 'minor must be at most 200 characters'],
    [
      { link: 'mailto:dean@example.edu' },
      'link',
      'link must be a web address starting with http:// or https://',
    ],
    [
      { startDate: '2020-09', endDate: '2020-06' },
      'endDate',
      'endDate must not be before startDate',
    ],
    [{ attending: true, endDate: '2030-06' }, 'endDate', 'endDate must be empty while attending'],
    [
      { coursework: Array.from({ length: 51 }, () => ({ description: 'course' })) },
      'coursework',
      'coursework can hold at most 50 entries',
    ],
    [
      { coursework: [{ description: '' }] },
      'coursework.0.description',
      'coursework.0.description is required',
    ],
  ])('refuses %j: BAD_USER_INPUT naming %s, nothing saved', async (change, field, message) => {
    const result = await edu.tryCreate({ ...school, ...change });
    expect(errorOf(result)).toEqual({ code: 'BAD_USER_INPUT', field, message });
    expect(await edu.list()).toEqual([]);
  });

  it('lists schools being attended first, then by end date, then by start date; undated last', async () => {
    const other = await newUser('edu-order@example.com');
    const add = (university: string, dates: object) => other.create({ university, ...dates });
    await add('no dates', {});
    await add('finished 2015', { startDate: '2011-09', endDate: '2015-06' });
    await add('attending since 2020', { startDate: '2020-09', attending: true });
    await add('finished 2019', { endDate: '2019-06' });
    await add('attending since 2023', { startDate: '2023-09', attending: true });
    expect((await other.list()).map((event) => event.university)).toEqual([
      'attending since 2023',
      'attending since 2020',
      'finished 2019',
      'finished 2015',
      'no dates',
    ]);
  });

  it('keeps coursework and accomplishment ids through an update, each list on its own', async () => {
    const event = await edu.create({
      ...school,
      accomplishments: [{ description: "Dean's list" }],
      coursework: [{ description: 'Algebra' }, { description: 'Physics' }],
    });
    const [algebra, physics] = event.coursework;
    const [deansList] = event.accomplishments;
    const updated = answerOf<EduEvent>(
      await edu.update(event.id, {
        ...school,
        degree: 'BSc',
        accomplishments: [{ id: deansList?.id, description: "Dean's list, twice" }],
        coursework: [{ id: physics?.id, description: 'Physics II' }, { description: 'Chemistry' }],
      }),
    );
    expect(updated.accomplishments).toEqual([
      { id: deansList?.id, uuid: null, description: "Dean's list, twice" },
    ]);
    expect(updated.coursework).toEqual([
      { id: physics?.id, description: 'Physics II' },
      { id: expect.any(String), description: 'Chemistry' },
    ]);
    expect(updated.coursework.map((course) => course.id)).not.toContain(algebra?.id);

    // An accomplishment's id is not an item of the coursework list.
    const crossed = await edu.update(event.id, {
      ...school,
      coursework: [{ id: deansList?.id, description: 'moved' }],
    });
    expect(errorOf(crossed).code).toBe('NO_DATA_FOUND');
    expect(await edu.read(event.id)).toEqual(updated);
  });

  it('a partner re-import updates an untouched school and leaves an edited one as the user left it', async () => {
    const partner = { ...school, uuid: 'edu-sync', fromSyncSvc: true, degree: 'BSc' };
    const synced = await edu.create(partner);
    const resynced = await edu.create({ ...partner, degree: 'MSc' });
    expect(resynced).toEqual({ ...synced, degree: 'MSc' });

    const edited = answerOf<EduEvent>(
      await edu.update(synced.id, { ...school, degree: 'My degree' }),
    );
    expect(edited.uuid).toBe('edu-sync');
    expect(await edu.create({ ...partner, degree: 'PhD' })).toEqual(edited);
    expect(await edu.read(synced.id)).toEqual(edited);
  });

  it('deletes softly and restores', async () => {
    const event = await edu.create({ university: 'To delete' });
    expect(answerOf(await edu.remove(event.id))).toBe(event.id);
    expect(errorOf(await edu.get(event.id)).code).toBe('NO_DATA_FOUND');
    expect((await edu.list()).map((e) => e.id)).not.toContain(event.id);
    expect(answerOf(await edu.restore(event.id))).toEqual(event);
    expect((await edu.list()).map((e) => e.id)).toContain(event.id);
  });
});
