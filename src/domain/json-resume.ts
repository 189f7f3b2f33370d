import { z } from 'zod';
import {
  capText,
  careerEventLimits,
  completeWebAddress,
  eduEventInputSchema,
  skillEventInputSchema,
  workEventInputSchema,
  type EduEventInput,
  type ImportEventsInput,
  type SkillEventInput,
  type SkillLevel,
  type WorkEventInput,
} from './career-event';
import type { DateEdge, DatePrecision, YearMonth } from './year-month';

/**
 * Importing a JSON Resume (https://jsonresume.org/schema) into the career events library
 * (decision 040: the import only adds events whose import key is new).
 *
 * What is read: `work` (name, position, location, url, startDate, endDate, highlights),
 * `education` (institution, url, area, studyType, startDate, endDate, courses, and `highlights`,
 * which the schema allows and our own export writes for an education's bullets) and `skills`
 * (name, level, keywords). Every other field and section (basics, volunteer, awards, projects,
 * work summaries, education scores …) is ignored. The 0.x names `company` and `website` are read
 * where `name` and `url` are missing.
 *
 * Mapping rules:
 * - **Dates** are ISO 8601 prefixes. `YYYY-MM` is kept; `YYYY-MM-DD` (and a time after it) keeps
 *   its month, after checking the day exists; a bare `YYYY` stays a year-only date (decision
 *   073: it prints as the year, never as a month of it), stored as January when it starts
 *   something and December when it ends something, so "2014" to "2014" stays one year and an end
 *   year never falls before a start month of the same year. An empty end date, or `present`,
 *   `current` or `now`, means "no end date".
 * - **Attending**: an education without an end date is being attended; one with an end date is not
 *   (whether that date is past or future).
 * - **Text** is trimmed and cut to the domain limits; empty list items are dropped and lists are
 *   cut to their limits. A `url` that is not an http(s) address is dropped, never a reason to
 *   skip the entry.
 * - **Skill levels** Beginner, Intermediate, Advanced and Expert map to the level of that name,
 *   Master to EXPERT (any case); anything else leaves the level empty.
 * - **Import key** (the event's `uuid`): `json-resume:` and the 64-bit FNV-1a hash (hex) of the
 *   event kind and its identifying fields, normalised (NFKC, lower case, spaces collapsed):
 *   work → company, position, start month; education → institution, studyType, area, start
 *   month; skill → name. Importing the same file again gives the same keys, so nothing is added
 *   twice; an entry with the same key as an earlier one in the file is skipped.
 * - An entry that cannot be imported is skipped with its reasons as issues; the rest of the file
 *   still imports.
 */

export const jsonResumeLimits = {
  /** The largest file the import reads. A JSON Resume is a few kilobytes. */
  fileBytes: 1_000_000,
  /** Entries (work, education and skills together) in one file: the API's import limit. */
  entries: careerEventLimits.importEvents,
} as const;

export const jsonResumeSections = ['work', 'education', 'skills'] as const;
export type JsonResumeSection = (typeof jsonResumeSections)[number];

/** Why an entry is skipped. The messages of the entry schemas below are these codes. */
export type JsonResumeIssueCode =
  | 'notAnEntry'
  | 'notText'
  | 'notAList'
  | 'notTextList'
  | 'missing'
  | 'notADate'
  | 'endBeforeStart'
  | 'duplicate'
  | 'invalid';

/** One problem with one entry; the entry is not imported. */
export interface JsonResumeIssue {
  section: JsonResumeSection;
  /** The entry's position in its section, counting from 1. */
  entry: number;
  /** What the entry calls itself (company, school or skill name), when it says. */
  label: string | null;
  code: JsonResumeIssueCode;
  /** The JSON Resume field at fault, e.g. `startDate`. */
  field: string | null;
  /** `notADate`: the text that is not a date. */
  value?: string;
  /** `duplicate`: the earlier entry of the same section with the same import key. */
  duplicateOf?: number;
  /** `invalid`: the domain rule's message. */
  detail?: string;
}

/** A whole file that cannot be imported. */
export type JsonResumeFileError =
  | { code: 'tooLarge'; maxBytes: number }
  | { code: 'notJson' }
  | { code: 'notAnObject' }
  | { code: 'notAList'; section: JsonResumeSection }
  | { code: 'noEntries' }
  | { code: 'tooManyEntries'; count: number; max: number };

export interface ImportEntry<Event> {
  /** The entry's position in its section, counting from 1. */
  entry: number;
  /** The import key, also the event's `uuid`. */
  key: string;
  event: Event;
}

/** What a JSON Resume holds for the library, and what could not be read. */
export interface JsonResumeImport {
  work: ImportEntry<WorkEventInput>[];
  education: ImportEntry<EduEventInput>[];
  skills: ImportEntry<SkillEventInput>[];
  issues: JsonResumeIssue[];
}

export type JsonResumeReadResult =
  { ok: true; value: JsonResumeImport } | { ok: false; error: JsonResumeFileError };

// ——— The parts of a JSON Resume we read ———

const text = z.string({ error: 'notText' }).nullish();
const textList = z.array(z.string({ error: 'notTextList' }), { error: 'notAList' }).nullish();
const entry = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.looseObject(shape, { error: 'notAnEntry' });

export const jsonResumeWorkSchema = entry({
  name: text,
  company: text,
  position: text,
  location: text,
  url: text,
  website: text,
  startDate: text,
  endDate: text,
  highlights: textList,
});

export const jsonResumeEducationSchema = entry({
  institution: text,
  url: text,
  area: text,
  studyType: text,
  startDate: text,
  endDate: text,
  courses: textList,
  highlights: textList,
});

export const jsonResumeSkillSchema = entry({
  name: text,
  /** Free text in JSON Resume; only the common words are understood (see `skillLevelOf`). */
  level: z.unknown().optional(),
  keywords: textList,
});

/** A JSON Resume as far as the import is concerned: any object; the three sections are lists. */
export const jsonResumeSchema = z.looseObject(
  {
    work: z.array(z.unknown(), { error: 'notAList' }).nullish(),
    education: z.array(z.unknown(), { error: 'notAList' }).nullish(),
    skills: z.array(z.unknown(), { error: 'notAList' }).nullish(),
  },
  { error: 'notAnObject' },
);

// ——— Dates ———

const isoDatePrefix =
  /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?)?)?$/;

const ongoing = new Set(['', 'present', 'current', 'now']);

const daysIn = (year: number, month: number) =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31;

/**
 * A JSON Resume date (`YYYY`, `YYYY-MM` or `YYYY-MM-DD`) as the library stores it: the month it
 * names, or for a bare year a year-only date (stored as January for a start and December for an
 * end, decision 073). Null when the text is no such date.
 */
export function storedDateOfJsonResumeDate(
  value: string,
  edge: DateEdge,
): { date: YearMonth; precision: DatePrecision } | null {
  const date = yearMonthOfJsonResumeDate(value, edge);
  if (date === null) return null;
  return { date, precision: /^\d{4}$/.test(value.trim()) ? 'YEAR' : 'MONTH' };
}

/**
 * A JSON Resume date (`YYYY`, `YYYY-MM` or `YYYY-MM-DD`) as the month it names; a bare year is
 * January for a start and December for an end. Null when the text is no such date.
 */
export function yearMonthOfJsonResumeDate(value: string, edge: DateEdge): YearMonth | null {
  const match = isoDatePrefix.exec(value.trim());
  if (!match) return null;
  const [, yearText = '', monthText, dayText] = match;
  const year = Number(yearText);
  const month = monthText === undefined ? (edge === 'start' ? 1 : 12) : Number(monthText);
  if (year < 1 || month < 1 || month > 12) return null;
  if (dayText !== undefined) {
    const day = Number(dayText);
    if (day < 1 || day > daysIn(year, month)) return null;
  }
  return `${yearText}-${String(month).padStart(2, '0')}`;
}

// ——— Import keys ———

const fnvOffset = 0xcbf29ce484222325n;
const fnvPrime = 0x100000001b3n;
const mask64 = 0xffffffffffffffffn;

/** 64-bit FNV-1a of the text's UTF-8 bytes, as 16 hex digits. */
export function fnv1a64(value: string): string {
  let hash = fnvOffset;
  for (const byte of new TextEncoder().encode(value)) {
    hash = ((hash ^ BigInt(byte)) * fnvPrime) & mask64;
  }
  return hash.toString(16).padStart(16, '0');
}

export const jsonResumeKeyPrefix = 'json-resume:';

const normalise = (value: string) =>
  value.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/** The import key of an event: the same identifying fields always give the same key. */
export function jsonResumeImportKey(
  kind: 'work' | 'edu' | 'skill',
  fields: ReadonlyArray<string | null>,
): string {
  // U+001F (unit separator) cannot be confused with text inside a field.
  const identity = [kind, ...fields.map((field) => normalise(field ?? ''))].join('\u001f');
  return `${jsonResumeKeyPrefix}${fnv1a64(identity)}`;
}

// ——— Mapping ———

const capList = (values: readonly string[] | null | undefined, max: number, itemMax: number) =>
  (values ?? [])
    .map((value) => capText(value, itemMax))
    .filter((value) => value !== '')
    .slice(0, max);

/** Accomplishments or courses: trimmed, empty ones dropped, cut to the domain limits. */
const listItems = (values: readonly string[] | null | undefined) =>
  capList(values, careerEventLimits.items, careerEventLimits.itemText).map((description) => ({
    description,
  }));

function webAddressOrEmpty(value: string | null | undefined): string {
  const candidate = completeWebAddress(value ?? '');
  if (candidate === '' || candidate.length > careerEventLimits.link) return '';
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? candidate : '';
  } catch {
    return '';
  }
}

/** Level words in English, and as our own Spanish and French exports print them. */
const skillLevelWords: Record<string, SkillLevel> = {
  beginner: 'BEGINNER',
  intermediate: 'INTERMEDIATE',
  advanced: 'ADVANCED',
  expert: 'EXPERT',
  master: 'EXPERT',
  principiante: 'BEGINNER',
  intermedio: 'INTERMEDIATE',
  avanzado: 'ADVANCED',
  experto: 'EXPERT',
  débutant: 'BEGINNER',
  intermédiaire: 'INTERMEDIATE',
  avancé: 'ADVANCED',
};

/** The domain level a JSON Resume skill level names, or null. */
export function skillLevelOf(level: unknown): SkillLevel | null {
  if (typeof level !== 'string') return null;
  return skillLevelWords[level.trim().toLowerCase()] ?? null;
}

type IssueDraft = Omit<JsonResumeIssue, 'section' | 'entry' | 'label'>;

/** Reads a date field; pushes an issue and answers undefined when it is not a date. */
function readDate(
  name: 'startDate' | 'endDate',
  value: string | null | undefined,
  issues: IssueDraft[],
  required = false,
): { date: YearMonth; precision: DatePrecision } | null | undefined {
  const trimmed = (value ?? '').trim();
  if (name === 'endDate' ? ongoing.has(trimmed.toLowerCase()) : trimmed === '') {
    if (required) issues.push({ code: 'missing', field: name });
    return null;
  }
  const stored = storedDateOfJsonResumeDate(trimmed, name === 'startDate' ? 'start' : 'end');
  if (stored === null) {
    issues.push({ code: 'notADate', field: name, value: capText(trimmed, 40) });
    return undefined;
  }
  return stored;
}

function requireText(field: string, value: string, issues: IssueDraft[]) {
  if (value === '') issues.push({ code: 'missing', field });
}

/** An entry's start and end dates with their precisions, checked for order. */
function readDates(
  entry: { startDate?: string | null; endDate?: string | null },
  issues: IssueDraft[],
  startRequired = false,
) {
  const start = readDate('startDate', entry.startDate, issues, startRequired) ?? null;
  const end = readDate('endDate', entry.endDate, issues) ?? null;
  if (start && end && end.date < start.date) {
    issues.push({ code: 'endBeforeStart', field: 'endDate' });
  }
  return {
    startDate: start?.date ?? null,
    startDatePrecision: start?.precision ?? 'MONTH',
    endDate: end?.date ?? null,
    endDatePrecision: end?.precision ?? 'MONTH',
  };
}

/** The entry's own name, read leniently so an issue can say which entry it is about. */
function rawLabel(raw: unknown, fields: readonly string[]): string | null {
  if (typeof raw !== 'object' || raw === null) return null;
  for (const field of fields) {
    const value = (raw as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.trim() !== '') {
      return capText(value, careerEventLimits.text);
    }
  }
  return null;
}

const schemaCodes: ReadonlySet<string> = new Set<JsonResumeIssueCode>([
  'notAnEntry',
  'notText',
  'notAList',
  'notTextList',
]);

function schemaIssues(error: z.ZodError): IssueDraft[] {
  return error.issues.map((issue) => {
    const field = issue.path.length > 0 ? String(issue.path[0]) : null;
    return schemaCodes.has(issue.message)
      ? { code: issue.message as JsonResumeIssueCode, field }
      : { code: 'invalid', field, detail: issue.message };
  });
}

/** How one section of a JSON Resume becomes events of one kind. */
interface SectionReader<Entry, Event> {
  section: JsonResumeSection;
  kind: 'work' | 'edu' | 'skill';
  /** The fields that name an entry in issues, first found first. */
  labelFields: readonly string[];
  entrySchema: z.ZodType<Entry>;
  eventSchema: z.ZodType<Event>;
  /**
   * The event input (without its key) and the fields that identify it. Problems go to `issues`;
   * any problem skips the entry.
   */
  read(entry: Entry, issues: IssueDraft[]): { identity: Array<string | null>; input: object };
}

const workReader: SectionReader<z.output<typeof jsonResumeWorkSchema>, WorkEventInput> = {
  section: 'work',
  kind: 'work',
  labelFields: ['name', 'company'],
  entrySchema: jsonResumeWorkSchema,
  eventSchema: workEventInputSchema,
  read(work, issues) {
    const company = capText(work.name ?? work.company, careerEventLimits.text);
    const position = capText(work.position, careerEventLimits.text);
    requireText('name', company, issues);
    requireText('position', position, issues);
    const dates = readDates(work, issues, true);
    return {
      identity: [company, position, dates.startDate],
      input: {
        company,
        position,
        location: capText(work.location, careerEventLimits.text),
        link: webAddressOrEmpty(work.url ?? work.website),
        ...dates,
        accomplishments: listItems(work.highlights),
      },
    };
  },
};

const educationReader: SectionReader<z.output<typeof jsonResumeEducationSchema>, EduEventInput> = {
  section: 'education',
  kind: 'edu',
  labelFields: ['institution'],
  entrySchema: jsonResumeEducationSchema,
  eventSchema: eduEventInputSchema,
  read(education, issues) {
    const university = capText(education.institution, careerEventLimits.text);
    const degree = capText(education.studyType, careerEventLimits.text);
    const major = capText(education.area, careerEventLimits.text);
    requireText('institution', university, issues);
    const dates = readDates(education, issues);
    return {
      identity: [university, degree, major, dates.startDate],
      input: {
        university,
        degree,
        major,
        link: webAddressOrEmpty(education.url),
        ...dates,
        attending: dates.endDate === null,
        accomplishments: listItems(education.highlights),
        coursework: listItems(education.courses),
      },
    };
  },
};

const skillReader: SectionReader<z.output<typeof jsonResumeSkillSchema>, SkillEventInput> = {
  section: 'skills',
  kind: 'skill',
  labelFields: ['name'],
  entrySchema: jsonResumeSkillSchema,
  eventSchema: skillEventInputSchema,
  read(skill, issues) {
    const name = capText(skill.name, careerEventLimits.text);
    requireText('name', name, issues);
    return {
      identity: [name],
      input: {
        name,
        level: skillLevelOf(skill.level),
        keywords: capList(skill.keywords, careerEventLimits.keywords, careerEventLimits.keyword),
      },
    };
  },
};

/** Maps one section's entries; skipped entries leave their issues behind. */
function mapSection<Entry, Event>(
  reader: SectionReader<Entry, Event>,
  entries: readonly unknown[],
  issues: JsonResumeIssue[],
): ImportEntry<Event>[] {
  const mapped: ImportEntry<Event>[] = [];
  const seen = new Map<string, number>();
  entries.forEach((raw, index) => {
    const entry = index + 1;
    const label = rawLabel(raw, reader.labelFields);
    const report = (draft: IssueDraft) =>
      issues.push({ section: reader.section, entry, label, ...draft });
    const parsed = reader.entrySchema.safeParse(raw);
    if (!parsed.success) {
      schemaIssues(parsed.error).forEach(report);
      return;
    }
    const found: IssueDraft[] = [];
    const { identity, input } = reader.read(parsed.data, found);
    if (found.length > 0) {
      found.forEach(report);
      return;
    }
    const key = jsonResumeImportKey(reader.kind, identity);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      report({ code: 'duplicate', field: null, duplicateOf: earlier });
      return;
    }
    // The domain schema has the last word; the reading above should already satisfy it.
    const checked = reader.eventSchema.safeParse({ ...input, uuid: key });
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        report({ code: 'invalid', field: issue.path.join('.') || null, detail: issue.message });
      }
      return;
    }
    seen.set(key, entry);
    mapped.push({ entry, key, event: checked.data });
  });
  return mapped;
}

/** Maps an already-parsed JSON value that should be a JSON Resume. */
export function mapJsonResume(value: unknown): JsonResumeReadResult {
  const parsed = jsonResumeSchema.safeParse(value);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const section = issue?.path[0];
    if (issue?.message === 'notAList' && jsonResumeSections.some((name) => name === section)) {
      return { ok: false, error: { code: 'notAList', section: section as JsonResumeSection } };
    }
    return { ok: false, error: { code: 'notAnObject' } };
  }
  const work = parsed.data.work ?? [];
  const education = parsed.data.education ?? [];
  const skills = parsed.data.skills ?? [];
  const count = work.length + education.length + skills.length;
  if (count === 0) return { ok: false, error: { code: 'noEntries' } };
  if (count > jsonResumeLimits.entries) {
    return {
      ok: false,
      error: { code: 'tooManyEntries', count, max: jsonResumeLimits.entries },
    };
  }
  const issues: JsonResumeIssue[] = [];
  return {
    ok: true,
    value: {
      work: mapSection(workReader, work, issues),
      education: mapSection(educationReader, education, issues),
      skills: mapSection(skillReader, skills, issues),
      issues,
    },
  };
}

/**
 * Reads the text of a JSON Resume file. Text longer than `jsonResumeLimits.fileBytes` is refused
 * unread (a UTF-8 file has at least as many bytes as its text has UTF-16 code units).
 */
export function readJsonResume(text: string): JsonResumeReadResult {
  if (text.length > jsonResumeLimits.fileBytes) {
    return { ok: false, error: { code: 'tooLarge', maxBytes: jsonResumeLimits.fileBytes } };
  }
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return { ok: false, error: { code: 'notJson' } };
  }
  return mapJsonResume(value);
}

/** The `importEvents` input: only the entries whose key is not among `existingKeys`. */
export function eventsToImport(
  resume: Pick<JsonResumeImport, 'work' | 'education' | 'skills'>,
  existingKeys: ReadonlySet<string>,
): ImportEventsInput {
  const fresh = <Event>(entries: ImportEntry<Event>[]) =>
    entries.filter(({ key }) => !existingKeys.has(key)).map(({ event }) => event);
  return {
    work: fresh(resume.work),
    edu: fresh(resume.education),
    skills: fresh(resume.skills),
  };
}
