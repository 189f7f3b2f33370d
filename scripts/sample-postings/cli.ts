import path from 'node:path';
import { parseArgs } from 'node:util';
import { isIsoDate } from '../../src/domain/year-month';
import { committedSample, writeSampleFeed } from './write-feed';

/**
 * Writes a gzipped JSON Lines feed of fictional postings:
 *   npx tsx scripts/sample-postings/cli.ts --count 3000 --seed 1 --date 2026-11-01 \
 *     --out content/job-postings/sample.jsonl.gz
 * With no arguments it regenerates the committed sample.
 */
const { values } = parseArgs({
  options: {
    count: { type: 'string', default: String(committedSample.count) },
    seed: { type: 'string', default: String(committedSample.seed) },
    date: { type: 'string', default: committedSample.referenceDate },
    out: { type: 'string', default: path.relative(process.cwd(), committedSample.file) },
  },
});

const count = Number(values.count);
const seed = Number(values.seed);
const problems = [
  !Number.isSafeInteger(count) || count < 0 ? '--count must be a whole number' : null,
  !Number.isSafeInteger(seed) || seed < 0 || seed > 0xffffffff
    ? '--seed must be a whole number below 2^32'
    : null,
  isIsoDate(values.date) ? null : '--date must be written YYYY-MM-DD',
].filter((problem) => problem !== null);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(2);
}

const started = performance.now();
await writeSampleFeed(values.out, { count, seed, referenceDate: values.date });
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`Wrote ${count} sample postings to ${values.out} in ${seconds} s`);
