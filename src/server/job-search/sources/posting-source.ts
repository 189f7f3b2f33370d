import type { ParsedRecord, PostingSourceKind } from '../../../domain/job-posting';
import { ashbyFeed } from './ashby';
import { feedFileFeed } from './feed-file';
import { greenhouseFeed } from './greenhouse';
import { jsonLdFeed } from './json-ld';
import { leverFeed } from './lever';

/**
 * A kind of feed postings are read from (issue 18): where a board's feed is fetched, and how its
 * body becomes records. Parsing is pure — ingest fetches the body (gunzipped), checks each posting
 * with `parsedPostingSchema` and sanitises its HTML.
 */
export interface PostingFeed {
  kind: PostingSourceKind;
  /**
   * Where a board's feed is read: a Greenhouse board token, a Lever site, an Ashby board name;
   * for a JSON-LD page or a feed file, the board is its address already.
   */
  address(board: string): string;
  /**
   * The records of a feed's body. `board` names the company when the feed does not (Lever and
   * Ashby postings never do); for a JSON-LD page it is the page's address. A body that is not
   * this kind of feed at all throws an Error saying so; a bad record is an error record.
   */
  parse(body: string, board?: string): ParsedRecord[];
}

/** The feed of each kind of source; the sample feed is a feed file (FEED_FILE). */
export const postingFeeds: Record<Exclude<PostingSourceKind, 'SAMPLE'>, PostingFeed> = {
  GREENHOUSE: greenhouseFeed,
  LEVER: leverFeed,
  ASHBY: ashbyFeed,
  JSON_LD: jsonLdFeed,
  FEED_FILE: feedFileFeed,
};
