import { z } from 'zod';
import { because, shortened, trimmedText, userText } from './user-text';
import {
  datePrecisions,
  isYearMonth,
  partialDateOf,
  yearAnchor,
  type DatePrecision,
  type PartialDate,
  type YearMonth,
} from './year-month';

/**
 * The library of career events (docs/product/data.md, docs/product/data.md): work, education, skills and reusable
 * cover-letter paragraphs. These schemas are the one statement of what an event may hold; the
 * GraphQL inputs, the forms and the import mappers all validate with them. They keep only their own
 * fields of what they are given (the forms spread in the event as queried): the GraphQL input
 * types already refuse an unknown field, and every string is `userText` (decision 074).
 */

export const careerEventLimits = {
  /** Company, position, university, degree, major, minor, location, category, skill name. */
  text: 200,
  link: 2048,
  /** An accomplishment or a course. */
  itemText: 1000,
  /** Accomplishments or courses on one event. */
  items: 50,
  keyword: 50,
  keywords: 30,
  paragraphTitle: 120,
  paragraphText: 5000,
  tag: 40,
  tags: 10,
  /** An imported event's or accomplishment's own id (partner uuid or import key). */
  uuid: 100,
  /** Events of one kind per user. */
  eventsPerKind: 1000,
  /** Events in one import, all kinds together. */
  importEvents: 500,
} as const;

/**
 * Imported text made to fit: trimmed and cut to `max` UTF-16 code units, never in the middle of a
 * surrogate pair. The import mappers use it; typed input is refused instead.
 */
export function capText(value: string | null | undefined, max: number): string {
  let result = (value ?? '').trim();
  if (result.length <= max) return result;
  result = result.slice(0, max);
  if (/[\uD800-\uDBFF]$/.test(result)) result = result.slice(0, -1);
  return result.trimEnd();
}

const requiredText = (max: number) => trimmedText(max).min(1, 'is required');

/** Optional text: absent or null becomes the empty string. */
const optionalText = (max: number) =>
  trimmedText(max)
    .nullish()
    .transform((value) => value ?? '');

const optionalUuid = trimmedText(careerEventLimits.uuid)
  .nullish()
  .transform((value) => value || null);

/** An absolute http(s) address. */
export const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/** A scheme such as `https:`, `mailto:` or `javascript:` … */
const schemePrefix = /^[a-z][a-z0-9+.-]*:/i;
/** … unless it is a host and port (`localhost:3000`, `acme.example:8443/about`). */
const hostAndPort = /^[^/:@]+:\d+(?:[/?#]|$)/;
/** A host a person would type: labels and a top-level domain of letters (or punycode). */
const typedHost = /^(?:[a-z0-9-]+\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]+)$/i;

/**
 * A web address typed without its scheme, completed (decision 076): `example.com/jobs` becomes
 * `https://example.com/jobs`, `//example.com` becomes `https://example.com`. Anything else comes
 * back as typed (trimmed) for the link rule to judge: an address with a scheme (so `mailto:` and
 * `javascript:` are still refused), an email address, or text that is no address even with
 * `https://` in front. The form completes on leaving the field; the server on parsing, with this
 * same function.
 */
export function completeWebAddress(value: string): string {
  const typed = value.trim();
  if (typed === '') return typed;
  if (schemePrefix.test(typed) && !hostAndPort.test(typed)) return typed;
  const candidate = typed.startsWith('//') ? `https:${typed}` : `https://${typed}`;
  const host = candidate.slice('https://'.length).split(/[/?#]/)[0] ?? '';
  if (host.includes('@')) return typed;
  let hostname: string;
  try {
    hostname = new URL(candidate).hostname;
  } catch {
    return typed;
  }
  return hostname === 'localhost' || typedHost.test(hostname) ? candidate : typed;
}

/** Empty, or an http(s) address; one typed without `https://` gets it (null becomes empty). */
export const linkSchema = optionalText(careerEventLimits.link)
  .transform(completeWebAddress)
  .refine(
    (value) => value === '' || isWebAddress(value),
    because('invalidLink', 'must be a web address starting with http:// or https://'),
  );

const yearMonth = userText().refine(
  isYearMonth,
  because('invalidMonth', 'must be a month written YYYY-MM'),
);
const optionalYearMonth = yearMonth.nullish().transform((value) => value ?? null);

/** How precise a date is (decision 073); absent means the month, as every older client sends. */
const precision = z
  .enum(datePrecisions)
  .nullish()
  .transform((value): DatePrecision => value ?? 'MONTH');

/**
 * A year-only date is stored as its anchor month (January for a start, December for an end, see
 * `yearAnchor`); a missing date has the precision of a month.
 */
function anchorYearOnlyDates<Event extends PreciseDates>(event: Event): Event {
  const anchored = (date: YearMonth | null, given: DatePrecision, edge: 'start' | 'end') => {
    if (date === null || given === 'MONTH') return { date, precision: 'MONTH' as const };
    return { date: yearAnchor(date.slice(0, 4), edge), precision: 'YEAR' as const };
  };
  const start = anchored(event.startDate, event.startDatePrecision, 'start');
  const end = anchored(event.endDate, event.endDatePrecision, 'end');
  return {
    ...event,
    startDate: start.date,
    startDatePrecision: start.precision,
    endDate: end.date,
    endDatePrecision: end.precision,
  };
}

const optionalBoolean = z
  .boolean()
  .nullish()
  .transform((value) => value ?? false);

const list = <Item extends z.ZodType>(item: Item, max: number) =>
  z
    .array(item)
    .max(max, `can hold at most ${max} entries`)
    .nullish()
    .transform((value): z.output<Item>[] => value ?? []);

/**
 * One accomplishment or course as the API and the forms send it: `id` names an item the event
 * already has (kept, with its id, in the new position); an item without `id` is new.
 */
export const listItemInputSchema = z.object({
  id: userText().pipe(z.uuid('must be an item of this event')).nullish(),
  uuid: optionalUuid,
  description: requiredText(careerEventLimits.itemText),
});

export type ListItemInput = z.output<typeof listItemInputSchema>;

/** A stored accomplishment or course: a stable id, the import's own id if any, the text. */
export interface ListItem {
  id: string;
  uuid: string | null;
  description: string;
}

const items = list(listItemInputSchema, careerEventLimits.items);

function endNotBeforeStart(input: PreciseDates, ctx: z.RefinementCtx) {
  const { startDate, endDate } = anchorYearOnlyDates(input);
  if (startDate && endDate && endDate < startDate) {
    ctx.addIssue({
      code: 'custom',
      path: ['endDate'],
      ...because('endBeforeStart', 'must not be before startDate'),
    });
  }
}

/** `WorkEventInput` (docs/product/api.md): a job; no end date means "currently working here". */
export const workEventInputSchema = z
  .object({
    uuid: optionalUuid,
    company: requiredText(careerEventLimits.text),
    position: requiredText(careerEventLimits.text),
    location: optionalText(careerEventLimits.text),
    link: linkSchema,
    startDate: yearMonth,
    startDatePrecision: precision,
    endDate: optionalYearMonth,
    endDatePrecision: precision,
    accomplishments: items,
    fromSyncSvc: optionalBoolean,
  })
  .superRefine(endNotBeforeStart)
  .transform(anchorYearOnlyDates);

export type WorkEventInput = z.output<typeof workEventInputSchema>;

/** `EduEventInput` (docs/product/api.md): a school; while attending there is no end date. */
export const eduEventInputSchema = z
  .object({
    uuid: optionalUuid,
    university: requiredText(careerEventLimits.text),
    degree: optionalText(careerEventLimits.text),
    major: optionalText(careerEventLimits.text),
    minor: optionalText(careerEventLimits.text),
    location: optionalText(careerEventLimits.text),
    link: linkSchema,
    startDate: optionalYearMonth,
    startDatePrecision: precision,
    endDate: optionalYearMonth,
    endDatePrecision: precision,
    attending: optionalBoolean,
    accomplishments: items,
    coursework: items,
    fromSyncSvc: optionalBoolean,
  })
  .superRefine((input, ctx) => {
    endNotBeforeStart(input, ctx);
    if (input.attending && input.endDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        ...because('endWhileAttending', 'must be empty while attending'),
      });
    }
  })
  .transform(anchorYearOnlyDates);

export type EduEventInput = z.output<typeof eduEventInputSchema>;

export const skillLevels = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED', 'EXPERT'] as const;
export type SkillLevel = (typeof skillLevels)[number];

/** A skill (the "other" events, docs/product/data.md): name, category, optional level, keywords. */
export const skillEventInputSchema = z.object({
  uuid: optionalUuid,
  name: requiredText(careerEventLimits.text),
  category: optionalText(careerEventLimits.text),
  level: z
    .enum(skillLevels)
    .nullish()
    .transform((value) => value ?? null),
  keywords: list(requiredText(careerEventLimits.keyword), careerEventLimits.keywords),
});

export type SkillEventInput = z.output<typeof skillEventInputSchema>;

export const paragraphKinds = ['OPENING', 'BODY', 'CLOSING'] as const;
export type ParagraphKind = (typeof paragraphKinds)[number];

/** The placeholders a cover-letter paragraph may use; a letter fills them from its target job. */
export const paragraphPlaceholders = ['company', 'position', 'hiringManager'] as const;
export type ParagraphPlaceholder = (typeof paragraphPlaceholders)[number];

const placeholderPattern = /\{([^{}]*)\}/g;

/** The `{…}` placeholders in a paragraph that are not among `paragraphPlaceholders`. */
export function unknownPlaceholders(text: string): string[] {
  const known: readonly string[] = paragraphPlaceholders;
  const unknown = [...text.matchAll(placeholderPattern)]
    .map((match) => match[1] ?? '')
    .filter((name) => !known.includes(name));
  return [...new Set(unknown)];
}

/** A reusable cover-letter paragraph (docs/product/data.md). */
export const coverLetterEventInputSchema = z
  .object({
    title: requiredText(careerEventLimits.paragraphTitle),
    kind: z.enum(paragraphKinds),
    text: requiredText(careerEventLimits.paragraphText),
    tags: list(requiredText(careerEventLimits.tag), careerEventLimits.tags),
  })
  .superRefine((input, ctx) => {
    const [unknown] = unknownPlaceholders(input.text);
    if (unknown !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['text'],
        ...because('unknownPlaceholder', `uses the unknown placeholder {${shortened(unknown)}}`),
      });
    }
  });

export type CoverLetterEventInput = z.output<typeof coverLetterEventInputSchema>;

/** An imported event must carry its import key: the import skips keys the library already has. */
const withImportKey = <Event extends { uuid: string | null }>(schema: z.ZodType<Event>) =>
  schema.superRefine((event, ctx) => {
    if (!event.uuid) {
      ctx.addIssue({ code: 'custom', path: ['uuid'], ...because('required', 'is required') });
    }
  });

/** `ImportEventsInput` (the JSON Resume import): new events of three kinds in one go. */
export const importEventsInputSchema = z
  .object({
    work: z.array(withImportKey(workEventInputSchema)),
    edu: z.array(withImportKey(eduEventInputSchema)),
    skills: z.array(withImportKey(skillEventInputSchema)),
  })
  .superRefine((input, ctx) => {
    const count = input.work.length + input.edu.length + input.skills.length;
    if (count > careerEventLimits.importEvents) {
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: `An import can hold at most ${careerEventLimits.importEvents} events`,
        params: { reason: 'tooMany', maximum: careerEventLimits.importEvents },
      });
    }
  });

export type ImportEventsInput = z.output<typeof importEventsInputSchema>;

/** What the resume order needs of an event. */
export interface DatedEvent {
  startDate: YearMonth | null;
  endDate: YearMonth | null;
  /** Still working or studying there. */
  current: boolean;
}

/** An event's stored dates with their precisions. */
export interface PreciseDates {
  startDate: YearMonth | null;
  startDatePrecision: DatePrecision;
  endDate: YearMonth | null;
  endDatePrecision: DatePrecision;
}

/** An event's dates as precise as the user gave them: `2014` for a year alone (decision 073). */
export const partialDates = (
  event: PreciseDates,
): { startDate: PartialDate | null; endDate: PartialDate | null } => ({
  startDate: event.startDate && partialDateOf(event.startDate, event.startDatePrecision),
  endDate: event.endDate && partialDateOf(event.endDate, event.endDatePrecision),
});

const byDateDescending = (a: YearMonth | null, b: YearMonth | null) =>
  (b ?? '').localeCompare(a ?? '');

/**
 * The order a resume reads in: current events first, then by end date, then by start date, the
 * most recent first. Events without dates come last among their peers.
 */
export function resumeOrder(a: DatedEvent, b: DatedEvent): number {
  if (a.current !== b.current) return a.current ? -1 : 1;
  return byDateDescending(a.endDate, b.endDate) || byDateDescending(a.startDate, b.startDate);
}

export const workEventDates = (event: {
  startDate: YearMonth;
  endDate: YearMonth | null;
}): DatedEvent => ({ ...event, current: event.endDate === null });

export const eduEventDates = (event: {
  startDate: YearMonth | null;
  endDate: YearMonth | null;
  attending: boolean;
}): DatedEvent => ({
  startDate: event.startDate,
  endDate: event.endDate,
  current: event.attending,
});

const paragraphKindOrder = (kind: ParagraphKind) => paragraphKinds.indexOf(kind);

/** Paragraphs in the order a letter uses them: openings, then bodies, then closings; by title. */
export function paragraphOrder(
  a: { kind: ParagraphKind; title: string },
  b: { kind: ParagraphKind; title: string },
): number {
  return paragraphKindOrder(a.kind) - paragraphKindOrder(b.kind) || a.title.localeCompare(b.title);
}

export const defaultWorkEvent: z.input<typeof workEventInputSchema> = {
  company: '',
  position: '',
  location: '',
  link: '',
  startDate: '',
  endDate: null,
  accomplishments: [],
};

export const defaultEduEvent: z.input<typeof eduEventInputSchema> = {
  university: '',
  degree: '',
  major: '',
  minor: '',
  location: '',
  link: '',
  startDate: null,
  endDate: null,
  attending: false,
  accomplishments: [],
  coursework: [],
};

export const defaultSkillEvent: z.input<typeof skillEventInputSchema> = {
  name: '',
  category: '',
  level: null,
  keywords: [],
};

export const defaultCoverLetterEvent: z.input<typeof coverLetterEventInputSchema> = {
  title: '',
  kind: 'BODY',
  text: '',
  tags: [],
};
