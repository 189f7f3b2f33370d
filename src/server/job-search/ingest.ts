import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import {
  parsedPostingSchema,
  yearlySalary,
  type ParsedPosting,
  type ParsedRecord,
  type PostingSourceKind,
} from '../../domain/job-posting';
import { jobRequirements } from '../../domain/job-match';
import type { Database } from '../db/database';
import { jobPostings, jobSourceRuns, jobSources } from '../db/schema';
import { postingDescription } from './posting-description';

/**
 * One ingest of one source (decision 091): read its feed, check every record, upsert the postings
 * by (source, external id), expire those that left the feed, and keep the run's counts. A record
 * that fails its checks is skipped and counted; every posting is one row written whole, so an
 * ingest cut anywhere leaves each posting as it was or as the feed says — and the next run
 * finishes the work (a run cut by a restart is marked so).
 */

export interface FeedSource {
  /** `<kind>:<board>`, e.g. `greenhouse:acme`. */
  id: string;
  kind: PostingSourceKind;
  board: string;
}

export interface IngestRun {
  status: 'SUCCEEDED' | 'FAILED';
  read: number;
  added: number;
  updated: number;
  expired: number;
  skipped: number;
  error: string | null;
}

/** Rows written per statement. */
const batchSize = 200;
/** Skipped records kept on a run, to show why; the count has them all. */
const skippedKept = 20;

/** Why a feed could not be read, in words for the sources' view (never a stack). */
export class FeedError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'FeedError';
  }
}

type PostingValues = typeof jobPostings.$inferInsert;

/** The row written for a posting (the search bench loads its corpus with it too). */
export function postingValues(
  sourceId: string,
  posting: ParsedPosting,
  seenAt: Date,
): PostingValues {
  const description = postingDescription(posting.descriptionHtml);
  const yearly = yearlySalary(posting.salary);
  const requirements = jobRequirements(posting.title, description.text);
  const content = {
    title: posting.title,
    company: posting.company,
    locations: posting.locations.filter(Boolean),
    remote: posting.remote,
    employmentType: posting.employmentType,
    salaryMin: posting.salary?.min ?? null,
    salaryMax: posting.salary?.max ?? null,
    salaryCurrency: yearly ? (posting.salary?.currency ?? null) : null,
    salaryPeriod: yearly ? (posting.salary?.period ?? 'YEAR') : null,
    salaryYearlyMin: yearly?.min ?? null,
    salaryYearlyMax: yearly?.max ?? null,
    postedAt: posting.postedAt,
    closesAt: posting.closesAt,
    descriptionHtml: description.html,
    descriptionText: description.text,
    applyUrl: posting.applyUrl,
    language: posting.language?.toLowerCase() ?? '',
    skillsRequired: requirements.skillsRequired,
    skillsPreferred: requirements.skillsPreferred,
    seniority: requirements.seniority,
    yearsRequired: requirements.yearsRequired,
    contentWords: [...requirements.words],
    educationRequired: requirements.education,
  };
  return {
    sourceId,
    externalId: posting.externalId,
    ...content,
    // What is stored, so a change of the feed or of the extraction rewrites the posting.
    contentHash: createHash('sha256').update(JSON.stringify(content)).digest('base64url'),
    firstSeenAt: seenAt,
    lastSeenAt: seenAt,
    expiredAt: null,
  };
}

/** Every stored column of a posting, from the row proposed by the upsert. */
const fromProposed = Object.fromEntries(
  (
    [
      'title',
      'company',
      'locations',
      'remote',
      'employmentType',
      'salaryMin',
      'salaryMax',
      'salaryCurrency',
      'salaryPeriod',
      'salaryYearlyMin',
      'salaryYearlyMax',
      'postedAt',
      'closesAt',
      'descriptionHtml',
      'descriptionText',
      'applyUrl',
      'language',
      'skillsRequired',
      'skillsPreferred',
      'seniority',
      'yearsRequired',
      'contentWords',
      'educationRequired',
      'contentHash',
      'lastSeenAt',
      'expiredAt',
    ] as const
  ).map((key) => [key, sql.raw(`excluded."${jobPostings[key].name}"`)]),
);

/** The records that pass their checks, and the first few that do not, with their count. */
function checked(records: ParsedRecord[]) {
  const postings = new Map<string, ParsedPosting>();
  const skipped: Array<Extract<ParsedRecord, { error: string }>> = [];
  let skippedCount = 0;
  const skip = (record: Extract<ParsedRecord, { error: string }>) => {
    skippedCount += 1;
    if (skipped.length < skippedKept) skipped.push(record);
  };
  for (const record of records) {
    if ('error' in record) {
      skip(record);
      continue;
    }
    const result = parsedPostingSchema.safeParse(record.posting);
    if (!result.success) {
      const issue = result.error.issues[0];
      skip({
        error: `${issue?.path.join('.') || 'record'}: ${issue?.message ?? 'invalid'}`,
        externalId: record.posting.externalId,
      });
    } else if (postings.has(result.data.externalId)) {
      skip({ error: 'the feed repeats this id', externalId: result.data.externalId });
    } else {
      postings.set(result.data.externalId, result.data);
    }
  }
  return { postings: [...postings.values()], skipped, skippedCount };
}

/**
 * Ingests `source` from the records `read` answers (it fetches and parses the feed; throwing a
 * `FeedError` says why the feed could not be read, and expires nothing).
 */
export async function ingestSource(
  db: Database,
  source: FeedSource,
  read: () => Promise<ParsedRecord[]>,
  now: () => Date = () => new Date(),
): Promise<IngestRun> {
  await db
    .insert(jobSources)
    .values({ id: source.id, kind: source.kind, board: source.board })
    .onConflictDoNothing();
  // A run still marked running was cut (a restart): this one does its work again.
  await db
    .update(jobSourceRuns)
    .set({
      status: 'FAILED',
      finishedAt: now(),
      error: 'interrupted; the next run read the feed again',
    })
    .where(and(eq(jobSourceRuns.sourceId, source.id), eq(jobSourceRuns.status, 'RUNNING')));
  const [run] = await db
    .insert(jobSourceRuns)
    .values({ sourceId: source.id, status: 'RUNNING', startedAt: now() })
    .returning({ id: jobSourceRuns.id });
  const finish = async (result: IngestRun, skippedRecords: IngestSkipped = []) => {
    await db
      .update(jobSourceRuns)
      .set({ ...result, skippedRecords, finishedAt: now() })
      .where(eq(jobSourceRuns.id, run!.id));
    return result;
  };
  const empty = { read: 0, added: 0, updated: 0, expired: 0, skipped: 0 };

  let records: ParsedRecord[];
  try {
    records = await read();
  } catch (error) {
    if (!(error instanceof FeedError)) throw error;
    return finish({ status: 'FAILED', ...empty, error: error.message });
  }
  const { postings, skipped, skippedCount } = checked(records);
  const counts = { ...empty, read: records.length, skipped: skippedCount };
  if (postings.length === 0 && skippedCount > 0) {
    // A feed whose every record fails has changed its format: its postings are kept.
    return finish(
      { status: 'FAILED', ...counts, error: 'no record of the feed could be read' },
      skipped,
    );
  }

  const seenAt = now();
  for (let start = 0; start < postings.length; start += batchSize) {
    const batch = postings.slice(start, start + batchSize);
    const written = await db
      .insert(jobPostings)
      .values(batch.map((posting) => postingValues(source.id, posting, seenAt)))
      .onConflictDoUpdate({
        target: [jobPostings.sourceId, jobPostings.externalId],
        set: fromProposed,
        setWhere: sql`${jobPostings.contentHash} <> excluded.content_hash or ${jobPostings.expiredAt} is not null`,
      })
      .returning({ added: sql<boolean>`xmax = 0` });
    const added = written.filter((row) => row.added).length;
    counts.added += added;
    counts.updated += written.length - added;
    // The unchanged postings were seen too (which changes nothing of them).
    await db
      .update(jobPostings)
      .set({ lastSeenAt: seenAt, updatedAt: sql`${jobPostings.updatedAt}` })
      .where(
        and(
          eq(jobPostings.sourceId, source.id),
          inArray(
            jobPostings.externalId,
            batch.map((posting) => posting.externalId),
          ),
        ),
      );
  }
  const expired = await db
    .update(jobPostings)
    .set({ expiredAt: seenAt })
    .where(
      and(
        eq(jobPostings.sourceId, source.id),
        isNull(jobPostings.expiredAt),
        lt(jobPostings.lastSeenAt, seenAt),
      ),
    )
    .returning({ id: jobPostings.id });
  counts.expired = expired.length;
  return finish({ status: 'SUCCEEDED', ...counts, error: null }, skipped);
}

type IngestSkipped = Array<Extract<ParsedRecord, { error: string }>>;
