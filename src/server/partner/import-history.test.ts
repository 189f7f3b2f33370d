import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { careerEventLimits } from '../../domain/career-event';
import {
  partnerEducationRecord,
  partnerWorkRecord,
} from '../../domain/test-support/partner-records';
import { users } from '../db/schema';
import { createTestApp, type LogLine, type TestApp } from '../test-support/app';
import {
  dataOf,
  eventCalls,
  eventFields,
  signUpWithRecord,
  type EventUser,
} from '../test-support/career-events';
import {
  partnerCustomer,
  startPartnerApiFixture,
  type PartnerApiFixture,
} from '../test-support/partner-api';
import { mapPartnerEducation, mapPartnerWork } from '../../domain/partner-import';
import { importPartnerHistory, type PartnerImportRequest } from './import-history';

interface Item {
  id: string;
  uuid: string | null;
  description: string;
}
interface Library {
  workEvents: Array<{ id: string; uuid: string; company: string; accomplishments: Item[] }>;
  eduEvents: Array<{
    id: string;
    uuid: string;
    university: string;
    attending: boolean;
    endDate: string | null;
  }>;
}

const anyId = expect.stringMatching(/^[0-9a-f-]{36}$/);

/** An imported event as the library answers it: the mapped input with ids of its own. */
const stored = <Input extends { accomplishments: object[] }>(input: Input) => ({
  id: anyId,
  ...input,
  accomplishments: input.accomplishments.map((item) => ({ id: anyId, ...item })),
});

// With each date's precision: a partner date (YYYY-MM-DD) is stored to the month.
const precisions = 'startDatePrecision endDatePrecision';
const libraryQuery = `query { workEvents { ${eventFields.WorkEvent} ${precisions} } eduEvents { ${eventFields.EduEvent} ${precisions} } }`;

const partnerJob = partnerWorkRecord;
const currentJob = {
  uuid: 'job-2',
  company_name: 'Globex',
  job_title: 'Lead',
  start_date: '2022-01-01',
  finish_date: null,
  accomplishments: [],
};
const partnerSchool = partnerEducationRecord;
const schoolInProgress = {
  uuid: 'edu-2',
  school: 'Night School',
  education_level: 'Master',
  field_of_study: 'History',
  finish_date: '2024-05-11',
  accomplishments: [],
};
const today = new Date('2024-05-10T12:00:00Z');

describe('importPartnerHistory', () => {
  let app: TestApp;
  let partner: PartnerApiFixture;
  const logs: LogLine[] = [];
  const log = pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        logs.push(JSON.parse(chunk.toString('utf8')) as LogLine);
        callback();
      },
    }),
  ).child({ reqId: 'req-partner-sign-in' });

  beforeAll(async () => {
    app = await createTestApp();
    partner = await startPartnerApiFixture();
  });
  afterAll(async () => {
    await partner?.close();
    await app?.close();
  });
  beforeEach(() => {
    logs.length = 0;
    partner.reply = undefined;
    partner.requests.length = 0;
    partner.records = {
      work: [partnerJob, currentJob],
      education: [partnerSchool, schoolInProgress],
    };
  });

  let userCount = 0;
  /** A new user with a record, and a way to import into that user's library. */
  async function newUser() {
    const email = `partner-${(userCount += 1)}@example.com`;
    const user = await signUpWithRecord(app, email);
    const [row] = await app.database.db.select().from(users).where(eq(users.email, email));
    if (!row) throw new Error('no user record');
    const importHistory = (options: Partial<PartnerImportRequest> = {}) =>
      importPartnerHistory({
        db: app.database.db,
        userId: row.id,
        provider: { domain: 'partner.test', apiBaseUrl: partner.url },
        customerId: partnerCustomer.id,
        accessToken: partnerCustomer.accessToken,
        log,
        today,
        ...options,
      });
    return { user, importHistory };
  }
  const library = async (user: EventUser) => dataOf(await user.call<Library>(libraryQuery));
  const failureLog = () => logs.find((line) => line.msg === 'partner history import failed');

  it('creates the events with exactly the mapped fields', async () => {
    const { user, importHistory } = await newUser();
    expect(await importHistory()).toEqual({ ok: true, work: 2, education: 2, skipped: [] });
    const { workEvents, eduEvents } = await library(user);
    // Newest first, as a resume reads; each stored exactly as mapped, with ids of its own.
    expect(workEvents).toEqual(
      [currentJob, partnerJob].map((record) => stored(mapPartnerWork(record))),
    );
    expect(eduEvents).toEqual(
      [schoolInProgress, partnerSchool].map((record) => stored(mapPartnerEducation(record, today))),
    );
    expect(eduEvents.map((event) => [event.attending, event.endDate])).toEqual([
      [true, null],
      [false, '2018-06'],
    ]);
    expect(partner.requests).toEqual([
      { path: '/api/work-experiences', authorization: `Bearer ${partnerCustomer.accessToken}` },
      {
        path: '/api/educational-experiences',
        authorization: `Bearer ${partnerCustomer.accessToken}`,
      },
    ]);
    expect(logs).toContainEqual(
      expect.objectContaining({
        reqId: 'req-partner-sign-in',
        msg: 'partner history imported',
        work: 2,
        education: 2,
      }),
    );
    expect(JSON.stringify(logs)).not.toContain(partnerCustomer.accessToken);
  });

  it('adds nothing twice when the user signs in again, and takes the partner changes', async () => {
    const { user, importHistory } = await newUser();
    await importHistory();
    const first = await library(user);
    partner.records.work = [{ ...partnerJob, job_title: 'Senior Engineer' }, currentJob];
    expect(await importHistory()).toMatchObject({ ok: true, work: 2, education: 2 });
    const second = await library(user);
    expect(second.workEvents.map((event) => event.id)).toEqual(
      first.workEvents.map((event) => event.id),
    );
    expect(second.eduEvents).toEqual(first.eduEvents);
    const job = second.workEvents.find((event) => event.uuid === 'job-1');
    expect(job).toMatchObject({ position: 'Senior Engineer' });
    // The accomplishment keeps its id, so what points at it still does.
    expect(job?.accomplishments).toEqual(first.workEvents[1]?.accomplishments);
  });

  it("keeps the user's text for an event the user edited, and a deleted event deleted", async () => {
    const { user, importHistory } = await newUser();
    await importHistory();
    const work = eventCalls<Library['workEvents'][number]>(user, 'WorkEvent');
    const [current, finished] = (await library(user)).workEvents;
    const edited = dataOf(
      await work.update(finished?.id ?? '', {
        company: 'Acme (my words)',
        position: 'Engineer',
        startDate: '2019-03',
        endDate: '2021-11',
        accomplishments: [{ id: finished?.accomplishments[0]?.id, description: 'My own words' }],
      }),
    );
    dataOf(await work.remove(current?.id ?? ''));
    partner.records.work = [
      { ...partnerJob, company_name: 'Acme Corp', accomplishments: [] },
      { ...currentJob, job_title: 'Director' },
    ];

    expect(await importHistory()).toMatchObject({ ok: true, work: 2 });
    const after = await library(user);
    expect(after.workEvents).toEqual([
      {
        ...(edited as { event: { updateWorkEvent: object } }).event.updateWorkEvent,
        startDatePrecision: 'MONTH',
        endDatePrecision: 'MONTH',
      },
    ]);
    expect(after.workEvents[0]).toMatchObject({
      company: 'Acme (my words)',
      accomplishments: [{ description: 'My own words' }],
    });
  });

  it('imports the good records and skips a malformed one', async () => {
    const { user, importHistory } = await newUser();
    partner.records.work = [partnerJob, { ...currentJob, start_date: '2022-02-30' }, 'junk'];
    partner.records.education = [{ ...partnerSchool, school: null }, schoolInProgress];
    const result = await importHistory();
    expect(result).toEqual({
      ok: true,
      work: 1,
      education: 1,
      skipped: [
        { kind: 'work', index: 1, reason: 'start_date must be a date written YYYY-MM-DD' },
        { kind: 'work', index: 2, reason: expect.any(String) },
        { kind: 'education', index: 0, reason: expect.stringContaining('school') },
      ],
    });
    const { workEvents, eduEvents } = await library(user);
    expect(workEvents.map((event) => event.uuid)).toEqual(['job-1']);
    expect(eduEvents.map((event) => event.uuid)).toEqual(['edu-2']);
    expect(logs).toContainEqual(
      expect.objectContaining({
        reqId: 'req-partner-sign-in',
        msg: 'partner history: records skipped',
      }),
    );
  });

  it('stores over-long partner text cut to the library limits', async () => {
    const { user, importHistory } = await newUser();
    partner.records.work = [
      {
        ...partnerJob,
        company_name: 'C'.repeat(10_000),
        accomplishments: Array.from({ length: 60 }, (_, index) => ({
          uuid: `acc-${index}`,
          description: 'd'.repeat(2_000),
        })),
      },
    ];
    partner.records.education = [];
    expect(await importHistory()).toMatchObject({ ok: true, work: 1, skipped: [] });
    const [job] = (await library(user)).workEvents;
    expect(job?.company).toBe('C'.repeat(careerEventLimits.text));
    expect(job?.accomplishments).toHaveLength(careerEventLimits.items);
    expect(
      job?.accomplishments.every((item) => item.description.length === careerEventLimits.itemText),
    ).toBe(true);
  });

  it("logs a partner error with the request id, stores nothing and doesn't throw", async () => {
    const { user, importHistory } = await newUser();
    partner.reply = { status: 500, rawBody: '{"error":"boom"}' };
    expect(await importHistory()).toEqual({ ok: false, error: 'Network response error' });
    expect(await library(user)).toEqual({ workEvents: [], eduEvents: [] });
    expect(failureLog()).toMatchObject({
      level: 40,
      reqId: 'req-partner-sign-in',
      err: { message: 'Network response error', details: { status: 500 } },
    });
  });

  it('refuses a wrong token the way the partner answers it', async () => {
    const { importHistory } = await newUser();
    expect(await importHistory({ accessToken: 'stolen' })).toEqual({
      ok: false,
      error: 'Network response error',
    });
    expect(JSON.stringify(logs)).not.toContain('stolen');
  });

  it('gives up on a partner that does not answer in time', async () => {
    const { user, importHistory } = await newUser();
    partner.reply = { delayMs: 5_000, rawBody: '{"data":[]}' };
    const started = Date.now();
    expect(await importHistory({ timeoutMs: 200 })).toEqual({
      ok: false,
      error: 'Partner request timed out after 200 ms',
    });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await library(user)).toEqual({ workEvents: [], eduEvents: [] });
    expect(failureLog()?.reqId).toBe('req-partner-sign-in');
  });

  it.each([
    ['a body that is not JSON', '<html>oops</html>', 'Partner response is not JSON'],
    [
      'a body without data',
      '{"items":[]}',
      'Partner response data Invalid input: expected array, received undefined',
    ],
    [
      'data that is not a list',
      '{"data":{"uuid":"x"}}',
      expect.stringMatching(/^Partner response data /),
    ],
  ])('fails on %s', async (_name, rawBody, error) => {
    const { importHistory } = await newUser();
    partner.reply = { rawBody };
    expect(await importHistory()).toEqual({ ok: false, error });
    expect(failureLog()?.reqId).toBe('req-partner-sign-in');
  });

  it('refuses a response larger than the cap', async () => {
    const { importHistory } = await newUser();
    partner.records.work = Array.from({ length: 3000 }, (_, index) => ({
      ...partnerJob,
      uuid: `job-${index}`,
      company_name: 'x'.repeat(1000),
    }));
    expect(await importHistory()).toEqual({
      ok: false,
      error: 'Partner response larger than 2000000 bytes',
    });
  });

  it('imports once when the user signs in several times at the same moment', async () => {
    const { user, importHistory } = await newUser();
    partner.records.work = Array.from({ length: 20 }, (_, index) => ({
      ...partnerJob,
      uuid: `job-${index}`,
    }));
    const results = await Promise.all(Array.from({ length: 6 }, () => importHistory()));
    for (const result of results) expect(result).toMatchObject({ ok: true, work: 20 });
    const { workEvents, eduEvents } = await library(user);
    expect(workEvents).toHaveLength(20);
    expect(new Set(workEvents.map((event) => event.uuid)).size).toBe(20);
    expect(eduEvents).toHaveLength(2);
  });
});
