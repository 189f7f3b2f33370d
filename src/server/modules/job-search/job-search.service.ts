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
}

/** Marks around a found word in a snippet: private-use characters, never HTML. */
export const highlight = { start: '\uE000', stop: '\uE001' } as const;

/** Every column but the search vector (which only the database reads). */
const withoutVector = <Columns extends { search: unknown }>({
  search: _vector,
  ...rest
}: Columns) => rest;
const columns = withoutVector(getTableColumns(jobPostings));

/** Whether the user has an application (not deleted) for the posting's address. */
const trackedBy = (userId: string) =>
  sql<boolean>`exists (select 1 from ${jobApplications} where ${jobApplications.userId} = ${userId} and ${jobApplications.deletedAt} is null and ${jobApplications.postingUrl} = ${jobPostings.applyUrl})`;

/** The configurations a query is read in: those postings are indexed in, and no stemming. */
const queryConfigurations = [
  'english',
  'french',
  'spanish',
  'german',
  'italian',
  'portuguese',
  'dutch',
  'simple',
];

const tsQuery = (words: string) =>
  sql.join(
    queryConfigurations.map(
      (configuration) => sql`websearch_to_tsquery(${configuration}::regconfig, ${words})`,
    ),
    sql` || `,
  );

/** The page's last posting, opaque to the client. */
interface Cursor {
  rank: number | null;
  postedAt: string | null;
  id: string;
}

const encodeCursor = (cursor: Cursor) =>
  Buffer.from(JSON.stringify([cursor.rank, cursor.postedAt, cursor.id])).toString('base64url');

function decodeCursor(text: string): Cursor {
  try {
    const [rank, postedAt, id] = JSON.parse(Buffer.from(text, 'base64url').toString()) as unknown[];
    if (
      (rank === null || typeof rank === 'number') &&
      (postedAt === null ||
        (typeof postedAt === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(postedAt))) &&
      typeof id === 'string' &&
      /^[0-9a-f-]{36}$/.test(id)
    ) {
      return { rank, postedAt, id };
    }
  } catch {
    // not a cursor of ours
  }
  throw badUserInput('after: is not the cursor of a page', 'after', { reason: 'invalid' });
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/** After the cursor in "newest first, then id": postings without a date come last. */
function afterByDate(cursor: Cursor): SQL {
  const { postedAt, id } = jobPostings;
  return cursor.postedAt === null
    ? sql`(${postedAt} is null and ${id} < ${cursor.id})`
    : sql`(${postedAt} < ${cursor.postedAt} or (${postedAt} = ${cursor.postedAt} and ${id} < ${cursor.id}) or ${postedAt} is null)`;
}

export async function searchPostings(
  db: Database,
  userId: string,
  search: JobSearchInput,
  page: { first: number; after: string | null; today: string },
): Promise<PostingPage> {
  const words = search.query;
  const query = words === '' ? null : sql`(${tsQuery(words)})`;
  // Rounded, so the cursor can name a rank exactly.
  const rank =
    query && search.sort === 'RELEVANCE'
      ? sql<number>`round(ts_rank_cd(${jobPostings.search}, ${query}, 1)::numeric, 6)::float8`
      : null;
  const conditions: SQL[] = [isNull(jobPostings.expiredAt)];
  if (query) conditions.push(sql`(numnode(${query}) = 0 or ${jobPostings.search} @@ ${query})`);
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
      sql`${jobPostings.postedAt} >= ${page.today}::date - ${search.postedWithinDays}::int`,
    );
  }
  if (search.salaryFloor) {
    conditions.push(
      eq(jobPostings.salaryCurrency, search.salaryFloor.currency),
      sql`coalesce(${jobPostings.salaryYearlyMax}, ${jobPostings.salaryYearlyMin}) >= ${search.salaryFloor.amount}`,
    );
  }
  if (page.after) {
    const cursor = decodeCursor(page.after);
    conditions.push(
      rank && cursor.rank !== null
        ? sql`(${rank} < ${cursor.rank} or (${rank} = ${cursor.rank} and ${afterByDate(cursor)}))`
        : afterByDate(cursor),
    );
  }

  const snippet = query
    ? sql<
        string | null
      >`nullif(ts_headline(job_posting_search_config(${jobPostings.language}), ${jobPostings.descriptionText}, ${query}, ${`StartSel=${highlight.start}, StopSel=${highlight.stop}, MaxFragments=2, MaxWords=30, MinWords=12, FragmentDelimiter=" … "`}), '')`
    : sql<string | null>`null`;
  const rows = await db
    .select({
      ...columns,
      rank: rank ?? sql<number | null>`null::float8`,
      snippet,
      tracked: trackedBy(userId),
    })
    .from(jobPostings)
    .where(and(...conditions))
    .orderBy(
      ...(rank ? [sql`${rank} desc`] : []),
      sql`${jobPostings.postedAt} desc nulls last`,
      desc(jobPostings.id),
    )
    .limit(page.first + 1);

  const shown = rows.slice(0, page.first);
  const last = shown.at(-1);
  return {
    postings: shown.map(({ rank: _rank, ...hit }) => hit),
    nextCursor:
      rows.length > page.first && last
        ? encodeCursor({ rank: last.rank, postedAt: last.postedAt, id: last.id })
        : null,
  };
}

/** A listed or expired posting, for its page (a tracker application may point at an old one). */
export async function getPosting(db: Database, userId: string, id: string): Promise<PostingHit> {
  const [row] = /^[0-9a-f-]{36}$/.test(id)
    ? await db
        .select({
          ...columns,
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
