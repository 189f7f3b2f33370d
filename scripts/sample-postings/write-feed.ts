import { createWriteStream } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sampleFeedPath, sampleReferenceDate } from '../../src/server/job-search/sample-feed';
import { sampleFeedLine, samplePostings } from './generate';

/** The sample the embedded default ships, and the arguments it was generated with. */
export const committedSample = {
  file: sampleFeedPath,
  count: 3000,
  seed: 1,
  referenceDate: sampleReferenceDate,
} as const;

export interface FeedOptions {
  count: number;
  seed: number;
  referenceDate: string;
}

/** The feed's text in pieces of about 64 KB, so gzip gets few, large writes. */
export function* sampleFeedChunks({ count, seed, referenceDate }: FeedOptions): Generator<string> {
  let chunk = '';
  for (const posting of samplePostings(count, seed, referenceDate)) {
    chunk += sampleFeedLine(posting);
    if (chunk.length >= 65_536) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/**
 * Streams the feed, gzipped, to `file`. It is written beside the target and renamed when
 * complete, so a reader (the search bench reuses its corpus) never finds half a file.
 */
export async function writeSampleFeed(file: string, options: FeedOptions): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  await pipeline(
    Readable.from(sampleFeedChunks(options)),
    createGzip({ level: 9 }),
    createWriteStream(partial),
  );
  await rename(partial, file);
}
