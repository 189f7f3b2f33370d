import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authUser } from '../../db/schema';
import { startJobIngest, type JobIngest } from '../../job-search/job-ingest';
import { startProcessQueue, type ProcessQueue } from '../../queue/queue';
import { createTestApp, type TestApp } from '../../test-support/app';
import {
  dataOf,
  errorOf,
  signUpWithRecord,
  type EventUser,
} from '../../test-support/career-events';
import { graphql, signInAnonymously } from '../../test-support/identity';
import { shownError } from './job-sources.service';

// The admin view of the job sources, on postings really ingested through the queue from a feed
// served on loopback.
vi.setConfig({ testTimeout: 60_000 });

const ops = {
  sources: `query { jobSources { id kind board configured listed runs {
    id status startedAt finishedAt read added updated expired skipped
    skippedRecords { externalId reason } error } } }`,
  runNow: `mutation ($id: ID!) { jobSource { runNow(id: $id) } }`,
  isAdmin: `query { me { isAdmin } }`,
};

interface Run {
  status: string;
  finishedAt: string | null;
  read: number;
  added: number;
  updated: number;
  expired: number;
  skipped: number;
  skippedRecords: Array<{ externalId: string | null; reason: string }>;
  error: string | null;
}
interface Source {
  id: string;
  kind: string;
  board: string;
  configured: boolean;
  listed: number;
  runs: Run[];
}

const line = (externalId: string, title: string) =>
  JSON.stringify({ externalId, title, company: 'Acme', description: '<p>Work.</p>' });

let feed = '';
let server: Server;
let origin: string;
let app: TestApp;
let ingest: JobIngest | undefined;
let queue: ProcessQueue | undefined;
let admin: EventUser;
let unverified: EventUser;
let someone: EventUser;

beforeAll(async () => {
  feed = [line('a', 'Baker'), line('b', 'Cook'), line('c', 'Waiter'), '{"title":"no id"}'].join(
    '\n',
  );
  server = createServer((request, response) => {
    if (request.url === '/feed.jsonl') {
      response.writeHead(200, { 'content-type': 'application/x-ndjson' }).end(feed);
    } else {
      response.writeHead(500).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  app = await createTestApp(
    {
      ADMIN_EMAILS: ' Boss@Example.com ,unverified@example.com',
      JOB_SOURCES: `feed:${origin}/feed.jsonl,feed:${origin}/broken.jsonl`,
      JOB_INGEST_SCHEDULE: 'off',
      POSTING_FETCH_ALLOW: '127.0.0.1',
    },
    {
      requestIngest: (sourceId) =>
        ingest ? ingest.request(sourceId) : Promise.resolve('QUEUE_NOT_STARTED'),
    },
  );
  admin = await signUpWithRecord(app, 'boss@example.com');
  unverified = await signUpWithRecord(app, 'unverified@example.com');
  someone = await signUpWithRecord(app, 'someone@example.com');
  await app.database.db
    .update(authUser)
    .set({ emailVerified: true })
    .where(eq(authUser.email, 'boss@example.com'));
  await app.database.db
    .update(authUser)
    .set({ emailVerified: true })
    .where(eq(authUser.email, 'someone@example.com'));
});

afterAll(async () => {
  await ingest?.stop();
  await queue?.stop();
  await app?.close();
  await new Promise((resolve) => server?.close(resolve));
});

const sources = async () =>
  dataOf(await admin.call<{ jobSources: Source[] }>(ops.sources)).jobSources;
const runNow = async (id: string) =>
  dataOf(await admin.call<{ jobSource: { runNow: string } }>(ops.runNow, { id })).jobSource.runNow;

/** The sources once every one has `runs` runs, all finished. */
async function afterRuns(runs: number) {
  let found: Source[] = [];
  await vi.waitFor(
    async () => {
      found = await sources();
      for (const source of found) {
        expect(source.runs).toHaveLength(runs);
        expect(source.runs[0]!.finishedAt).not.toBeNull();
      }
    },
    { timeout: 30_000, interval: 100 },
  );
  return found;
}

describe('who is an admin', () => {
  it('is a verified account named in ADMIN_EMAILS, in any case', async () => {
    const isAdmin = async (user: EventUser) =>
      dataOf(await user.call<{ me: { isAdmin: boolean } }>(ops.isAdmin)).me.isAdmin;
    expect(await isAdmin(admin)).toBe(true);
    expect(await isAdmin(unverified)).toBe(false);
    expect(await isAdmin(someone)).toBe(false);
  });

  it('refuses the sources to anyone else: FORBIDDEN signed in, UNAUTHENTICATED signed out', async () => {
    for (const user of [unverified, someone]) {
      expect(errorOf(await user.call(ops.sources)).code).toBe('FORBIDDEN');
      expect(errorOf(await user.call(ops.runNow, { id: 'sample' })).code).toBe('FORBIDDEN');
    }
    const anonymous = await signInAnonymously(app);
    expect(errorOf(await graphql(app, ops.sources, {}, anonymous.idToken)).code).toBe('FORBIDDEN');
    expect(errorOf(await graphql(app, ops.sources)).code).toBe('UNAUTHENTICATED');
    expect(errorOf(await graphql(app, ops.runNow, { id: 'sample' })).code).toBe('UNAUTHENTICATED');
  });
});

describe('the job sources', () => {
  const good = () => `feed:${origin}/feed.jsonl`;
  const broken = () => `feed:${origin}/broken.jsonl`;

  it('lists the configured sources, never read, and says when the queue has not started', async () => {
    const found = await sources();
    expect(
      found.map(({ id, kind, configured, listed, runs }) => ({
        id,
        kind,
        configured,
        listed,
        runs,
      })),
    ).toEqual([
      { id: good(), kind: 'FEED_FILE', configured: true, listed: 0, runs: [] },
      { id: broken(), kind: 'FEED_FILE', configured: true, listed: 0, runs: [] },
    ]);
    expect(await runNow(good())).toBe('QUEUE_NOT_STARTED');
  });

  it('shows each run of the queue with its counts, skipped records and safe errors', async () => {
    const log = pino({ level: 'silent' });
    queue = startProcessQueue(app.database.connection, log);
    ingest = startJobIngest(app.config, app.database, queue, log);
    const first = await afterRuns(1);
    const [goodSource, brokenSource] = first;
    expect(goodSource).toMatchObject({ id: good(), listed: 3 });
    expect(goodSource!.runs[0]).toMatchObject({
      status: 'SUCCEEDED',
      read: 4,
      added: 3,
      updated: 0,
      expired: 0,
      skipped: 1,
      error: null,
    });
    expect(goodSource!.runs[0]!.skippedRecords).toEqual([
      { externalId: null, reason: 'the record has no id' },
    ]);
    expect(brokenSource!.runs[0]).toMatchObject({
      status: 'FAILED',
      added: 0,
      error: 'the page answered 500',
    });

    // The feed changes: one posting leaves, one changes. "Run now" reads it again.
    feed = [line('a', 'Head Baker'), line('b', 'Cook'), line('d', 'Host')].join('\n');
    expect(await runNow(good())).toBe('REQUESTED');
    await vi.waitFor(
      async () => {
        const [again] = await sources();
        expect(again!.runs).toHaveLength(2);
        expect(again!.runs[0]!.finishedAt).not.toBeNull();
      },
      { timeout: 30_000, interval: 100 },
    );
    const [again, brokenAgain] = await sources();
    expect(again).toMatchObject({ listed: 3 });
    expect(again!.runs[0]).toMatchObject({
      status: 'SUCCEEDED',
      read: 3,
      added: 1,
      updated: 1,
      expired: 1,
      skipped: 0,
      skippedRecords: [],
    });
    expect(brokenAgain!.runs).toHaveLength(1);
  });

  it('runs only configured sources', async () => {
    expect(errorOf(await admin.call(ops.runNow, { id: 'greenhouse:other' })).code).toBe(
      'NO_DATA_FOUND',
    );
  });

  it('says the queue has not started once it has stopped', async () => {
    await ingest?.stop();
    await queue?.stop();
    expect(await runNow(good())).toBe('QUEUE_NOT_STARTED');
  });
});

describe('a run’s error as shown', () => {
  it('is one short line, without control characters or the secrets an address may carry', () => {
    expect(shownError(null)).toBeNull();
    expect(shownError('bad\u0000 line\n\tnext\u202e')).toBe('bad line next');
    expect(shownError('at https://user:secret@feeds.example/jobs?token=abc#x failed')).toBe(
      'at https://feeds.example/jobs failed',
    );
    const long = shownError('x'.repeat(1000))!;
    expect(long).toHaveLength(300);
    expect(long.endsWith('…')).toBe(true);
  });
});
