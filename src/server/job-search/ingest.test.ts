import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ParsedPosting, ParsedRecord } from '../../domain/job-posting';
import type { DatabaseHandle } from '../db/database';
import { jobPostings, jobSourceRuns, jobSources } from '../db/schema';
import { addressPolicy } from '../jobs/address-policy';
import { createTestDatabase } from '../test-support/database';
import { FeedError, ingestSource, type FeedSource } from './ingest';
import { readFeed } from './feed-reader';
import { jobSourcesSchema } from './job-sources';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());
beforeEach(async () => {
  await database.db.delete(jobSources);
});

const source: FeedSource = { id: 'feed:test', kind: 'FEED_FILE', board: 'test' };

const posting = (externalId: string, changes: Partial<ParsedPosting> = {}): ParsedPosting => ({
  externalId,
  title: 'Senior Data Engineer',
  company: 'Société Générale — 東京',
  locations: ['Paris, France', 'São Paulo'],
  remote: 'HYBRID',
  employmentType: 'FULL_TIME',
  salary: { min: 40, max: 55, currency: 'EUR', period: 'HOUR' },
  postedAt: '2026-11-20',
  closesAt: null,
  descriptionHtml:
    '<h1>Requirements</h1><ul><li>5+ years of Python and PostgreSQL</li><li onclick="x()">Kubernetes (k8s)</li></ul>' +
    '<p>Nice to have: React.</p><script>alert(1)</script><img src=x onerror="alert(2)"> 🚀',
  applyUrl: 'https://jobs.example.com/42',
  language: 'en',
  ...changes,
});

const ok = (...postings: ParsedPosting[]): ParsedRecord[] => postings.map((p) => ({ posting: p }));

const stored = () => database.db.select().from(jobPostings).orderBy(asc(jobPostings.externalId));

const runs = () => database.db.select().from(jobSourceRuns).orderBy(asc(jobSourceRuns.startedAt));

describe('ingesting a feed', () => {
  it('stores each posting with its description made safe and what it asks for', async () => {
    const run = await ingestSource(database.db, source, async () => ok(posting('a')));
    expect(run).toEqual({
      status: 'SUCCEEDED',
      read: 1,
      added: 1,
      updated: 0,
      expired: 0,
      skipped: 0,
      error: null,
    });
    const [row] = await stored();
    expect(row).toMatchObject({
      sourceId: 'feed:test',
      externalId: 'a',
      title: 'Senior Data Engineer',
      company: 'Société Générale — 東京',
      locations: ['Paris, France', 'São Paulo'],
      remote: 'HYBRID',
      employmentType: 'FULL_TIME',
      salaryMin: 40,
      salaryMax: 55,
      salaryCurrency: 'EUR',
      salaryPeriod: 'HOUR',
      salaryYearlyMin: 83_200,
      salaryYearlyMax: 114_400,
      postedAt: '2026-11-20',
      applyUrl: 'https://jobs.example.com/42',
      language: 'en',
      seniority: 'SENIOR',
      yearsRequired: 5,
      expiredAt: null,
    });
    expect(row!.skillsRequired).toEqual(
      expect.arrayContaining(['Python', 'PostgreSQL', 'Kubernetes']),
    );
    expect(row!.skillsPreferred).toEqual(['React']);
    // What the savvy search reads instead of the description: its words, folded, and no degree.
    expect(row!.contentWords).toEqual(
      expect.arrayContaining(['senior', 'data', 'engineer', 'python', 'postgresql', 'kubernete']),
    );
    expect(row!.contentWords).not.toContain('and');
    expect(row!.educationRequired).toBeNull();
    expect(row!.descriptionHtml).toBe(
      '<h2>Requirements</h2><ul><li>5+ years of Python and PostgreSQL</li><li>Kubernetes (k8s)</li></ul><p>Nice to have: React.</p> 🚀',
    );
    expect(row!.descriptionText).toBe(
      'Requirements\n\n• 5+ years of Python and PostgreSQL\n\n• Kubernetes (k8s)\n\nNice to have: React.\n🚀',
    );
  });

  it('stores the least degree a posting asks', async () => {
    const asking = posting('a', {
      descriptionHtml: "<p>A bachelor's or master's degree in computer science.</p>",
    });
    await ingestSource(database.db, source, async () => ok(asking));
    const [row] = await stored();
    expect(row!.educationRequired).toBe('BACHELOR');
  });

  it('rewrites only what changed, expires what left the feed and lists it again when it is back', async () => {
    await ingestSource(database.db, source, async () => ok(posting('a'), posting('b')));
    const first = await stored();
    const lead = posting('b', { title: 'Lead Data Engineer' });

    const again = await ingestSource(database.db, source, async () => ok(posting('a'), lead));
    expect(again).toMatchObject({ read: 2, added: 0, updated: 1, expired: 0 });
    const second = await stored();
    expect(second[0]!.updatedAt).toEqual(first[0]!.updatedAt);
    expect(second[1]).toMatchObject({ title: 'Lead Data Engineer', seniority: 'LEAD' });
    expect(second[1]!.contentWords).toContain('lead');
    expect(second[0]!.lastSeenAt.getTime()).toBeGreaterThan(first[0]!.lastSeenAt.getTime());

    const gone = await ingestSource(database.db, source, async () => ok(lead));
    expect(gone).toMatchObject({ added: 0, updated: 0, expired: 1 });
    expect((await stored())[0]!.expiredAt).not.toBeNull();

    const back = await ingestSource(database.db, source, async () => ok(posting('a'), lead));
    expect(back).toMatchObject({ added: 0, updated: 1, expired: 0 });
    expect((await stored()).map((row) => row.expiredAt)).toEqual([null, null]);
  });

  it('skips and counts a bad record, and keeps the first few reasons', async () => {
    const run = await ingestSource(database.db, source, async () => [
      ...ok(posting('a')),
      { error: 'the record has no title', externalId: 'x' },
      ...ok(posting('b', { applyUrl: 'javascript:alert(1)' })),
      ...ok(posting('a', { title: 'Again' })),
      ...ok(posting('c', { title: '   ' })),
    ]);
    expect(run).toMatchObject({ status: 'SUCCEEDED', read: 5, added: 1, skipped: 4 });
    expect((await stored()).map((row) => row.title)).toEqual(['Senior Data Engineer']);
    const [recorded] = await runs();
    expect(recorded!.skippedRecords).toEqual([
      { error: 'the record has no title', externalId: 'x' },
      { error: expect.stringMatching(/^applyUrl: /), externalId: 'b' },
      { error: 'the feed repeats this id', externalId: 'a' },
      { error: expect.stringMatching(/^title: /), externalId: 'c' },
    ]);
  });

  it('keeps every posting when the feed cannot be read or none of its records can', async () => {
    await ingestSource(database.db, source, async () => ok(posting('a')));
    const unreadable = await ingestSource(database.db, source, async () => {
      throw new FeedError('the page answered 503');
    });
    expect(unreadable).toMatchObject({ status: 'FAILED', error: 'the page answered 503' });
    const unrecognised = await ingestSource(database.db, source, async () => [
      { error: 'the record has no id' },
    ]);
    expect(unrecognised).toMatchObject({
      status: 'FAILED',
      skipped: 1,
      error: 'no record of the feed could be read',
    });
    expect((await stored()).map((row) => row.expiredAt)).toEqual([null]);
  });

  it('marks a run cut before it finished, and does its work again', async () => {
    await expect(
      ingestSource(database.db, source, async () => {
        throw new Error('the process stopped');
      }),
    ).rejects.toThrow('the process stopped');
    const run = await ingestSource(database.db, source, async () => ok(posting('a')));
    expect(run).toMatchObject({ status: 'SUCCEEDED', added: 1 });
    expect((await runs()).map(({ status, error }) => ({ status, error }))).toEqual([
      { status: 'FAILED', error: 'interrupted; the next run read the feed again' },
      { status: 'SUCCEEDED', error: null },
    ]);
  });

  it('writes a large feed in batches', async () => {
    const many = Array.from({ length: 1201 }, (_, index) => posting(`p${index}`));
    const run = await ingestSource(database.db, source, async () => ok(...many));
    expect(run).toMatchObject({ read: 1201, added: 1201 });
    const rows = await database.db
      .select({ id: jobPostings.id })
      .from(jobPostings)
      .where(eq(jobPostings.sourceId, source.id));
    expect(rows).toHaveLength(1201);
  });
});

describe('reading a feed over the web', () => {
  const captured = path.join(import.meta.dirname, 'sources/test-data/greenhouse-jobs.json');
  let server: Server;
  let origin: string;
  const answers = new Map<string, { type: string; body: Buffer }>();
  beforeAll(async () => {
    const body = await readFile(captured);
    answers.set('/v1/boards/turing/jobs', { type: 'application/json', body });
    answers.set('/gzipped', { type: 'application/gzip', body: gzipSync(body) });
    answers.set('/html', { type: 'text/html', body: Buffer.from('<p>Not found</p>') });
    server = createServer((request, response) => {
      const answer = answers.get(new URL(request.url ?? '/', 'http://x').pathname);
      if (!answer) return response.writeHead(404).end();
      response.writeHead(200, { 'content-type': answer.type }).end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const loopbackAllowed = addressPolicy({
    subnets: [{ address: '127.0.0.1', prefix: 32, family: 'ipv4' }],
    hosts: [],
  });
  const greenhouse = (address: string) =>
    jobSourcesSchema.parse(`greenhouse:turing@${address}`)![0]!;

  it('reads a captured Greenhouse board from a local mirror, plain or gzipped', async () => {
    const plain = await readFeed(greenhouse(`${origin}/v1/boards/turing/jobs`), loopbackAllowed);
    const gzipped = await readFeed(greenhouse(`${origin}/gzipped`), loopbackAllowed);
    expect(gzipped).toEqual(plain);
    const titles = plain.flatMap((record) => ('posting' in record ? [record.posting.title] : []));
    expect(titles).toContain('Executive Assistant');
  });

  it('refuses what the address policy refuses, and says what a wrong answer is', async () => {
    const refused = readFeed(
      greenhouse(`${origin}/v1/boards/turing/jobs`),
      addressPolicy({ subnets: [], hosts: [] }),
    );
    await expect(refused).rejects.toBeInstanceOf(FeedError);
    await expect(refused).rejects.toThrow(/is not an address postings are fetched from/);
    await expect(readFeed(greenhouse(`${origin}/missing`), loopbackAllowed)).rejects.toThrow(
      'the page answered 404',
    );
    await expect(readFeed(greenhouse(`${origin}/html`), loopbackAllowed)).rejects.toBeInstanceOf(
      FeedError,
    );
  });
});
