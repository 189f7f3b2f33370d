import {
  coverLetterContentSchema,
  coverLetterLimits,
  resolveCoverLetter,
  type CoverLetterContent,
  type CoverLetterDocument,
  type LetterTargetJob,
  type LibraryParagraph,
} from '../../../domain/cover-letter';
import { downloadFileName, type DownloadFileName } from '../../../domain/download-file-name';
import type { Language } from '../../../domain/language';
import { resumeThemeSchema } from '../../../domain/resume';
import type { PaperSize, ResumeTemplate } from '../../../domain/resume-document';
import { catalogues } from '../../catalogues';
import type { Database } from '../../db/database';
import { coverLetters, type CoverLetterRow, type ResumeRow, type UserRow } from '../../db/schema';
import { documentStore } from '../document/document-store';
import type { PlanSwitch } from '../plan/plan-limits';
import { coverLetterEventStore } from '../event/cover-letter-event.service';
import { cachedLibrary } from '../event/library-cache';
import { RecordNotFoundError } from '../record-errors';
import { getResume } from '../resume/resume.service';

/** Cover letters as documents: what every kind of document does the same way. */
export const coverLetterStore = documentStore({
  table: coverLetters,
  noun: 'cover letters',
  perUser: coverLetterLimits.perUser,
  planLimit: 'coverLetters',
  templateOf: (content) => content.theme.template,
});

const letterWords = (language: Language) => catalogues[language].coverLetterDocument;

export interface NewCoverLetter {
  name: string;
  targetJob: LetterTargetJob;
  /** The resume to match: its header, template, theme and language become the letter's. */
  resumeId: string | null;
  template: ResumeTemplate;
  language: Language;
  paper: PaperSize;
}

/** Today in UTC, `YYYY-MM-DD`: a new letter's date. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * A new letter, dated today, addressed from the target job, with the greeting, closing and
 * signature a letter in its language starts with. Matched to a resume, it takes that resume's
 * header, template, theme and language (so the two print as a set) and encloses it; otherwise the
 * sender is the profile's name and email.
 */
export function createCoverLetter(
  db: Database,
  user: UserRow,
  input: NewCoverLetter,
  plans: PlanSwitch,
): Promise<CoverLetterRow> {
  return db.transaction(async (tx) => {
    const resume = input.resumeId ? await getResume(tx, user.id, input.resumeId) : null;
    const language = resume?.content.language ?? input.language;
    const words = letterWords(language);
    const sender = resume?.content.header ?? {
      name: `${user.firstName} ${user.lastName}`.trim(),
      email: user.email ?? '',
    };
    const content = coverLetterContentSchema.parse({
      language,
      resumeId: resume?.id ?? null,
      sender,
      date: today(),
      recipient: { name: input.targetJob.hiringManager, company: input.targetJob.company },
      greeting: input.targetJob.hiringManager ? words.greeting : words.greetingNoName,
      closing: words.closing,
      signature: sender.name ?? '',
      enclosure: resume !== null,
      theme:
        resume?.content.theme ??
        resumeThemeSchema.parse({ template: input.template, paper: input.paper }),
    } satisfies Partial<Record<keyof CoverLetterContent, unknown>>);
    return coverLetterStore.insert(
      tx,
      user.id,
      { name: input.name, targetJob: input.targetJob, content },
      plans,
    );
  });
}

export interface CoverLetterChanges {
  name?: string;
  targetJob?: LetterTargetJob;
  content?: CoverLetterContent;
}

/** The editor's save: whatever it sends replaces that part, within the plan (decision 100). */
export function updateCoverLetter(
  db: Database,
  userId: string,
  id: string,
  changes: CoverLetterChanges,
  plans: PlanSwitch,
): Promise<CoverLetterRow> {
  return coverLetterStore.update(db, userId, id, changes, plans);
}

/** A user's library paragraphs, as their letters read them (deleted ones are not there). */
export const letterParagraphs = (db: Database, userId: string): Promise<LibraryParagraph[]> =>
  coverLetterEventStore.list(db, userId);

/** A letter applied to its owner's `paragraphs` and its target job, in the letter's language. */
export function resolveLetter(
  row: Pick<CoverLetterRow, 'content' | 'targetJob'>,
  paragraphs: LibraryParagraph[],
): CoverLetterDocument {
  return resolveCoverLetter(row.content, row.targetJob, paragraphs, {
    enclosure: letterWords(row.content.language).enclosure,
  });
}

/**
 * A letter's draft in the editor applied to its owner's paragraphs as the library cache has them
 * (src/server/modules/event/library-cache.ts), and its target job: the live preview's resolve.
 */
export async function resolveLetterDraftForOwner(
  db: Database,
  userId: string,
  draft: Pick<CoverLetterRow, 'content' | 'targetJob'>,
): Promise<CoverLetterDocument> {
  return resolveLetter(draft, await cachedLibrary(db, userId, 'paragraphs', letterParagraphs));
}

/** A letter applied to its owner's paragraphs, read now, and its target job. */
export async function resolveLetterForOwner(
  db: Database,
  userId: string,
  row: Pick<CoverLetterRow, 'content' | 'targetJob'>,
): Promise<CoverLetterDocument> {
  return resolveLetter(row, await letterParagraphs(db, userId));
}

/** A letter with no resume to print with it: none matched, or the matched one is gone. */
export class NoMatchedResumeError extends Error {
  static readonly code = 'NO_MATCHED_RESUME';
  constructor() {
    super('The cover letter is matched to no resume of yours');
    this.name = 'NoMatchedResumeError';
  }
}

/**
 * The resume a letter is matched to, read for the letter's owner; `NoMatchedResumeError` when the
 * letter has none or it was deleted (a resume that is not the owner's reads as deleted).
 */
export async function matchedResume(
  db: Database,
  userId: string,
  row: Pick<CoverLetterRow, 'content'>,
): Promise<ResumeRow> {
  const { resumeId } = row.content;
  if (resumeId) {
    try {
      return await getResume(db, userId, resumeId);
    } catch (error) {
      if (!(error instanceof RecordNotFoundError)) throw error;
    }
  }
  throw new NoMatchedResumeError();
}

const fileNameOf = (row: CoverLetterRow) => row.content.sender.name || row.name;

/** A download's file name from the sender's or the letter's name, every letter kept. */
export function coverLetterFileName(row: CoverLetterRow, extension: string): DownloadFileName {
  return downloadFileName(fileNameOf(row), extension);
}

/** The letter and its resume in one PDF: the letter's file name, saying what it holds. */
export function letterWithResumeFileName(row: CoverLetterRow): DownloadFileName {
  const holds = letterWords(row.content.language).withResumeFileName;
  return downloadFileName(`${fileNameOf(row)} ${holds}`, 'pdf');
}
