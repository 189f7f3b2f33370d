import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  careerProfile,
  matchJob,
  skillRarity,
  type CareerProfile,
  type JobMatch,
  type JobRequirements,
} from '../../../domain/job-match';
import type { JobSearchInput } from '../../../domain/job-search';
import {
  roleWords,
  savvyFeedback,
  type FeedbackPosting,
  type HideReason,
  type MatchAdjustment,
} from '../../../domain/savvy-feedback';
import type { Database } from '../../db/database';
import {
  hiddenJobPostings,
  jobApplications,
  jobPostings,
  type JobPostingRow,
} from '../../db/schema';
import { noDataFound } from '../../graphql/errors';
import { cachedLibrary } from '../event/library-cache';
import {
  postingColumns,
  postingFilters,
  trackedBy,
  tsQuery,
  type PostingHit,
} from '../job-search/job-search.service';
import { assertFeature, type PlanSwitch } from '../plan/plan-limits';
import { loadResumeLibrary } from '../resume/resume.service';

/**
 * The savvy search (decision 095): the listed postings ranked by how well the user's own library
 * matches them. Stage 1 is SQL: the job search's filters, not hidden, not tracked, not at a
 * company hidden as such, and a cheap candidate gate kept to indexes (a posting that asks for one
 * of the user's skills, or whose title holds one of the role words of the user's titles), the
 * newest first up to `savvyCandidateLimit`. Stage 2 ranks those candidates with the matching
 * engine in Node (skill rarity measured over the candidates), moves each by the user's hides and
 * saves (savvy-feedback.ts), and returns a page.
 */

/** The most candidates ranked: the newest that pass the filters and the gate. */
export const savvyCandidateLimit = 2000;

export const savvyLimits = { pageSize: 50, defaultPageSize: 20, offset: 10_000 } as const;

/** Hides and saves read for feedback, the newest first. */
const feedbackLimit = 100;

/** Role words of the user's titles the gate looks for in posting titles, at most. */
const gateTitleWords = 20;

export interface SavvyResult {
  posting: PostingHit;
  match: JobMatch;
  adjustment: MatchAdjustment | null;
}

export interface SavvyPage {
  results: SavvyResult[];
  nextOffset: number | null;
  candidates: number;
  candidatesCapped: boolean;
  libraryEmpty: boolean;
}

const isPostingId = (id: string) => /^[0-9a-f-]{36}$/i.test(id);

/** Only what ranking reads of a posting (never its description). */
const rankColumns = {
  id: jobPostings.id,
  title: jobPostings.title,
  company: jobPostings.company,
  locations: jobPostings.locations,
  remote: jobPostings.remote,
  seniority: jobPostings.seniority,
  yearsRequired: jobPostings.yearsRequired,
  skillsRequired: jobPostings.skillsRequired,
  skillsPreferred: jobPostings.skillsPreferred,
  contentWords: jobPostings.contentWords,
  educationRequired: jobPostings.educationRequired,
  postedAt: jobPostings.postedAt,
};
type RankRow = Pick<JobPostingRow, keyof typeof rankColumns>;

/** A text array as one parameter (a JavaScript array would be spread into a list). */
const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((value) => `"${value.replace(/["\\]/g, (match) => `\\${match}`)}"`).join(',')}}`}::text[]`;

const feedbackPosting = (row: RankRow): FeedbackPosting => ({
  id: row.id,
  title: row.title,
  company: row.company,
  locations: row.locations,
  remote: row.remote,
  seniority: row.seniority,
  skillsRequired: row.skillsRequired,
  skillsPreferred: row.skillsPreferred,
});

/**
 * What the engine compares: the requirements ingest read and stored (the readers of
 * `jobRequirements`); the description is not read again. A posting stored before ingest read its
 * words is judged without its words in common until the next ingest rewrites it.
 */
const requirementsOf = (row: RankRow): JobRequirements => ({
  title: row.title,
  words: row.contentWords ? new Set(row.contentWords) : undefined,
  skillsRequired: row.skillsRequired,
  skillsPreferred: row.skillsPreferred,
  seniority: row.seniority,
  yearsRequired: row.yearsRequired,
  education: row.educationRequired,
});

/** The user's hides (with reasons) and saves, the newest first, as feedback reads them. */
async function feedbackOf(db: Database, userId: string) {
  const [hidden, saved] = await Promise.all([
    db
      .select({ ...rankColumns, reason: hiddenJobPostings.reason })
      .from(hiddenJobPostings)
      .innerJoin(jobPostings, eq(jobPostings.id, hiddenJobPostings.postingId))
      .where(eq(hiddenJobPostings.userId, userId))
      .orderBy(desc(hiddenJobPostings.createdAt), desc(hiddenJobPostings.postingId))
      .limit(feedbackLimit),
    // Saved: the postings whose apply address one of the user's applications (not deleted) has.
    db
      .select({ ...rankColumns, savedAt: sql<Date>`max(${jobApplications.createdAt})` })
      .from(jobApplications)
      .innerJoin(jobPostings, eq(jobPostings.applyUrl, jobApplications.postingUrl))
      .where(
        and(
          eq(jobApplications.userId, userId),
          isNull(jobApplications.deletedAt),
          sql`${jobApplications.postingUrl} <> ''`,
        ),
      )
      .groupBy(jobPostings.id)
      .orderBy(sql`max(${jobApplications.createdAt}) desc`, desc(jobPostings.id))
      .limit(feedbackLimit),
  ]);
  return savvyFeedback(
    hidden.map(({ reason, ...row }) => ({ reason, posting: feedbackPosting(row) })),
    saved.map(({ savedAt: _savedAt, ...row }) => feedbackPosting(row)),
  );
}

/** The role words of the user's titles, the most recent first, as `to_tsquery` takes them. */
function gateWords(profile: CareerProfile): string[] {
  const words = new Set<string>();
  const titles = [...profile.titles].sort((a, b) => a.monthsSince - b.monthsSince);
  for (const { title } of titles) {
    for (const word of roleWords(title)) {
      if (/^[\p{L}\p{N}]{2,}$/u.test(word)) words.add(word);
    }
  }
  return [...words].slice(0, gateTitleWords);
}

/**
 * The candidate gate: asks for one of the skills (the GIN indexes on the skill arrays), or its
 * title holds one of the role words (the `search` vector's GIN index, the title's weight only, the
 * words read in every configuration postings are indexed in, each distinct reading once: repeated
 * readings make the planner expect many times the candidates and walk the date index instead).
 */
async function candidateGate(db: Database, skills: string[], words: string[]): Promise<SQL> {
  const gates: SQL[] = [];
  if (skills.length > 0) {
    const array = textArray(skills);
    gates.push(sql`${jobPostings.skillsRequired} && ${array}`);
    gates.push(sql`${jobPostings.skillsPreferred} && ${array}`);
  }
  if (words.length > 0) {
    const query = await tsQuery(db, words.map((word) => `${word}:A`).join(' | '), 'tsquery');
    gates.push(sql`${jobPostings.search} @@ ${query}`);
  }
  return gates.length > 0 ? sql`(${sql.join(gates, sql` or `)})` : sql`false`;
}

/** Newest first, then by id: the order candidates are taken in, and ties broken in. */
const newerFirst = (a: { postedAt: string | null; id: string }, b: typeof a) =>
  a.postedAt === b.postedAt
    ? b.id.localeCompare(a.id)
    : a.postedAt === null
      ? 1
      : b.postedAt === null
        ? -1
        : b.postedAt.localeCompare(a.postedAt);

export async function savvyPostings(
  db: Database,
  userId: string,
  search: JobSearchInput,
  page: { first: number; offset: number; today: string; candidateLimit?: number },
  plans: PlanSwitch,
): Promise<SavvyPage> {
  await assertFeature(db, plans, userId, 'savvySearch');
  const library = await cachedLibrary(db, userId, 'resume', loadResumeLibrary);
  const profile = careerProfile(library, page.today);
  const skills = [...profile.skills.keys()];
  if (skills.length === 0 && library.work.length === 0) {
    return {
      results: [],
      nextOffset: null,
      candidates: 0,
      candidatesCapped: false,
      libraryEmpty: true,
    };
  }
  const limit = page.candidateLimit ?? savvyCandidateLimit;
  const feedback = await feedbackOf(db, userId);
  const query = search.query === '' ? null : await tsQuery(db, search.query);
  const rows = await db
    .select(rankColumns)
    .from(jobPostings)
    .where(
      and(
        ...postingFilters(search, page.today),
        query ? sql`(numnode(${query}) = 0 or ${jobPostings.search} @@ ${query})` : undefined,
        await candidateGate(db, skills, gateWords(profile)),
        sql`not exists (select 1 from ${hiddenJobPostings} where ${hiddenJobPostings.userId} = ${userId} and ${hiddenJobPostings.postingId} = ${jobPostings.id})`,
        sql`not ${trackedBy(userId)}`,
        feedback.hiddenCompanies.length > 0
          ? sql`lower(btrim(${jobPostings.company})) <> all(${textArray(feedback.hiddenCompanies)})`
          : undefined,
      ),
    )
    .orderBy(sql`${jobPostings.postedAt} desc nulls last`, desc(jobPostings.id))
    .limit(limit + 1);
  const candidates = rows.slice(0, limit);

  const postingsWithSkill = new Map<string, number>();
  for (const row of candidates) {
    for (const skill of new Set([...(row.skillsRequired ?? []), ...(row.skillsPreferred ?? [])])) {
      postingsWithSkill.set(skill, (postingsWithSkill.get(skill) ?? 0) + 1);
    }
  }
  const rarity = skillRarity(postingsWithSkill, candidates.length);
  const ranked = candidates
    .map((row) => {
      const match = matchJob(profile, requirementsOf(row), { rarity });
      const adjustment = feedback.adjust(feedbackPosting(row));
      return { row, match, adjustment, score: match.score + (adjustment?.delta ?? 0) };
    })
    .sort((a, b) => b.score - a.score || newerFirst(a.row, b.row));

  const shown = ranked.slice(page.offset, page.offset + page.first);
  const full =
    shown.length === 0
      ? []
      : await db
          .select(postingColumns)
          .from(jobPostings)
          .where(
            inArray(
              jobPostings.id,
              shown.map(({ row }) => row.id),
            ),
          );
  const byId = new Map(full.map((row) => [row.id, row]));
  const results = shown.flatMap(({ row, match, adjustment }) => {
    const posting = byId.get(row.id);
    return posting
      ? [{ posting: { ...posting, snippet: null, tracked: false }, match, adjustment }]
      : [];
  });
  const end = page.offset + page.first;
  return {
    results,
    nextOffset: end < ranked.length ? end : null,
    candidates: candidates.length,
    candidatesCapped: rows.length > limit,
    libraryEmpty: false,
  };
}

/** The posting's id when it exists (listed or expired), else NO_DATA_FOUND. */
async function existingPosting(db: Database, id: string): Promise<string> {
  const [row] = isPostingId(id)
    ? await db.select({ id: jobPostings.id }).from(jobPostings).where(eq(jobPostings.id, id))
    : [];
  if (!row) throw noDataFound();
  return row.id;
}

/** Hides a posting from the user's savvy search, or changes the reason it is hidden for (Premium). */
export async function hideJobPosting(
  db: Database,
  userId: string,
  id: string,
  reason: HideReason,
  plans: PlanSwitch,
): Promise<string> {
  await assertFeature(db, plans, userId, 'savvySearch');
  const postingId = await existingPosting(db, id);
  await db
    .insert(hiddenJobPostings)
    .values({ userId, postingId, reason })
    .onConflictDoUpdate({
      target: [hiddenJobPostings.userId, hiddenJobPostings.postingId],
      set: { reason },
    });
  return postingId;
}

/** Shows a hidden posting again; a posting that is not hidden stays as it is. */
export async function unhideJobPosting(
  db: Database,
  userId: string,
  id: string,
  plans: PlanSwitch,
): Promise<string> {
  await assertFeature(db, plans, userId, 'savvySearch');
  const postingId = await existingPosting(db, id);
  await db
    .delete(hiddenJobPostings)
    .where(and(eq(hiddenJobPostings.userId, userId), eq(hiddenJobPostings.postingId, postingId)));
  return postingId;
}

export interface HiddenPosting {
  posting: PostingHit;
  reason: HideReason;
  hiddenAt: Date;
}

/** The postings the user hid, the newest first. */
export async function listHiddenPostings(db: Database, userId: string): Promise<HiddenPosting[]> {
  const rows = await db
    .select({
      ...postingColumns,
      tracked: trackedBy(userId),
      reason: hiddenJobPostings.reason,
      hiddenAt: hiddenJobPostings.createdAt,
    })
    .from(hiddenJobPostings)
    .innerJoin(jobPostings, eq(jobPostings.id, hiddenJobPostings.postingId))
    .where(eq(hiddenJobPostings.userId, userId))
    .orderBy(desc(hiddenJobPostings.createdAt), desc(hiddenJobPostings.postingId));
  return rows.map(({ reason, hiddenAt, ...posting }) => ({
    posting: { ...posting, snippet: null },
    reason,
    hiddenAt,
  }));
}
