import { and, desc, getTableColumns, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { PostingSourceKind } from '../../../domain/job-posting';
import type { Database } from '../../db/database';
import { jobPostings, jobSourceRuns, jobSources } from '../../db/schema';
import type { JobSourceConfig } from '../../job-search/job-sources';

/** The admin view of the job sources (decision 093): each source, its last runs, its postings. */

/** Runs shown per source, newest first. */
export const runsShown = 5;
/** The longest error text shown. */
const errorLength = 300;

export type JobSourceRun = typeof jobSourceRuns.$inferSelect;

export interface JobSourceView {
  id: string;
  kind: PostingSourceKind;
  board: string;
  /** In JOB_SOURCES now (a source dropped from it keeps its runs and postings). */
  configured: boolean;
  /** Postings listed now (not expired). */
  listed: number;
  runs: JobSourceRun[];
}

/**
 * A run's error as it is shown: one line without control characters, web addresses without
 * credentials or query, at most `errorLength` characters. The errors are written for this view
 * (FeedError), but a parser's message may quote the feed.
 */
export function shownError(error: string | null): string | null {
  if (error === null) return null;
  const text = error
    .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
    .replace(/\b(https?:\/\/)[^\s/@]*@/gi, '$1')
    .replace(/\b(https?:\/\/[^\s?#]*)[?#]\S*/gi, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > errorLength ? `${text.slice(0, errorLength - 1)}…` : text;
}

/** The configured sources in their order, then those read before and configured no more. */
export async function listJobSources(
  db: Database,
  configured: readonly JobSourceConfig[],
): Promise<JobSourceView[]> {
  const stored = await db
    .select({ id: jobSources.id, kind: jobSources.kind, board: jobSources.board })
    .from(jobSources)
    .orderBy(jobSources.id);
  const configuredIds = new Set(configured.map((source) => source.id));
  const sources = [
    ...configured.map(({ id, kind, board }) => ({ id, kind, board, configured: true })),
    ...stored
      .filter((source) => !configuredIds.has(source.id))
      .map((source) => ({ ...source, configured: false })),
  ];
  if (sources.length === 0) return [];
  const ids = sources.map((source) => source.id);

  const ranked = db
    .select({
      ...getTableColumns(jobSourceRuns),
      rank: sql<number>`row_number() over (partition by ${jobSourceRuns.sourceId} order by ${jobSourceRuns.startedAt} desc)`.as(
        'rank',
      ),
    })
    .from(jobSourceRuns)
    .where(inArray(jobSourceRuns.sourceId, ids))
    .as('ranked');
  const runs = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, runsShown))
    .orderBy(desc(ranked.startedAt));
  const listed = await db
    .select({ sourceId: jobPostings.sourceId, count: sql<number>`count(*)::int` })
    .from(jobPostings)
    .where(and(inArray(jobPostings.sourceId, ids), isNull(jobPostings.expiredAt)))
    .groupBy(jobPostings.sourceId);
  const listedBySource = new Map(listed.map((row) => [row.sourceId, row.count]));

  return sources.map((source) => ({
    ...source,
    listed: listedBySource.get(source.id) ?? 0,
    runs: runs
      .filter((run) => run.sourceId === source.id)
      .map(({ rank: _rank, ...run }) => ({ ...run, error: shownError(run.error) })),
  }));
}
