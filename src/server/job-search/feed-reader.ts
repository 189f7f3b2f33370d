import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { ParsedRecord } from '../../domain/job-posting';
import type { AddressPolicy } from '../jobs/address-policy';
import { fetchFeed, PostingFetchError } from '../jobs/posting-fetcher';
import { FeedError } from './ingest';
import type { JobSourceConfig } from './job-sources';
import { datedToday, sampleFeedPath } from './sample-feed';
import { postingFeeds } from './sources/posting-source';

/**
 * Reads a source's feed into records: fetched over the web with the tracker's address policy and
 * bounds (decision 088), or read from a file the configuration names; gunzipped when it is.
 */

export const feedLimits = {
  /** The most of a feed that is read, decompressed. */
  maxBytes: 64 * 1024 * 1024,
  timeoutMs: 30_000,
  maxRedirects: 3,
};

const isWebAddress = (text: string) => /^https?:\/\//i.test(text);

function unpacked(body: Buffer): Buffer {
  if (body[0] !== 0x1f || body[1] !== 0x8b) return body;
  try {
    return gunzipSync(body, { maxOutputLength: feedLimits.maxBytes });
  } catch (error) {
    throw new FeedError(
      `the feed is not a whole gzip file, or larger than ${feedLimits.maxBytes} bytes`,
      {
        cause: error,
      },
    );
  }
}

async function fileBody(file: string): Promise<Buffer> {
  try {
    if ((await stat(file)).size > feedLimits.maxBytes) {
      throw new FeedError(`the file is larger than ${feedLimits.maxBytes} bytes`);
    }
    return await readFile(file);
  } catch (error) {
    if (error instanceof FeedError) throw error;
    throw new FeedError(`the file ${file} could not be read`, { cause: error });
  }
}

/** The records of a source's feed; the sample's are dated as of `now` (see `datedToday`). */
export async function readFeed(
  source: JobSourceConfig,
  policy: AddressPolicy,
  now = new Date(),
): Promise<ParsedRecord[]> {
  const feed = postingFeeds[source.kind === 'SAMPLE' ? 'FEED_FILE' : source.kind];
  const address =
    source.kind === 'SAMPLE' ? sampleFeedPath : (source.address ?? feed.address(source.board));
  let body: Buffer;
  if (isWebAddress(address)) {
    try {
      ({ body } = await fetchFeed(address, { policy, ...feedLimits }));
    } catch (error) {
      if (error instanceof PostingFetchError) throw new FeedError(error.message, { cause: error });
      throw error;
    }
  } else {
    body = await fileBody(path.resolve(address));
  }
  const text = new TextDecoder('utf-8').decode(unpacked(body));
  let records: ParsedRecord[];
  try {
    records = feed.parse(text, source.kind === 'JSON_LD' ? address : source.board);
  } catch (error) {
    throw new FeedError(error instanceof Error ? error.message : 'the feed could not be read', {
      cause: error,
    });
  }
  return source.kind === 'SAMPLE' ? datedToday(records, now) : records;
}
