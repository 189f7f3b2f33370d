/**
 * The plans' limits, enforced in the services (decision 100): a free user's fourth resume or cover
 * letter, however it is made, a Premium template, DOCX, the savvy search and share-link view
 * counts are refused or left out; Premium has none of these limits, and neither has a server with
 * PLAN_LIMITS=off. When Premium ends nothing goes: what is past the limit turns read-only.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { premiumGrants } from '../../db/schema';
import { createTestApp, requester, type TestApp } from '../../test-support/app';
import { dataOf, signUpWithRecord, type EventUser } from '../../test-support/career-events';
import type { GraphqlResult } from '../../test-support/identity';
import { sampleResumeImport } from '../../test-support/json-resume';
import { givePremium, userIdOf } from '../../test-support/premium';

const resumeFields = 'id readOnly content share { id enabled viewCount }';
const letterFields = 'id readOnly content share { id enabled viewCount }';
const ops = {
  plan: `query { me { plan { product premiumUntil limits { resumes coverLetters templates docx savvySearch shareViewCounts } usage { resumes coverLetters } } } }`,
  createResume: `mutation ($input: CreateResumeInput!) { resume { createResume(input: $input) { ${resumeFields} } } }`,
  updateResume: `mutation ($id: ID!, $input: UpdateResumeInput!) { resume { updateResume(id: $id, input: $input) { ${resumeFields} } } }`,
  duplicateResume: `mutation ($id: ID!, $name: String!) { resume { duplicateResume(id: $id, name: $name) { id } } }`,
  deleteResume: `mutation ($id: ID!) { resume { deleteResume(id: $id) } }`,
  restoreResume: `mutation ($id: ID!) { resume { restoreResume(id: $id) { id } } }`,
  shareResume: `mutation ($id: ID!) { resume { setResumeSharing(id: $id, input: { enabled: true }) { ${resumeFields} } } }`,
  importResume: `mutation ($input: ImportResumeInput!) { resume { importResume(input: $input) { id } } }`,
  tailorResume: `mutation ($postingId: ID!) { resume { tailorResume(postingId: $postingId) { id } } }`,
  resumes: `query { resumes { ${resumeFields} } }`,
  createLetter: `mutation ($input: CreateCoverLetterInput!) { coverLetter { createCoverLetter(input: $input) { ${letterFields} } } }`,
  updateLetter: `mutation ($id: ID!, $input: UpdateCoverLetterInput!) { coverLetter { updateCoverLetter(id: $id, input: $input) { id } } }`,
  duplicateLetter: `mutation ($id: ID!, $name: String!) { coverLetter { duplicateCoverLetter(id: $id, name: $name) { id } } }`,
  savvy: `query { savvyPostings { candidates } }`,
  hide: `mutation ($id: ID!) { job { hideJobPosting(id: $id, reason: OTHER) } }`,
  unhide: `mutation ($id: ID!) { job { unhideJobPosting(id: $id) } }`,
};

interface Doc {
  id: string;
  readOnly: boolean;
  content: { theme: { template: string } } & Record<string, unknown>;
  share: { id: string; enabled: boolean; viewCount: number | null };
}

/** The one refusal of a result, as the web reads it. */
function refusal(result: GraphqlResult<unknown>) {
  expect(result.errors).toHaveLength(1);
  const [error] = result.errors!;
  return { message: error!.message, ...error!.extensions };
}

const planLimit = (limit: string, maximum?: number) => ({
  code: 'FORBIDDEN',
  reason: 'planLimit',
  limit,
  ...(maximum === undefined ? {} : { maximum }),
});

const aPostingId = '00000000-0000-4000-8000-000000000001';

function calls(user: EventUser) {
  const one = async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
    const data = dataOf(await user.call<Record<string, Record<string, T>>>(query, variables));
    return Object.values(Object.values(data)[0]!)[0] as T;
  };
  return {
    createResume: (name: string, template?: string) =>
      one<Doc>(ops.createResume, { input: { name, ...(template ? { template } : {}) } }),
    tryCreateResume: (name: string, template?: string) =>
      user.call(ops.createResume, { input: { name, ...(template ? { template } : {}) } }),
    createLetter: (name: string, extra: Record<string, unknown> = {}) =>
      one<Doc>(ops.createLetter, { input: { name, ...extra } }),
    tryCreateLetter: (name: string, extra: Record<string, unknown> = {}) =>
      user.call(ops.createLetter, { input: { name, ...extra } }),
    resumes: async () => dataOf(await user.call<{ resumes: Doc[] }>(ops.resumes)).resumes,
    plan: async () =>
      dataOf(
        await user.call<{
          me: {
            plan: {
              product: string;
              premiumUntil: string | null;
              limits: Record<string, unknown>;
              usage: { resumes: number; coverLetters: number };
            };
          };
        }>(ops.plan),
      ).me.plan,
  };
}

const withTemplate = (content: Doc['content'], template: string) => ({
  ...content,
  theme: { ...content.theme, template },
});

describe('plan limits', () => {
  let app: TestApp;
  let request: ReturnType<typeof requester>;

  beforeAll(async () => {
    app = await createTestApp();
    request = requester(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('a free user', () => {
    let user: EventUser;
    let as: ReturnType<typeof calls>;
    let kept: Doc[];

    beforeAll(async () => {
      user = await signUpWithRecord(app, 'plans-free@example.com');
      as = calls(user);
      kept = [];
      for (const name of ['One', 'Two', 'Three']) kept.push(await as.createResume(name));
    });

    it('sees the free plan and what it uses of it', async () => {
      expect(await as.plan()).toEqual({
        product: 'FREE',
        premiumUntil: null,
        limits: {
          resumes: 3,
          coverLetters: 3,
          templates: ['CLASSIC', 'COMPACT'],
          docx: false,
          savvySearch: false,
          shareViewCounts: false,
        },
        usage: { resumes: 3, coverLetters: 0 },
      });
    });

    it('is refused a fourth resume, however it is made, with the limit named', async () => {
      const created = refusal(await as.tryCreateResume('Four'));
      expect(created).toEqual({
        message: 'The free plan keeps 3 resumes; upgrade to Premium for more',
        ...planLimit('resumes', 3),
      });
      expect(
        refusal(await user.call(ops.duplicateResume, { id: kept[0]!.id, name: 'Copy' })),
      ).toMatchObject(planLimit('resumes', 3));
      expect(
        refusal(await user.call(ops.importResume, { input: sampleResumeImport('Imported') })),
      ).toMatchObject(planLimit('resumes', 3));
      expect(await as.resumes()).toHaveLength(3);
    });

    it('can restore a deleted resume only while under the limit', async () => {
      dataOf(await user.call(ops.deleteResume, { id: kept[2]!.id }));
      const replacement = await as.createResume('Replacement');
      expect(refusal(await user.call(ops.restoreResume, { id: kept[2]!.id }))).toMatchObject(
        planLimit('resumes', 3),
      );
      dataOf(await user.call(ops.deleteResume, { id: replacement.id }));
      dataOf(await user.call(ops.restoreResume, { id: kept[2]!.id }));
      expect((await as.resumes()).map((doc) => doc.id).sort()).toEqual(
        kept.map((doc) => doc.id).sort(),
      );
    });

    it('is refused a Premium template on a new resume and on a save', async () => {
      const other = calls(await signUpWithRecord(app, 'plans-templates@example.com'));
      expect(refusal(await other.tryCreateResume('Modern', 'MODERN'))).toMatchObject({
        message: 'The modern template is part of Premium; the free plan has classic, compact',
        ...planLimit('template'),
      });
      const compact = await other.createResume('Compact', 'COMPACT');
      expect(compact.content.theme.template).toBe('compact');
      expect(
        refusal(
          await user.call(ops.updateResume, {
            id: kept[0]!.id,
            input: { content: withTemplate(kept[0]!.content, 'modern') },
          }),
        ),
      ).toMatchObject(planLimit('template'));
    });

    it('is refused DOCX with a 403 naming the limit, and still downloads the other files', async () => {
      const docx = await request('GET', `/api/resumes/${kept[0]!.id}/docx`, { token: user.token });
      expect(docx.statusCode).toBe(403);
      expect(docx.json()).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        message: 'DOCX export is part of Premium; upgrade to download Word files',
        reason: 'planLimit',
        limit: 'docx',
      });
      const txt = await request('GET', `/api/resumes/${kept[0]!.id}/txt`, { token: user.token });
      expect(txt.statusCode).toBe(200);
    });

    it('is refused the savvy search, hiding, unhiding and tailoring', async () => {
      for (const [query, variables] of [
        [ops.savvy, {}],
        [ops.hide, { id: aPostingId }],
        [ops.unhide, { id: aPostingId }],
        [ops.tailorResume, { postingId: aPostingId }],
      ] as const) {
        expect(refusal(await user.call(query, variables))).toMatchObject(planLimit('savvySearch'));
      }
    });

    it('has its share views counted but not shown', async () => {
      const shared = await calls(user).resumes();
      const doc = shared[0]!;
      dataOf(await user.call(ops.shareResume, { id: doc.id }));
      expect((await request('GET', `/r/${doc.share.id}`)).statusCode).toBe(200);
      const [row] = (await as.resumes()).filter((one) => one.id === doc.id);
      expect(row!.share).toMatchObject({ enabled: true, viewCount: null });
      // Premium shows what was counted all along.
      await givePremium(app.database.db, await userIdOf(user), { months: 1 });
      const [counted] = (await as.resumes()).filter((one) => one.id === doc.id);
      expect(counted!.share.viewCount).toBe(1);
    });
  });

  describe('cover letters on the free plan', () => {
    it('refuses a fourth letter, its copy, and a Premium template', async () => {
      const user = await signUpWithRecord(app, 'plans-letters@example.com');
      const as = calls(user);
      expect(refusal(await as.tryCreateLetter('Modern', { template: 'MODERN' }))).toMatchObject(
        planLimit('template'),
      );
      const letters: Doc[] = [];
      for (const name of ['A', 'B', 'C']) letters.push(await as.createLetter(name));
      expect(refusal(await as.tryCreateLetter('D'))).toEqual({
        message: 'The free plan keeps 3 cover letters; upgrade to Premium for more',
        ...planLimit('coverLetters', 3),
      });
      expect(
        refusal(await user.call(ops.duplicateLetter, { id: letters[0]!.id, name: 'Copy' })),
      ).toMatchObject(planLimit('coverLetters', 3));
      expect(
        refusal(
          await user.call(ops.updateLetter, {
            id: letters[0]!.id,
            input: { content: withTemplate(letters[0]!.content, 'modern') },
          }),
        ),
      ).toMatchObject(planLimit('template'));
    });
  });

  describe('Premium', () => {
    let user: EventUser;
    let as: ReturnType<typeof calls>;

    beforeAll(async () => {
      user = await signUpWithRecord(app, 'plans-premium@example.com');
      as = calls(user);
      await givePremium(app.database.db, await userIdOf(user), { months: 3 });
    });

    it('says so, with the end of the period and no limits', async () => {
      const plan = await as.plan();
      expect(plan.product).toBe('PREMIUM');
      expect(new Date(plan.premiumUntil!).getTime()).toBeGreaterThan(Date.now());
      expect(plan.limits).toEqual({
        resumes: null,
        coverLetters: null,
        templates: ['CLASSIC', 'MODERN', 'COMPACT'],
        docx: true,
        savvySearch: true,
        shareViewCounts: true,
      });
    });

    it('keeps any number of documents, in any template, and downloads DOCX', async () => {
      const made: Doc[] = [];
      for (const name of ['1', '2', '3', '4', '5'])
        made.push(await as.createResume(name, 'MODERN'));
      for (const name of ['1', '2', '3', '4']) await as.createLetter(name, { template: 'MODERN' });
      dataOf(await user.call(ops.duplicateResume, { id: made[0]!.id, name: 'Copy' }));
      dataOf(await user.call(ops.importResume, { input: sampleResumeImport('Imported') }));
      expect((await as.plan()).usage).toEqual({ resumes: 7, coverLetters: 4 });
      expect((await as.resumes()).every((doc) => !doc.readOnly)).toBe(true);
      const docx = await request('GET', `/api/resumes/${made[4]!.id}/docx`, { token: user.token });
      expect(docx.statusCode).toBe(200);
      expect(dataOf(await user.call(ops.savvy))).toBeDefined();
    });
  });

  describe('when Premium ends', () => {
    let user: EventUser;
    let as: ReturnType<typeof calls>;
    let made: Doc[];
    let letter: Doc;

    beforeAll(async () => {
      user = await signUpWithRecord(app, 'plans-ended@example.com');
      as = calls(user);
      const userId = await userIdOf(user);
      await givePremium(app.database.db, userId, { months: 1 });
      made = [];
      for (const name of ['Oldest', 'Second', 'Third', 'Fourth', 'Fifth']) {
        made.push(await as.createResume(name, 'MODERN'));
      }
      letter = await as.createLetter('Matched', {});
      // The month of Premium was granted two months ago: it has ended.
      const twoMonthsAgo = new Date(Date.now() - 62 * 24 * 3600 * 1000);
      await app.database.db
        .update(premiumGrants)
        .set({ grantedAt: twoMonthsAgo })
        .where(eq(premiumGrants.userId, userId));
    });

    it('deletes and hides nothing: the oldest three stay editable, the rest turn read-only', async () => {
      expect((await as.plan()).product).toBe('FREE');
      const listed = await as.resumes();
      expect(listed).toHaveLength(5);
      const readOnly = Object.fromEntries(listed.map((doc) => [doc.id, doc.readOnly]));
      expect(made.map((doc) => readOnly[doc.id])).toEqual([false, false, false, true, true]);
    });

    it('refuses changes to a read-only resume, and lets the editable ones keep their template', async () => {
      const past = made[3]!;
      expect(
        refusal(await user.call(ops.updateResume, { id: past.id, input: { name: 'Renamed' } })),
      ).toEqual({
        message:
          'This document is read-only: the free plan keeps 3 resumes editable; upgrade to Premium to change it',
        ...planLimit('readOnly', 3),
      });
      const kept = made[0]!;
      dataOf(
        await user.call(ops.updateResume, {
          id: kept.id,
          input: { content: kept.content, name: 'Still modern' },
        }),
      );
      dataOf(
        await user.call(ops.updateResume, {
          id: kept.id,
          input: { content: withTemplate(kept.content, 'classic') },
        }),
      );
      expect(
        refusal(
          await user.call(ops.updateResume, {
            id: kept.id,
            input: { content: withTemplate(kept.content, 'modern') },
          }),
        ),
      ).toMatchObject(planLimit('template'));
    });

    it('still downloads and shares a read-only resume', async () => {
      const past = made[4]!;
      for (const format of ['pdf', 'txt', 'json']) {
        const file = await request('GET', `/api/resumes/${past.id}/${format}`, {
          token: user.token,
        });
        expect(file.statusCode, format).toBe(200);
      }
      const shared = dataOf(
        await user.call<{ resume: { setResumeSharing: Doc } }>(ops.shareResume, { id: past.id }),
      ).resume.setResumeSharing;
      expect(shared).toMatchObject({ readOnly: true, share: { enabled: true } });
      expect((await request('GET', `/r/${shared.share.id}`)).statusCode).toBe(200);
    });

    it('refuses a new resume and a letter matching a Premium-template resume', async () => {
      expect(refusal(await as.tryCreateResume('Sixth'))).toMatchObject(planLimit('resumes', 3));
      expect(
        refusal(await as.tryCreateLetter('Second letter', { resumeId: made[1]!.id })),
      ).toMatchObject(planLimit('template'));
      expect(letter.readOnly).toBe(false);
    });

    it('makes the read-only ones editable again with Premium', async () => {
      await givePremium(app.database.db, await userIdOf(user), { months: 1 });
      expect((await as.resumes()).every((doc) => !doc.readOnly)).toBe(true);
      dataOf(await user.call(ops.updateResume, { id: made[4]!.id, input: { name: 'Back' } }));
    });
  });
});

describe('PLAN_LIMITS=off', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ PLAN_LIMITS: 'off' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('limits nothing for a user without Premium', async () => {
    const user = await signUpWithRecord(app, 'plans-off@example.com');
    const as = calls(user);
    const plan = await as.plan();
    expect(plan.product).toBe('FREE');
    expect(plan.limits).toMatchObject({ resumes: null, docx: true, savvySearch: true });
    const made: Doc[] = [];
    for (const name of ['1', '2', '3', '4']) made.push(await as.createResume(name, 'MODERN'));
    for (const name of ['1', '2', '3', '4']) await as.createLetter(name);
    const docx = await requester(app)('GET', `/api/resumes/${made[3]!.id}/docx`, {
      token: user.token,
    });
    expect(docx.statusCode).toBe(200);
    dataOf(await user.call(ops.savvy));
    expect((await as.resumes()).every((doc) => !doc.readOnly && doc.share.viewCount === 0)).toBe(
      true,
    );
  });
});
