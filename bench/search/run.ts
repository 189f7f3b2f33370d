/**
 * Job search benchmark (issue 18: the search at 1,000,000 postings), on PostgreSQL, in the bench's
 * own database (`bench_search`, made when missing and kept: it holds the corpus):
 *
 * 1. The corpus: BENCH_POSTINGS (1,000,000) generated postings (scripts/sample-postings, seed 1),
 *    loaded once through a fast path that writes the rows ingest would (corpus.ts) and reused by
 *    later runs. Prints the build's times (generate, load, index), the table's and the search
 *    index's sizes.
 * 2. The ingest rate of the real ingest (`ingestSource`) into the same table: BENCH_INGEST (10,000)
 *    other postings as a source of their own, added, then removed again.
 * 3. The search: for each case (a rare term, a common term, the common term with filters, a
 *    phrase), the service's `searchPostings` (relevance, a first page of 50 and the page after it
 *    by its cursor) and, interleaved in the same loop, its naive peer — the same match set ordered
 *    whole by `ts_rank`, `LIMIT 50`. p50/p95 over BENCH_RUNS runs after BENCH_WARMUPS warm-ups,
 *    and the ratio to the peer. Target: p95 ≤ 100 ms for every case.
 * 4. The savvy search (savvy.ts): `savvyPostings` for a realistic library against its naive peer
 *    (`ts_rank` over the postings naming any of the library's skills). Target: p95 ≤ 300 ms.
 *
 * BENCH_PARTS picks the parts after the corpus (default `ingest,search,savvy`).
 *
 *   npm run bench:search
 *   BENCH_RUNS=50 BENCH_WARMUPS=5 npm run bench:search
 *   BENCH_POSTINGS=3000 BENCH_DATABASE=bench_search_small npm run bench:search   # a quick look
 *   BENCH_PARTS=savvy npm run bench:search
 *   BENCH_DATABASE_URL=postgres://user@host:5432/postgres npm run bench:search
 */
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sampleFeedLine, samplePostings } from '../../scripts/sample-postings/generate';
import { jobSearchInputSchema, type JobSearchInput } from '../../src/domain/job-search';
import { openDatabase, type Database } from '../../src/server/db/database';
import { ingestSource } from '../../src/server/job-search/ingest';
import { sampleReferenceDate } from '../../src/server/job-search/sample-feed';
import { parseFeedFile } from '../../src/server/job-search/sources/feed-file';
import { searchPostings } from '../../src/server/modules/job-search/job-search.service';
import { ensureCorpus } from './corpus';
import { naiveQuery } from './naive-query';
import { measureSavvy } from './savvy';
import { loadAverage, ms, summaryOf } from '../stats';

const count = Number(process.env.BENCH_POSTINGS ?? 1_000_000);
const seed = 1;
const ingestCount = Number(process.env.BENCH_INGEST ?? 10_000);
const runs = Number(process.env.BENCH_RUNS ?? 30);
const warmups = Number(process.env.BENCH_WARMUPS ?? 3);
const pageSize = 50;
const targetMs = 100;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = process.env.BENCH_DATABASE ?? 'bench_search';
/** Which parts run after the corpus is there: ingest, search, savvy (all by default). */
const parts = new Set((process.env.BENCH_PARTS ?? 'ingest,search,savvy').split(','));
const corpusFile =
  process.env.BENCH_CORPUS_FILE ??
  path.join(tmpdir(), 'my-resume-bench-search', `postings-${count}-seed-${seed}.jsonl.gz`);

/** The cases, as the web app would send them (the corpus's dates end at the reference date). */
const cases: Array<{ name: string; search: Partial<JobSearchInput> }> = [
  { name: 'rare term', search: { query: 'solidworks' } },
  { name: 'common term', search: { query: 'engineer' } },
  {
    name: 'common term + filters',
    search: {
      query: 'engineer',
      remote: ['REMOTE', 'HYBRID'],
      employmentTypes: ['FULL_TIME'],
      postedWithinDays: 30,
      salaryFloor: { amount: 50_000, currency: 'EUR' },
    },
  },
  { name: 'phrase', search: { query: '"data engineer"' } },
];

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;

/** The bench's database on the server at `adminUrl`, made when missing. */
async function benchDatabaseUrl(): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [
      databaseName,
    ]);
    if (!rowCount) await admin.query(`create database "${databaseName}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

/** The real ingest of `ingestCount` other postings (seed 2) as a source of their own. */
async function measureIngest(db: Database, pool: pg.Pool) {
  const source = {
    id: 'feed_file:bench-ingest',
    kind: 'FEED_FILE',
    board: 'bench-ingest',
  } as const;
  let text = '';
  for (const posting of samplePostings(ingestCount, seed + 1, sampleReferenceDate)) {
    text += sampleFeedLine(posting);
  }
  const records = parseFeedFile(text);
  await pool.query('delete from job_sources where id = $1', [source.id]);
  const start = performance.now();
  const run = await ingestSource(db, source, () => Promise.resolve(records));
  const elapsed = performance.now() - start;
  await pool.query('delete from job_sources where id = $1', [source.id]);
  await pool.query('vacuum analyze job_postings');
  if (run.status !== 'SUCCEEDED' || run.added !== ingestCount) {
    throw new Error(`the ingest did not add every posting: ${JSON.stringify(run)}`);
  }
  return { elapsed, perSecond: (ingestCount * 1000) / elapsed };
}

/** The search cases: `searchPostings` against its naive peer; the number that miss the target. */
async function measureSearch(db: Database, pool: pg.Pool, today: string): Promise<number> {
  const userId = randomUUID();
  const measured = cases.map((c) => {
    const search = jobSearchInputSchema.parse(c.search);
    return {
      ...c,
      search,
      naive: naiveQuery(search, today, pageSize),
      first: [] as number[],
      second: [] as number[],
      peer: [] as number[],
      cursor: null as string | null,
    };
  });
  for (const c of measured) {
    const page = await searchPostings(db, userId, c.search, {
      first: pageSize,
      after: null,
      today,
    });
    c.cursor = page.nextCursor;
  }
  for (let i = 0; i < warmups + runs; i++) {
    for (const c of measured) {
      let start = performance.now();
      await searchPostings(db, userId, c.search, { first: pageSize, after: null, today });
      const first = performance.now() - start;
      start = performance.now();
      if (c.cursor) {
        await searchPostings(db, userId, c.search, {
          first: pageSize,
          after: c.cursor,
          today,
        });
      }
      const second = performance.now() - start;
      start = performance.now();
      await pool.query(c.naive.text, c.naive.values);
      const peer = performance.now() - start;
      if (i >= warmups) {
        c.first.push(first);
        if (c.cursor) c.second.push(second);
        c.peer.push(peer);
      }
    }
  }
  console.log(
    `\nSearch by relevance, a page of ${pageSize}: ${runs} runs after ${warmups} warm-ups, interleaved; load average ${loadAverage()}`,
  );
  let missed = 0;
  for (const c of measured) {
    const { rows: counted } = await pool.query<{ matches: number }>(
      c.naive.countText,
      c.naive.values,
    );
    const matches = counted[0]?.matches ?? 0;
    const first = summaryOf(c.first);
    const second = c.second.length ? summaryOf(c.second) : null;
    const peer = summaryOf(c.peer);
    const worst = Math.max(first.p95, second?.p95 ?? 0);
    if (worst > targetMs) missed += 1;
    console.log(`  ${c.name} (${JSON.stringify(c.search.query)}; ${matches} matches)`);
    console.log(`    searchPostings, first page  p50 ${ms(first.p50)}   p95 ${ms(first.p95)}`);
    console.log(
      second
        ? `    searchPostings, second page p50 ${ms(second.p50)}   p95 ${ms(second.p95)}`
        : '    searchPostings, second page (none: one page holds every match)',
    );
    console.log(`    naive ORDER BY ts_rank       p50 ${ms(peer.p50)}   p95 ${ms(peer.p95)}`);
    console.log(
      `    first page / naive: p50 ${(first.p50 / peer.p50).toFixed(2)}×, p95 ${(first.p95 / peer.p95).toFixed(2)}×; ${worst <= targetMs ? 'meets' : 'MISSES'} the target (p95 ≤ ${targetMs} ms)`,
    );
  }
  return missed;
}

async function main() {
  const handle = await openDatabase({ kind: 'postgres', url: await benchDatabaseUrl() });
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  try {
    const corpus = await ensureCorpus(pool, {
      count,
      seed,
      referenceDate: sampleReferenceDate,
      file: corpusFile,
    });
    const {
      rows: [sizes],
    } = await pool.query<{ table: string; search: string; listed: string; total: string }>(
      `select pg_table_size('job_postings') as table,
        pg_relation_size('job_postings_search_idx') as search,
        pg_relation_size('job_postings_listed_idx') as listed,
        pg_total_relation_size('job_postings') as total`,
    );
    console.log(
      `\nJob search benchmark — ${corpus.rows} postings (${corpus.skipped} skipped), PostgreSQL, load average ${loadAverage()}`,
    );
    console.log(
      `Corpus ${corpus.built ? 'built in this run' : 'reused (built by an earlier run)'}: generated in ${seconds(corpus.generateMs)}${corpus.generateMs === 0 ? ' (the feed file was there)' : ''}, loaded in ${seconds(corpus.loadMs)} (${((corpus.rows * 1000) / corpus.loadMs).toFixed(0)} postings/s), search index built in ${seconds(corpus.indexMs)}`,
    );
    console.log(
      `Sizes: table ${megabytes(Number(sizes!.table))} (with TOAST), search index (GIN) ${megabytes(Number(sizes!.search))}, listed index ${megabytes(Number(sizes!.listed))}, all ${megabytes(Number(sizes!.total))}`,
    );

    if (parts.has('ingest')) {
      const ingest = await measureIngest(handle.db, pool);
      console.log(
        `Ingest (ingestSource, ${ingestCount} new postings of their own source into the ${corpus.rows}): ${seconds(ingest.elapsed)}, ${ingest.perSecond.toFixed(0)} postings/s`,
      );
    }
    const today = sampleReferenceDate;
    const missed = parts.has('search') ? await measureSearch(handle.db, pool, today) : 0;
    const savvy = parts.has('savvy')
      ? await measureSavvy(handle.db, pool, { runs, warmups, today })
      : { missed: 0 };
    console.log(
      missed + savvy.missed === 0
        ? `\nEvery case meets its target.`
        : `\n${missed + savvy.missed} cases miss their target.`,
    );
  } finally {
    await handle.close();
  }
}

await main();
