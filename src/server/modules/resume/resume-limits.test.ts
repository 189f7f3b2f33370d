/**
 * Whatever saves renders, and renders are limited per user (decision 075, issue 13 §11 and §14):
 * a save that would print more than a resume may hold is refused with BAD_USER_INPUT naming the
 * limit; a resume the library pushed over it answers 422 `RESUME_TOO_LARGE` on every render,
 * never 500; a burst of heavy drafts from one user leaves the server free for another user.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumeLimits, resumeSizeOf, type ResumeContent } from '../../../domain/resume';
import {
  longestEduEvent,
  longestHeader,
  longestResumeContent,
  longestSkillEvent,
  longestWorkEvent,
  longText,
} from '../../../domain/test-support/longest-resume';
import { users } from '../../db/schema';
import {
  createRenderLimiter,
  defaultRenderLimits,
  type RenderLimiter,
} from '../../documents/render-limiter';
import { createTestApp, type TestApp } from '../../test-support/app';
import { dataOf, eventCalls, type EventUser } from '../../test-support/career-events';
import { signUpPremium } from '../../test-support/premium';
import { resolveForOwner } from './resume.service';

interface Resume {
  id: string;
  content: ResumeContent;
  share: { id: string };
}
interface Work {
  id: string;
  accomplishments: Array<{ id: string; description: string }>;
}

const create = `mutation ($input: CreateResumeInput!) { resume { createResume(input: $input) { id content share { id } } } }`;
const update = `mutation ($id: ID!, $input: UpdateResumeInput!) { resume { updateResume(id: $id, input: $input) { id content } } }`;
const read = `query ($id: ID!) { resume(id: $id) { id content } }`;
const share = `mutation ($id: ID!) { resume { setResumeSharing(id: $id, input: { enabled: true, indexable: false }) { id } } }`;

const limiter = createRenderLimiter();
/** The lanes the app asked the limiter for, and the most of its renders running at once. */
const asked = { lanes: [] as Array<string | null>, running: 0, peak: 0 };
const observedLimiter: RenderLimiter = {
  stats: () => limiter.stats(),
  run(user, lane, render) {
    asked.lanes.push(lane);
    return limiter.run(user, lane, async () => {
      asked.running += 1;
      asked.peak = Math.max(asked.peak, asked.running);
      try {
        return await render();
      } finally {
        asked.running -= 1;
      }
    });
  },
};
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({}, { renderLimiter: observedLimiter });
});
afterAll(async () => {
  await app?.close();
});

const request = (method: 'GET' | 'POST', url: string, token: string, body?: unknown) =>
  app.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });

async function newResume(user: EventUser): Promise<Resume> {
  const created = dataOf(
    await user.call<{ resume: { createResume: Resume } }>(create, {
      input: { name: 'Limits', language: 'FR', paper: 'A4' },
    }),
  );
  return created.resume.createResume;
}

const save = (user: EventUser, id: string, content: ResumeContent) =>
  user.call<{ resume: { updateResume: Resume } }>(update, { id, input: { content } });

async function userIdOf(email: string) {
  const [row] = await app.database.db.select().from(users).where(eq(users.email, email));
  return row!.id;
}

/** A section of `count` entries showing every bullet of `work`. */
const workSection = (work: Work, count: number) => ({
  id: randomUUID(),
  kind: 'WORK' as const,
  heading: '',
  entries: Array.from({ length: count }, () => ({
    id: randomUUID(),
    eventId: work.id,
    bullets: work.accomplishments.map((item) => ({ itemId: item.id, visible: true, text: null })),
  })),
});

describe('whatever saves renders', () => {
  let owner: EventUser;
  let works: ReturnType<typeof eventCalls<Work>>;

  beforeAll(async () => {
    owner = await signUpPremium(app, 'limits-owner@example.com');
    works = eventCalls<Work>(owner, 'WorkEvent');
  });

  it('prints a resume whose every field is at its longest', async () => {
    const edu = await eventCalls<Work>(owner, 'EduEvent').create(longestEduEvent());
    const resume = await newResume(owner);
    const content: ResumeContent = {
      ...resume.content,
      ...longestHeader(),
      sections: [
        {
          id: randomUUID(),
          kind: 'EDUCATION',
          heading: longText(resumeLimits.text, 'heading'),
          entries: [
            {
              id: randomUUID(),
              eventId: edu.id,
              bullets: [{ itemId: edu.accomplishments[0]!.id, visible: true, text: null }],
            },
          ],
        },
      ],
    };
    dataOf(await save(owner, resume.id, content));
    const pdf = await request('GET', `/api/resumes/${resume.id}/pdf`, owner.token);
    expect(pdf.statusCode, pdf.body.slice(0, 300)).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses to save the longest resume the input limits allow, naming the limit', async () => {
    const work = await works.create(longestWorkEvent());
    const edu = await eventCalls<Work>(owner, 'EduEvent').create(longestEduEvent());
    const skill = await eventCalls<{ id: string }>(owner, 'SkillEvent').create(longestSkillEvent());
    const resume = await newResume(owner);
    const longest = longestResumeContent(
      {
        work: { id: work.id, itemIds: work.accomplishments.map((item) => item.id) },
        edu: { id: edu.id, itemIds: edu.accomplishments.map((item) => item.id) },
        skill: { id: skill.id },
      },
      randomUUID,
    );

    const refused = await save(owner, resume.id, longest);
    expect(refused.data).toBeNull();
    const [error] = refused.errors ?? [];
    expect(error?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'content',
      reason: 'RESUME_TOO_LARGE',
      limitKiB: 512,
    });
    expect(error?.extensions?.sizeKiB).toBeGreaterThan(512);
    expect(error?.message).toMatch(/too long to print: \d+ KiB .* 512 KiB/);

    // Nothing was saved, and what is saved prints.
    const saved = dataOf(await owner.call<{ resume: Resume }>(read, { id: resume.id }));
    expect(saved.resume.content).toEqual(resume.content);
    const pdf = await request('GET', `/api/resumes/${resume.id}/pdf`, owner.token);
    expect(pdf.statusCode, pdf.body.slice(0, 300)).toBe(200);
  });

  it('answers 422 RESUME_TOO_LARGE, never 500, when the library pushed a saved resume over the limit', async () => {
    const userId = await userIdOf('limits-owner@example.com');
    const short = (index: number) => ({ description: longText(500, `bullet ${index}`) });
    const work = await works.create({
      company: 'Acme',
      position: 'Engineer',
      startDate: '2019-01',
      accomplishments: Array.from({ length: 50 }, (_, index) => short(index)),
    });
    const resume = await newResume(owner);
    const withEntries = (count: number): ResumeContent => ({
      ...resume.content,
      sections: [workSection(work, count)],
    });
    // As many entries as stay under the limit.
    const sizeWith = async (count: number) =>
      resumeSizeOf(await resolveForOwner(app.database.db, userId, withEntries(count))).bytes;
    const [one, two] = [await sizeWith(1), await sizeWith(2)];
    const entries = Math.floor((resumeLimits.documentBytes - (one - (two - one))) / (two - one));
    expect(await sizeWith(entries)).toBeLessThanOrEqual(resumeLimits.documentBytes);
    dataOf(await save(owner, resume.id, withEntries(entries)));
    dataOf(await owner.call(share, { id: resume.id }));

    // The library grows: each bullet twice as long.
    const longer = work.accomplishments.map((item, index) => ({
      id: item.id,
      description: longText(1000, `bullet ${index}`),
    }));
    const updated = await works.update(work.id, {
      company: 'Acme',
      position: 'Engineer',
      startDate: '2019-01',
      accomplishments: longer,
    });
    expect(updated.errors).toBeUndefined();

    const tooLarge = {
      statusCode: 422,
      code: 'RESUME_TOO_LARGE',
      limitKiB: 512,
    };
    for (const url of [`/api/resumes/${resume.id}/pdf`, `/api/resumes/${resume.id}/thumbnail`]) {
      const answer = await request('GET', url, owner.token);
      expect(answer.statusCode, url).toBe(422);
      expect(answer.json(), url).toMatchObject(tooLarge);
    }
    const preview = await request('POST', '/api/resumes/preview', owner.token, {
      content: withEntries(entries),
    });
    expect(preview.json()).toMatchObject(tooLarge);
    const sharedPdf = await app.app.inject({ method: 'GET', url: `/r/${resume.share.id}/pdf` });
    expect(sharedPdf.statusCode).toBe(422);
    expect(sharedPdf.json()).toMatchObject(tooLarge);
    expect(sharedPdf.headers['x-robots-tag']).toBe('noindex');
    // The share page itself still shows the resume.
    expect((await app.app.inject({ method: 'GET', url: `/r/${resume.share.id}` })).statusCode).toBe(
      200,
    );

    // Over the limit, a save that makes it longer is refused; one that shortens it is taken.
    const longerSave = await save(owner, resume.id, withEntries(entries + 1));
    expect(longerSave.errors?.[0]?.extensions).toMatchObject({ reason: 'RESUME_TOO_LARGE' });
    dataOf(await save(owner, resume.id, withEntries(entries - 1)));
    dataOf(await save(owner, resume.id, withEntries(3)));
    const pdf = await request('GET', `/api/resumes/${resume.id}/pdf`, owner.token);
    expect(pdf.statusCode).toBe(200);
  });
});

describe('renders limited per user', () => {
  it(
    "keeps serving another user's preview while one user sends 20 heavy drafts at once",
    { timeout: 180_000 },
    async () => {
      const heavyEmail = 'limits-heavy@example.com';
      const heavy = await signUpPremium(app, heavyEmail);
      const other = await signUpPremium(app, 'limits-other@example.com');
      const work = await eventCalls<Work>(heavy, 'WorkEvent').create({
        company: 'Acme',
        position: 'Engineer',
        startDate: '2019-01',
        accomplishments: Array.from({ length: 50 }, (_, index) => ({
          description: longText(1000, `bullet ${index}`),
        })),
      });
      const heavyResume = await newResume(heavy);
      const otherResume = await newResume(other);
      // ≈ 250 KiB as printed, ≈ 50 pages: each draft differs, so none is answered from the cache.
      const draft = (index: number): ResumeContent => ({
        ...heavyResume.content,
        summary: `Draft ${index}`,
        sections: [workSection(work, 3)],
      });
      const userId = await userIdOf(heavyEmail);
      const bytes = resumeSizeOf(await resolveForOwner(app.database.db, userId, draft(0))).bytes;
      expect(bytes).toBeGreaterThan(resumeLimits.documentBytes / 4);

      await app.app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.app.server.address();
      const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const post = (token: string, content: ResumeContent) =>
        fetch(`${origin}/api/resumes/preview`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ content }),
        });

      let heavyDone = 0;
      const drafts = Array.from({ length: 20 }, (_, index) =>
        post(heavy.token, draft(index)).then(async (response) => {
          heavyDone += 1;
          return { status: response.status, body: (await response.json()) as { code?: string } };
        }),
      );
      const otherAnswer = await post(other.token, {
        ...otherResume.content,
        summary: 'Another user, typing',
      });
      const heavyDoneWhenOtherAnswered = heavyDone;
      expect(otherAnswer.status).toBe(200);
      const answers = await Promise.all(drafts);

      // The other user was answered while the heavy drafts were still being rendered.
      expect(heavyDoneWhenOtherAnswered).toBeLessThan(drafts.length);
      // Each draft is rendered, or answered at once because a newer one took its place.
      for (const answer of answers) {
        expect([200, 409]).toContain(answer.status);
        if (answer.status === 409) expect(answer.body.code).toBe('DRAFT_SUPERSEDED');
      }
      expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(
        defaultRenderLimits.perUser + 1,
      );
      const stats = limiter.stats();
      expect(stats.peakPerUser).toBeLessThanOrEqual(defaultRenderLimits.perUser);
      expect(stats).toMatchObject({ running: 0, waiting: 0 });
    },
  );

  it('answers 429 with Retry-After to downloads past the queue, and renders those it took', async () => {
    const user = await signUpPremium(app, 'limits-downloads@example.com');
    const work = await eventCalls<Work>(user, 'WorkEvent').create({
      company: 'Acme',
      position: 'Engineer',
      startDate: '2019-01',
      accomplishments: Array.from({ length: 50 }, (_, index) => ({
        description: longText(1000, `download ${index}`),
      })),
    });
    const resume = await newResume(user);
    dataOf(await save(user, resume.id, { ...resume.content, sections: [workSection(work, 3)] }));
    // Six at once: one runs, two wait, three are refused.
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => request('GET', `/api/resumes/${resume.id}/pdf`, user.token)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    for (const refused of answers.filter((answer) => answer.statusCode === 429)) {
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.json()).toMatchObject({ code: 'RENDER_BUSY', error: 'Too Many Requests' });
    }
  });

  it('renders a list of thumbnails one at a time, with room for them all, and answers each', async () => {
    const user = await signUpPremium(app, 'limits-thumbnails@example.com');
    // Four times what the shared queue takes (one running, two waiting).
    const cards = 4 * (defaultRenderLimits.perUser + defaultRenderLimits.perUserWaiting);
    const resumes: Resume[] = [];
    for (let index = 0; index < cards; index += 1) resumes.push(await newResume(user));
    asked.lanes.length = 0;
    asked.peak = 0;
    const answers = await Promise.all(
      resumes.map((resume) => request('GET', `/api/resumes/${resume.id}/thumbnail`, user.token)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(resumes.map(() => 200));
    for (const answer of answers) expect(answer.body).toContain('<svg');
    expect(asked.lanes).toEqual(resumes.map(() => 'thumbnail'));
    expect(asked.peak).toBe(defaultRenderLimits.perUser);
    expect(limiter.stats()).toMatchObject({ running: 0, waiting: 0 });
  });
});
