import { z } from 'zod';
import {
  completeWebAddress,
  eduEventDates,
  importEventsInputSchema,
  isWebAddress,
  partialDates,
  resumeOrder,
  workEventDates,
  type SkillLevel,
} from './career-event';
import type { ListItem } from './career-event';
import type { Language } from './language';
import { languages } from './language';
import {
  paperSizes,
  resumeFonts,
  resumeTemplates,
  themeBounds,
  type PaperSize,
  type ResumeDocument,
  type ResumeEntry,
  type ResumeSection,
  type ResumeSectionKind,
  type ResumeTheme,
  resumeEntry,
} from './resume-document';
import { because, trimmedText, userText } from './user-text';
import type { DatePrecision, PartialDate, YearMonth } from './year-month';

/**
 * A resume (docs/product/data.md, documents design): what the user chose — header, summary, sections that
 * point at library events, per event which bullets show in which order with optional wording of
 * its own, and the theme. It copies no event text: `resolveResume` applies it to the library.
 */

export const resumeLimits = {
  name: 120,
  text: 200,
  summary: 3000,
  targetDescription: 20_000,
  links: 6,
  url: 2048,
  sections: 12,
  entries: 60,
  bullets: 50,
  bulletText: 1000,
  /** Resumes per user (the free tier's 3 is an upgrade rule, not a storage one). */
  perUser: 200,
  /**
   * The most a resume may print, as the UTF-8 bytes of its resolved document's JSON: what the
   * renderer takes (≈ 100 pages of dense text; decision 075). The input limits above allow far
   * more once the library's events are applied, so a save is checked against it
   * (`resumeSizeOf`), and so is every render.
   */
  documentBytes: 512 * 1024,
} as const;

const id = userText().trim().min(1, 'is required').max(100, 'must be at most 100 characters');
/** Empty, or an http(s) address; one typed without `https://` gets it (as in the library). */
const webUrl = trimmedText(resumeLimits.url)
  .transform(completeWebAddress)
  .refine(
    (value) => value === '' || isWebAddress(value),
    because('invalidLink', 'must be empty or a web address starting with http:// or https://'),
  );

/** One bullet of an event as this resume shows it: which item, shown or not, its own wording. */
export const bulletPickSchema = z.strictObject({
  itemId: id,
  visible: z.boolean(),
  /** This resume's wording; null follows the library. */
  text: trimmedText(resumeLimits.bulletText).nullable().default(null),
});
export type BulletPick = z.output<typeof bulletPickSchema>;

/** An event in a section, with its bullets in this resume's order. */
export const eventEntrySchema = z.strictObject({
  id,
  eventId: userText().pipe(z.uuid('must be an event id')),
  bullets: z.array(bulletPickSchema).max(resumeLimits.bullets).default([]),
});
export type EventEntry = z.output<typeof eventEntrySchema>;

/** An entry of a custom section, typed in the resume itself. */
export const customEntrySchema = z.strictObject({
  id,
  title: trimmedText(resumeLimits.text),
  subtitle: trimmedText(resumeLimits.text).default(''),
  dates: trimmedText(resumeLimits.text).default(''),
  bullets: z.array(trimmedText(resumeLimits.bulletText)).max(resumeLimits.bullets).default([]),
});
export type CustomEntry = z.output<typeof customEntrySchema>;

const sectionBase = {
  id,
  /** The heading; empty uses the document language's own ("Experience"). */
  heading: trimmedText(resumeLimits.text).default(''),
};

export const resumeSectionConfigSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    ...sectionBase,
    kind: z.enum(['WORK', 'EDUCATION', 'SKILLS']),
    entries: z.array(eventEntrySchema).max(resumeLimits.entries).default([]),
  }),
  z.strictObject({
    ...sectionBase,
    kind: z.literal('CUSTOM'),
    entries: z.array(customEntrySchema).max(resumeLimits.entries).default([]),
  }),
]);
export type ResumeSectionConfig = z.output<typeof resumeSectionConfigSchema>;
export type EventSectionConfig = Extract<
  ResumeSectionConfig,
  { kind: 'WORK' | 'EDUCATION' | 'SKILLS' }
>;

export const resumeThemeSchema = z.strictObject({
  template: z.enum(resumeTemplates).default('classic'),
  font: z.enum(resumeFonts).default('Source Serif 4'),
  fontSize: z.number().min(themeBounds.fontSize.min).max(themeBounds.fontSize.max).default(10.5),
  accentColor: userText()
    .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1f4e79')
    .default('#1f4e79'),
  marginMm: z.number().min(themeBounds.marginMm.min).max(themeBounds.marginMm.max).default(18),
  paper: z.enum(paperSizes).default('LETTER'),
  scale: z.number().min(themeBounds.scale.min).max(themeBounds.scale.max).default(1),
}) satisfies z.ZodType<ResumeTheme, unknown>;

export const resumeHeaderSchema = z.strictObject({
  name: trimmedText(resumeLimits.text).default(''),
  headline: trimmedText(resumeLimits.text).default(''),
  email: trimmedText(resumeLimits.text).default(''),
  phone: trimmedText(resumeLimits.text).default(''),
  location: trimmedText(resumeLimits.text).default(''),
  links: z
    .array(z.strictObject({ label: trimmedText(resumeLimits.text), url: webUrl }))
    .max(resumeLimits.links)
    .default([]),
});

/** Everything a resume holds besides its name and target job: what the editor autosaves. */
export const resumeContentSchema = z
  .strictObject({
    language: z.enum(languages).default('en'),
    header: resumeHeaderSchema.default(() => resumeHeaderSchema.parse({})),
    summary: trimmedText(resumeLimits.summary).default(''),
    sections: z.array(resumeSectionConfigSchema).max(resumeLimits.sections).default([]),
    theme: resumeThemeSchema.default(() => resumeThemeSchema.parse({})),
  })
  .superRefine((content, ctx) => {
    const seen = new Set<string>();
    content.sections.forEach((section, index) => {
      if (seen.has(section.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['sections', index, 'id'],
          ...because('repeated', 'is repeated'),
        });
      }
      seen.add(section.id);
    });
  });
export type ResumeContent = z.output<typeof resumeContentSchema>;

export const targetJobSchema = z.strictObject({
  title: trimmedText(resumeLimits.text).default(''),
  company: trimmedText(resumeLimits.text).default(''),
  description: trimmedText(resumeLimits.targetDescription).default(''),
});
export type TargetJob = z.output<typeof targetJobSchema>;

export const resumeNameSchema = userText()
  .trim()
  .min(1, 'is required')
  .max(resumeLimits.name, `must be at most ${resumeLimits.name} characters`);

// ── What the API takes (GraphQL inputs; the document routes take `resumeContentSchema`). ──

/** `CreateResumeInput`: a name, and optionally a target job, template, language and paper. */
export const createResumeInputSchema = z.strictObject({
  name: resumeNameSchema,
  targetJob: targetJobSchema.nullish().transform((job) => job ?? targetJobSchema.parse({})),
  template: z
    .enum(resumeTemplates)
    .nullish()
    .transform((value) => value ?? 'classic'),
  language: z
    .enum(languages)
    .nullish()
    .transform((value) => value ?? 'en'),
  paper: z
    .enum(paperSizes)
    .nullish()
    .transform((value) => value ?? 'LETTER'),
});
export type CreateResumeInput = z.output<typeof createResumeInputSchema>;

/** `ImportResumeInput`: a JSON Resume's events, header and summary as a new resume. */
export const importResumeInputSchema = z
  .strictObject({
    name: resumeNameSchema,
    events: importEventsInputSchema,
    header: resumeHeaderSchema
      .nullish()
      .transform((header) => header ?? resumeHeaderSchema.parse({})),
    summary: trimmedText(resumeLimits.summary)
      .nullish()
      .transform((value) => value ?? ''),
    template: createResumeInputSchema.shape.template,
    language: z.enum(languages).nullish(),
    paper: z.enum(paperSizes).nullish(),
  })
  .transform(({ language, paper, ...input }) => ({
    ...input,
    language: language ?? 'en',
    // The document language's usual paper (Letter for English, A4 for Spanish and French).
    paper: paper ?? (language ? defaultPaper(language) : 'LETTER'),
  }));
export type ImportResumeInput = z.output<typeof importResumeInputSchema>;

/** `UpdateResumeInput`: what the editor saves; a part left out (or null) stays as it is. */
export const updateResumeInputSchema = z.strictObject({
  name: resumeNameSchema.nullish().transform((value) => value ?? undefined),
  targetJob: targetJobSchema.nullish().transform((value) => value ?? undefined),
  content: resumeContentSchema.nullish().transform((value) => value ?? undefined),
});
export type UpdateResumeInput = z.output<typeof updateResumeInputSchema>;

/** The files a resume exports to (docs/product/documents.md). */
export const resumeExportFormats = ['pdf', 'docx', 'json', 'txt'] as const;
export type ResumeExportFormat = (typeof resumeExportFormats)[number];

// ── The library, as a resume reads it. ──

export interface LibraryWork {
  id: string;
  company: string;
  position: string;
  location: string;
  link: string;
  startDate: YearMonth;
  startDatePrecision: DatePrecision;
  endDate: YearMonth | null;
  endDatePrecision: DatePrecision;
  accomplishments: ListItem[];
}

export interface LibraryEdu {
  id: string;
  university: string;
  degree: string;
  major: string;
  minor: string;
  location: string;
  link: string;
  startDate: YearMonth | null;
  startDatePrecision: DatePrecision;
  endDate: YearMonth | null;
  endDatePrecision: DatePrecision;
  attending: boolean;
  accomplishments: ListItem[];
  coursework: ListItem[];
}

export interface LibrarySkill {
  id: string;
  name: string;
  category: string;
  level: SkillLevel | null;
  keywords: string[];
}

export interface ResumeLibrary {
  work: LibraryWork[];
  edu: LibraryEdu[];
  skills: LibrarySkill[];
}

/** The words a document prints besides the user's own, in the document's language. */
export interface DocumentLabels {
  headings: Record<ResumeSectionKind, string> & { summary: string };
  coursework: string;
  present: string;
  levels: Record<SkillLevel, string>;
}

// ── Dates. ──

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(language: Language, withMonth: boolean) {
  const key = `${language}:${withMonth}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      ...(withMonth ? { month: 'short' } : {}),
      year: 'numeric',
      timeZone: 'UTC',
    });
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * A date as precise as the user gave it, in the document's language: "Mar 2021" ("mars 2021"),
 * or "2021" for a year alone — never a month the user did not give (decision 073).
 */
export function formatPartialDate(value: PartialDate, language: Language): string {
  const [year = 1, month] = value.split('-').map(Number);
  const date = new Date(0);
  date.setUTCFullYear(year, (month ?? 1) - 1, 1);
  return dateFormat(language, month !== undefined).format(date);
}

/** "Mar 2021 – Present", "2019 – Jun 2020", "2014 – 2016", "Jun 2020"; empty when undated. */
export function formatDateRange(
  start: PartialDate | null,
  end: PartialDate | null,
  current: boolean,
  language: Language,
  present: string,
): string {
  const from = start ? formatPartialDate(start, language) : '';
  const to = current ? present : end ? formatPartialDate(end, language) : '';
  if (from && to) return from === to ? from : `${from} – ${to}`;
  return from || to;
}

// ── Resolution. ──

/** A section's bullets as this resume shows them: picks in order, overrides applied. */
function visibleBullets(picks: BulletPick[], items: ListItem[]): string[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const shown: string[] = [];
  for (const pick of picks) {
    const item = byId.get(pick.itemId);
    if (!item || !pick.visible) continue;
    shown.push(pick.text ?? item.description);
  }
  return shown;
}

const joinNonEmpty = (parts: string[], separator: string) =>
  parts.filter((part) => part !== '').join(separator);

function resolveEventEntry(
  kind: EventSectionConfig['kind'],
  entry: EventEntry,
  library: ResumeLibrary,
  labels: DocumentLabels,
  language: Language,
): ResumeEntry | null {
  if (kind === 'WORK') {
    const event = library.work.find((candidate) => candidate.id === entry.eventId);
    if (!event) return null;
    const current = event.endDate === null;
    const { startDate, endDate } = partialDates(event);
    return {
      ...resumeEntry({ id: entry.id }),
      title: event.position,
      organization: event.company,
      location: event.location,
      url: event.link,
      dates: formatDateRange(startDate, endDate, current, language, labels.present),
      startDate,
      endDate,
      current,
      bullets: visibleBullets(entry.bullets, event.accomplishments),
    };
  }
  if (kind === 'EDUCATION') {
    const event = library.edu.find((candidate) => candidate.id === entry.eventId);
    if (!event) return null;
    const details = event.coursework.map((course) => course.description);
    const { startDate, endDate } = partialDates(event);
    return {
      ...resumeEntry({ id: entry.id }),
      title: joinNonEmpty([event.degree, event.major], ', '),
      degree: event.degree,
      fieldOfStudy: event.major,
      organization: event.university,
      subtitle: event.minor,
      location: event.location,
      url: event.link,
      dates: formatDateRange(startDate, endDate, event.attending, language, labels.present),
      startDate,
      endDate,
      current: event.attending,
      bullets: visibleBullets(entry.bullets, event.accomplishments),
      details,
      detailsLabel: details.length ? labels.coursework : '',
    };
  }
  const skill = library.skills.find((candidate) => candidate.id === entry.eventId);
  if (!skill) return null;
  return {
    ...resumeEntry({ id: entry.id }),
    title: skill.name,
    subtitle: skill.level ? labels.levels[skill.level] : '',
    details: skill.keywords,
  };
}

function resolveSection(
  section: ResumeSectionConfig,
  library: ResumeLibrary,
  labels: DocumentLabels,
  language: Language,
): ResumeSection {
  const heading = section.heading || labels.headings[section.kind];
  if (section.kind === 'CUSTOM') {
    return {
      id: section.id,
      kind: section.kind,
      heading,
      entries: section.entries.map((entry) => ({
        ...resumeEntry({ id: entry.id }),
        title: entry.title,
        subtitle: entry.subtitle,
        dates: entry.dates,
        bullets: entry.bullets.filter((bullet) => bullet !== ''),
      })),
    };
  }
  const entries: ResumeEntry[] = [];
  for (const entry of section.entries) {
    const resolved = resolveEventEntry(section.kind, entry, library, labels, language);
    if (resolved) entries.push(resolved);
  }
  return { id: section.id, kind: section.kind, heading, entries };
}

/**
 * The resume applied to the library: the one place that knows about links, picks and overrides.
 * An entry whose event is gone (deleted, or not this user's) is left out, and so is a bullet whose
 * accomplishment is gone, with its override. A bullet the library gained after it was picked is
 * not in the picks, so it stays out until the user shows it.
 */
export function resolveResume(
  content: ResumeContent,
  library: ResumeLibrary,
  labels: DocumentLabels,
): ResumeDocument {
  return {
    language: content.language,
    header: content.header,
    summary: content.summary,
    summaryHeading: labels.headings.summary,
    sections: content.sections.map((section) =>
      resolveSection(section, library, labels, content.language),
    ),
    theme: content.theme,
  };
}

// ── How much a resume prints (decision 075). ──

const utf8 = new TextEncoder();

/** A resolved resume's size against `resumeLimits.documentBytes`. */
export interface ResumeSize {
  bytes: number;
  limitBytes: number;
}

/**
 * How much a resolved resume weighs, as the renderer counts it (the UTF-8 bytes of its JSON),
 * and the most it may weigh.
 */
export function resumeSizeOf(doc: ResumeDocument): ResumeSize {
  return { bytes: utf8.encode(JSON.stringify(doc)).length, limitBytes: resumeLimits.documentBytes };
}

/** A resolved resume over `resumeLimits.documentBytes`: it cannot be printed or previewed. */
export class ResumeTooLargeError extends Error {
  /** What the API answers with it, so the editor can say it in the user's language. */
  static readonly code = 'RESUME_TOO_LARGE';
  constructor(readonly size: ResumeSize) {
    super(
      `This resume is too long to print: ${Math.ceil(size.bytes / 1024)} KiB of text, over the ${Math.floor(size.limitBytes / 1024)} KiB a resume may hold. Hide some bullets or entries to make it shorter.`,
    );
    this.name = 'ResumeTooLargeError';
  }

  /** Sizes in whole KiB, as the API gives them (`sizeKiB` rounded up, `limitKiB` down). */
  get details() {
    return {
      sizeKiB: Math.ceil(this.size.bytes / 1024),
      limitKiB: Math.floor(this.size.limitBytes / 1024),
    };
  }
}

// ── The editor's view of one entry's bullets. ──

export interface BulletRow {
  itemId: string;
  /** What the library says. */
  libraryText: string;
  /** This resume's wording, if it has its own. */
  override: string | null;
  visible: boolean;
  /** In the library but not yet picked: shown hidden, marked "new in library". */
  isNew: boolean;
}

/**
 * Every accomplishment of an event as the editor lists it: the picked ones in the resume's order,
 * then the ones the library gained since (hidden, marked new). Picks of deleted items are dropped.
 */
export function bulletRows(picks: BulletPick[], items: ListItem[]): BulletRow[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const rows: BulletRow[] = [];
  const picked = new Set<string>();
  for (const pick of picks) {
    const item = byId.get(pick.itemId);
    if (!item || picked.has(item.id)) continue;
    picked.add(item.id);
    rows.push({
      itemId: item.id,
      libraryText: item.description,
      override: pick.text,
      visible: pick.visible,
      isNew: false,
    });
  }
  for (const item of items) {
    if (picked.has(item.id)) continue;
    rows.push({
      itemId: item.id,
      libraryText: item.description,
      override: null,
      visible: false,
      isNew: true,
    });
  }
  return rows;
}

/** The picks the editor saves for its rows: the order shown, a new row becomes a real pick. */
export const picksOf = (rows: BulletRow[]): BulletPick[] =>
  rows.map((row) => ({ itemId: row.itemId, visible: row.visible, text: row.override }));

// ── A new resume. ──

/** How many of the most recent events a new resume starts with. */
export const newResumePicks = { work: 4, edu: 2, skills: 15 } as const;

/**
 * Letter in the United States and Canada, A4 elsewhere. A locale without a region (`fr`) goes by
 * its language: English is taken as American, the others as European.
 */
export function defaultPaper(locale: string | undefined): PaperSize {
  const [language = '', region] = (locale ?? '').split(/[-_]/);
  if (!region) return language.toLowerCase() === 'en' || language === '' ? 'LETTER' : 'A4';
  return ['US', 'CA'].includes(region.toUpperCase()) ? 'LETTER' : 'A4';
}

/** Every bullet of an event, shown, in library order. */
const allShown = (items: ListItem[]): BulletPick[] =>
  items.map((item) => ({ itemId: item.id, visible: true, text: null }));

/**
 * The content a new resume starts with: the header from the profile, and the most recent work,
 * education and skills pre-selected with all their bullets. `newId` makes the section and entry
 * ids (random in the app, predictable in tests).
 */
export function newResumeContent(
  library: ResumeLibrary,
  options: {
    header: Partial<z.input<typeof resumeHeaderSchema>>;
    language: Language;
    paper: PaperSize;
    newId: () => string;
  },
): ResumeContent {
  const { newId } = options;
  const work = [...library.work]
    .sort((a, b) => resumeOrder(workEventDates(a), workEventDates(b)))
    .slice(0, newResumePicks.work);
  const edu = [...library.edu]
    .sort((a, b) => resumeOrder(eduEventDates(a), eduEventDates(b)))
    .slice(0, newResumePicks.edu);
  const skills = library.skills.slice(0, newResumePicks.skills);
  const sections: ResumeSectionConfig[] = [
    {
      id: newId(),
      kind: 'WORK',
      heading: '',
      entries: work.map((event) => ({
        id: newId(),
        eventId: event.id,
        bullets: allShown(event.accomplishments),
      })),
    },
    {
      id: newId(),
      kind: 'EDUCATION',
      heading: '',
      entries: edu.map((event) => ({
        id: newId(),
        eventId: event.id,
        bullets: allShown(event.accomplishments),
      })),
    },
    {
      id: newId(),
      kind: 'SKILLS',
      heading: '',
      entries: skills.map((skill) => ({ id: newId(), eventId: skill.id, bullets: [] })),
    },
  ];
  return resumeContentSchema.parse({
    language: options.language,
    header: options.header,
    sections,
    theme: { paper: options.paper },
  });
}
