/**
 * The editor's preview and fit resolve drafts against a cached library (`resolveDraftForOwner`):
 * typing does not read the library again, and every write to the user's events shows in the very
 * next preview. The cache's own interleavings are in event/library-cache.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Writable } from 'node:stream';
import pino from 'pino';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import { newResumeContent, type ResumeContent } from '../../../domain/resume';
import type { ResumeDocument } from '../../../domain/resume-document';
import { partnerWorkRecord } from '../../../domain/test-support/partner-records';
import { users, workEvents } from '../../db/schema';
import { importPartnerHistory } from '../../partner/import-history';
import { createTestApp, type TestApp } from '../../test-support/app';
import { sampleResumeImport } from '../../test-support/json-resume';
import { dataOf, eventCalls, signUpWithRecord } from '../../test-support/career-events';
import {
  partnerCustomer,
  startPartnerApiFixture,
  type PartnerApiFixture,
} from '../../test-support/partner-api';
import { eduEventStore } from '../event/edu-event.service';
import { cachedLibrary, libraryLifetimeMs } from '../event/library-cache';
import { skillEventStore } from '../event/skill-event.service';
import { workEventStore } from '../event/work-event.service';
import { loadResumeLibrary, resolveDraftForOwner, resolveForOwner } from './resume.service';

interface Job {
  id: string;
  accomplishments: Array<{ id: string; description: string }>;
}
interface Skill {
  id: string;
}

const reorderSkills = `mutation ($ids: [ID!]!) { event { reorderSkillEvents(ids: $ids) { id } } }`;
const importEvents = `mutation ($input: ImportEventsInput!) { event { importEvents(input: $input) { work skills } } }`;
const importResume = `mutation ($input: ImportResumeInput!) { resume { importResume(input: $input) { id } } }`;

describe('the preview draft against the cached library', () => {
  let app: TestApp;
  let partner: PartnerApiFixture;
  const db = () => app.database.db;
  const userIdOf = async (email: string) => {
    const [row] = await db().select().from(users).where(eq(users.email, email));
    return row!.id;
  };

  const listWork = workEventStore.list.bind(workEventStore);
  // Every library load goes through these three lists; counting them counts the loads.
  const lists = [workEventStore, eduEventStore, skillEventStore].map((store) =>
    vi.spyOn(store, 'list'),
  );
  const loadsFor = (userId: string) =>
    lists.reduce(
      (sum, list) => sum + list.mock.calls.filter(([, calledFor]) => calledFor === userId).length,
      0,
    );

  beforeAll(async () => {
    app = await createTestApp();
    partner = await startPartnerApiFixture();
  });
  afterAll(async () => {
    await partner?.close();
    await app?.close();
  });
  beforeEach(() => {
    lists.forEach((list) => list.mockClear());
  });
  let clock: MockInstance<() => number> | undefined;
  afterEach(() => {
    clock?.mockRestore();
  });

  let count = 0;
  /** A new user with two jobs and two skills. */
  async function newUser() {
    const email = `draft-${(count += 1)}@example.com`;
    const user = await signUpWithRecord(app, email);
    const work = eventCalls<Job>(user, 'WorkEvent');
    const skills = eventCalls<Skill>(user, 'SkillEvent');
    const old = await work.create({
      company: 'Acme',
      position: 'Engineer',
      startDate: '2015-01',
      endDate: '2018-12',
      accomplishments: [{ description: 'Built billing' }],
    });
    const current = await work.create({
      company: 'Globex',
      position: 'Lead',
      startDate: '2019-01',
      accomplishments: [{ description: 'Leads five people' }],
    });
    const go = await skills.create({ name: 'Go' });
    const sql = await skills.create({ name: 'SQL' });
    return { user, userId: await userIdOf(email), work, skills, jobs: { old, current }, go, sql };
  }

  /** The library the preview resolves against, as it is cached now. */
  const editorLibrary = (userId: string) =>
    cachedLibrary(db(), userId, 'resume', loadResumeLibrary);

  /** A draft that shows every event of the user's library as the database has it now. */
  async function draftOf(userId: string): Promise<ResumeContent> {
    const library = await loadResumeLibrary(db(), userId);
    return newResumeContent(library, {
      header: { name: 'Draft' },
      language: 'en',
      paper: 'A4',
      newId: randomUUID,
    });
  }

  /**
   * Previews once so that the library is cached, and shows that a second preview reads nothing;
   * then runs `write` and previews `content` (a draft of the library after the write by default):
   * it must be exactly what a fresh read gives, and so must the library it was resolved against.
   */
  async function previewAfter(
    userId: string,
    write: () => Promise<unknown>,
    content?: ResumeContent,
  ): Promise<ResumeDocument> {
    const before = content ?? (await draftOf(userId));
    await resolveDraftForOwner(db(), userId, before);
    const loads = loadsFor(userId);
    await resolveDraftForOwner(db(), userId, before);
    expect(loadsFor(userId)).toBe(loads);

    await write();
    const after = content ?? (await draftOf(userId));
    const preview = await resolveDraftForOwner(db(), userId, after);
    expect(preview).toEqual(await resolveForOwner(db(), userId, after));
    expect(await editorLibrary(userId)).toEqual(await loadResumeLibrary(db(), userId));
    return preview;
  }

  const section = (document: ResumeDocument, kind: number) => document.sections[kind]!.entries;
  const WORK = 0;
  const SKILLS = 2;

  it('reads the library once while the user types, until its lifetime ends', async () => {
    const { userId, jobs } = await newUser();
    const content = await draftOf(userId);
    const start = loadsFor(userId);
    const first = await resolveDraftForOwner(db(), userId, content);
    const loads = loadsFor(userId);
    expect(loads).toBe(start + 3);
    for (const summary of ['T', 'Ty', 'Typ']) {
      await resolveDraftForOwner(db(), userId, { ...content, summary });
    }
    expect(loadsFor(userId)).toBe(loads);

    // A change behind the cache's back (another server process) shows only once it expires;
    // downloads and exports read the library fresh.
    await db().update(workEvents).set({ company: 'Behind' }).where(eq(workEvents.id, jobs.old.id));
    const company = (document: ResumeDocument) => section(document, WORK)[1]!.organization;
    expect(company(first)).toBe('Acme');
    expect(company(await resolveDraftForOwner(db(), userId, content))).toBe('Acme');
    expect(company(await resolveForOwner(db(), userId, content))).toBe('Behind');
    const now = Date.now();
    clock = vi.spyOn(Date, 'now').mockReturnValue(now + libraryLifetimeMs + 1);
    expect(company(await resolveDraftForOwner(db(), userId, content))).toBe('Behind');
  });

  it('shows an edited accomplishment in the very next preview', async () => {
    const { userId, work, jobs } = await newUser();
    const { current } = jobs;
    const preview = await previewAfter(userId, () =>
      work.update(current.id, {
        company: 'Globex',
        position: 'Lead',
        startDate: '2019-01',
        accomplishments: [{ id: current.accomplishments[0]!.id, description: 'Leads nine people' }],
      }),
    );
    expect(section(preview, WORK)[0]!.bullets).toEqual(['Leads nine people']);
  });

  it('drops a deleted event from the next preview and brings a restored one back', async () => {
    const { userId, work, jobs } = await newUser();
    const content = await draftOf(userId);
    const companies = (document: ResumeDocument) =>
      section(document, WORK).map((entry) => entry.organization);
    const deleted = await previewAfter(userId, () => work.remove(jobs.old.id), content);
    expect(companies(deleted)).toEqual(['Globex']);
    const restored = await previewAfter(userId, () => work.restore(jobs.old.id), content);
    expect(companies(restored)).toEqual(['Globex', 'Acme']);
  });

  it('shows a new event, reordered skills and imported events in the next preview', async () => {
    const { user, userId, work, go, sql } = await newUser();
    const companies = (document: ResumeDocument) =>
      section(document, WORK).map((entry) => entry.organization);
    const skillNames = (document: ResumeDocument) =>
      section(document, SKILLS).map((entry) => entry.title);

    const created = await previewAfter(userId, () =>
      work.create({ company: 'Initech', position: 'Staff', startDate: '2023-01' }),
    );
    expect(companies(created)).toEqual(['Initech', 'Globex', 'Acme']);

    // The draft's own order places its entries; the library's order is what the editor lists.
    await previewAfter(userId, async () =>
      dataOf(await user.call(reorderSkills, { ids: [sql.id, go.id] })),
    );
    expect((await editorLibrary(userId)).skills.map((skill) => skill.name)).toEqual(['SQL', 'Go']);

    const imported = await previewAfter(userId, async () =>
      dataOf(
        await user.call(importEvents, {
          input: {
            work: [
              { uuid: 'imported-job', company: 'Hooli', position: 'Dev', startDate: '2024-01' },
            ],
            edu: [],
            skills: [{ uuid: 'imported-skill', name: 'Rust' }],
          },
        }),
      ),
    );
    expect(companies(imported)).toEqual(['Hooli', 'Initech', 'Globex', 'Acme']);
    expect(skillNames(imported)).toEqual(['SQL', 'Go', 'Rust']);
  });

  it('shows the events a JSON Resume import or a partner sign-in added in the next preview', async () => {
    const { user, userId } = await newUser();
    const companies = (document: ResumeDocument) =>
      section(document, WORK).map((entry) => entry.organization);

    const fromFile = await previewAfter(userId, async () =>
      dataOf(await user.call(importResume, { input: sampleResumeImport() })),
    );
    expect(companies(fromFile)).toContain('Pied Piper');

    partner.records = { work: [partnerWorkRecord], education: [] };
    const fromPartner = await previewAfter(userId, () =>
      importPartnerHistory({
        db: db(),
        userId,
        provider: { domain: 'partner.test', apiBaseUrl: partner.url },
        customerId: partnerCustomer.id,
        accessToken: partnerCustomer.accessToken,
        log: pino(
          { level: 'silent' },
          new Writable({ write: (_chunk, _encoding, done) => done() }),
        ),
      }),
    );
    expect(fromPartner.sections[WORK]!.entries.length).toBe(
      fromFile.sections[WORK]!.entries.length + 1,
    );
  });

  it('does not keep a library read that a write overtook', async () => {
    const { userId, work, jobs } = await newUser();
    const content = await draftOf(userId);
    const bullets = (document: ResumeDocument) => section(document, WORK)[0]!.bullets;

    // The preview's work list reads the old rows, then waits while the user's edit commits.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let read!: () => void;
    const hasRead = new Promise<void>((resolve) => (read = resolve));
    lists[0]!.mockImplementationOnce(async (...args) => {
      const rows = await listWork(...args);
      read();
      await held;
      return rows;
    });
    const racing = resolveDraftForOwner(db(), userId, content);
    await hasRead;
    await work.update(jobs.current.id, {
      company: 'Globex',
      position: 'Lead',
      startDate: '2019-01',
      accomplishments: [{ id: jobs.current.accomplishments[0]!.id, description: 'Leads ten' }],
    });
    release();
    expect(bullets(await racing)).toEqual(['Leads five people']);

    const loads = loadsFor(userId);
    expect(bullets(await resolveDraftForOwner(db(), userId, content))).toEqual(['Leads ten']);
    expect(loadsFor(userId)).toBe(loads + 3);
  });

  it("serves each user only their own library, and a write leaves another user's cached", async () => {
    const ann = await newUser();
    const bob = await newUser();
    const annDraft = await draftOf(ann.userId);
    const bobDraft = await draftOf(bob.userId);
    await resolveDraftForOwner(db(), ann.userId, annDraft);
    const bobFirst = await resolveDraftForOwner(db(), bob.userId, bobDraft);
    const bobLoads = loadsFor(bob.userId);

    await ann.work.remove(ann.jobs.old.id);
    expect(await resolveDraftForOwner(db(), bob.userId, bobDraft)).toEqual(bobFirst);
    expect(loadsFor(bob.userId)).toBe(bobLoads);
    expect(section(await resolveDraftForOwner(db(), ann.userId, annDraft), WORK)).toHaveLength(1);

    // Ann's draft sent as Bob resolves against Bob's library, where her events do not exist.
    const asBob = await resolveDraftForOwner(db(), bob.userId, annDraft);
    expect(asBob.sections.map((section) => section.entries)).toEqual([[], [], []]);
    expect(asBob).toEqual(await resolveForOwner(db(), bob.userId, annDraft));
  });
});
