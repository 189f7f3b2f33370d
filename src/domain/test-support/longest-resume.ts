import { careerEventLimits } from '../career-event';
import { resumeLimits, type ResumeContent } from '../resume';

/**
 * A resume and the library events it points at with every field at its longest, for the tests of
 * decision 075 ("whatever saves renders"). Text is accented words and spaces, so each character
 * but the spaces is two UTF-8 bytes and the renderer wraps it into lines like real prose.
 */
export function longText(length: number, seed = ''): string {
  const words = `${seed} Réalisé élégant déployé équipe `;
  return words.repeat(Math.ceil(length / words.length) + 1).slice(0, length);
}

/** An http(s) address exactly `length` characters long. */
export function longUrl(length: number): string {
  const start = 'https://example.com/';
  return `${start}${'a'.repeat(length - start.length)}`;
}

const longestItems = (seed: string) =>
  Array.from({ length: careerEventLimits.items }, (_, index) => ({
    description: longText(careerEventLimits.itemText, `${seed} ${index}`),
  }));

/** `WorkEventInput` with every field at its longest. */
export function longestWorkEvent(seed = 'work') {
  return {
    company: longText(careerEventLimits.text, seed),
    position: longText(careerEventLimits.text, seed),
    location: longText(careerEventLimits.text, seed),
    link: longUrl(careerEventLimits.link),
    startDate: '2015-01',
    endDate: null,
    accomplishments: longestItems(seed),
  };
}

/** `EduEventInput` with every field at its longest (the title printed is "degree, major"). */
export function longestEduEvent(seed = 'school') {
  return {
    university: longText(careerEventLimits.text, seed),
    degree: longText(careerEventLimits.text, seed),
    major: longText(careerEventLimits.text, seed),
    minor: longText(careerEventLimits.text, seed),
    location: longText(careerEventLimits.text, seed),
    link: longUrl(careerEventLimits.link),
    startDate: '2010-09',
    endDate: '2014-06',
    accomplishments: longestItems(seed),
    coursework: longestItems(`${seed} course`),
  };
}

/** `SkillEventInput` with every field at its longest. */
export function longestSkillEvent(seed = 'skill') {
  return {
    name: longText(careerEventLimits.text, seed),
    category: longText(careerEventLimits.text, seed),
    level: 'EXPERT',
    keywords: Array.from({ length: careerEventLimits.keywords }, (_, index) =>
      longText(careerEventLimits.keyword, `${index}`),
    ),
  };
}

/** The header and summary at their longest, with as many links as a header holds. */
export function longestHeader() {
  const text = (seed: string) => longText(resumeLimits.text, seed);
  return {
    header: {
      name: text('name'),
      headline: text('headline'),
      email: text('email'),
      phone: text('phone'),
      location: text('location'),
      links: Array.from({ length: resumeLimits.links }, (_, index) => ({
        label: text(`link ${index}`),
        url: longUrl(resumeLimits.url),
      })),
    },
    summary: longText(resumeLimits.summary, 'summary'),
  };
}

export interface LongestLibrary {
  work: { id: string; itemIds: string[] };
  edu: { id: string; itemIds: string[] };
  skill: { id: string };
}

/**
 * The largest resume the input limits allow, as far as one save request carries it (the API
 * takes 1 MiB a request, and each shown bullet is a pick of ≈ 50 bytes): the longest header and
 * summary, 12 sections of 60 entries — work and education entries each showing all 50 bullets of
 * the longest events in the first sections, skills, and custom entries at their longest — the
 * kinds taking turns. Ids are made by `newId` (random, or predictable in pure tests).
 */
export function longestResumeContent(library: LongestLibrary, newId: () => string): ResumeContent {
  const kinds = ['WORK', 'EDUCATION', 'SKILLS', 'CUSTOM'] as const;
  const sections = Array.from({ length: resumeLimits.sections }, (_, index) => {
    const kind = kinds[index % kinds.length] ?? 'CUSTOM';
    const heading = longText(resumeLimits.text, `section ${index}`);
    // Bullets are shown in the first round of sections only: the request could not carry more.
    const shown = index < kinds.length;
    const entries = Array.from({ length: resumeLimits.entries }, () => newId());
    if (kind === 'CUSTOM') {
      return {
        id: newId(),
        kind,
        heading,
        entries: entries.map((id) => ({
          id,
          title: longText(resumeLimits.text, 'title'),
          subtitle: longText(resumeLimits.text, 'subtitle'),
          dates: longText(resumeLimits.text, 'dates'),
          bullets: shown ? [longText(resumeLimits.bulletText, 'custom')] : [],
        })),
      };
    }
    const event = kind === 'WORK' ? library.work : kind === 'EDUCATION' ? library.edu : null;
    return {
      id: newId(),
      kind,
      heading,
      entries: entries.map((id) => ({
        id,
        eventId: event?.id ?? library.skill.id,
        bullets:
          event && shown
            ? event.itemIds.map((itemId) => ({ itemId, visible: true, text: null }))
            : [],
      })),
    };
  });
  return {
    language: 'fr',
    ...longestHeader(),
    sections,
    theme: {
      template: 'classic',
      font: 'Source Serif 4',
      fontSize: 12.5,
      accentColor: '#1f4e79',
      marginMm: 25,
      paper: 'A4',
      scale: 1,
    },
  };
}
