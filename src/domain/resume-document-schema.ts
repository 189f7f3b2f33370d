import { z } from 'zod';
import { careerEventLimits, isWebAddress } from './career-event';
import type { CoverLetterDocument } from './cover-letter';
import { languages } from './language';
import {
  paperSizes,
  resumeFonts,
  resumeSectionKinds,
  resumeTemplates,
  themeBounds,
  type ResumeDocument,
} from './resume-document';
import { isPartialDate } from './year-month';

/**
 * The schema of a resolved `ResumeDocument` (src/domain/resume-document.ts), for renderers that
 * take one from outside the process (the preview endpoint sends an unsaved draft). It checks, it
 * does not repair: a resolved document is already trimmed and complete, so nothing is defaulted
 * or transformed, and unknown keys are dropped. The limits keep one document small enough to
 * render in milliseconds.
 */
export const resumeDocumentLimits = {
  /** Names, organizations, locations, headings, labels, printed date ranges. */
  text: careerEventLimits.text,
  /**
   * An entry's title: an education entry's is "degree, major", two library fields at their
   * longest (decision 075: whatever saves renders).
   */
  title: 2 * careerEventLimits.text + 2,
  email: 320,
  /** The resume header's phone takes any text up to the header's limit (src/domain/resume.ts). */
  phone: careerEventLimits.text,
  link: careerEventLimits.link,
  links: 10,
  summary: 5000,
  /** A bullet, or one coursework or keyword item. */
  itemText: careerEventLimits.itemText,
  bullets: careerEventLimits.items,
  details: careerEventLimits.items,
  entries: 100,
  sections: 30,
  id: 100,
} as const;

const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);

const id = text(resumeDocumentLimits.id).min(1, 'is required');

/** Empty, or an http(s) address (the library accepts no other kind of link). */
const link = text(resumeDocumentLimits.link).refine(
  (value) => value === '' || isWebAddress(value),
  'must be empty or a web address starting with http:// or https://',
);

const list = <Item extends z.ZodType>(item: Item, max: number) =>
  z.array(item).max(max, `can hold at most ${max} items`);

const partialDate = z
  .string()
  .refine(isPartialDate, 'must be a date written YYYY-MM or YYYY')
  .nullable();

const bounded = (bounds: { min: number; max: number }) =>
  z
    .number()
    .min(bounds.min, `must be at least ${bounds.min}`)
    .max(bounds.max, `must be at most ${bounds.max}`);

export const resumeLinkSchema = z.object({
  label: text(resumeDocumentLimits.text),
  url: link,
});

export const resumeHeaderSchema = z.object({
  name: text(resumeDocumentLimits.text),
  headline: text(resumeDocumentLimits.text),
  email: text(resumeDocumentLimits.email),
  phone: text(resumeDocumentLimits.phone),
  location: text(resumeDocumentLimits.text),
  links: list(resumeLinkSchema, resumeDocumentLimits.links),
});

export const resumeEntrySchema = z.object({
  id,
  title: text(resumeDocumentLimits.title),
  organization: text(resumeDocumentLimits.text),
  subtitle: text(resumeDocumentLimits.text),
  location: text(resumeDocumentLimits.text),
  url: link,
  dates: text(resumeDocumentLimits.text),
  startDate: partialDate,
  endDate: partialDate,
  current: z.boolean(),
  bullets: list(text(resumeDocumentLimits.itemText), resumeDocumentLimits.bullets),
  details: list(text(resumeDocumentLimits.itemText), resumeDocumentLimits.details),
  detailsLabel: text(resumeDocumentLimits.text),
  degree: text(resumeDocumentLimits.text),
  fieldOfStudy: text(resumeDocumentLimits.text),
});

export const resumeSectionSchema = z.object({
  id,
  kind: z.enum(resumeSectionKinds),
  heading: text(resumeDocumentLimits.text),
  entries: list(resumeEntrySchema, resumeDocumentLimits.entries),
});

export const resumeThemeSchema = z.object({
  template: z.enum(resumeTemplates),
  font: z.enum(resumeFonts),
  fontSize: bounded(themeBounds.fontSize),
  accentColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour written #rrggbb'),
  marginMm: bounded(themeBounds.marginMm),
  paper: z.enum(paperSizes),
  scale: bounded(themeBounds.scale),
});

export const resumeDocumentSchema = z.object({
  language: z.enum(languages),
  header: resumeHeaderSchema,
  summary: text(resumeDocumentLimits.summary),
  summaryHeading: text(resumeDocumentLimits.text),
  sections: list(resumeSectionSchema, resumeDocumentLimits.sections),
  theme: resumeThemeSchema,
}) satisfies z.ZodType<ResumeDocument>;

/** What a cover letter prints besides its paragraphs (src/domain/cover-letter.ts). */
export const letterDocumentLimits = {
  /** The recipient's lines: name, company, address. */
  recipientLines: 12,
  paragraphs: 20,
  /** A paragraph once filled: its library text, the three fills and their marks. */
  paragraphText: 8000,
} as const;

const letterRunSchema = z.union([
  z.object({ text: z.string() }),
  z.object({ missing: z.string(), known: z.boolean() }),
]);
const letterRuns = list(letterRunSchema, 100).refine(
  (runs) =>
    runs.reduce((sum, run) => sum + ('text' in run ? run.text : run.missing).length, 0) <=
    letterDocumentLimits.paragraphText,
  `must be at most ${letterDocumentLimits.paragraphText} characters`,
);

export const coverLetterDocumentSchema = z.object({
  language: z.enum(languages),
  header: resumeHeaderSchema,
  date: text(resumeDocumentLimits.text),
  recipient: list(text(resumeDocumentLimits.text * 3), letterDocumentLimits.recipientLines),
  greeting: letterRuns,
  paragraphs: list(letterRuns, letterDocumentLimits.paragraphs),
  closing: text(resumeDocumentLimits.text),
  signature: text(resumeDocumentLimits.text),
  enclosure: text(resumeDocumentLimits.text),
  missing: list(text(resumeDocumentLimits.text), 100),
  theme: resumeThemeSchema,
}) satisfies z.ZodType<CoverLetterDocument>;

/** A document that failed its schema, with every problem named by its path. */
export class ResumeDocumentError extends Error {
  constructor(readonly issues: readonly { path: string; message: string }[]) {
    super(
      `Invalid document: ${issues.map((issue) => `${issue.path || '(document)'} ${issue.message}`).join('; ')}`,
    );
    this.name = 'ResumeDocumentError';
  }
}

/** `value` checked by `schema`: unknown keys dropped, or `ResumeDocumentError` naming each bad field. */
function parseWith<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new ResumeDocumentError(
    result.error.issues.slice(0, 20).map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    })),
  );
}

/**
 * Checks an untrusted value against `resumeDocumentSchema`; returns the document with unknown
 * keys dropped, or throws `ResumeDocumentError` naming each bad field (`sections.0.entries.2.title
 * must be at most 200 characters`).
 */
export const parseResumeDocument = (value: unknown): ResumeDocument =>
  parseWith(resumeDocumentSchema, value);

/** `parseResumeDocument` for a resolved cover letter (`coverLetterDocumentSchema`). */
export const parseCoverLetterDocument = (value: unknown): CoverLetterDocument =>
  parseWith(coverLetterDocumentSchema, value);
