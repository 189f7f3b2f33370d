import { createReadStream, existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { getTableColumns } from 'drizzle-orm';
import type pg from 'pg';
import { parsedPostingSchema } from '../../src/domain/job-posting';
import { jobPostings } from '../../src/server/db/schema';
import { postingValues } from '../../src/server/job-search/ingest';
import { parseFeedFile } from '../../src/server/job-search/sources/feed-file';
import { writeSampleFeed } from '../../scripts/sample-postings/write-feed';

/**
 * The search bench's corpus: a generated feed of `count` postings (scripts/sample-postings, built
 * once, kept beside the bench's other files) loaded once into the bench's database through a fast
 * path — the rows ingest would write (the feed file's parser, `parsedPostingSchema`,
 * `postingValues`), many at a time in one statement each, the search index built after them. A
 * marker table says which corpus the database holds, so later runs reuse it.
 */

export const corpusSource = {
  id: 'feed_file:bench-corpus',
  kind: 'FEED_FILE',
  board: 'bench-corpus',
} as const;

export interface CorpusSpec {
  count: number;
  seed: number;
  referenceDate: string;
  /** The generated feed (gzipped JSON Lines). */
  file: string;
}

export interface CorpusBuild {
  /** Whether this run built it (false: reused). */
  built: boolean;
  generateMs: number;
  loadMs: number;
  indexMs: number;
  rows: number;
  skipped: number;
}

/** Rows per INSERT. */
const batchRows = 1000;
/** INSERTs in flight at once (each on its own connection). */
const inFlight = 2;

const columns = getTableColumns(jobPostings);
/** The stored columns a posting row fills, by their SQL names (the rest have their defaults). */
const columnNames = Object.values(columns)
  .map((column) => column.name)
  .filter((name) => !['id', 'search', 'updated_at'].includes(name));
const propertyOf = new Map(
  Object.entries(columns).map(([property, column]) => [column.name, property]),
);

async function readMarker(pool: pg.Pool, spec: CorpusSpec) {
  await pool.query(`create table if not exists bench_search_corpus (
    count integer not null, seed integer not null, reference_date date not null,
    rows integer not null, skipped integer not null, generate_ms real not null, load_ms real not null,
    index_ms real not null, built_at timestamptz not null default now())`);
  const { rows } = await pool.query<{
    rows: number;
    skipped: number;
    generate_ms: number;
    load_ms: number;
    index_ms: number;
  }>(
    'select rows, skipped, generate_ms, load_ms, index_ms from bench_search_corpus where count = $1 and seed = $2 and reference_date = $3',
    [spec.count, spec.seed, spec.referenceDate],
  );
  return rows[0];
}

/** The corpus in the database at `pool`: reused when its marker says so, else built. */
export async function ensureCorpus(pool: pg.Pool, spec: CorpusSpec): Promise<CorpusBuild> {
  const marker = await readMarker(pool, spec);
  if (marker) {
    return {
      built: false,
      generateMs: marker.generate_ms,
      loadMs: marker.load_ms,
      indexMs: marker.index_ms,
      rows: marker.rows,
      skipped: marker.skipped,
    };
  }
  let generateMs = 0;
  if (!existsSync(spec.file)) {
    console.log(`Generating ${spec.count} postings into ${spec.file}…`);
    const start = performance.now();
    await writeSampleFeed(spec.file, spec);
    generateMs = performance.now() - start;
  }

  console.log('Loading the corpus…');
  const loadStart = performance.now();
  await pool.query('delete from bench_search_corpus');
  await pool.query('delete from job_sources where id = $1', [corpusSource.id]);
  await pool.query('drop index if exists job_postings_search_idx');
  await pool.query(
    'insert into job_sources (id, kind, board) values ($1, $2, $3) on conflict do nothing',
    [corpusSource.id, corpusSource.kind, corpusSource.board],
  );
  const insert = `insert into job_postings (${columnNames.map((name) => `"${name}"`).join(', ')})
    select ${columnNames.map((name) => `"${name}"`).join(', ')}
    from json_populate_recordset(null::job_postings, $1::json)`;
  const seenAt = new Date();
  const pending = new Set<Promise<unknown>>();
  let rows = 0;
  let skipped = 0;
  const flush = async (lines: string[]) => {
    const records = parseFeedFile(lines.join('\n'));
    const values: Array<Record<string, unknown>> = [];
    for (const record of records) {
      const checked = 'error' in record ? null : parsedPostingSchema.safeParse(record.posting);
      if (!checked?.success) {
        skipped += 1;
        continue;
      }
      const row = postingValues(corpusSource.id, checked.data, seenAt) as Record<string, unknown>;
      values.push(
        Object.fromEntries(columnNames.map((name) => [name, row[propertyOf.get(name)!] ?? null])),
      );
    }
    rows += values.length;
    while (pending.size >= inFlight) await Promise.race(pending);
    const query = pool.query(insert, [JSON.stringify(values)]).finally(() => pending.delete(query));
    pending.add(query);
    if (Math.floor(rows / 50_000) !== Math.floor((rows - values.length) / 50_000)) {
      const seconds = (performance.now() - loadStart) / 1000;
      console.log(`  ${rows} rows in ${seconds.toFixed(0)} s (${(rows / seconds).toFixed(0)}/s)`);
    }
  };
  let lines: string[] = [];
  const input = createInterface({
    input: createReadStream(spec.file).pipe(createGunzip()),
    crlfDelay: Infinity,
  });
  for await (const line of input) {
    if (!line) continue;
    lines.push(line);
    if (lines.length === batchRows) {
      await flush(lines);
      lines = [];
    }
  }
  if (lines.length > 0) await flush(lines);
  await Promise.all(pending);
  const loadMs = performance.now() - loadStart;

  console.log('Building the search index…');
  const indexStart = performance.now();
  const client = await pool.connect();
  try {
    await client.query("set maintenance_work_mem = '1GB'");
    await client.query('create index job_postings_search_idx on job_postings using gin (search)');
    await client.query('vacuum analyze job_postings');
  } finally {
    client.release();
  }
  const indexMs = performance.now() - indexStart;
  await pool.query(
    'insert into bench_search_corpus (count, seed, reference_date, rows, skipped, generate_ms, load_ms, index_ms) values ($1, $2, $3, $4, $5, $6, $7, $8)',
    [spec.count, spec.seed, spec.referenceDate, rows, skipped, generateMs, loadMs, indexMs],
  );
  return { built: true, generateMs, loadMs, indexMs, rows, skipped };
}
