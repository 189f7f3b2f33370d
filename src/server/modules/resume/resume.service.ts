import { randomBytes, randomUUID } from 'node:crypto';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ImportEventsInput } from '../../../domain/career-event';
import { documentLabels } from '../../../domain/document-labels';
import type { Language } from '../../../domain/language';
import { downloadFileName, type DownloadFileName } from '../../../domain/download-file-name';
import {
  newResumeContent,
  resolveResume,
  resumeLimits,
  resumeSizeOf,
  ResumeTooLargeError,
  targetJobSchema,
  type ResumeContent,
  type ResumeLibrary,
  type TargetJob,
} from '../../../domain/resume';
import type { PaperSize, ResumeDocument, ResumeTemplate } from '../../../domain/resume-document';
import { importedResumeContent, type ResumeHeader } from '../../../domain/resume-import';
import type { Database } from '../../db/database';
import { resumes, type ResumeRow, type UserRow } from '../../db/schema';
import { eduEventStore } from '../event/edu-event.service';
import { addImportedEvents } from '../event/import-events.service';
import { cachedLibrary, libraryTransaction } from '../event/library-cache';
import { skillEventStore } from '../event/skill-event.service';
import { workEventStore } from '../event/work-event.service';
import { assertRecordId, RecordInputError, RecordNotFoundError } from '../record-errors';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A public link id: 128 random bits as 22 base64url characters (docs/product/documents.md). */
export const newShareId = () => randomBytes(16).toString('base64url');

const owned = (userId: string) => and(eq(resumes.userId, userId), isNull(resumes.deletedAt));

/** The user's events as a resume reads them (deleted ones are not there). */
export async function loadResumeLibrary(db: Database, userId: string): Promise<ResumeLibrary> {
  const [work, edu, skills] = await Promise.all([
    workEventStore.list(db, userId),
    eduEventStore.list(db, userId),
    skillEventStore.list(db, userId),
  ]);
  return { work, edu, skills };
}

/** A resume's content applied to its owner's library, in the content's language. */
export async function resolveForOwner(
  db: Database,
  userId: string,
  content: ResumeContent,
): Promise<ResumeDocument> {
  const library = await loadResumeLibrary(db, userId);
  return resolveResume(content, library, documentLabels[content.language]);
}

/**
 * `resolveForOwner` for the editor's live preview and fit, called on nearly every keystroke: the
 * library may come from the cache (library-cache.ts), which any write to the user's events in
 * this process refreshes. Downloads, exports and share pages use `resolveForOwner`.
 */
export async function resolveDraftForOwner(
  db: Database,
  userId: string,
  content: ResumeContent,
): Promise<ResumeDocument> {
  const library = await cachedLibrary(db, userId, loadResumeLibrary);
  return resolveResume(content, library, documentLabels[content.language]);
}

async function find(db: Database | Transaction, userId: string, id: string): Promise<ResumeRow> {
  assertRecordId(id);
  const [row] = await db
    .select()
    .from(resumes)
    .where(and(eq(resumes.id, id), owned(userId)));
  if (!row) throw new RecordNotFoundError();
  return row;
}

async function ensureRoom(tx: Transaction, userId: string) {
  const [counted] = await tx.select({ resumes: count() }).from(resumes).where(owned(userId));
  if ((counted?.resumes ?? 0) >= resumeLimits.perUser) {
    throw new RecordInputError(`You can keep at most ${resumeLimits.perUser} resumes`);
  }
}

async function update(tx: Database | Transaction, userId: string, id: string, values: object) {
  assertRecordId(id);
  const [row] = await tx
    .update(resumes)
    .set(values)
    .where(and(eq(resumes.id, id), owned(userId)))
    .returning();
  if (!row) throw new RecordNotFoundError();
  return row;
}

export interface NewResume {
  name: string;
  targetJob: TargetJob;
  template: ResumeTemplate;
  language: Language;
  paper: PaperSize;
}

/** The user's resumes, the last changed first. */
export function listResumes(db: Database, userId: string): Promise<ResumeRow[]> {
  return db
    .select()
    .from(resumes)
    .where(owned(userId))
    .orderBy(desc(resumes.updatedAt), desc(resumes.id));
}

export const getResume = find;

/**
 * A new resume: the header from the profile, the most recent events pre-selected
 * (`newResumeContent`), sharing off.
 */
export function createResume(db: Database, user: UserRow, input: NewResume): Promise<ResumeRow> {
  return db.transaction(async (tx) => {
    await ensureRoom(tx, user.id);
    const library = await loadResumeLibrary(tx, user.id);
    const content = newResumeContent(library, {
      header: {
        name: `${user.firstName} ${user.lastName}`.trim(),
        email: user.email ?? '',
        headline: input.targetJob.title,
      },
      language: input.language,
      paper: input.paper,
      newId: randomUUID,
    });
    content.theme.template = input.template;
    const [row] = await tx
      .insert(resumes)
      .values({
        userId: user.id,
        name: input.name,
        targetJob: input.targetJob,
        content,
        shareId: newShareId(),
      })
      .returning();
    if (!row) throw new Error('resumes: insert returned no row');
    return row;
  });
}

export interface ImportedResume {
  name: string;
  /** Every event of the file, with its import key: the new ones are added to the library. */
  events: ImportEventsInput;
  header: ResumeHeader;
  summary: string;
  template: ResumeTemplate;
  language: Language;
  paper: PaperSize;
}

/**
 * A JSON Resume as a new resume, in one transaction: the file's new events join the library as
 * `importEvents` adds them, and the resume points at the file's events (new or already there, by
 * import key) in the file's order (`importedResumeContent`). Any failure saves nothing.
 */
export function importResume(db: Database, userId: string, input: ImportedResume) {
  return libraryTransaction(db, userId, async (tx) => {
    await ensureRoom(tx, userId);
    await addImportedEvents(tx, userId, input.events);
    const [work, edu, skills] = await Promise.all([
      workEventStore.list(tx, userId),
      eduEventStore.list(tx, userId),
      skillEventStore.list(tx, userId),
    ]);
    const content = importedResumeContent(
      input.events,
      { work, edu, skills },
      {
        header: input.header,
        summary: input.summary,
        language: input.language,
        paper: input.paper,
        template: input.template,
        newId: randomUUID,
      },
    );
    const [row] = await tx
      .insert(resumes)
      .values({
        userId,
        name: input.name,
        targetJob: targetJobSchema.parse({}),
        content,
        shareId: newShareId(),
      })
      .returning();
    if (!row) throw new Error('resumes: insert returned no row');
    return row;
  });
}

export interface ResumeChanges {
  name?: string;
  targetJob?: TargetJob;
  content?: ResumeContent;
}

/**
 * The editor's save: whatever it sends replaces that part. Content that would print more than a
 * resume may hold (`resumeLimits.documentBytes`, applied to the library as it is now) is refused
 * with `ResumeTooLargeError`, unless it is no larger than what is saved: a resume the library
 * pushed over the limit can always be saved on its way back under it (decision 075).
 */
export async function updateResume(
  db: Database,
  userId: string,
  id: string,
  changes: ResumeChanges,
) {
  if (changes.content) await assertPrintable(db, userId, id, changes.content);
  return update(db, userId, id, changes);
}

async function assertPrintable(db: Database, userId: string, id: string, content: ResumeContent) {
  const library = await cachedLibrary(db, userId, loadResumeLibrary);
  const sizeOf = (value: ResumeContent) =>
    resumeSizeOf(resolveResume(value, library, documentLabels[value.language]));
  const size = sizeOf(content);
  if (size.bytes <= size.limitBytes) return;
  const saved = await find(db, userId, id);
  if (size.bytes > sizeOf(saved.content).bytes) throw new ResumeTooLargeError(size);
}

/** A copy under a new name, with a link of its own and sharing off. */
export function duplicateResume(
  db: Database,
  userId: string,
  id: string,
  name: string,
): Promise<ResumeRow> {
  return db.transaction(async (tx) => {
    const source = await find(tx, userId, id);
    await ensureRoom(tx, userId);
    const [row] = await tx
      .insert(resumes)
      .values({
        userId,
        name,
        targetJob: source.targetJob,
        content: source.content,
        shareId: newShareId(),
      })
      .returning();
    if (!row) throw new Error('resumes: insert returned no row');
    return row;
  });
}

/** Soft delete (undo with `restoreResume`); the public link stops answering at once. */
export async function deleteResume(db: Database, userId: string, id: string): Promise<string> {
  await update(db, userId, id, { deletedAt: new Date() });
  return id;
}

export function restoreResume(db: Database, userId: string, id: string): Promise<ResumeRow> {
  assertRecordId(id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(resumes)
      .where(and(eq(resumes.id, id), eq(resumes.userId, userId)));
    if (!row) throw new RecordNotFoundError();
    if (!row.deletedAt) return row;
    await ensureRoom(tx, userId);
    const [restored] = await tx
      .update(resumes)
      .set({ deletedAt: null })
      .where(eq(resumes.id, id))
      .returning();
    return restored ?? row;
  });
}

export function setResumeSharing(
  db: Database,
  userId: string,
  id: string,
  sharing: { enabled: boolean; indexable: boolean },
) {
  return update(db, userId, id, {
    shareEnabled: sharing.enabled,
    shareIndexable: sharing.indexable,
  });
}

/** A new public link; the old one answers 404 from now on. */
export function replaceResumeShareLink(db: Database, userId: string, id: string) {
  return update(db, userId, id, { shareId: newShareId() });
}

/** The resume behind a public link, if its owner shares it. */
export async function findSharedResume(
  db: Database,
  shareId: string,
): Promise<ResumeRow | undefined> {
  if (!/^[A-Za-z0-9_-]{22}$/.test(shareId)) return undefined;
  const [row] = await db
    .select()
    .from(resumes)
    .where(
      and(eq(resumes.shareId, shareId), eq(resumes.shareEnabled, true), isNull(resumes.deletedAt)),
    );
  return row;
}

/** Counts a view of a public page; nothing about the viewer is stored. */
export async function countResumeView(db: Database, id: string): Promise<void> {
  await db
    .update(resumes)
    .set({ viewCount: sql`${resumes.viewCount} + 1`, updatedAt: sql`${resumes.updatedAt}` })
    .where(eq(resumes.id, id));
}

/** A download's file name from the person's or the resume's name, every letter kept (decision 073). */
export function resumeFileName(row: ResumeRow, extension: string): DownloadFileName {
  return downloadFileName(row.content.header.name || row.name, extension);
}
