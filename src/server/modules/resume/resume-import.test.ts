import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResumeContent } from '../../../domain/resume';
import sample from '../../../domain/test-support/sample.resume.json';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/app';
import { sampleResumeImport } from '../../test-support/json-resume';
import {
  dataOf,
  errorOf,
  signUpWithRecord,
  type EventUser,
} from '../../test-support/career-events';
import { resolveForOwner } from './resume.service';

const importResume = `mutation ($input: ImportResumeInput!) { resume { importResume(input: $input) { id name content share { enabled } } } }`;
const getResume = `query ($id: ID!) { resume(id: $id) { id } }`;
const resumesQuery = `query { resumes { id } }`;
const libraryQuery = `query { workEvents { id uuid accomplishments { id } } eduEvents { id uuid } skillEvents { id uuid } }`;

interface Imported {
  id: string;
  name: string;
  content: ResumeContent;
  share: { enabled: boolean };
}
interface Library {
  workEvents: { id: string; uuid: string | null; accomplishments: { id: string }[] }[];
  eduEvents: { id: string; uuid: string | null }[];
  skillEvents: { id: string; uuid: string | null }[];
}

const eventIds = (content: ResumeContent) =>
  content.sections.map((section) => [
    section.kind,
    section.entries.map((entry) => ('eventId' in entry ? entry.eventId : null)),
  ]);

describe('importResume', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  const run = (user: EventUser, input: Record<string, unknown>) =>
    user.call<{ resume: { importResume: Imported } }>(importResume, { input });
  const library = async (user: EventUser) => dataOf(await user.call<Library>(libraryQuery));
  const userIdOf = async (email: string) => {
    const [row] = await app.database.db.select().from(users).where(eq(users.email, email));
    return row!.id;
  };

  it("imports the sample: its events join the library and the resume shows them with the file's header", async () => {
    const email = 'import-resume@example.com';
    const user = await signUpWithRecord(app, email);
    const resume = dataOf(await run(user, sampleResumeImport())).resume.importResume;

    const after = await library(user);
    expect([after.workEvents.length, after.eduEvents.length, after.skillEvents.length]).toEqual([
      1, 1, 2,
    ]);
    const [job] = after.workEvents;
    expect(resume.name).toBe('Imported');
    expect(resume.share.enabled).toBe(false);
    expect(eventIds(resume.content)).toEqual([
      ['WORK', [job!.id]],
      ['EDUCATION', [after.eduEvents[0]!.id]],
      ['SKILLS', after.skillEvents.map((skill) => skill.id)],
    ]);
    expect(resume.content.sections[0]?.entries[0]).toMatchObject({
      bullets: job!.accomplishments.map((item) => ({ itemId: item.id, visible: true, text: null })),
    });
    expect(resume.content.header).toMatchObject({
      name: 'Richard Hendriks',
      headline: 'Programmer',
      location: 'San Francisco, California, US',
    });
    expect(resume.content.summary).toMatch(/^Richard hails from Tulsa/);
    expect(resume.content.theme).toMatchObject({ paper: 'LETTER', template: 'classic' });

    const document = await resolveForOwner(app.database.db, await userIdOf(email), resume.content);
    const [work, education] = document.sections;
    expect(work?.entries.map((entry) => [entry.organization, entry.title])).toEqual([
      ['Pied Piper', 'CEO/President'],
    ]);
    expect(work?.entries[0]?.bullets).toEqual(sample.work[0]!.highlights);
    expect(education?.entries.map((entry) => entry.organization)).toEqual([
      'University of Oklahoma',
    ]);
  });

  it('imported twice adds no events again, and the second resume points at the same events', async () => {
    const user = await signUpWithRecord(app, 'import-resume-twice@example.com');
    const first = dataOf(await run(user, sampleResumeImport('First'))).resume.importResume;
    const before = await library(user);
    const second = dataOf(await run(user, { ...sampleResumeImport('Second'), language: 'FR' }))
      .resume.importResume;

    expect(await library(user)).toEqual(before);
    expect(second.id).not.toBe(first.id);
    expect(eventIds(second.content)).toEqual(eventIds(first.content));
    // The document language's paper when none is asked for.
    expect([second.content.language, second.content.theme.paper]).toEqual(['fr', 'A4']);
    expect(dataOf(await user.call<{ resumes: unknown[] }>(resumesQuery)).resumes).toHaveLength(2);
  });

  it.each([
    [
      (input: ReturnType<typeof sampleResumeImport>) => ({
        ...input,
        events: { ...input.events, skills: [...input.events.skills, { name: 'No key' }] },
      }),
      'events.skills.2.uuid',
    ],
    [
      (input: ReturnType<typeof sampleResumeImport>) => ({
        ...input,
        events: {
          ...input.events,
          work: [...input.events.work, { ...input.events.work[0], uuid: 'x', company: '' }],
        },
      }),
      'events.work.1.company',
    ],
    [(input: ReturnType<typeof sampleResumeImport>) => ({ ...input, name: ' ' }), 'name'],
    [
      (input: ReturnType<typeof sampleResumeImport>) => ({
        ...input,
        header: { ...input.header, links: [{ label: 'Bad', url: 'javascript:alert(1)' }] },
      }),
      'header.links.0.url',
    ],
  ])('a bad item adds no event and no resume (case %#)', async (change, field) => {
    const user = await signUpWithRecord(app, `import-resume-bad-${field}@example.com`);
    const result = await run(user, change(sampleResumeImport()));
    expect(errorOf(result)).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(await library(user)).toEqual({ workEvents: [], eduEvents: [], skillEvents: [] });
    expect(dataOf(await user.call<{ resumes: unknown[] }>(resumesQuery)).resumes).toEqual([]);
  });

  it("belongs to the caller only: another user's events with the same keys are neither used nor touched", async () => {
    const owner = await signUpWithRecord(app, 'import-resume-owner@example.com');
    const other = await signUpWithRecord(app, 'import-resume-other@example.com');
    const theirs = dataOf(await run(other, sampleResumeImport())).resume.importResume;
    const otherLibrary = await library(other);

    const mine = dataOf(await run(owner, sampleResumeImport())).resume.importResume;
    const myLibrary = await library(owner);
    expect(myLibrary.workEvents).toHaveLength(1);
    expect(myLibrary.workEvents[0]!.id).not.toBe(otherLibrary.workEvents[0]!.id);
    expect(eventIds(mine.content)[0]).toEqual(['WORK', [myLibrary.workEvents[0]!.id]]);
    expect(await library(other)).toEqual(otherLibrary);
    expect(errorOf(await owner.call(getResume, { id: theirs.id })).code).toBe('NO_DATA_FOUND');
  });
});
