import { randomUUID } from 'node:crypto';
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
import { documentStore } from '../document/document-store';
import type { PlanSwitch } from '../plan/plan-limits';
import { eduEventStore } from '../event/edu-event.service';
import { addImportedEvents } from '../event/import-events.service';
import { cachedLibrary, libraryTransaction } from '../event/library-cache';
import { skillEventStore } from '../event/skill-event.service';
import { workEventStore } from '../event/work-event.service';

/** Resumes as documents: what every kind of document does the same way. */
export const resumeStore = documentStore({
  table: resumes,
  noun: 'resumes',
  perUser: resumeLimits.perUser,
  planLimit: 'resumes',
  templateOf: (content) => content.theme.template,
});

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
  const library = await cachedLibrary(db, userId, 'resume', loadResumeLibrary);
  return resolveResume(content, library, documentLabels[content.language]);
}

export interface NewResume {
  name: string;
  targetJob: TargetJob;
  template: ResumeTemplate;
  language: Language;
  paper: PaperSize;
}

/** The user's resumes, the last changed first. */
export const listResumes = resumeStore.list;
export const getResume = resumeStore.find;

/**
 * A new resume: the header from the profile, the most recent events pre-selected
 * (`newResumeContent`), sharing off.
 */
export function createResume(
  db: Database,
  user: UserRow,
  input: NewResume,
  plans: PlanSwitch,
): Promise<ResumeRow> {
  return db.transaction(async (tx) => {
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
    return resumeStore.insert(
      tx,
      user.id,
      { name: input.name, targetJob: input.targetJob, content },
      plans,
    );
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
export function importResume(
  db: Database,
  userId: string,
  input: ImportedResume,
  plans: PlanSwitch,
) {
  return libraryTransaction(db, userId, async (tx) => {
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
    return resumeStore.insert(
      tx,
      userId,
      { name: input.name, targetJob: targetJobSchema.parse({}), content },
      plans,
    );
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
 * pushed over the limit can always be saved on its way back under it (decision 075). The plan may
 * keep the resume read-only, or refuse a template (decision 100).
 */
export async function updateResume(
  db: Database,
  userId: string,
  id: string,
  changes: ResumeChanges,
  plans: PlanSwitch,
) {
  if (changes.content) await assertPrintable(db, userId, id, changes.content);
  return resumeStore.update(db, userId, id, changes, plans);
}

async function assertPrintable(db: Database, userId: string, id: string, content: ResumeContent) {
  const library = await cachedLibrary(db, userId, 'resume', loadResumeLibrary);
  const sizeOf = (value: ResumeContent) =>
    resumeSizeOf(resolveResume(value, library, documentLabels[value.language]));
  const size = sizeOf(content);
  if (size.bytes <= size.limitBytes) return;
  const saved = await resumeStore.find(db, userId, id);
  if (size.bytes > sizeOf(saved.content).bytes) throw new ResumeTooLargeError(size);
}

export const replaceResumeShareLink = resumeStore.replaceShareLink;
export const findSharedResume = resumeStore.findShared;
export const countResumeView = resumeStore.countView;

/** A download's file name from the person's or the resume's name, every letter kept (decision 073). */
export function resumeFileName(row: ResumeRow, extension: string): DownloadFileName {
  return downloadFileName(row.content.header.name || row.name, extension);
}
