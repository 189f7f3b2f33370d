import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, requester, type TestApp } from '../../test-support/app';
import { dataOf, signUpWithRecord, type EventUser } from '../../test-support/career-events';

const ops = {
  create: `mutation ($input: CreateJobApplicationInput!) { job { createJobApplication(input: $input) { id } } }`,
  move: `mutation ($id: ID!, $stage: JobStage!, $at: String) { job { moveJobApplication(id: $id, stage: $stage, position: 0, at: $at) { id } } }`,
  archive: `mutation ($id: ID!) { job { archiveJobApplication(id: $id, reason: CLOSED) { id } } }`,
  delete: `mutation ($id: ID!) { job { deleteJobApplication(id: $id) } }`,
  feed: `mutation ($language: DocumentLanguage) { job { createCalendarFeed(language: $language) { url } } }`,
  revoke: `mutation { job { revokeCalendarFeed } }`,
};

interface ParsedEvent {
  uid: string;
  summary: string;
  start: string;
  end: string;
  allDay: boolean;
  url: string | null;
  stamp: string;
}

/** The events of an iCalendar file as a calendar app reads them (ical.js). */
function parse(text: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const url = component.getFirstPropertyValue('url');
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      allDay: event.startDate.isDate,
      url: typeof url === 'string' ? url : null,
      stamp: String(component.getFirstPropertyValue('dtstamp')),
    };
  });
}

const bySummary = (events: ParsedEvent[]) =>
  events.map((event) => `${event.start} ${event.summary}`).sort();

describe('the tracker calendar', () => {
  let app: TestApp;
  let owner: EventUser;
  let other: EventUser;
  let request: ReturnType<typeof requester>;

  const create = async (user: EventUser, input: object) =>
    (
      dataOf(await user.call(ops.create, { input })) as {
        job: { createJobApplication: { id: string } };
      }
    ).job.createJobApplication.id;
  const newFeed = async (user: EventUser, language?: string) => {
    const { url } = (
      dataOf(await user.call(ops.feed, language ? { language } : {})) as {
        job: { createCalendarFeed: { url: string } };
      }
    ).job.createCalendarFeed;
    return new URL(url).pathname;
  };
  const fetchFeed = (path: string) => request('GET', path);

  beforeAll(async () => {
    app = await createTestApp();
    request = requester(app);
    owner = await signUpWithRecord(app, 'calendar-owner@example.com');
    other = await signUpWithRecord(app, 'calendar-other@example.com');
  });

  afterAll(async () => {
    await app?.close();
  });

  it('lists the deadlines, follow-ups and interviews of the applications on the board', async () => {
    const northwind = await create(owner, {
      company: 'Northwind',
      position: 'Platform engineer',
      postingUrl: 'https://northwind.example/jobs/42',
      deadline: '2026-12-01',
      nextFollowUp: '2026-11-30',
      history: [{ stage: 'APPLIED', at: '2026-11-02' }],
    });
    await owner.call(ops.move, { id: northwind, stage: 'INTERVIEWING', at: '2026-11-20' });
    await create(owner, { company: 'Contoso', nextFollowUp: '2026-12-31' });
    const archived = await create(owner, { company: 'Archived Co', deadline: '2026-12-02' });
    await owner.call(ops.archive, { id: archived });
    const deleted = await create(owner, { company: 'Deleted Co', deadline: '2026-12-03' });
    await owner.call(ops.delete, { id: deleted });
    await create(other, { company: 'Someone else’s', deadline: '2026-12-04' });

    const path = await newFeed(owner);
    expect(path).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{22}\.ics$/);
    const response = await fetchFeed(path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const events = parse(response.body);
    expect(bySummary(events)).toEqual([
      '2026-11-20 Interview: Platform engineer at Northwind',
      '2026-11-30 Follow up: Platform engineer at Northwind',
      '2026-12-01 Deadline: Platform engineer at Northwind',
      '2026-12-31 Follow up: Contoso',
    ]);
    for (const event of events) {
      expect(event.allDay).toBe(true);
      expect(event.stamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    }
    const deadline = events.find((event) => event.summary.startsWith('Deadline'));
    expect(deadline).toMatchObject({
      start: '2026-12-01',
      end: '2026-12-02',
      url: 'https://northwind.example/jobs/42',
    });
    expect(events.find((event) => event.summary.endsWith('Contoso'))?.url).toBeNull();

    // The same events, the same UIDs, on every fetch: a subscribed calendar updates them in place.
    const uids = events.map((event) => event.uid);
    expect(new Set(uids).size).toBe(uids.length);
    expect(parse((await fetchFeed(path)).body).map((event) => event.uid)).toEqual(uids);
  });

  it('answers a replaced or revoked token, or any other, with 404', async () => {
    const first = await newFeed(other);
    expect((await fetchFeed(first)).statusCode).toBe(200);
    const second = await newFeed(other);
    expect(second).not.toBe(first);
    expect((await fetchFeed(first)).statusCode).toBe(404);
    const replaced = await fetchFeed(second);
    expect(replaced.statusCode).toBe(200);
    // Another user's feed holds only their own applications.
    expect(bySummary(parse(replaced.body))).toEqual(['2026-12-04 Deadline: Someone else’s']);

    expect(dataOf(await other.call(ops.revoke))).toEqual({ job: { revokeCalendarFeed: true } });
    const revoked = await fetchFeed(second);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.headers['cache-control']).toBe('private, no-store');
    expect(dataOf(await other.call(ops.revoke))).toEqual({ job: { revokeCalendarFeed: false } });

    expect((await fetchFeed('/api/calendar/not-a-token.ics')).statusCode).toBe(404);
    expect((await fetchFeed(second.replace('.ics', ''))).statusCode).toBe(404);
  });

  it('writes user text that round-trips through a parser, its lines folded at 75 octets', async () => {
    const company = 'Café Ünïcode; “Ltd”, \\ 🚀 société à responsabilité limitée, 東京支社';
    const position =
      'Lead, backend; line one\nline two\r\nline three ☕ with a very long tail ééééééé';
    const id = await create(owner, { company, position, deadline: '2027-01-15' });
    const response = await request('GET', `/api/job-applications/${id}/calendar.ics`, {
      token: owner.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('.ics');
    const events = parse(response.body);
    expect(events).toHaveLength(1);
    expect(events[0]?.summary).toBe(`Deadline: ${position.replace('\r\n', '\n')} at ${company}`);

    const lines = response.rawPayload.toString('utf8').split('\r\n');
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of lines) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      // A fold never splits a character: every line is valid UTF-8 on its own.
      expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
      expect(line).not.toContain('\uFFFD');
    }
  });

  it('drops the control characters iCalendar text may not hold, and speaks the feed’s language', async () => {
    await create(other, {
      company: 'Bell\u0007 Corp\u001B',
      position: 'Tab\there',
      nextFollowUp: '2027-02-01',
    });
    const path = await newFeed(other, 'FR');
    const events = parse((await fetchFeed(path)).body);
    expect(bySummary(events)).toEqual([
      '2026-12-04 Échéance\u00A0: Someone else’s',
      '2027-02-01 Relance\u00A0: Tab\there chez Bell Corp',
    ]);
  });

  it('serves one application’s file to its owner only', async () => {
    const id = await create(owner, { company: 'Private', deadline: '2027-03-01' });
    const path = `/api/job-applications/${id}/calendar.ics`;
    expect((await request('GET', path)).statusCode).toBe(401);
    expect((await request('GET', path, { token: other.token })).statusCode).toBe(404);
    const mine = await request('GET', path, { token: owner.token });
    expect(bySummary(parse(mine.body))).toEqual(['2027-03-01 Deadline: Private']);
  });
});
