import type { ResumeDocument, ResumeEntry, ResumeLink } from '../resume-document';
import { isPartialDate } from '../year-month';
import { oneLine, visibleBullets } from './entry-text';
import { webAddress } from './link-address';

/**
 * A resolved resume as a JSON Resume v1 object (https://jsonresume.org/schema), the export that
 * other tools and our own import (`src/domain/json-resume.ts`) read. Decision 061.
 *
 * Mapping:
 * - `basics`: name, label (the headline), email, phone, summary, location (the free-text location
 *   as `city`, since the document keeps one line). Links: the first one that is not a known social
 *   network is the personal `url`; the others are `profiles` with `network` = the link's label
 *   (or the network's name) and, for known networks, a `username` read from the address.
 * - WORK → `work`: name = organization, position = title, location, url, description = subtitle,
 *   highlights = bullets.
 * - EDUCATION → `education`: institution = organization, studyType = the degree, area = the field
 *   of study (an entry with neither gives its title as `studyType`), url, courses = details;
 *   bullets go to `highlights`, which the schema does not name but allows (extra properties are
 *   permitted) and our import reads back.
 * - SKILLS → `skills`: name = title, level = subtitle (the level as printed, in the document's
 *   language), keywords = details.
 * - CUSTOM → `projects` (JSON Resume has no free sections): name = title, entity = organization,
 *   description = subtitle, type = the section's heading (so "Volunteering" survives), url,
 *   highlights = bullets, keywords = details.
 * - Dates are as precise as the user gave them (decision 073): `YYYY-MM`, or `YYYY` for a year
 *   alone; `endDate` is left out for a current entry or one without an end. Empty text and empty
 *   lists are left out; only http(s) addresses are written.
 */

export const jsonResumeSchemaUrl =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

export interface JsonResumeProfile {
  network: string;
  username?: string;
  url: string;
}

export interface JsonResumeBasics {
  name?: string;
  label?: string;
  email?: string;
  phone?: string;
  url?: string;
  summary?: string;
  location?: { city: string };
  profiles?: JsonResumeProfile[];
}

interface Dated {
  startDate?: string;
  endDate?: string;
}

export interface JsonResumeWork extends Dated {
  name?: string;
  position?: string;
  location?: string;
  url?: string;
  description?: string;
  highlights?: string[];
}

export interface JsonResumeEducation extends Dated {
  institution?: string;
  studyType?: string;
  area?: string;
  url?: string;
  courses?: string[];
  /** Not in the v1 schema (which allows extra properties): the entry's bullets. */
  highlights?: string[];
}

export interface JsonResumeSkill {
  name?: string;
  level?: string;
  keywords?: string[];
}

export interface JsonResumeProject extends Dated {
  name?: string;
  entity?: string;
  type?: string;
  description?: string;
  url?: string;
  highlights?: string[];
  keywords?: string[];
}

export interface JsonResume {
  $schema: string;
  basics: JsonResumeBasics;
  work: JsonResumeWork[];
  education: JsonResumeEducation[];
  skills: JsonResumeSkill[];
  projects: JsonResumeProject[];
}

/** Known social and professional networks by host, for `basics.profiles`. */
const networks: ReadonlyArray<readonly [host: string, name: string]> = [
  ['linkedin.com', 'LinkedIn'],
  ['github.com', 'GitHub'],
  ['gitlab.com', 'GitLab'],
  ['bitbucket.org', 'Bitbucket'],
  ['twitter.com', 'Twitter'],
  ['x.com', 'X'],
  ['stackoverflow.com', 'Stack Overflow'],
  ['behance.net', 'Behance'],
  ['dribbble.com', 'Dribbble'],
  ['medium.com', 'Medium'],
  ['youtube.com', 'YouTube'],
  ['instagram.com', 'Instagram'],
  ['facebook.com', 'Facebook'],
  ['codepen.io', 'CodePen'],
  ['kaggle.com', 'Kaggle'],
  ['orcid.org', 'ORCID'],
  ['researchgate.net', 'ResearchGate'],
  ['bsky.app', 'Bluesky'],
  ['mastodon.social', 'Mastodon'],
];

function networkOf(url: string): { name: string; username: string } | null {
  const address = new URL(url);
  const host = address.hostname.toLowerCase();
  const found = networks.find(([domain]) => host === domain || host.endsWith(`.${domain}`));
  if (!found) return null;
  const segments = address.pathname.split('/').filter((segment) => segment !== '');
  const last = segments.at(-1) ?? '';
  let username = last;
  try {
    username = decodeURIComponent(last);
  } catch {
    // A malformed escape: keep the segment as written.
  }
  return { name: found[1], username: username.replace(/^@/, '') };
}

/** Drops keys whose value is undefined, empty text or an empty list. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, field]) =>
        field !== undefined && field !== '' && !(Array.isArray(field) && field.length === 0),
    ),
  ) as T;
}

const textOf = (value: string) => oneLine(value);
const listOf = (values: readonly string[]) => values.map(oneLine).filter((value) => value !== '');

function datesOf(entry: ResumeEntry): Dated {
  return {
    startDate: entry.startDate && isPartialDate(entry.startDate) ? entry.startDate : undefined,
    endDate:
      !entry.current && entry.endDate && isPartialDate(entry.endDate) ? entry.endDate : undefined,
  };
}

const urlOf = (entry: ResumeEntry) => webAddress(entry.url) ?? undefined;

/** The degree and the field of study apart; an entry that has neither gives its title. */
const studyOf = (entry: ResumeEntry): Pick<JsonResumeEducation, 'studyType' | 'area'> =>
  entry.degree || entry.fieldOfStudy
    ? { studyType: textOf(entry.degree), area: textOf(entry.fieldOfStudy) }
    : { studyType: textOf(entry.title) };

function basicsOf(doc: ResumeDocument): JsonResumeBasics {
  const { header } = doc;
  const links = header.links.flatMap((link): Array<ResumeLink & { url: string }> => {
    const url = webAddress(link.url);
    return url === null ? [] : [{ label: textOf(link.label), url }];
  });
  const website = links.find((link) => networkOf(link.url) === null);
  const profiles = links
    .filter((link) => link !== website)
    .map((link): JsonResumeProfile => {
      const network = networkOf(link.url);
      return compact({
        network: link.label || network?.name || new URL(link.url).hostname,
        username: network?.username,
        url: link.url,
      });
    });
  const location = textOf(header.location);
  return compact({
    name: textOf(header.name),
    label: textOf(header.headline),
    email: textOf(header.email),
    phone: textOf(header.phone),
    url: website?.url,
    summary: doc.summary.trim(),
    location: location === '' ? undefined : { city: location },
    profiles,
  });
}

/** The resume as a JSON Resume v1 object; serialise it with `JSON.stringify`. */
export function resumeToJsonResume(doc: ResumeDocument): JsonResume {
  const resume: JsonResume = {
    $schema: jsonResumeSchemaUrl,
    basics: basicsOf(doc),
    work: [],
    education: [],
    skills: [],
    projects: [],
  };
  for (const section of doc.sections) {
    for (const entry of section.entries) {
      switch (section.kind) {
        case 'WORK':
          resume.work.push(
            compact({
              name: textOf(entry.organization),
              position: textOf(entry.title),
              location: textOf(entry.location),
              url: urlOf(entry),
              description: textOf(entry.subtitle),
              ...datesOf(entry),
              highlights: visibleBullets(entry),
            }),
          );
          break;
        case 'EDUCATION':
          resume.education.push(
            compact({
              institution: textOf(entry.organization),
              ...studyOf(entry),
              url: urlOf(entry),
              ...datesOf(entry),
              courses: listOf(entry.details),
              highlights: visibleBullets(entry),
            }),
          );
          break;
        case 'SKILLS':
          resume.skills.push(
            compact({
              name: textOf(entry.title),
              level: textOf(entry.subtitle),
              keywords: listOf(entry.details),
            }),
          );
          break;
        case 'CUSTOM':
          resume.projects.push(
            compact({
              name: textOf(entry.title),
              entity: textOf(entry.organization),
              type: textOf(section.heading),
              description: textOf(entry.subtitle),
              url: urlOf(entry),
              ...datesOf(entry),
              highlights: visibleBullets(entry),
              keywords: listOf(entry.details),
            }),
          );
          break;
      }
    }
  }
  return resume;
}
