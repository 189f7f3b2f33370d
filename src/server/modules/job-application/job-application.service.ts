import { and, asc, count, eq, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { downloadFileName, type DownloadFileName } from '../../../domain/download-file-name';
import {
  isoDay,
  jobApplicationLimits,
  moveToStage,
  newJobApplication,
  type ArchiveReason,
  type JobApplicationChanges,
  type JobStage,
  type NewJobApplicationInput,
  type SentDocumentKind,
} from '../../../domain/job-application';
import type { Database } from '../../db/database';
import {
  jobApplications,
  sentDocuments,
  type JobApplicationRow,
  type SentDocumentRow,
} from '../../db/schema';
import type { DocumentRenderer } from '../../documents/document-renderer';
import { coverLetterStore, resolveLetterForOwner } from '../cover-letter/cover-letter.service';
import type { Transaction } from '../document/document-store';
import { ownedRows } from '../owned-rows';
import { assertRecordId, RecordInputError, RecordNotFoundError } from '../record-errors';
import { getResume, resolveForOwner } from '../resume/resume.service';

/**
 * The job tracker's rules and SQL (docs/product/data.md, decision 087). Every read and write is
 * filtered by owner: a foreign, missing or deleted id is `RecordNotFoundError` alike.
 */

const table = jobApplications;
const rows = ownedRows(table);
const { owned } = rows;

/**
 * All of a user's applications, archived ones included: by stage (an enum sorts in its declared
 * order, the board's), then board order — the order of the list index.
 */
export function listJobApplications(db: Database, userId: string): Promise<JobApplicationRow[]> {
  return db
    .select()
    .from(table)
    .where(owned(userId))
    .orderBy(asc(table.stage), asc(table.sortOrder), asc(table.createdAt), asc(table.id));
}

/**
 * How many of the user's applications are due `today` (the user's day, `YYYY-MM-DD`): on the board
 * (not archived, not deleted) with a follow-up or a deadline on or before it — the domain's
 * `isDue`, counted by the database. Days are `YYYY-MM-DD` text: they compare as they sort.
 */
export async function countDueJobApplications(
  db: Database,
  userId: string,
  today: string,
): Promise<number> {
  const [due] = await db
    .select({ count: count() })
    .from(table)
    .where(
      and(
        owned(userId),
        isNull(table.archivedReason),
        or(lte(table.nextFollowUp, today), lte(table.deadline, today)),
      ),
    );
  return due?.count ?? 0;
}

/** One of the user's applications (not deleted). */
export const getJobApplication = rows.find;

const change = rows.update;

/** The end of a stage's column on the board (archived applications are not on it). */
async function endOfColumn(tx: Transaction, userId: string, stage: JobStage): Promise<number> {
  const [last] = await tx
    .select({ end: sql<number>`coalesce(max(${table.sortOrder}) + 1, 0)`.mapWith(Number) })
    .from(table)
    .where(and(owned(userId), eq(table.stage, stage), isNull(table.archivedReason)));
  return last?.end ?? 0;
}

/** A new application at the end of its stage's column, its history starting `today`. */
export function createJobApplication(
  db: Database,
  userId: string,
  input: NewJobApplicationInput,
  today = isoDay(),
): Promise<JobApplicationRow> {
  return db.transaction(async (tx) => {
    const [kept] = await tx
      .select({ applications: count() })
      .from(table)
      .where(eq(table.userId, userId));
    if ((kept?.applications ?? 0) >= jobApplicationLimits.perUser) {
      throw new RecordInputError(
        `You can keep at most ${jobApplicationLimits.perUser} job applications`,
      );
    }
    const fields = newJobApplication(input, today);
    const [row] = await tx
      .insert(table)
      .values({ ...fields, userId, sortOrder: await endOfColumn(tx, userId, fields.stage) })
      .returning();
    if (!row) throw new Error('job application: insert returned no row');
    return row;
  });
}

/** The detail view's save: whatever it sends replaces that field. */
export function updateJobApplication(
  db: Database,
  userId: string,
  id: string,
  changes: JobApplicationChanges,
): Promise<JobApplicationRow> {
  return change(db, userId, id, changes);
}

export interface JobApplicationMove {
  stage: JobStage;
  /** The place in the stage's column, 0 first; past the end is the end. */
  position: number;
  /** The move's date; null is `today`. */
  at: string | null;
}

/**
 * A card dragged on the board: to `stage` (a new stage is added to the history, dated `at`) and to
 * `position` within that column, whose cards are numbered again in one statement.
 */
export function moveJobApplication(
  db: Database,
  userId: string,
  id: string,
  move: JobApplicationMove,
  today = isoDay(),
): Promise<JobApplicationRow> {
  return db.transaction(async (tx) => {
    const row = await getJobApplication(tx, userId, id);
    const moved = moveToStage(row, move.stage, move.at ?? today);
    const column = await tx
      .select({ id: table.id })
      .from(table)
      .where(
        and(
          owned(userId),
          eq(table.stage, move.stage),
          isNull(table.archivedReason),
          ne(table.id, id),
        ),
      )
      .orderBy(asc(table.sortOrder), asc(table.createdAt), asc(table.id));
    const ids = column.map((card) => card.id);
    ids.splice(Math.min(move.position, ids.length), 0, id);
    // The ids are the database's own uuids: the array literal holds nothing a user typed.
    await tx.execute(sql`
      update ${table} set ${sql.identifier(table.sortOrder.name)} = ordered.place - 1
      from unnest(${`{${ids.join(',')}}`}::uuid[]) with ordinality as ordered(id, place)
      where ${table.id} = ordered.id and ${table.userId} = ${userId}`);
    return change(tx, userId, id, { stage: moved.stage, history: moved.history });
  });
}

/** Off the board, for a reason; the application keeps its stage and history. */
export function archiveJobApplication(
  db: Database,
  userId: string,
  id: string,
  reason: ArchiveReason,
): Promise<JobApplicationRow> {
  return change(db, userId, id, { archivedReason: reason });
}

/** Back on the board, at the end of its stage's column. */
export function unarchiveJobApplication(
  db: Database,
  userId: string,
  id: string,
): Promise<JobApplicationRow> {
  return db.transaction(async (tx) => {
    const row = await getJobApplication(tx, userId, id);
    if (row.archivedReason === null) return row;
    return change(tx, userId, id, {
      archivedReason: null,
      sortOrder: await endOfColumn(tx, userId, row.stage),
    });
  });
}

/** Soft delete (undo with `restoreJobApplication`); returns the id. */
export async function deleteJobApplication(
  db: Database,
  userId: string,
  id: string,
): Promise<string> {
  await change(db, userId, id, { deletedAt: new Date() });
  return id;
}

export async function restoreJobApplication(
  db: Database,
  userId: string,
  id: string,
): Promise<JobApplicationRow> {
  assertRecordId(id);
  const [row] = await db
    .update(table)
    .set({ deletedAt: null })
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .returning();
  if (!row) throw new RecordNotFoundError();
  return row;
}

// ── What was sent: frozen copies of a resume or a letter. ──

/** A sent document as listed: everything but its frozen content and PDF. */
export type SentDocumentSummary = Omit<SentDocumentRow, 'document' | 'pdf'>;

const summary = {
  id: sentDocuments.id,
  userId: sentDocuments.userId,
  applicationId: sentDocuments.applicationId,
  kind: sentDocuments.kind,
  sourceId: sentDocuments.sourceId,
  name: sentDocuments.name,
  sentAt: sentDocuments.sentAt,
};

/** The documents sent with each of a user's applications, by application, the first sent first. */
export async function sentDocumentsByApplication(
  db: Database,
  userId: string,
): Promise<Map<string, SentDocumentSummary[]>> {
  const rows = await db
    .select(summary)
    .from(sentDocuments)
    .where(eq(sentDocuments.userId, userId))
    .orderBy(asc(sentDocuments.sentAt), asc(sentDocuments.id));
  const byApplication = new Map<string, SentDocumentSummary[]>();
  for (const row of rows) {
    const sent = byApplication.get(row.applicationId);
    if (sent) sent.push(row);
    else byApplication.set(row.applicationId, [row]);
  }
  return byApplication;
}

/** The documents sent with one of the user's applications, the first sent first. */
export function listSentDocumentsOf(
  db: Database,
  userId: string,
  applicationId: string,
): Promise<SentDocumentSummary[]> {
  return db
    .select(summary)
    .from(sentDocuments)
    .where(and(eq(sentDocuments.userId, userId), eq(sentDocuments.applicationId, applicationId)))
    .orderBy(asc(sentDocuments.sentAt), asc(sentDocuments.id));
}

/**
 * One of the user's resumes or cover letters frozen onto one of their applications, now: resolved
 * against the library exactly as its download is, and printed. Later edits never change the copy.
 */
export async function attachDocument(
  db: Database,
  userId: string,
  applicationId: string,
  source: { kind: SentDocumentKind; documentId: string },
  print: Pick<DocumentRenderer, 'pdf' | 'letters'>,
): Promise<SentDocumentSummary> {
  const application = await getJobApplication(db, userId, applicationId);
  const frozen =
    source.kind === 'RESUME'
      ? await getResume(db, userId, source.documentId).then(async (row) => {
          const document = await resolveForOwner(db, userId, row.content);
          return { name: row.name, document, pdf: await print.pdf(document) };
        })
      : await coverLetterStore.find(db, userId, source.documentId).then(async (row) => {
          const document = await resolveLetterForOwner(db, userId, row);
          return { name: row.name, document, pdf: await print.letters.pdf(document) };
        });
  return db.transaction(async (tx) => {
    const [kept] = await tx
      .select({ documents: count() })
      .from(sentDocuments)
      .where(
        and(eq(sentDocuments.userId, userId), eq(sentDocuments.applicationId, application.id)),
      );
    if ((kept?.documents ?? 0) >= jobApplicationLimits.sentDocuments) {
      throw new RecordInputError(
        `An application keeps at most ${jobApplicationLimits.sentDocuments} sent documents`,
      );
    }
    const [row] = await tx
      .insert(sentDocuments)
      .values({
        userId,
        applicationId: application.id,
        kind: source.kind,
        sourceId: source.documentId,
        ...frozen,
      })
      .returning(summary);
    if (!row) throw new Error('sent document: insert returned no row');
    return row;
  });
}

/** A sent document of one of the user's applications (not deleted), with its frozen PDF. */
export async function getSentPdf(
  db: Database,
  userId: string,
  applicationId: string,
  sentId: string,
): Promise<{ fileName: DownloadFileName; pdf: Uint8Array }> {
  const application = await getJobApplication(db, userId, applicationId);
  assertRecordId(sentId);
  const [row] = await db
    .select({ name: sentDocuments.name, pdf: sentDocuments.pdf })
    .from(sentDocuments)
    .where(
      and(
        eq(sentDocuments.id, sentId),
        eq(sentDocuments.userId, userId),
        eq(sentDocuments.applicationId, application.id),
      ),
    );
  if (!row) throw new RecordNotFoundError();
  return { fileName: downloadFileName(row.name, 'pdf'), pdf: row.pdf };
}

/** Removes a sent document from one of the user's applications; returns the application. */
export async function detachDocument(
  db: Database,
  userId: string,
  applicationId: string,
  sentId: string,
): Promise<JobApplicationRow> {
  const application = await getJobApplication(db, userId, applicationId);
  assertRecordId(sentId);
  const removed = await db
    .delete(sentDocuments)
    .where(
      and(
        eq(sentDocuments.id, sentId),
        eq(sentDocuments.userId, userId),
        eq(sentDocuments.applicationId, application.id),
      ),
    )
    .returning({ id: sentDocuments.id });
  if (removed.length === 0) throw new RecordNotFoundError();
  return application;
}
