import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDay, jobStages, type JobStage } from '../../../domain/job-application';
import type { ResumeContent } from '../../../domain/resume';
import { createTestApp, requester, type TestApp } from '../../test-support/app';
import { dataOf, errorOf, eventCalls, type EventUser } from '../../test-support/career-events';
import { signUpPremium } from '../../test-support/premium';
import { readPdfLines } from '../../test-support/pdf-layout';

const fields = `id company position postingUrl location remote salary { min max currency period }
  source stage order history { stage at } archived archivedReason deadline nextFollowUp excitement
  notes contacts { id name role email phone link notes }
  sentDocuments { id kind name sentAt sourceId } createdAt updatedAt`;
const mutation = (name: string, params: string, args: string, selection = `{ ${fields} }`) =>
  `mutation (${params}) { job { ${name}(${args}) ${selection} } }`;
const ops = {
  list: `query { jobApplications { ${fields} } }`,
  get: `query ($id: ID!) { jobApplication(id: $id) { ${fields} } }`,
  create: mutation('createJobApplication', '$input: CreateJobApplicationInput!', 'input: $input'),
  update: mutation(
    'updateJobApplication',
    '$id: ID!, $input: UpdateJobApplicationInput!',
    'id: $id, input: $input',
  ),
  move: mutation(
    'moveJobApplication',
    '$id: ID!, $stage: JobStage!, $position: Int!, $at: String',
    'id: $id, stage: $stage, position: $position, at: $at',
  ),
  archive: mutation(
    'archiveJobApplication',
    '$id: ID!, $reason: ArchiveReason!',
    'id: $id, reason: $reason',
  ),
  unarchive: mutation('unarchiveJobApplication', '$id: ID!', 'id: $id'),
  delete: mutation('deleteJobApplication', '$id: ID!', 'id: $id', ''),
  restore: mutation('restoreJobApplication', '$id: ID!', 'id: $id'),
  detach: mutation(
    'detachDocument',
    '$id: ID!, $sentDocumentId: ID!',
    'id: $id, sentDocumentId: $sentDocumentId',
  ),
  createResume: `mutation ($input: CreateResumeInput!) { resume { createResume(input: $input) { id content } } }`,
  updateResume: `mutation ($id: ID!, $input: UpdateResumeInput!) { resume { updateResume(id: $id, input: $input) { id } } }`,
  deleteResume: `mutation ($id: ID!) { resume { deleteResume(id: $id) } }`,
  createLetter: `mutation ($input: CreateCoverLetterInput!) { coverLetter { createCoverLetter(input: $input) { id } } }`,
};

interface Application {
  id: string;
  company: string;
  position: string;
  postingUrl: string;
  stage: string;
  order: number;
  history: { stage: string; at: string }[];
  archived: boolean;
  archivedReason: string | null;
  salary: { min: number | null; max: number | null; currency: string; period: string } | null;
  contacts: { id: string; email: string; link: string }[];
  sentDocuments: { id: string; kind: string; name: string; sentAt: string; sourceId: string }[];
  [field: string]: unknown;
}

/** The one field of the answer, under `job { … }` for a mutation. */
function answer<T = Application>(result: Parameters<typeof dataOf>[0]): T {
  const [value] = Object.values(dataOf(result) as Record<string, unknown>);
  const namespaced =
    typeof value === 'object' && value !== null && !Array.isArray(value) && !('id' in value);
  return (namespaced ? Object.values(value)[0] : value) as T;
}

describe('job applications', () => {
  let app: TestApp;
  let owner: EventUser;
  let other: EventUser;
  let request: ReturnType<typeof requester>;

  const create = async (user: EventUser, input: object) =>
    answer(await user.call(ops.create, { input }));
  const board = async (user: EventUser, stage: string) =>
    answer<Application[]>(await user.call(ops.list))
      .filter((row) => row.stage === stage && !row.archived)
      .map((row) => row.company);

  beforeAll(async () => {
    app = await createTestApp();
    request = requester(app);
    owner = await signUpPremium(app, 'tracker-owner@example.com');
    other = await signUpPremium(app, 'tracker-other@example.com');
  });

  afterAll(async () => {
    await app?.close();
  });

  it('creates an application, saved today, its link completed and its fields kept', async () => {
    const created = await create(owner, {
      company: '  Northwind  ',
      position: 'Platform engineer',
      postingUrl: 'northwind.example/jobs/42',
      location: 'Lyon',
      remote: 'HYBRID',
      salary: { min: 55000, max: 70000, currency: 'eur', period: 'YEAR' },
      source: 'Referral',
      deadline: '2026-12-01',
      nextFollowUp: '2026-11-30',
      excitement: 4,
      notes: 'Line one\nLine two',
      contacts: [
        {
          id: 'c1',
          name: 'Ada',
          role: 'Hiring manager',
          email: 'ada@northwind.example',
          link: 'linkedin.com/in/ada',
        },
      ],
    });
    expect(created).toMatchObject({
      company: 'Northwind',
      postingUrl: 'https://northwind.example/jobs/42',
      stage: 'SAVED',
      history: [{ stage: 'SAVED', at: isoDay() }],
      archived: false,
      salary: { min: 55000, max: 70000, currency: 'EUR', period: 'YEAR' },
      excitement: 4,
      notes: 'Line one\nLine two',
      contacts: [{ id: 'c1', email: 'ada@northwind.example', link: 'https://linkedin.com/in/ada' }],
      sentDocuments: [],
    });
    expect(answer(await owner.call(ops.get, { id: created.id }))).toEqual(created);
  });

  it('updates only what it is given, and clears what is sent as null', async () => {
    const created = await create(owner, { company: 'Contoso', excitement: 2, location: 'Paris' });
    const updated = answer(
      await owner.call(ops.update, {
        id: created.id,
        input: {
          position: 'Staff engineer',
          excitement: null,
          history: [
            { stage: 'SAVED', at: '2026-10-01' },
            { stage: 'APPLIED', at: '2026-10-03' },
          ],
        },
      }),
    );
    expect(updated).toMatchObject({
      company: 'Contoso',
      location: 'Paris',
      position: 'Staff engineer',
      excitement: null,
      history: [
        { stage: 'SAVED', at: '2026-10-01' },
        { stage: 'APPLIED', at: '2026-10-03' },
      ],
    });
  });

  it('moves a card to a stage, dated, and ignores a move to the stage it is in', async () => {
    const card = await create(owner, { company: 'Fabrikam' });
    const moved = answer(
      await owner.call(ops.move, { id: card.id, stage: 'APPLIED', position: 0, at: '2026-11-02' }),
    );
    expect(moved.stage).toBe('APPLIED');
    expect(moved.history).toEqual([
      { stage: 'SAVED', at: isoDay() },
      { stage: 'APPLIED', at: '2026-11-02' },
    ]);
    const again = answer(
      await owner.call(ops.move, { id: card.id, stage: 'APPLIED', position: 0 }),
    );
    expect(again.history).toEqual(moved.history);
    const today = answer(
      await owner.call(ops.move, { id: card.id, stage: 'INTERVIEWING', position: 0 }),
    );
    expect(today.history.at(-1)).toEqual({ stage: 'INTERVIEWING', at: isoDay() });
  });

  it('keeps the board order of a column as cards are dragged within it and into it', async () => {
    await create(owner, { company: 'Offer A', stage: 'OFFER' });
    await create(owner, { company: 'Offer B', stage: 'OFFER' });
    const c = await create(owner, { company: 'Offer C', stage: 'OFFER' });
    expect(await board(owner, 'OFFER')).toEqual(['Offer A', 'Offer B', 'Offer C']);
    await owner.call(ops.move, { id: c.id, stage: 'OFFER', position: 0 });
    expect(await board(owner, 'OFFER')).toEqual(['Offer C', 'Offer A', 'Offer B']);
    await owner.call(ops.move, { id: c.id, stage: 'OFFER', position: 99 });
    expect(await board(owner, 'OFFER')).toEqual(['Offer A', 'Offer B', 'Offer C']);
    const newcomer = await create(owner, { company: 'Offer D' });
    await owner.call(ops.move, { id: newcomer.id, stage: 'OFFER', position: 1 });
    expect(await board(owner, 'OFFER')).toEqual(['Offer A', 'Offer D', 'Offer B', 'Offer C']);
    expect(await board(owner, 'SAVED')).not.toContain('Offer D');
    const rows = answer<Application[]>(await owner.call(ops.list)).filter(
      (row) => row.stage === 'OFFER',
    );
    expect(rows.map((row) => row.order)).toEqual([0, 1, 2, 3]);
    const stages = answer<Application[]>(await owner.call(ops.list)).map((row) => row.stage);
    const boardOrder = (stage: string) => jobStages.indexOf(stage as JobStage);
    expect(new Set(stages).size).toBeGreaterThan(2);
    expect(stages).toEqual([...stages].sort((a, b) => boardOrder(a) - boardOrder(b)));
  });

  it('archives an application off the board and brings it back at the end of its column', async () => {
    const first = await create(owner, { company: 'Archive 1', stage: 'REJECTED' });
    await create(owner, { company: 'Archive 2', stage: 'REJECTED' });
    const archived = answer(await owner.call(ops.archive, { id: first.id, reason: 'NO_ANSWER' }));
    expect(archived).toMatchObject({
      archived: true,
      archivedReason: 'NO_ANSWER',
      stage: 'REJECTED',
    });
    expect(await board(owner, 'REJECTED')).toEqual(['Archive 2']);
    const all = answer<Application[]>(await owner.call(ops.list));
    expect(all.find((row) => row.id === first.id)?.archived).toBe(true);
    const back = answer(await owner.call(ops.unarchive, { id: first.id }));
    expect(back).toMatchObject({ archived: false, archivedReason: null });
    expect(await board(owner, 'REJECTED')).toEqual(['Archive 2', 'Archive 1']);
  });

  it('deletes an application out of every read, and restores it', async () => {
    const created = await create(owner, { company: 'Gone soon' });
    expect(answer<string>(await owner.call(ops.delete, { id: created.id }))).toBe(created.id);
    expect(errorOf(await owner.call(ops.get, { id: created.id })).code).toBe('NO_DATA_FOUND');
    const listed = answer<Application[]>(await owner.call(ops.list));
    expect(listed.map((row) => row.id)).not.toContain(created.id);
    expect(answer(await owner.call(ops.restore, { id: created.id })).company).toBe('Gone soon');
    expect(answer(await owner.call(ops.get, { id: created.id })).id).toBe(created.id);
  });

  it("answers every operation on another user's application as on a missing one", async () => {
    const theirs = await create(other, { company: 'Private' });
    const id = theirs.id;
    const calls = [
      owner.call(ops.get, { id }),
      owner.call(ops.update, { id, input: { notes: 'mine now' } }),
      owner.call(ops.move, { id, stage: 'OFFER', position: 0 }),
      owner.call(ops.archive, { id, reason: 'CLOSED' }),
      owner.call(ops.unarchive, { id }),
      owner.call(ops.delete, { id }),
      owner.call(ops.restore, { id }),
      owner.call(ops.detach, { id, sentDocumentId: id }),
      owner.call(ops.get, { id: 'not-an-id' }),
    ];
    for (const result of await Promise.all(calls)) {
      expect(errorOf(result).code).toBe('NO_DATA_FOUND');
    }
    const listed = answer<Application[]>(await owner.call(ops.list));
    expect(listed.map((row) => row.company)).not.toContain('Private');
    expect(answer(await other.call(ops.get, { id }))).toMatchObject({
      company: 'Private',
      notes: '',
      stage: 'SAVED',
      archived: false,
    });
  });

  it('refuses input no application may hold, naming the field', async () => {
    const refused = async (input: object) =>
      errorOf(await owner.call(ops.create, { input: { company: 'Refusals', ...input } }));
    expect(await refused({ company: '  ' })).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'company',
    });
    expect(await refused({ company: 'A\u0000B' })).toMatchObject({ field: 'company' });
    expect(await refused({ notes: 'lone \uD800 half' })).toMatchObject({ field: 'notes' });
    expect(await refused({ postingUrl: 'javascript:alert(1)' })).toMatchObject({
      field: 'postingUrl',
    });
    expect(await refused({ excitement: 6 })).toMatchObject({ field: 'excitement' });
    expect(await refused({ deadline: '2026-02-30' })).toMatchObject({ field: 'deadline' });
    expect(
      await refused({ salary: { min: 90, max: 10, currency: 'EUR', period: 'HOUR' } }),
    ).toMatchObject({ field: 'salary.max' });
    expect(
      await refused({ salary: { min: 1, max: 2, currency: 'EURO', period: 'HOUR' } }),
    ).toMatchObject({ field: 'salary.currency' });
    expect(await refused({ contacts: [{ id: 'x', email: 'not an address' }] })).toMatchObject({
      field: 'contacts.0.email',
    });
    expect(await refused({ contacts: [{ id: 'x' }, { id: 'x' }] })).toMatchObject({
      field: 'contacts',
    });
    expect(await refused({ history: [] })).toMatchObject({ field: 'history' });
    const card = await create(owner, { company: 'Refusal target' });
    expect(
      errorOf(await owner.call(ops.update, { id: card.id, input: { company: null } })),
    ).toMatchObject({ field: 'company' });
    expect(
      errorOf(await owner.call(ops.move, { id: card.id, stage: 'OFFER', position: -1 })),
    ).toMatchObject({ field: 'position' });
    expect(
      errorOf(
        await owner.call(ops.move, { id: card.id, stage: 'OFFER', position: 0, at: 'yesterday' }),
      ),
    ).toMatchObject({ field: 'at' });
    const after = answer<Application[]>(await owner.call(ops.list));
    expect(after.filter((row) => row.company === 'Refusals')).toEqual([]);
  });

  it('counts the applications due by the user’s day, on the board and their own only', async () => {
    const due = `query ($today: String!) { dueJobApplicationCount(today: $today) }`;
    const count = async (user: EventUser, today: string) =>
      answer<number>(await user.call(due, { today }));
    const counted = await signUpPremium(app, 'tracker-due@example.com');
    expect(await count(counted, '2026-03-10')).toBe(0);
    await create(counted, { company: 'Follow-up today', nextFollowUp: '2026-03-10' });
    await create(counted, { company: 'Deadline past', deadline: '2026-03-01' });
    await create(counted, {
      company: 'Both past: once',
      nextFollowUp: '2026-02-01',
      deadline: '2026-02-02',
    });
    await create(counted, {
      company: 'Tomorrow',
      nextFollowUp: '2026-03-11',
      deadline: '2026-04-01',
    });
    await create(counted, { company: 'No dates' });
    const archived = await create(counted, { company: 'Archived', nextFollowUp: '2026-03-01' });
    await counted.call(ops.archive, { id: archived.id, reason: 'NO_ANSWER' });
    const deleted = await create(counted, { company: 'Deleted', deadline: '2026-03-01' });
    await counted.call(ops.delete, { id: deleted.id });
    // Someone else's due application is not counted.
    await create(other, { company: 'Not theirs', nextFollowUp: '2026-03-01' });

    expect(await count(counted, '2026-03-10')).toBe(3);
    expect(await count(counted, '2026-03-09')).toBe(2);
    expect(await count(counted, '2026-03-11')).toBe(4);
    expect(await count(counted, '2026-01-31')).toBe(0);
    await counted.call(ops.restore, { id: deleted.id });
    await counted.call(ops.unarchive, { id: archived.id });
    expect(await count(counted, '2026-03-10')).toBe(5);

    expect(errorOf(await counted.call(due, { today: '2026-02-30' }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'today',
    });
    const signedOut = await request('POST', '/graphql', {
      body: { query: due, variables: { today: '2026-03-10' } },
    });
    expect(
      signedOut.json<{ errors: Array<{ extensions: { code: string } }> }>().errors[0],
    ).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });

  describe('documents sent', () => {
    let resume: { id: string; content: ResumeContent };
    let application: Application;
    const attach = (user: EventUser, id: string, body: object) =>
      request('POST', `/api/job-applications/${id}/documents`, { token: user.token, body });
    const pdfOf = (user: EventUser | null, id: string, sentId: string) =>
      request('GET', `/api/job-applications/${id}/documents/${sentId}/pdf`, {
        ...(user ? { token: user.token } : {}),
      });

    beforeAll(async () => {
      resume = answer(
        await owner.call(ops.createResume, {
          input: { name: 'Platform', template: 'MODERN', language: 'EN', paper: 'A4' },
        }),
      );
      await owner.call(ops.updateResume, {
        id: resume.id,
        input: { content: { ...resume.content, summary: 'Sent summary: payments at scale.' } },
      });
      application = await create(owner, { company: 'Tailspin', position: 'SRE' });
    });

    it('keeps the PDF exactly as it was sent after the resume is edited', async () => {
      const attached = await attach(owner, application.id, {
        kind: 'RESUME',
        documentId: resume.id,
      });
      expect(attached.statusCode).toBe(201);
      const sent = attached.json<Application['sentDocuments'][number]>();
      expect(sent).toMatchObject({ kind: 'RESUME', name: 'Platform', sourceId: resume.id });

      const before = await pdfOf(owner, application.id, sent.id);
      expect(before.statusCode).toBe(200);
      expect(before.headers['content-type']).toBe('application/pdf');
      expect(before.headers['content-disposition']).toContain('Platform.pdf');
      const text = (await readPdfLines(before.rawPayload)).map((line) => line.text).join('\n');
      expect(text).toContain('Sent summary: payments at scale.');

      await owner.call(ops.updateResume, {
        id: resume.id,
        input: { name: 'Renamed', content: { ...resume.content, summary: 'A new summary.' } },
      });
      const current = await request('GET', `/api/resumes/${resume.id}/pdf`, { token: owner.token });
      const currentText = (await readPdfLines(current.rawPayload)).map((l) => l.text).join('\n');
      expect(currentText).toContain('A new summary.');

      const after = await pdfOf(owner, application.id, sent.id);
      expect(Buffer.compare(after.rawPayload, before.rawPayload)).toBe(0);

      await owner.call(ops.deleteResume, { id: resume.id });
      expect((await pdfOf(owner, application.id, sent.id)).statusCode).toBe(200);
      const listed = answer(await owner.call(ops.get, { id: application.id }));
      expect(listed.sentDocuments).toEqual([sent]);
    });

    it('freezes a cover letter too, listed after the resume', async () => {
      const letter = answer<{ id: string }>(
        await owner.call(ops.createLetter, { input: { name: 'Tailspin letter' } }),
      );
      const attached = await attach(owner, application.id, {
        kind: 'COVER_LETTER',
        documentId: letter.id,
      });
      expect(attached.statusCode).toBe(201);
      const listed = answer<Application[]>(await owner.call(ops.list)).find(
        (row) => row.id === application.id,
      );
      expect(listed?.sentDocuments.map((document) => document.kind)).toEqual([
        'RESUME',
        'COVER_LETTER',
      ]);
      const pdf = await pdfOf(owner, application.id, attached.json<{ id: string }>().id);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('tells how a sent resume, as sent, matches the application’s posting', async () => {
      const user = await signUpPremium(app, 'tracker-match@example.com');
      await eventCalls(user, 'WorkEvent').create({
        company: 'Northwind',
        position: 'Site Reliability Engineer',
        startDate: '2019-01',
        accomplishments: [
          { description: 'Ran 40 Kubernetes clusters on AWS' },
          { description: 'Wrote every Terraform module of the platform' },
        ],
      });
      const sre = answer<{ id: string; content: ResumeContent }>(
        await user.call(ops.createResume, { input: { name: 'SRE resume' } }),
      );
      const target = await create(user, {
        company: 'Contoso',
        position: 'Senior Site Reliability Engineer',
        notes: 'Requirements: Kubernetes, AWS and Terraform.\nNice to have: Rust.',
      });
      expect(
        (await attach(user, target.id, { kind: 'RESUME', documentId: sre.id })).statusCode,
      ).toBe(201);
      const letter = answer<{ id: string }>(
        await user.call(ops.createLetter, { input: { name: 'Contoso letter' } }),
      );
      await attach(user, target.id, { kind: 'COVER_LETTER', documentId: letter.id });
      // Later edits of the resume never change the match of what was sent.
      await user.call(ops.updateResume, {
        id: sre.id,
        input: { content: { ...sre.content, sections: [] } },
      });

      const matched = await user.call(
        `query ($id: ID!) { jobApplication(id: $id) { sentDocuments { kind match {
          band matched { skill required evidence { text } } missing { skill required } } } } }`,
        { id: target.id },
      );
      // (`answer` opens the one field of the one field: the sent documents.)
      const [resumeSent, letterSent] =
        answer<Array<{ kind: string; match: Record<string, unknown> | null }>>(matched);
      expect(resumeSent).toEqual({
        kind: 'RESUME',
        match: {
          band: 'GREAT',
          matched: [
            // The posting's title names a skill too, which the job's own title proves.
            {
              skill: 'Site reliability engineering',
              required: true,
              evidence: [{ text: 'Site Reliability Engineer, Northwind' }],
            },
            {
              skill: 'Kubernetes',
              required: true,
              evidence: [{ text: 'Ran 40 Kubernetes clusters on AWS' }],
            },
            {
              skill: 'AWS',
              required: true,
              evidence: [{ text: 'Ran 40 Kubernetes clusters on AWS' }],
            },
            {
              skill: 'Terraform',
              required: true,
              evidence: [{ text: 'Wrote every Terraform module of the platform' }],
            },
          ],
          missing: [{ skill: 'Rust', required: false }],
        },
      });
      expect(letterSent).toEqual({ kind: 'COVER_LETTER', match: null });
    });

    it('detaches a sent document, whose PDF is gone', async () => {
      const target = await create(owner, { company: 'Detach' });
      const letter = answer<{ id: string }>(
        await owner.call(ops.createLetter, { input: { name: 'Detach letter' } }),
      );
      const sent = (
        await attach(owner, target.id, { kind: 'COVER_LETTER', documentId: letter.id })
      ).json<{ id: string }>();
      const detached = answer(
        await owner.call(ops.detach, { id: target.id, sentDocumentId: sent.id }),
      );
      expect(detached.sentDocuments).toEqual([]);
      expect((await pdfOf(owner, target.id, sent.id)).statusCode).toBe(404);
      expect(
        errorOf(await owner.call(ops.detach, { id: target.id, sentDocumentId: sent.id })).code,
      ).toBe('NO_DATA_FOUND');
    });

    it("refuses someone else's application or document, and anyone signed out", async () => {
      const sent = answer(await owner.call(ops.get, { id: application.id })).sentDocuments[0]!;
      expect((await pdfOf(other, application.id, sent.id)).statusCode).toBe(404);
      expect((await pdfOf(null, application.id, sent.id)).statusCode).toBe(401);
      const theirs = await create(other, { company: 'Theirs' });
      // Their application, my sent document: still not theirs to read.
      expect((await pdfOf(other, theirs.id, sent.id)).statusCode).toBe(404);
      const mine = answer(
        await owner.call(ops.createResume, {
          input: { name: 'Mine', template: 'MODERN', language: 'EN', paper: 'A4' },
        }),
      ) as { id: string };
      expect(
        (await attach(other, application.id, { kind: 'RESUME', documentId: mine.id })).statusCode,
      ).toBe(404);
      expect(
        (await attach(other, theirs.id, { kind: 'RESUME', documentId: mine.id })).statusCode,
      ).toBe(404);
      expect(
        errorOf(await other.call(ops.detach, { id: application.id, sentDocumentId: sent.id })).code,
      ).toBe('NO_DATA_FOUND');
      const refused = await attach(owner, application.id, { kind: 'LETTER', documentId: mine.id });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ field: 'kind' });
    });
  });
});
