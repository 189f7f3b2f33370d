import { and, desc, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import {
  createJobApplicationInputSchema,
  jobApplicationLimits,
} from '../../../domain/job-application';
import type { JobSearchInput } from '../../../domain/job-search';
import type { Database } from '../../db/database';
import {
  jobApplications,
  jobPostings,
  type JobApplicationRow,
  type JobPostingRow,
} from '../../db/schema';
import { createJobApplication } from '../job-application/job-application.service';
import { badUserInput, noDataFound } from '../../graphql/errors';

/**
 * The job search (decision 091): the listed postings that match the words (PostgreSQL full-text
 * search over the stored `search` vector, in every language a posting may be written in) and the
 * filters, by relevance or date, a page at a time (keyset: a page never repeats or skips a posting
 * when others arrive), each with its best passages and whether the user tracks it already.
 */

export type PostingHit = Omit<JobPostingRow, 'search'> & {
  /** The description's passages around the words, each word found between `highlight` marks. */
  snippet: string | null;
  /** The user has an application for this posting's address. */
  tracked: boolean;
};

export interface PostingPage {
  postings: PostingHit[];
  /** Where the next page starts; null on the last page. */
  nextCursor: string | null;
  /**
   * By relevance, only the newest matches were ranked (decision 092): more postings match than
   * these pages reach, and the date order reaches them all.
   */
  newestRanked: boolean;
}

/** Marks around a found word in a snippet: private-use characters, never HTML. */
export const highlight = { start: '\uE000', stop: '\uE001' } as const;

/** Every column but the search vector (which only the database reads). */
const withoutVector = <Columns extends { search: unknown }>({
  search: _vector,
  ...rest
}: Columns) => rest;
export const postingColumns = withoutVector(getTableColumns(jobPostings));

/** Whether the user has an application (not deleted) for the posting's address. */
export const trackedBy = (userId: string) =>
  sql<boolean>`exists (select 1 from ${jobApplications} where ${jobApplications.userId} = ${userId} and ${jobApplications.deletedAt} is null and ${jobApplications.postingUrl} = ${jobPostings.applyUrl})`;

/** The configurations a query is read in: those postings are indexed in, and no stemming. */
export const queryConfigurations = [
  'english',
  'french',
  'spanish',
  'german',
  'italian',
  'portuguese',
  'dutch',
  'simple',
];

/**
 * The words as one query (as a search engine takes them, or `to_tsquery`'s own syntax): read in
 * each configuration, each distinct reading once. (The same
 * reading repeated would change nothing of the matches, but the planner would count it again and
 * expect many times the postings — and walk the date index where the search index is the way.)
 */
export async function tsQuery(
  db: Database,
  words: string,
  syntax: 'websearch' | 'tsquery' = 'websearch',
): Promise<SQL> {
  const parse = syntax === 'websearch' ? sql`websearch_to_tsquery` : sql`to_tsquery`;
  const readings = sql.join(
    queryConfigurations.map(
      (configuration) => sql`${parse}(${configuration}::regconfig, ${words})::text`,
    ),
    sql`, `,
  );
  const rows = await db
    .selectDistinct({ reading: sql<string>`reading` })
    .from(sql`unnest(array[${readings}]) as reading`)
    .orderBy(sql`reading`);
  return sql`(${sql.join(
    rows.map(({ reading }) => sql`${reading}::tsquery`),
    sql` || `,
  )})`;
}

/** A posting's place in "newest first, then id". */
interface DatePlace {
  postedAt: string | null;
  id: string;
}

/**
 * The page's last posting, opaque to the client; by relevance, also the oldest posting ranked
 * (`edge`, null when every match was), so the next page ranks the same postings.
 */
interface Cursor extends DatePlace {
  rank: number | null;
  edge: DatePlace | null;
}

const encodeCursor = ({ rank, postedAt, id, edge }: Cursor) =>
  Buffer.from(
    JSON.stringify([rank, postedAt, id, ...(edge ? [edge.postedAt, edge.id] : [])]),
  ).toString('base64url');

const isDay = (value: unknown): value is string | null =>
  value === null || (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value));
const isId = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f-]{36}$/.test(value);

function decodeCursor(text: string): Cursor {
  try {
    const parts = JSON.parse(Buffer.from(text, 'base64url').toString()) as unknown[];
    const [rank, postedAt, id, edgePostedAt, edgeId] = parts;
    if (
      (parts.length === 3 || parts.length === 5) &&
      (rank === null || typeof rank === 'number') &&
      isDay(postedAt) &&
      isId(id) &&
      (parts.length === 3 || (isDay(edgePostedAt) && isId(edgeId)))
    ) {
      return {
        rank,
        postedAt,
        id,
        edge:
          parts.length === 5
            ? { postedAt: edgePostedAt as string | null, id: edgeId as string }
            : null,
      };
    }
  } catch {
    // not a cursor of ours
  }
  throw badUserInput('after: is not the cursor of a page', 'after', { reason: 'invalid' });
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/** After `cursor` in "newest first, then id": postings without a date come last. */
function afterByDate(cursor: DatePlace): SQL {
  const { postedAt, id } = jobPostings;
  return cursor.postedAt === null
    ? sql`(${postedAt} is null and ${id} < ${cursor.id})`
    : sql`(${postedAt} < ${cursor.postedAt} or (${postedAt} = ${cursor.postedAt} and ${id} < ${cursor.id}) or ${postedAt} is null)`;
}

/**
 * The search's filters (not its words) as conditions on `job_postings`: listed, and the place,
 * company, workplace, employment type, recency and salary floor asked for. The savvy search
 * filters with them too.
 */
export function postingFilters(search: JobSearchInput, today: string): SQL[] {
  const conditions: SQL[] = [isNull(jobPostings.expiredAt)];
  if (search.location) {
    conditions.push(
      sql`array_to_string(${jobPostings.locations}, ' ') ilike ${likePattern(search.location)}`,
    );
  }
  if (search.company) {
    conditions.push(sql`${jobPostings.company} ilike ${likePattern(search.company)}`);
  }
  if (search.remote.length > 0) {
    conditions.push(sql`${jobPostings.remote} in ${search.remote}`);
  }
  if (search.employmentTypes.length > 0) {
    conditions.push(sql`${jobPostings.employmentType} in ${search.employmentTypes}`);
  }
  if (search.postedWithinDays !== null) {
    conditions.push(
      sql`${jobPostings.postedAt} >= ${today}::date - ${search.postedWithinDays}::int`,
    );
  }
  if (search.salaryFloor) {
    conditions.push(
      eq(jobPostings.salaryCurrency, search.salaryFloor.currency),
      sql`coalesce(${jobPostings.salaryYearlyMax}, ${jobPostings.salaryYearlyMin}) >= ${search.salaryFloor.amount}`,
    );
  }
  return conditions;
}

/**
 * By relevance, the newest matches are ranked, this many at most (decision 092): ranking every
 * match of a common word reads every one of them (seconds at a million postings); a page of the
 * best among the newest takes milliseconds, and a narrower search ranks all it finds.
 */
export const rankedMatches = 1000;

export async function searchPostings(
  db: Database,
  userId: string,
  search: JobSearchInput,
  page: { first: number; after: string | null; today: string; ranked?: number },
): Promise<PostingPage> {
  const words = search.query;
  const query = words === '' ? null : await tsQuery(db, words);
  const conditions = [
    ...postingFilters(search, page.today),
    ...(query ? [sql`(numnode(${query}) = 0 or ${jobPostings.search} @@ ${query})`] : []),
  ];
  const cursor = page.after ? decodeCursor(page.after) : null;
  const snippet = query
    ? sql<
        string | null
      >`nullif(ts_headline(job_posting_search_config(${jobPostings.language}), ${jobPostings.descriptionText}, ${query}, ${`StartSel=${highlight.start}, StopSel=${highlight.stop}, MaxFragments=2, MaxWords=30, MinWords=12, FragmentDelimiter=" … "`}), '')`
    : sql<string | null>`null`;
  const byDate = [sql`${jobPostings.postedAt} desc nulls last`, desc(jobPostings.id)];
  if (!query || search.sort === 'DATE') {
    const rows = await db
      .select({ ...postingColumns, snippet, tracked: trackedBy(userId) })
      .from(jobPostings)
      .where(and(...conditions, cursor ? afterByDate(cursor) : undefined))
      .orderBy(...byDate)
      .limit(page.first + 1);
    const shown = rows.slice(0, page.first);
    const last = shown.at(-1);
    return {
      postings: shown,
      nextCursor:
        rows.length > page.first && last
          ? encodeCursor({ rank: null, postedAt: last.postedAt, id: last.id, edge: null })
          : null,
      newestRanked: false,
    };
  }

  // The postings ranked: the newest `ranked` matches on the first page; from the cursor's edge on
  // (the same ones, and any newer that arrived since) on the next.
  const ranked = page.ranked ?? rankedMatches;
  const edge = cursor?.edge ?? null;
  const matches = db
    .select({
      candidateId: sql<string>`${jobPostings.id}`.as('candidate_id'),
      candidatePostedAt: sql<string | null>`${jobPostings.postedAt}::text`.as(
        'candidate_posted_at',
      ),
      // Rounded, so the cursor can name a rank exactly.
      rank: sql<number>`round(ts_rank_cd(${jobPostings.search}, ${query}, 1)::numeric, 6)::float8`.as(
        'rank',
      ),
    })
    .from(jobPostings)
    .where(
      and(
        ...conditions,
        edge ? sql`not ${afterByDate(edge)}` : undefined,
        // The same bound again, in a form an index on the date can use.
        edge?.postedAt ? sql`${jobPostings.postedAt} >= ${edge.postedAt}` : undefined,
      ),
    )
    .$dynamic();
  const candidates = db
    .$with('candidates')
    .as(cursor ? matches : matches.orderBy(...byDate).limit(ranked));
  const rank = sql<number>`${candidates.rank}`;
  // The oldest posting ranked when the bound cut the matches (the next pages keep to it).
  const edgeOf = (column: string) =>
    sql<
      string | null
    >`(select ${sql.raw(column)} from ${candidates} where (select count(*) from ${candidates}) >= ${ranked} order by candidate_posted_at asc nulls first, candidate_id asc limit 1)`;
  const rows = await db
    .with(candidates)
    .select({
      ...postingColumns,
      rank,
      snippet,
      tracked: trackedBy(userId),
      edgePostedAt: cursor ? sql<string | null>`null` : edgeOf('candidate_posted_at'),
      edgeId: cursor ? sql<string | null>`null` : edgeOf('candidate_id::text'),
    })
    .from(candidates)
    .innerJoin(jobPostings, eq(jobPostings.id, candidates.candidateId))
    .where(
      cursor
        ? cursor.rank === null
          ? afterByDate(cursor)
          : sql`(${rank} < ${cursor.rank} or (${rank} = ${cursor.rank} and ${afterByDate(cursor)}))`
        : undefined,
    )
    .orderBy(sql`${rank} desc`, ...byDate)
    .limit(page.first + 1);
  const first = rows[0];
  const nextEdge =
    edge ?? (first?.edgeId ? { postedAt: first.edgePostedAt, id: first.edgeId } : null);
  const shown = rows.slice(0, page.first);
  const last = shown.at(-1);
  return {
    postings: shown.map(({ rank: _rank, edgePostedAt: _postedAt, edgeId: _id, ...hit }) => hit),
    nextCursor:
      rows.length > page.first && last
        ? encodeCursor({ rank: last.rank, postedAt: last.postedAt, id: last.id, edge: nextEdge })
        : null,
    newestRanked: nextEdge !== null,
  };
}

/** A listed or expired posting, for its page (a tracker application may point at an old one). */
export async function getPosting(db: Database, userId: string, id: string): Promise<PostingHit> {
  const [row] = /^[0-9a-f-]{36}$/.test(id)
    ? await db
        .select({
          ...postingColumns,
          tracked: trackedBy(userId),
        })
        .from(jobPostings)
        .where(eq(jobPostings.id, id))
    : [];
  if (!row) throw noDataFound();
  return { ...row, snippet: null };
}

/**
 * "Save to tracker": a Saved application with the posting's fields filled (its description as the
 * notes); the application already made from this posting's address when there is one.
 */
export async function savePostingToTracker(
  db: Database,
  userId: string,
  postingId: string,
): Promise<JobApplicationRow> {
  const posting = await getPosting(db, userId, postingId);
  if (posting.tracked && posting.applyUrl) {
    const [existing] = await db
      .select()
      .from(jobApplications)
      .where(
        and(
          eq(jobApplications.userId, userId),
          isNull(jobApplications.deletedAt),
          eq(jobApplications.postingUrl, posting.applyUrl),
        ),
      )
      .orderBy(jobApplications.createdAt)
      .limit(1);
    if (existing) return existing;
  }
  const salary =
    posting.salaryCurrency &&
    posting.salaryPeriod &&
    (posting.salaryMin ?? posting.salaryMax) !== null
      ? {
          min: posting.salaryMin,
          max: posting.salaryMax,
          currency: posting.salaryCurrency,
          period: posting.salaryPeriod,
        }
      : null;
  const limit = (text: string, max: number) => Array.from(text).slice(0, max).join('');
  return createJobApplication(
    db,
    userId,
    createJobApplicationInputSchema.parse({
      company: posting.company,
      position: posting.title,
      postingUrl: posting.applyUrl,
      location: limit(posting.locations.join('; '), jobApplicationLimits.text),
      remote: posting.remote,
      salary,
      deadline: posting.closesAt,
      notes: limit(posting.descriptionText, jobApplicationLimits.notes),
    }),
  );
}
