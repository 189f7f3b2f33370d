import type { WorkplaceType } from './job-application';
import { seniorities, type Seniority } from './job-posting';
import { titleWords } from './job-match';
import type { HideReason } from './hide-reason';

/**
 * The savvy search's feedback (decision 095): what the user's own hides and saves do to the
 * ranking of the other postings. One small, bounded change of the engine's score per result, for
 * ordering only (the band stays the engine's), naming the hidden or saved posting that caused it.
 *
 * - COMPANY: that company's postings are not shown at all (`hiddenCompanies`).
 * - TOO_SENIOR / TOO_JUNIOR: postings at or above / at or below the hidden one's seniority go down.
 * - NOT_MY_FIELD: postings whose title holds every role word of the hidden one's title go down
 *   (the engine's `titleWords`: synonyms are one word).
 * - LOCATION: postings not fully remote at one of the hidden one's places go down.
 * - OTHER: only that posting is hidden.
 * - A saved posting (a tracker application whose address is the posting's) raises the postings
 *   that ask for most of its skills.
 *
 * When a hide and a save both apply, the hide wins: the user said no to something like it.
 */

export { hideReasons, type HideReason } from './hide-reason';

export const matchAdjustmentKinds = ['LIKE_SAVED', 'LIKE_HIDDEN'] as const;
export type MatchAdjustmentKind = (typeof matchAdjustmentKinds)[number];

/** What feedback reads of a posting. */
export interface FeedbackPosting {
  id: string;
  title: string;
  company: string;
  locations: readonly string[];
  remote: WorkplaceType | null;
  seniority: Seniority | null;
  skillsRequired: readonly string[];
  skillsPreferred: readonly string[];
}

export interface HiddenFeedback {
  posting: FeedbackPosting;
  reason: HideReason;
}

/** Why this user's own saves and hides moved a result, and by how much. */
export interface MatchAdjustment {
  kind: MatchAdjustmentKind;
  /** The hide's reason; null for a save. */
  reason: HideReason | null;
  /** The hidden or saved posting that caused it. */
  postingTitle: string;
  company: string;
  /** Added to the engine's score (0..1) for ordering. */
  delta: number;
}

/** How far feedback moves a score: small beside the engine's parts, never a band's worth. */
export const feedbackDeltas = { hidden: -0.1, saved: 0.05 } as const;

/** A saved posting raises another that asks for more than this share of its skills. */
export const savedSkillShare = 0.5;

/** Words of a title that say the level or are glue, not the role ("Senior", "of", "II"). */
const notRoleWords = new Set([
  // levels
  'senior',
  'sr',
  'junior',
  'jr',
  'lead',
  'principal',
  'staff',
  'head',
  'chief',
  'intern',
  'internship',
  'trainee',
  'graduate',
  'entry',
  'level',
  'mid',
  'associate',
  'i',
  'ii',
  'iii',
  'iv',
  // glue, in English, Spanish and French
  'a',
  'an',
  'the',
  'of',
  'and',
  'or',
  'for',
  'in',
  'at',
  'with',
  'to',
  'de',
  'del',
  'la',
  'el',
  'los',
  'las',
  'y',
  'e',
  'en',
  'para',
  'le',
  'les',
  'des',
  'du',
  'et',
  'pour',
  'au',
  'aux',
  // what many titles carry without naming the role
  'remote',
  'hybrid',
  'onsite',
  'full',
  'part',
  'time',
  'contract',
  'temporary',
  'm',
  'f',
  'w',
  'd',
  'h',
  'x',
]);

/** Lower case, accents dropped. */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The words of a job title that name the role, as written (for the text search's candidate gate,
 * which reads titles as they are, where the engine's `titleWords` maps synonyms to one word): lower
 * case, accents dropped, without levels ("Senior"), glue ("of") or numerals — "Senior Data
 * Engineer (Remote)" → data, engineer.
 */
export function roleWords(title: string): string[] {
  const words = plain(title).match(/[\p{L}\p{N}+#]+/gu) ?? [];
  return [...new Set(words.filter((word) => !notRoleWords.has(word) && !/^\d+$/.test(word)))];
}

/** A place as compared: its first part ("Paris, France" → paris), plain. */
const placeOf = (location: string) => plain(location.split(',')[0] ?? '').trim();

const rank = (seniority: Seniority) => seniorities.indexOf(seniority);

/** Whether hiding `hidden` for `reason` lowers `posting`. */
function hideLowers(hidden: FeedbackPosting, reason: HideReason, posting: FeedbackPosting) {
  switch (reason) {
    case 'TOO_SENIOR':
      return (
        hidden.seniority !== null &&
        posting.seniority !== null &&
        rank(posting.seniority) >= rank(hidden.seniority)
      );
    case 'TOO_JUNIOR':
      return (
        hidden.seniority !== null &&
        posting.seniority !== null &&
        rank(posting.seniority) <= rank(hidden.seniority)
      );
    case 'NOT_MY_FIELD': {
      // The engine's role words: "Developer" and "Engineer" are one role.
      const field = titleWords(hidden.title);
      if (field.length === 0) return false;
      const words = new Set(titleWords(posting.title));
      return field.every((word) => words.has(word));
    }
    case 'LOCATION': {
      if (posting.remote === 'REMOTE') return false;
      const places = new Set(hidden.locations.map(placeOf).filter((place) => place !== ''));
      return posting.locations.some((location) => places.has(placeOf(location)));
    }
    case 'COMPANY':
      // Not lowered: left out altogether (hiddenCompanies).
      return false;
    case 'OTHER':
      return false;
  }
}

/** The share of the saved posting's skills that `posting` asks for too. */
function sharedSkills(saved: FeedbackPosting, posting: FeedbackPosting): number {
  const skills = new Set([...saved.skillsRequired, ...saved.skillsPreferred]);
  if (skills.size === 0) return 0;
  const asked = new Set([...posting.skillsRequired, ...posting.skillsPreferred]);
  let shared = 0;
  for (const skill of skills) if (asked.has(skill)) shared += 1;
  return shared / skills.size;
}

export interface SavvyFeedback {
  /** Companies hidden with COMPANY, as compared (lower case, trimmed): left out of the results. */
  hiddenCompanies: string[];
  /** The change to one posting's score, or null when the user's hides and saves say nothing of it. */
  adjust(posting: FeedbackPosting): MatchAdjustment | null;
}

/** A company as compared for COMPANY hides. */
export const companyKey = (company: string) => company.trim().toLowerCase();

/**
 * The feedback of the user's hidden postings (with reasons) and saved ones, each list newest
 * first: the newest hide (or save) that applies is the one named.
 */
export function savvyFeedback(
  hidden: readonly HiddenFeedback[],
  saved: readonly FeedbackPosting[],
): SavvyFeedback {
  const hiddenCompanies = [
    ...new Set(
      hidden
        .filter(({ reason }) => reason === 'COMPANY')
        .map(({ posting }) => companyKey(posting.company)),
    ),
  ];
  return {
    hiddenCompanies,
    adjust(posting) {
      const hide = hidden.find(
        (one) => one.posting.id !== posting.id && hideLowers(one.posting, one.reason, posting),
      );
      if (hide) {
        return {
          kind: 'LIKE_HIDDEN',
          reason: hide.reason,
          postingTitle: hide.posting.title,
          company: hide.posting.company,
          delta: feedbackDeltas.hidden,
        };
      }
      const save = saved.find(
        (one) => one.id !== posting.id && sharedSkills(one, posting) > savedSkillShare,
      );
      if (save) {
        return {
          kind: 'LIKE_SAVED',
          reason: null,
          postingTitle: save.title,
          company: save.company,
          delta: feedbackDeltas.saved,
        };
      }
      return null;
    },
  };
}
