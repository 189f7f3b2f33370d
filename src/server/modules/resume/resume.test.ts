import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResumeContent } from '../../../domain/resume';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/app';
import { dataOf, errorOf, eventCalls, type EventUser } from '../../test-support/career-events';
import { signUpPremium } from '../../test-support/premium';
import { graphql, type GraphqlResult } from '../../test-support/identity';
import {
  countResumeView,
  findSharedResume,
  getResume,
  replaceResumeShareLink,
  resolveForOwner,
} from './resume.service';

const fields = `id name targetJob { title company description } content updatedAt share { id enabled indexable viewCount }`;
const ops = {
  list: `query { resumes { ${fields} } }`,
  get: `query ($id: ID!) { resume(id: $id) { ${fields} } }`,
  create: `mutation ($input: CreateResumeInput!) { resume { createResume(input: $input) { ${fields} } } }`,
  update: `mutation ($id: ID!, $input: UpdateResumeInput!) { resume { updateResume(id: $id, input: $input) { ${fields} } } }`,
  duplicate: `mutation ($id: ID!, $name: String!) { resume { duplicateResume(id: $id, name: $name) { ${fields} } } }`,
  delete: `mutation ($id: ID!) { resume { deleteResume(id: $id) } }`,
  restore: `mutation ($id: ID!) { resume { restoreResume(id: $id) { ${fields} } } }`,
  share: `mutation ($id: ID!, $input: DocumentSharingInput!) { resume { setResumeSharing(id: $id, input: $input) { ${fields} } } }`,
  replaceLink: `mutation ($id: ID!) { resume { replaceResumeShareLink(id: $id) { ${fields} } } }`,
};

interface Resume {
  id: string;
  name: string;
  targetJob: { title: string; company: string; description: string };
  content: ResumeContent;
  updatedAt: string;
  share: { id: string; enabled: boolean; indexable: boolean; viewCount: number };
}

type Event = { id: string; accomplishments: Array<{ id: string; description: string }> };

/** The one field under `resume { … }` or the query's own. */
const answer = <T>(result: GraphqlResult<Record<string, unknown>>): T => {
  const data = dataOf(result);
  const [value] = Object.values(
    'resume' in data && !('id' in (data.resume as object)) ? (data.resume as object) : data,
  );
  return value as T;
};

describe('resumes', () => {
  let app: TestApp;
  let owner: EventUser;
  let other: EventUser;
  let ownerId: string;
  let oldJob: Event;
  let newJob: Event;
  let created: Resume;

  beforeAll(async () => {
    app = await createTestApp();
    owner = await signUpPremium(app, 'resume-owner@example.com');
    other = await signUpPremium(app, 'resume-other@example.com');
    const [row] = await app.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'resume-owner@example.com'));
    ownerId = row!.id;
    const work = eventCalls<Event>(owner, 'WorkEvent');
    oldJob = await work.create({
      company: 'Acme',
      position: 'Engineer',
      startDate: '2015-01',
      endDate: '2018-12',
      accomplishments: [{ description: 'Built the billing system' }],
    });
    newJob = await work.create({
      company: 'Globex',
      position: 'Lead',
      startDate: '2019-01',
      accomplishments: [{ description: 'Leads five people' }, { description: 'Cut costs 30%' }],
    });
    created = answer<Resume>(
      await owner.call(ops.create, {
        input: {
          name: 'Platform roles',
          targetJob: { title: 'Staff Engineer', company: 'Initech' },
          template: 'MODERN',
          language: 'FR',
          paper: 'A4',
        },
      }),
    );
  });

  afterAll(async () => {
    await app?.close();
  });

  it('starts a new resume from the profile and the most recent events, every bullet shown', () => {
    expect(created).toMatchObject({
      name: 'Platform roles',
      targetJob: { title: 'Staff Engineer', company: 'Initech', description: '' },
      share: { enabled: false, indexable: false, viewCount: 0 },
    });
    expect(created.share.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(created.content.header).toMatchObject({
      name: 'Test User',
      email: 'resume-owner@example.com',
      headline: 'Staff Engineer',
    });
    expect(created.content.language).toBe('fr');
    expect(created.content.theme).toMatchObject({ template: 'modern', paper: 'A4' });
    const work = created.content.sections[0]!;
    expect(work.kind).toBe('WORK');
    expect(work.entries.map((entry) => 'eventId' in entry && entry.eventId)).toEqual([
      newJob.id,
      oldJob.id,
    ]);
    expect(work.entries[0]).toMatchObject({
      bullets: newJob.accomplishments.map((item) => ({
        itemId: item.id,
        visible: true,
        text: null,
      })),
    });
  });

  it('saves what the editor sends and refuses content no resume may hold, naming the field', async () => {
    const content = structuredClone(created.content);
    content.summary = 'Builds platforms.';
    content.theme.accentColor = '#336699';
    const saved = answer<Resume>(
      await owner.call(ops.update, { id: created.id, input: { name: 'Platform', content } }),
    );
    expect(saved).toMatchObject({ name: 'Platform', content: { summary: 'Builds platforms.' } });
    expect(saved.targetJob.title).toBe('Staff Engineer');

    const refused = await owner.call(ops.update, {
      id: created.id,
      input: { content: { ...content, theme: { ...content.theme, accentColor: 'red' } } },
    });
    expect(errorOf(refused)).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'content.theme.accentColor',
      message: 'content.theme.accentColor must be a colour like #1f4e79',
    });
    expect(
      errorOf(await owner.call(ops.update, { id: created.id, input: { name: ' ' } })),
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
    const kept = answer<Resume>(await owner.call(ops.get, { id: created.id }));
    expect(kept.content.theme.accentColor).toBe('#336699');
  });

  it('follows the library: an edited bullet shows its new text, a new one stays hidden', async () => {
    const work = eventCalls<Event>(owner, 'WorkEvent');
    const [lead, costs] = newJob.accomplishments;
    await work.update(newJob.id, {
      company: 'Globex',
      position: 'Lead',
      startDate: '2019-01',
      accomplishments: [
        { id: lead!.id, description: 'Leads eight people' },
        { id: costs!.id, description: costs!.description },
        { description: 'Added later' },
      ],
    });
    const row = await getResume(app.database.db, ownerId, created.id);
    const document = await resolveForOwner(app.database.db, ownerId, row.content);
    expect(document.sections[0]!.heading).toBe('Expérience');
    expect(document.sections[0]!.entries[0]!.bullets).toEqual([
      'Leads eight people',
      'Cut costs 30%',
    ]);
  });

  it('duplicates under a new name with a link of its own and sharing off', async () => {
    await owner.call(ops.share, { id: created.id, input: { enabled: true } });
    const copy = answer<Resume>(
      await owner.call(ops.duplicate, { id: created.id, name: 'Platform (copy)' }),
    );
    expect(copy.id).not.toBe(created.id);
    expect(copy.share.id).not.toBe(created.share.id);
    expect(copy).toMatchObject({ name: 'Platform (copy)', share: { enabled: false } });
    const source = answer<Resume>(await owner.call(ops.get, { id: created.id }));
    expect(copy.content).toEqual(source.content);
    const list = answer<Resume[]>(await owner.call(ops.list));
    expect(list.map((resume) => resume.id)).toEqual([copy.id, created.id]);
  });

  it('deletes and restores; a deleted resume is gone from every read and its link', async () => {
    const shared = answer<Resume>(
      await owner.call(ops.share, { id: created.id, input: { enabled: true, indexable: true } }),
    );
    expect(shared.share).toMatchObject({ enabled: true, indexable: true });
    expect(await findSharedResume(app.database.db, shared.share.id)).toBeDefined();

    expect(dataOf(await owner.call(ops.delete, { id: created.id }))).toEqual({
      resume: { deleteResume: created.id },
    });
    expect(errorOf(await owner.call(ops.get, { id: created.id })).code).toBe('NO_DATA_FOUND');
    expect(await findSharedResume(app.database.db, shared.share.id)).toBeUndefined();
    const restored = answer<Resume>(await owner.call(ops.restore, { id: created.id }));
    expect(restored.id).toBe(created.id);
    expect(await findSharedResume(app.database.db, shared.share.id)).toBeDefined();
  });

  it('answers a public link only while sharing is on, and never the replaced one', async () => {
    const row = await getResume(app.database.db, ownerId, created.id);
    await countResumeView(app.database.db, row.id);
    const counted = await getResume(app.database.db, ownerId, created.id);
    expect(counted.viewCount).toBe(row.viewCount + 1);
    expect(counted.updatedAt).toEqual(row.updatedAt);

    const replaced = await replaceResumeShareLink(app.database.db, ownerId, created.id);
    expect(await findSharedResume(app.database.db, row.shareId)).toBeUndefined();
    expect(await findSharedResume(app.database.db, replaced.shareId)).toBeDefined();
    await owner.call(ops.share, { id: created.id, input: { enabled: false } });
    expect(await findSharedResume(app.database.db, replaced.shareId)).toBeUndefined();
    expect(await findSharedResume(app.database.db, 'not a share id')).toBeUndefined();
  });

  it("answers NO_DATA_FOUND for another user's resume everywhere, and changes nothing", async () => {
    const before = answer<Resume>(await owner.call(ops.get, { id: created.id }));
    const id = created.id;
    const attempts = [
      other.call(ops.get, { id }),
      other.call(ops.update, { id, input: { name: 'Mine now' } }),
      other.call(ops.duplicate, { id, name: 'Stolen' }),
      other.call(ops.delete, { id }),
      other.call(ops.restore, { id }),
      other.call(ops.share, { id, input: { enabled: true } }),
      other.call(ops.replaceLink, { id }),
      other.call(ops.get, { id: 'not-a-uuid' }),
    ];
    for (const result of await Promise.all(attempts)) {
      expect(errorOf(result).code).toBe('NO_DATA_FOUND');
    }
    expect(answer<Resume[]>(await other.call(ops.list))).toEqual([]);
    expect(answer<Resume>(await owner.call(ops.get, { id }))).toEqual(before);
  });

  it('asks who is calling', async () => {
    const result = await graphql(app, ops.list, {});
    expect(errorOf(result).code).toBe('UNAUTHENTICATED');
  });
});
