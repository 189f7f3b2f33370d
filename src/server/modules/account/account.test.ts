import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authAccount,
  authSession,
  authUser,
  calendarFeeds,
  coverLetterEvents,
  coverLetters,
  eduEvents,
  headshots,
  hiddenJobPostings,
  jobApplications,
  premiumGrants,
  purchases,
  resumes,
  sentDocuments,
  skillEvents,
  users,
  workEvents,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/app';
import {
  authRequest,
  createUserMutation,
  graphql,
  idToken,
  linkIn,
  signIn,
  signInAnonymously,
  signUp,
  testPassword,
} from '../../test-support/identity';

const updateProfile = `mutation ($input: UpdateProfileInput!) { user { updateProfile(input: $input) { id email language hasPassword isAnonymous profile { firstName lastName } } } }`;
const me = `query { me { id email language hasPassword profile { firstName lastName } } }`;
const createResume = `mutation ($input: CreateResumeInput!) { resume { createResume(input: $input) { id content share { id } } } }`;
const shareResume = `mutation ($id: ID!) { resume { setResumeSharing(id: $id, input: { enabled: true, indexable: false }) { share { enabled } } } }`;
const createLetter = `mutation ($input: CreateCoverLetterInput!) { coverLetter { createCoverLetter(input: $input) { id content } } }`;
const createWork = `mutation ($input: WorkEventInput!) { event { createWorkEvent(input: $input) { id } } }`;
const createApplication = `mutation ($input: CreateJobApplicationInput!) { job { createJobApplication(input: $input) { id } } }`;
const createFeed = `mutation { job { createCalendarFeed { url } } }`;

/** Every table a user's records are in, by its owner column. */
const ownedTables = {
  workEvents,
  eduEvents,
  skillEvents,
  coverLetterEvents,
  resumes,
  coverLetters,
  jobApplications,
  sentDocuments,
  calendarFeeds,
  purchases,
  premiumGrants,
  hiddenJobPostings,
  headshots,
};

describe('the profile and the account', () => {
  let app: TestApp;

  /** A signed-up user with a record: its cookies, ID token and GraphQL calls. */
  async function member(email: string, names = { firstName: 'Ada', lastName: 'Lovelace' }) {
    const { cookies, idToken: token } = await signUp(app, email);
    const created = await graphql(
      app,
      createUserMutation,
      { input: { ...names, email, isAnonymous: false } },
      token,
    );
    expect(created.errors).toBeUndefined();
    return {
      cookies,
      token,
      call: <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) =>
        graphql<T>(app, query, variables, token),
    };
  }

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('saves the names and the language, and new resumes and letters take that language', async () => {
    const user = await member('names@example.com');
    const saved = await user.call(updateProfile, {
      input: { firstName: ' Grace ', lastName: 'Hopper', language: 'FR' },
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data).toEqual({
      user: {
        updateProfile: {
          id: expect.any(String),
          email: 'names@example.com',
          language: 'FR',
          hasPassword: true,
          isAnonymous: false,
          profile: { firstName: 'Grace', lastName: 'Hopper' },
        },
      },
    });
    expect((await user.call(me)).data).toMatchObject({
      me: { language: 'FR', profile: { firstName: 'Grace', lastName: 'Hopper' } },
    });

    const resume = await user.call<{ resume: { createResume: { content: { language: string } } } }>(
      createResume,
      { input: { name: 'Mine' } },
    );
    expect(resume.data?.resume.createResume.content.language).toBe('fr');
    const chosen = await user.call<{ resume: { createResume: { content: { language: string } } } }>(
      createResume,
      { input: { name: 'In Spanish', language: 'ES' } },
    );
    expect(chosen.data?.resume.createResume.content.language).toBe('es');
    const letter = await user.call<{
      coverLetter: { createCoverLetter: { content: { language: string } } };
    }>(createLetter, { input: { name: 'Letter' } });
    expect(letter.data?.coverLetter.createCoverLetter.content.language).toBe('fr');

    // Back to the browser's language: new documents are in English again.
    const browser = await user.call(updateProfile, {
      input: { firstName: 'Grace', lastName: 'Hopper', language: null },
    });
    expect(browser.data).toMatchObject({ user: { updateProfile: { language: null } } });
    const english = await user.call<{
      resume: { createResume: { content: { language: string } } };
    }>(createResume, { input: { name: 'Default' } });
    expect(english.data?.resume.createResume.content.language).toBe('en');
  });

  it('refuses an empty name, naming the field', async () => {
    const user = await member('empty@example.com');
    const result = await user.call(updateProfile, {
      input: { firstName: 'Ada', lastName: '   ', language: null },
    });
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'lastName',
      reason: 'required',
    });
  });

  it('exports every record of the user as one JSON attachment, and nothing of anyone else', async () => {
    const user = await member('export@example.com');
    const other = await member('other@example.com');
    await other.call(createWork, {
      input: { company: 'Elsewhere', position: 'Spy', startDate: '2019-01' },
    });
    expect(
      (
        await user.call(createWork, {
          input: { company: 'Analytical Engines', position: 'Programmer', startDate: '2020-03' },
        })
      ).errors,
    ).toBeUndefined();
    await user.call(createResume, { input: { name: 'Exported resume' } });
    await user.call(createApplication, {
      input: {
        company: 'Babbage & Co',
        contacts: [{ id: 'c1', name: 'Charles', email: 'charles@example.com' }],
      },
    });
    const feed = await user.call<{ job: { createCalendarFeed: { url: string } } }>(createFeed);
    const feedUrl = feed.data!.job.createCalendarFeed.url;

    const response = await app.app.inject({
      method: 'GET',
      url: '/api/account/export',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="my-resume-data.json"',
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const data = response.json();
    expect(data.profile).toMatchObject({ firstName: 'Ada', email: 'export@example.com' });
    expect(data.library.work).toEqual([
      expect.objectContaining({ company: 'Analytical Engines', position: 'Programmer' }),
    ]);
    expect(data.library).toMatchObject({ edu: [], skills: [], coverLetterParagraphs: [] });
    expect(data.resumes).toEqual([expect.objectContaining({ name: 'Exported resume' })]);
    expect(data.jobApplications).toEqual([
      expect.objectContaining({
        company: 'Babbage & Co',
        contacts: [expect.objectContaining({ name: 'Charles' })],
        sentDocuments: [],
      }),
    ]);
    expect(data.calendarFeed).toEqual({ language: 'en', createdAt: expect.any(String) });
    expect(response.body).not.toContain(new URL(feedUrl).pathname.split('/').pop()!.slice(0, -4));
    expect(response.body).not.toContain('Elsewhere');
    expect(response.body).not.toContain('argon2');
    expect(data).toMatchObject({
      purchases: [],
      premiumGrants: [],
      giftsRedeemed: [],
      headshot: null,
    });

    const anonymous = await app.app.inject({ method: 'GET', url: '/api/account/export' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('deletes the account with its password: every row goes, the share link answers 404, every session ends', async () => {
    const user = await member('leaving@example.com');
    const second = await signIn(app, 'leaving@example.com', testPassword);
    await user.call(createWork, {
      input: { company: 'Gone Ltd', position: 'Leaver', startDate: '2021-01' },
    });
    const resume = await user.call<{
      resume: { createResume: { id: string; share: { id: string } } };
    }>(createResume, { input: { name: 'Shared' } });
    const { id: resumeId, share } = resume.data!.resume.createResume;
    await user.call(shareResume, { id: resumeId });
    await user.call(createLetter, { input: { name: 'Letter' } });
    await user.call(createApplication, { input: { company: 'Somewhere' } });
    await user.call(createFeed);
    const picture = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#000' },
    })
      .png()
      .toBuffer();
    const upload = await app.app.inject({
      method: 'PUT',
      url: '/api/headshot?left=0&top=0&size=64',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'image/png' },
      payload: picture,
    });
    expect(upload.statusCode).toBe(200);
    const [record] = await app.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'leaving@example.com'));
    const userId = record!.id;
    const identityId = record!.authUserId;
    await app.database.db.insert(purchases).values({
      userId,
      kind: 'premium',
      months: 1,
      amount: 900,
      currency: 'EUR',
      email: 'leaving@example.com',
      language: 'en',
      provider: 'test',
      receiptNumber: 'MR-2026-LEAVE1',
    });
    await app.database.db.insert(premiumGrants).values({ userId, months: 1 });
    expect((await app.app.inject({ method: 'GET', url: `/r/${share.id}` })).statusCode).toBe(200);

    const wrong = await authRequest(
      app,
      '/delete-user',
      { password: 'not my password' },
      user.cookies,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_PASSWORD' });
    const none = await authRequest(app, '/delete-user', {}, user.cookies);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'PASSWORD_REQUIRED' });
    expect(await app.database.db.select().from(users).where(eq(users.id, userId))).toHaveLength(1);

    const deleted = await authRequest(
      app,
      '/delete-user',
      { password: testPassword },
      user.cookies,
    );
    expect(deleted.statusCode, deleted.body).toBe(200);

    for (const [name, table] of Object.entries(ownedTables)) {
      const left = await app.database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(table)
        .where(eq(table.userId, userId));
      expect(left[0]?.count, name).toBe(0);
    }
    expect(await app.database.db.select().from(users).where(eq(users.id, userId))).toEqual([]);
    expect(
      await app.database.db.select().from(authUser).where(eq(authUser.id, identityId)),
    ).toEqual([]);
    expect(
      await app.database.db.select().from(authSession).where(eq(authSession.userId, identityId)),
    ).toEqual([]);
    expect(
      await app.database.db.select().from(authAccount).where(eq(authAccount.userId, identityId)),
    ).toEqual([]);
    expect((await app.app.inject({ method: 'GET', url: `/r/${share.id}` })).statusCode).toBe(404);
    // The other session is over too, and the ID token finds no user.
    const session = await authRequest(app, '/get-session', undefined, second.cookies);
    expect(session.json()).toBeNull();
    expect((await graphql(app, me, {}, user.token)).errors?.[0]?.extensions?.code).toBe(
      'NO_USER_FOUND',
    );
  });

  it('deletes an account without a password only after a fresh sign-in', async () => {
    const { cookies, idToken: token } = await signInAnonymously(app);
    await graphql(
      app,
      createUserMutation,
      { input: { firstName: '', lastName: '', email: '', isAnonymous: true } },
      token,
    );
    expect((await graphql(app, me, {}, token)).data).toMatchObject({ me: { hasPassword: false } });
    const identityId = (await authRequest(app, '/get-session', undefined, cookies)).json().user.id;
    // A session older than the fresh-session age may not delete.
    await app.database.db
      .update(authSession)
      .set({ createdAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(eq(authSession.userId, identityId));
    const stale = await authRequest(app, '/delete-user', {}, cookies);
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ code: 'SESSION_EXPIRED' });

    const fresh = await signInAnonymously(app);
    await graphql(
      app,
      createUserMutation,
      { input: { firstName: '', lastName: '', email: '', isAnonymous: true } },
      fresh.idToken,
    );
    const deleted = await authRequest(app, '/delete-user', {}, fresh.cookies);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await graphql(app, me, {}, fresh.idToken)).errors?.[0]?.extensions?.code).toBe(
      'NO_USER_FOUND',
    );
  });

  it('changes the email with a link sent to the new address; the old one works until it is opened', async () => {
    const user = await member('old@example.com');
    const asked = await authRequest(
      app,
      '/change-email',
      { newEmail: 'new@example.com', callbackURL: '/app/profile?email=changed' },
      user.cookies,
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const message = await app.smtp.waitFor('new@example.com');
    expect(message.subject).toBe('Confirm your new email address for My Resume');
    expect(app.smtp.received.filter((sent) => sent.to.includes('old@example.com'))).toEqual([]);

    // Not yet confirmed: the old address still signs in, the new one does not.
    await signIn(app, 'old@example.com', testPassword);
    const early = await authRequest(app, '/sign-in/email', {
      email: 'new@example.com',
      password: testPassword,
    });
    expect(early.statusCode).toBe(401);

    const link = new URL(linkIn(message.text));
    expect(link.pathname).toBe('/api/auth/verify-email');
    const opened = await app.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/app/profile?email=changed');

    const signedIn = await signIn(app, 'new@example.com', testPassword);
    const after = await graphql(app, me, {}, await idToken(app, signedIn.cookies));
    expect(after.data).toMatchObject({ me: { email: 'new@example.com' } });
    const old = await authRequest(app, '/sign-in/email', {
      email: 'old@example.com',
      password: testPassword,
    });
    expect(old.statusCode).toBe(401);
  });
});
