import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/app';
import {
  dataOf,
  errorOf,
  eventFields,
  signUpWithRecord,
  type EventUser,
} from '../../test-support/career-events';

const importMutation = `mutation ($input: ImportEventsInput!) { event { importEvents(input: $input) { work edu skills skipped } } }`;
const libraryQuery = `query { workEvents { ${eventFields.WorkEvent} } eduEvents { ${eventFields.EduEvent} } skillEvents { ${eventFields.SkillEvent} } }`;
const createSkill = `mutation ($input: SkillEventInput!) { event { createSkillEvent(input: $input) { id sortOrder } } }`;
const deleteWork = `mutation ($id: ID!) { event { deleteWorkEvent(id: $id) } }`;
const deleteSkill = `mutation ($id: ID!) { event { deleteSkillEvent(id: $id) } }`;
const restoreSkill = `mutation ($id: ID!) { event { restoreSkillEvent(id: $id) { id } } }`;

interface Library {
  workEvents: { id: string; uuid: string; accomplishments: { id: string }[] }[];
  eduEvents: { id: string; uuid: string }[];
  skillEvents: { id: string; uuid: string; name: string; sortOrder: number }[];
}

const job = (uuid: string) => ({
  uuid,
  company: `Company ${uuid}`,
  position: 'Engineer',
  startDate: '2020-01',
  accomplishments: [{ description: 'Did things' }],
});
const school = (uuid: string) => ({ uuid, university: `University ${uuid}` });
const skill = (uuid: string) => ({ uuid, name: `Skill ${uuid}` });
const jobs = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => job(`${prefix}-${index}`));

describe('importEvents', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  const importEvents = (user: EventUser, input: Record<string, unknown>) =>
    user.call<{ event: { importEvents: Record<string, number> } }>(importMutation, {
      input: { work: [], edu: [], skills: [], ...input },
    });
  const library = async (user: EventUser) => dataOf(await user.call<Library>(libraryQuery));

  it('adds every kind and counts what it added', async () => {
    const user = await signUpWithRecord(app, 'import@example.com');
    const existing = dataOf(
      await user.call<{ event: { createSkillEvent: { sortOrder: number } } }>(createSkill, {
        input: { name: 'Already here' },
      }),
    );
    const result = await importEvents(user, {
      work: [job('w1'), job('w2')],
      edu: [school('e1')],
      skills: [skill('s1'), skill('s2')],
    });
    expect(dataOf(result).event.importEvents).toEqual({ work: 2, edu: 1, skills: 2, skipped: 0 });

    const after = await library(user);
    expect(after.workEvents.map((event) => event.uuid).sort()).toEqual(['w1', 'w2']);
    expect(after.eduEvents.map((event) => event.uuid)).toEqual(['e1']);
    expect(after.skillEvents.map(({ name, sortOrder }) => [name, sortOrder])).toEqual([
      ['Already here', existing.event.createSkillEvent.sortOrder],
      ['Skill s1', 1],
      ['Skill s2', 2],
    ]);
    const itemIds = after.workEvents.flatMap((event) => event.accomplishments.map((a) => a.id));
    expect(new Set(itemIds).size).toBe(2);
  });

  it('skips events whose uuid the library already has, active or deleted, and repeats within the import', async () => {
    const user = await signUpWithRecord(app, 'import-again@example.com');
    await importEvents(user, { work: [job('w1'), job('w2')], skills: [skill('s1')] });
    const before = await library(user);
    const deleted = before.workEvents.find((event) => event.uuid === 'w2');
    await user.call(deleteWork, { id: deleted?.id });

    const result = await importEvents(user, {
      work: [{ ...job('w1'), company: 'Changed' }, job('w2'), job('w3'), job('w3')],
      edu: [school('e1')],
      skills: [skill('s1')],
    });
    expect(dataOf(result).event.importEvents).toEqual({ work: 1, edu: 1, skills: 0, skipped: 4 });

    const after = await library(user);
    expect(after.workEvents.map((event) => event.uuid).sort()).toEqual(['w1', 'w3']);
    expect(after.workEvents.find((event) => event.uuid === 'w1')).toEqual(
      before.workEvents.find((event) => event.uuid === 'w1'),
    );
    expect(after.skillEvents).toEqual(before.skillEvents);
  });

  it.each([
    [{ work: [job('ok'), { ...job('x'), uuid: null }] }, 'work.1.uuid', 'work.1.uuid is required'],
    [{ skills: [skill('ok'), { name: 'No key' }] }, 'skills.1.uuid', 'skills.1.uuid is required'],
    [
      {
        work: [job('ok')],
        edu: [school('ok'), { ...school('bad'), attending: true, endDate: '2030-01' }],
        skills: [skill('ok')],
      },
      'edu.1.endDate',
      'edu.1.endDate must be empty while attending',
    ],
    [
      { work: [job('ok'), { ...job('bad'), company: '' }, job('ok-2')] },
      'work.1.company',
      'work.1.company is required',
    ],
  ])('a bad item anywhere adds nothing: %j', async (input, field, message) => {
    const user = await signUpWithRecord(app, `import-bad-${field}@example.com`);
    const result = await importEvents(user, input);
    expect(errorOf(result)).toEqual({ code: 'BAD_USER_INPUT', field, message });
    expect(await library(user)).toEqual({ workEvents: [], eduEvents: [], skillEvents: [] });
  });

  it('takes at most 500 events in one import', async () => {
    const user = await signUpWithRecord(app, 'import-many@example.com');
    const result = await importEvents(user, {
      work: jobs('w', 300),
      skills: Array.from({ length: 201 }, (_, index) => skill(`s-${index}`)),
    });
    expect(errorOf(result)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'An import can hold at most 500 events',
    });
    expect((await library(user)).workEvents).toEqual([]);
  });

  describe('at most 1000 events of a kind', () => {
    let user: EventUser;
    beforeAll(async () => {
      user = await signUpWithRecord(app, 'import-limit@example.com');
      for (const batch of ['a', 'b']) {
        const skills = Array.from({ length: 500 }, (_, index) => skill(`${batch}-${index}`));
        const result = await importEvents(user, { skills });
        expect(dataOf(result).event.importEvents.skills).toBe(500);
      }
    });

    it('refuses a 1001st skill, by create or by import, and the import adds nothing at all', async () => {
      const created = await user.call(createSkill, { input: skill('one-more') });
      expect(errorOf(created)).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'You can keep at most 1000 skills',
      });
      const imported = await importEvents(user, {
        work: [job('fits')],
        skills: [skill('one-more')],
      });
      expect(errorOf(imported).message).toBe('You can keep at most 1000 skills');
      const after = await library(user);
      expect(after.skillEvents).toHaveLength(1000);
      // The work event was written before the skills failed: the transaction took it back.
      expect(after.workEvents).toEqual([]);
    });

    it('counts only skills that are not deleted, so a restore that would pass the limit is refused', async () => {
      const [first] = (await library(user)).skillEvents;
      await user.call(deleteSkill, { id: first?.id });
      expect(dataOf(await user.call(createSkill, { input: skill('replacement') }))).toBeDefined();
      const restored = await user.call(restoreSkill, { id: first?.id });
      expect(errorOf(restored).message).toBe('You can keep at most 1000 skills');
      expect((await library(user)).skillEvents.map((event) => event.id)).not.toContain(first?.id);
    });
  });
});
