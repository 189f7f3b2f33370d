import { z } from 'zod';
import { careerEventLimits, type ParagraphKind } from './career-event';
import { languages, type Language } from './language';
import {
  fillPlaceholders,
  missingPlaceholders,
  type LetterRun,
  type PlaceholderValues,
} from './letter-placeholders';
import {
  createResumeInputSchema,
  resumeHeaderSchema,
  resumeLimits,
  resumeNameSchema,
  resumeThemeSchema,
} from './resume';
import type { ResumeHeader, ResumeTheme } from './resume-document';
import { because, trimmedText, userText } from './user-text';
import { isIsoDate } from './year-month';

/**
 * A cover letter (docs/product/data.md): what the user chose — sender, date, recipient,
 * greeting, paragraphs that point at library paragraphs with optional wording of their own,
 * closing, signature — and the theme it shares with the resume it matches. It copies no library
 * text: `resolveCoverLetter` applies it to the library and fills the placeholders.
 */

export const coverLetterLimits = {
  name: resumeLimits.name,
  text: resumeLimits.text,
  /** The recipient's address, several lines. */
  address: 600,
  paragraphs: 20,
  paragraphText: careerEventLimits.paragraphText,
  targetDescription: resumeLimits.targetDescription,
  /** Letters per user (the free tier's 3 is an upgrade rule, not a storage one). */
  perUser: 200,
} as const;

const text = (max: number = coverLetterLimits.text) => trimmedText(max).default('');
const uuid = userText().pipe(z.uuid('must be an id'));

/** The job a letter is written for: what fills `{company}`, `{position}`, `{hiringManager}`. */
export const letterTargetJobSchema = z.strictObject({
  position: text(),
  company: text(),
  hiringManager: text(),
  description: text(coverLetterLimits.targetDescription),
});
export type LetterTargetJob = z.output<typeof letterTargetJobSchema>;

/** One paragraph of a letter: the library paragraph it shows, in this letter's words if reworded. */
export const letterParagraphSchema = z.strictObject({
  id: trimmedText(100).min(1, 'is required'),
  eventId: uuid,
  /** The wording for this letter only; `null` follows the library. */
  text: trimmedText(coverLetterLimits.paragraphText).nullable().default(null),
});
export type LetterParagraph = z.output<typeof letterParagraphSchema>;

export const coverLetterContentSchema = z
  .strictObject({
    language: z.enum(languages).default('en'),
    /** The resume this letter matches (its header, template and theme were copied from it). */
    resumeId: uuid.nullable().default(null),
    sender: resumeHeaderSchema.default(() => resumeHeaderSchema.parse({})),
    /** The letter's date, `YYYY-MM-DD`, printed in the language's long format; empty for none. */
    date: userText()
      .refine(
        (value) => value === '' || isIsoDate(value),
        because('invalidDate', 'must be a date written YYYY-MM-DD'),
      )
      .default(''),
    recipient: z
      .strictObject({
        name: text(),
        company: text(),
        address: text(coverLetterLimits.address),
      })
      .default({ name: '', company: '', address: '' }),
    greeting: text(),
    paragraphs: z.array(letterParagraphSchema).max(coverLetterLimits.paragraphs).default([]),
    closing: text(),
    signature: text(),
    /** Print "Enclosure: Resume" under the signature (the matched resume goes with the letter). */
    enclosure: z.boolean().default(false),
    /** The recipient's address lines on the public page `/c/{id}` and its PDF (the owner's download always has them). */
    shareRecipientAddress: z.boolean().default(true),
    theme: resumeThemeSchema.default(() => resumeThemeSchema.parse({})),
  })
  .superRefine((content, ctx) => {
    const seen = new Set<string>();
    content.paragraphs.forEach((paragraph, index) => {
      if (seen.has(paragraph.id)) {
        ctx.addIssue({ code: 'custom', path: ['paragraphs', index, 'id'], message: 'is repeated' });
      }
      seen.add(paragraph.id);
    });
  });
export type CoverLetterContent = z.output<typeof coverLetterContentSchema>;

/** A library paragraph as a letter reads it. */
export interface LibraryParagraph {
  id: string;
  kind: ParagraphKind;
  title: string;
  text: string;
  tags: readonly string[];
}

/** The words a letter prints besides the user's own, in the letter's language. */
export interface LetterLabels {
  /** "Enclosure: Resume". */
  enclosure: string;
}

/**
 * A cover letter resolved for rendering: the library paragraphs applied (a paragraph whose
 * library paragraph is gone is left out), the placeholders filled from the target job, the date
 * written in the letter's language. Every renderer takes this and nothing else.
 */
export interface CoverLetterDocument {
  language: Language;
  header: ResumeHeader;
  /** "26 November 2026" in the letter's language; empty when the letter has no date. */
  date: string;
  /** The recipient block, one line each (name, company, then the address lines); no empty lines. */
  recipient: string[];
  greeting: LetterRun[];
  paragraphs: LetterRun[][];
  closing: string;
  signature: string;
  /** "Enclosure: Resume", or empty. */
  enclosure: string;
  /** The placeholders nothing fills, each once: the editor lists them, a download asks first. */
  missing: string[];
  theme: ResumeTheme;
}

/** `2026-11-26` in the language's long format: "November 26, 2026", "26 novembre 2026". */
export function formatLetterDate(value: string, language: Language): string {
  if (!isIsoDate(value)) return '';
  const [year = 1970, month = 1, day = 1] = value.split('-').map(Number);
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** The letter applied to the library paragraphs and the target job. */
export function resolveCoverLetter(
  content: CoverLetterContent,
  targetJob: LetterTargetJob,
  library: readonly LibraryParagraph[],
  labels: LetterLabels,
): CoverLetterDocument {
  const values: PlaceholderValues = {
    company: targetJob.company,
    position: targetJob.position,
    hiringManager: targetJob.hiringManager,
  };
  const byId = new Map(library.map((paragraph) => [paragraph.id, paragraph]));
  const greeting = fillPlaceholders(content.greeting, values);
  const paragraphs = content.paragraphs.flatMap((paragraph) => {
    const source = byId.get(paragraph.eventId);
    return source ? [fillPlaceholders(paragraph.text ?? source.text, values)] : [];
  });
  const { name, company, address } = content.recipient;
  return {
    language: content.language,
    header: content.sender,
    date: formatLetterDate(content.date, content.language),
    recipient: [name, company, ...address.split(/\r?\n/)]
      .map((line) => line.trim())
      .filter((line) => line !== ''),
    greeting,
    paragraphs,
    closing: content.closing,
    signature: content.signature,
    enclosure: content.enclosure ? labels.enclosure : '',
    missing: missingPlaceholders([greeting, ...paragraphs].flat()),
    theme: content.theme,
  };
}

/** The files a cover letter downloads as (`GET /api/cover-letters/{id}/{format}`). */
export const coverLetterExportFormats = ['pdf', 'docx', 'txt'] as const;
export type CoverLetterExportFormat = (typeof coverLetterExportFormats)[number];

// ── What the API takes (GraphQL inputs). ──

export const coverLetterNameSchema = resumeNameSchema;

/**
 * `CreateCoverLetterInput`: a name, and optionally the target job, the resume to match, and the
 * template, language and paper (which a matched resume decides instead).
 */
export const createCoverLetterInputSchema = z.strictObject({
  name: coverLetterNameSchema,
  targetJob: letterTargetJobSchema
    .nullish()
    .transform((job) => job ?? letterTargetJobSchema.parse({})),
  resumeId: uuid.nullish().transform((value) => value ?? null),
  template: createResumeInputSchema.shape.template,
  language: createResumeInputSchema.shape.language,
  paper: createResumeInputSchema.shape.paper,
});

/** `UpdateCoverLetterInput`: what the editor saves; a part left out (or null) stays as it is. */
export const updateCoverLetterInputSchema = z.strictObject({
  name: coverLetterNameSchema.nullish().transform((value) => value ?? undefined),
  targetJob: letterTargetJobSchema.nullish().transform((value) => value ?? undefined),
  content: coverLetterContentSchema.nullish().transform((value) => value ?? undefined),
});
