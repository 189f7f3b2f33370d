import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/app';
import {
  answerOf,
  errorOf,
  eventCalls,
  eventFields,
  signUpWithRecord,
  type EventCalls,
  type EventUser,
} from '../../test-support/career-events';

interface SkillEvent {
  id: string;
  uuid: string | null;
  name: string;
  category: string;
  level: string | null;
  keywords: string[];
  sortOrder: number;
}

const reorderMutation = `mutation ($ids: [ID!]!) { event { reorderSkillEvents(ids: $ids) { ${eventFields.SkillEvent} } } }`;

describe('skills', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A new user: the GraphQL caller and the user's skill calls. */
  async function newUser(email: string) {
    const user = await signUpWithRecord(app, email);
    return { user, skills: eventCalls<SkillEvent>(user, 'SkillEvent') };
  }
  const names = async (skills: EventCalls<SkillEvent>) =>
    (await skills.list()).map((skill) => skill.name);
  const reorder = (user: EventUser, ids: string[]) => user.call(reorderMutation, { ids });

  it('creates a skill with its level and keywords; new skills go to the end', async () => {
    const { skills } = await newUser('skills@example.com');
    const typescript = await skills.create({
      name: 'TypeScript',
      category: 'Languages',
      level: 'EXPERT',
      keywords: ['generics', ' types '],
    });
    expect(typescript).toEqual({
      id: expect.any(String),
      uuid: null,
      name: 'TypeScript',
      category: 'Languages',
      level: 'EXPERT',
      keywords: ['generics', 'types'],
      sortOrder: 0,
    });
    const sql = await skills.create({ name: 'SQL' });
    expect(sql).toMatchObject({ category: '', level: null, keywords: [], sortOrder: 1 });
    expect(await skills.create({ name: 'Go' })).toMatchObject({ sortOrder: 2 });
    expect(await names(skills)).toEqual(['TypeScript', 'SQL', 'Go']);
    expect(await skills.read(sql.id)).toEqual(sql);
  });

  it.each([
    [{ name: ' ' }, 'name', 'name is required'],
    [{ category: 'x'.repeat(201) }, 'category', 'category must be at most 200 characters'],
    [
      { keywords: Array.from({ length: 31 }, (_, index) => `k${index}`) },
      'keywords',
      'keywords can hold at most 30 entries',
    ],
    [{ keywords: ['ok', ''] }, 'keywords.1', 'keywords.1 is required'],
    [{ keywords: ['x'.repeat(51)] }, 'keywords.0', 'keywords.0 must be at most 50 characters'],
  ])('refuses %j: BAD_USER_INPUT naming %s, nothing saved', async (change, field, message) => {
    const { skills } = await newUser(`skill-${field}@example.com`);
    const result = await skills.tryCreate({ name: 'Skill', ...change });
    expect(errorOf(result)).toEqual({ code: 'BAD_USER_INPUT', field, message });
    expect(await skills.list()).toEqual([]);
  });

  it('refuses a level that is not one of the levels', async () => {
    const { skills } = await newUser('skill-level@example.com');
    const result = await skills.tryCreate({ name: 'Skill', level: 'GURU' });
    expect(result.errors?.[0]?.message).toContain('GURU');
    expect(await skills.list()).toEqual([]);
  });

  describe('reorder', () => {
    let user: EventUser;
    let skills: EventCalls<SkillEvent>;
    const created: SkillEvent[] = [];
    beforeAll(async () => {
      ({ user, skills } = await newUser('reorder@example.com'));
      for (const name of ['A', 'B', 'C', 'D']) created.push(await skills.create({ name }));
    });
    const id = (name: string) => created.find((skill) => skill.name === name)?.id ?? '';

    it('puts the given skills first, in that order, and the others after them in their order', async () => {
      const reordered = answerOf<SkillEvent[]>(await reorder(user, [id('C'), id('A')]));
      expect(reordered.map(({ name, sortOrder }) => [name, sortOrder])).toEqual([
        ['C', 0],
        ['A', 1],
        ['B', 2],
        ['D', 3],
      ]);
      expect(await names(skills)).toEqual(['C', 'A', 'B', 'D']);
    });

    it('keeps a skill’s place through an update and a re-create with its uuid', async () => {
      const updated = await skills.update(id('B'), {
        name: 'B',
        uuid: 'skill-b',
        level: 'BEGINNER',
      });
      expect(answerOf(updated)).toMatchObject({ sortOrder: 2 });
      const again = await skills.create({ name: 'B', uuid: 'skill-b', level: 'ADVANCED' });
      expect(again).toMatchObject({ id: id('B'), sortOrder: 2, level: 'ADVANCED' });
      expect(await names(skills)).toEqual(['C', 'A', 'B', 'D']);
    });

    it('refuses an id listed twice, naming it, and changes nothing', async () => {
      const result = await reorder(user, [id('D'), id('B'), id('D')]);
      expect(errorOf(result)).toEqual({
        code: 'BAD_USER_INPUT',
        field: 'ids.2',
        message: 'ids.2 is listed twice',
      });
      expect(await names(skills)).toEqual(['C', 'A', 'B', 'D']);
    });

    it('answers NO_DATA_FOUND for an unknown, deleted or malformed id, and changes nothing', async () => {
      const deleted = await skills.create({ name: 'E' });
      await skills.remove(deleted.id);
      for (const stranger of ['00000000-0000-4000-8000-000000000000', deleted.id, 'nope']) {
        expect(errorOf(await reorder(user, [id('D'), stranger])).code).toBe('NO_DATA_FOUND');
      }
      expect(await names(skills)).toEqual(['C', 'A', 'B', 'D']);
    });

    it('a restored skill comes back at its place; a new one goes after every other', async () => {
      await skills.remove(id('A'));
      expect(await names(skills)).toEqual(['C', 'B', 'D']);
      const f = await skills.create({ name: 'F' });
      expect(f.sortOrder).toBeGreaterThan(3);
      expect(answerOf(await skills.restore(id('A')))).toMatchObject({ name: 'A' });
      expect(await names(skills)).toEqual(['C', 'A', 'B', 'D', 'F']);
    });
  });
});
