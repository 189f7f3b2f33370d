import type { z } from 'zod';
import { capText, type ImportEventsInput, type ListItem } from './career-event';
import { readJsonResume, type JsonResumeImport, type JsonResumeReadResult } from './json-resume';
import type { Language } from './language';
import type { resumeHeaderSchema } from './resume';
import {
  resumeContentSchema,
  resumeLimits,
  type BulletPick,
  type ResumeContent,
  type ResumeSectionConfig,
} from './resume';
import type { PaperSize, ResumeTemplate } from './resume-document';

/**
 * A JSON Resume imported as a new resume (issue 5, decision 062): its work, education and skills
 * join the library as the library import adds them (decision 041), and a resume points at them
 * in the file's order, every bullet shown, with the header and summary from the file's `basics`.
 */

export type ResumeHeader = z.output<typeof resumeHeaderSchema>;

/** The header and summary a JSON Resume's `basics` gives a resume; empty where it says nothing. */
export interface JsonResumeBasicsHeader {
  header: ResumeHeader;
  summary: string;
}

const textOf = (value: unknown, max: number) =>
  typeof value === 'string' ? capText(value, max) : '';

const recordOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** An http(s) address that fits a header link, or null. */
function webAddress(value: unknown): string | null {
  const candidate = textOf(value, resumeLimits.url + 1);
  if (candidate === '' || candidate.length > resumeLimits.url) return null;
  try {
    const url = new URL(candidate);
    return /^https?:$/.test(url.protocol) && /^https?:\/\/[^\s/]/i.test(candidate)
      ? candidate
      : null;
  } catch {
    return null;
  }
}

/**
 * The header of a JSON Resume's `basics`, read leniently (anything of the wrong shape is left
 * out): name, label as the headline, email, phone, the location's city, region and country code,
 * the `url` (labelled with its host) and each profile with an address (labelled with its network)
 * as links, at most `resumeLimits.links`; `summary` as the summary. Text is cut to the limits.
 */
export function jsonResumeBasicsHeader(resume: unknown): JsonResumeBasicsHeader {
  const basics = recordOf(recordOf(resume).basics);
  const location = recordOf(basics.location);
  const links: ResumeHeader['links'] = [];
  const website = webAddress(basics.url);
  if (website) links.push({ label: new URL(website).hostname, url: website });
  for (const raw of Array.isArray(basics.profiles) ? basics.profiles : []) {
    const profile = recordOf(raw);
    const url = webAddress(profile.url);
    if (!url || links.some((link) => link.url === url)) continue;
    const label =
      textOf(profile.network, resumeLimits.text) ||
      textOf(profile.username, resumeLimits.text) ||
      new URL(url).hostname;
    links.push({ label, url });
  }
  const place = [location.city, location.region, location.countryCode]
    .map((part) => textOf(part, resumeLimits.text))
    .filter((part) => part !== '')
    .join(', ');
  return {
    header: {
      name: textOf(basics.name, resumeLimits.text),
      headline: textOf(basics.label, resumeLimits.text),
      email: textOf(basics.email, resumeLimits.text),
      phone: textOf(basics.phone, resumeLimits.text),
      location: capText(place, resumeLimits.text),
      links: links.slice(0, resumeLimits.links),
    },
    summary: textOf(basics.summary, resumeLimits.summary),
  };
}

/** A library event as the import finds it again: by its import key. */
export interface KeyedEvent {
  id: string;
  uuid: string | null;
  accomplishments?: ListItem[];
}

export interface KeyedLibrary {
  work: KeyedEvent[];
  edu: KeyedEvent[];
  skills: KeyedEvent[];
}

const allShown = (items: ListItem[] | undefined): BulletPick[] =>
  (items ?? [])
    .slice(0, resumeLimits.bullets)
    .map((item) => ({ itemId: item.id, visible: true, text: null }));

/**
 * The events of the file, in the file's order, as they are in the library now: an entry's key
 * finds the event it added or the one the library already had. A key the library does not hold
 * (a deleted event stays deleted) and a repeated key are left out; a section takes at most
 * `resumeLimits.entries` events (the rest are in the library all the same).
 */
function pickByKey(keys: ReadonlyArray<{ uuid: string | null }>, events: KeyedEvent[]) {
  const byKey = new Map(events.flatMap((event) => (event.uuid ? [[event.uuid, event]] : [])));
  const seen = new Set<string>();
  const picked: KeyedEvent[] = [];
  for (const { uuid } of keys) {
    const event = uuid === null ? undefined : byKey.get(uuid);
    if (!event || seen.has(event.id)) continue;
    seen.add(event.id);
    picked.push(event);
  }
  return picked.slice(0, resumeLimits.entries);
}

/**
 * The content of an imported resume: WORK, EDUCATION and SKILLS sections pointing at the file's
 * events in the file's order with every bullet shown, the file's header and summary, and the theme
 * defaults with the paper and template asked for. `newId` makes section and entry ids.
 */
export function importedResumeContent(
  events: Pick<ImportEventsInput, 'work' | 'edu' | 'skills'>,
  library: KeyedLibrary,
  options: {
    header: Partial<z.input<typeof resumeHeaderSchema>>;
    summary: string;
    language: Language;
    paper: PaperSize;
    template: ResumeTemplate;
    newId: () => string;
  },
): ResumeContent {
  const { newId } = options;
  const section = (
    kind: 'WORK' | 'EDUCATION' | 'SKILLS',
    picked: KeyedEvent[],
  ): ResumeSectionConfig => ({
    id: newId(),
    kind,
    heading: '',
    entries: picked.map((event) => ({
      id: newId(),
      eventId: event.id,
      bullets: kind === 'SKILLS' ? [] : allShown(event.accomplishments),
    })),
  });
  return resumeContentSchema.parse({
    language: options.language,
    header: options.header,
    summary: options.summary,
    sections: [
      section('WORK', pickByKey(events.work, library.work)),
      section('EDUCATION', pickByKey(events.edu, library.edu)),
      section('SKILLS', pickByKey(events.skills, library.skills)),
    ],
    theme: { paper: options.paper, template: options.template },
  });
}

/** A JSON Resume file read for a new resume: the library entries, and the header from `basics`. */
export type JsonResumeAsResumeResult =
  | { ok: true; value: JsonResumeImport; basics: JsonResumeBasicsHeader }
  | Extract<JsonResumeReadResult, { ok: false }>;

/** Reads a JSON Resume's text as `readJsonResume` does, and its `basics` as a resume header. */
export function readJsonResumeAsResume(text: string): JsonResumeAsResumeResult {
  const read = readJsonResume(text);
  if (!read.ok) return read;
  const basics = jsonResumeBasicsHeader(JSON.parse(text.replace(/^\uFEFF/, '')) as unknown);
  return { ...read, basics };
}
