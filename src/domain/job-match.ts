import type { Seniority } from './job-posting';
import { seniorities } from './job-posting';
import {
  plain,
  postingRequirements,
  seniorityOfTitle,
  seniorityOfYears,
} from './posting-requirements';
import type { ResumeLibrary } from './resume';
import { skillDictionary, type SkillDictionary } from './skill-dictionary';
import type { YearMonth } from './year-month';

/**
 * The matching engine (issue 19, decision 094): how well a job fits a person's own library, and
 * the proof. Deterministic and local — the skill dictionary and a few rules, no model.
 *
 * - A **profile** is read from the library: each skill with the events and bullets that name it,
 *   how long and how recently it was used; the titles held; the years worked; the seniority and the
 *   education reached.
 * - **Requirements** are read from a posting (or a pasted description): skills required or only
 *   preferred, seniority, years and education.
 * - The **match** weighs five parts — skills, title, seniority, years, education — into a band
 *   (Great, Good, Fair, Weak). Every matched requirement carries its evidence, every missing one is
 *   listed, and the biggest gap says why the band is not higher.
 *
 * A skill counts once however often the library names it, and a skill only listed (never shown in
 * a job's bullets or title) counts less: piling up keywords cannot buy a band.
 */

export const matchBands = ['GREAT', 'GOOD', 'FAIR', 'WEAK'] as const;
export type MatchBand = (typeof matchBands)[number];

export const educationLevels = [
  'SECONDARY',
  'ASSOCIATE',
  'BACHELOR',
  'MASTER',
  'DOCTORATE',
] as const;
export type EducationLevel = (typeof educationLevels)[number];

export const matchPartNames = [
  'SKILLS',
  'KEYWORDS',
  'TITLE',
  'SENIORITY',
  'YEARS',
  'EDUCATION',
] as const;
export type MatchPartName = (typeof matchPartNames)[number];

export const matchEventKinds = ['WORK', 'EDU', 'SKILL'] as const;
export type MatchEventKind = (typeof matchEventKinds)[number];

/** Where the library proves a skill. */
export interface MatchEvidence {
  eventId: string;
  eventKind: MatchEventKind;
  /** The accomplishment or course that names it; null when the event's own fields do. */
  itemId: string | null;
  /** The words that prove it: the bullet, or the field (position, degree, skill and keywords). */
  text: string;
  /** Which event, as the user wrote it: "Position, Company", "Degree, University", the skill. */
  label: string;
}

export interface JobRequirements {
  title: string;
  /**
   * The title's and description's content words (`contentWords`), for the words in common; when
   * not given, the match is judged on the other parts.
   */
  words?: ReadonlySet<string>;
  skillsRequired: string[];
  skillsPreferred: string[];
  seniority: Seniority | null;
  yearsRequired: number | null;
  education: EducationLevel | null;
}

export interface SkillProof {
  skill: string;
  evidence: MatchEvidence[];
  /** Months of the dated events that name it (overlaps counted once). */
  months: number;
  /** Months since a dated event naming it ended (0: still going); null when none is dated. */
  monthsSinceUsed: number | null;
}

/** A job of the profile, for the years relevant to a posting. */
interface ProfileJob {
  title: string;
  titleWords: string[];
  skills: ReadonlySet<string>;
  span: Span;
  monthsSince: number;
}

export interface CareerProfile {
  skills: ReadonlyMap<string, SkillProof>;
  titles: Array<{ title: string; months: number; monthsSince: number }>;
  /** Years worked, overlapping jobs counted once. */
  years: number;
  seniority: Seniority | null;
  education: EducationLevel | null;
  /** The jobs, for the years relevant to a posting. */
  jobs: ProfileJob[];
  /** Every word the library's events hold (`contentWords`), for the words in common. */
  words: ReadonlySet<string>;
}

export interface MatchPart {
  name: MatchPartName;
  /** 0 to 1. */
  value: number;
  /** The parts' weights sum to 1. */
  weight: number;
}

/**
 * The biggest gap. SENIORITY_LOW: the posting asks a higher seniority than the person's;
 * SENIORITY_HIGH: a lower one. `seniority` and `education` are the posting's.
 */
export type MatchGap =
  | { kind: 'MISSING_SKILL'; skill: string; required: boolean }
  | { kind: 'TITLE' }
  | { kind: 'SENIORITY_LOW' | 'SENIORITY_HIGH'; seniority: Seniority }
  | { kind: 'YEARS'; years: number; required: number }
  | { kind: 'EDUCATION'; education: EducationLevel };

export interface MatchedRequirement {
  skill: string;
  required: boolean;
  evidence: MatchEvidence[];
}

export interface MissingRequirement {
  skill: string;
  required: boolean;
}

export interface JobMatch {
  band: MatchBand;
  /** 0 to 1, for ordering; shown as the band and its parts, never as a percentage. */
  score: number;
  parts: MatchPart[];
  matched: MatchedRequirement[];
  missing: MissingRequirement[];
  biggestGap: MatchGap | null;
}

/** How much a skill weighs by its rarity: 1 for the commonest, more for rarer ones. */
export type SkillRarity = (skill: string) => number;

// ── Education. ──

/** Degrees as postings and libraries write them (plain text: lower case, no accents). */
const educationPatterns: Array<[EducationLevel, RegExp]> = [
  ['DOCTORATE', /\b(?:ph\.? ?d|doctorate|doctoral|doctorat|doctorado|doctor of)\b/],
  [
    'MASTER',
    /\b(?:masters?|master's|m\.s\.|m\.sc|msc|mba|m\.eng|meng|m\.a\.|maestria|magister|mastere)\b/,
  ],
  [
    'BACHELOR',
    /\b(?:bachelors?|bachelor's|b\.s\.|b\.sc|bsc|b\.a\.|b\.eng|beng|bsn|undergraduate degree|university degree|college degree|four-year degree|4-year degree|licenciatura|licenciado|licenciada|grado universitario|titulo universitario|licence|bac ?\+ ?3|ingeniero|ingeniera|ingenieur|diplome d'ingenieur)\b/,
  ],
  [
    'ASSOCIATE',
    /\b(?:associate'?s? degree|associate of|a\.a\.s|aas|hnd|dut|bts|bac ?\+ ?2|tecnico superior|technical diploma|adn)\b/,
  ],
  [
    'SECONDARY',
    /\b(?:high school|secondary school|ged|baccalaureat|bachillerato|educacion secundaria)\b/,
  ],
];

function educationLevelsIn(text: string): EducationLevel[] {
  const words = plain(text);
  return educationPatterns.filter(([, pattern]) => pattern.test(words)).map(([level]) => level);
}

const educationRank = (level: EducationLevel) => educationLevels.indexOf(level);

/** The fewest a posting asks ("a bachelor's or master's degree" asks a bachelor's). */
function educationAsked(text: string): EducationLevel | null {
  const levels = educationLevelsIn(text);
  return levels.length === 0
    ? null
    : levels.reduce((low, level) => (educationRank(level) < educationRank(low) ? level : low));
}

/**
 * What a posting or a pasted job description asks for. Ingest stores it with each posting, so the
 * savvy search reads it instead of the description.
 */
export function jobRequirements(
  title: string,
  descriptionText: string,
  dictionary: SkillDictionary = skillDictionary(),
): JobRequirements & { words: ReadonlySet<string> } {
  return {
    title,
    ...postingRequirements(title, descriptionText, dictionary),
    words: contentWords(`${title}\n${descriptionText}`),
    education: educationAsked(descriptionText),
  };
}

// ── Time. ──

interface Span {
  /** Months since year 0, inclusive. */
  start: number;
  end: number;
}

const monthIndex = (value: YearMonth) =>
  Number(value.slice(0, 4)) * 12 + Number(value.slice(5, 7)) - 1;

function spanOf(start: YearMonth | null, end: YearMonth | null, today: number): Span | null {
  if (!start) return null;
  const from = monthIndex(start);
  const to = Math.min(end ? monthIndex(end) : today, today);
  return to < from ? null : { start: from, end: to };
}

/** Months covered by the spans, overlaps once. */
function monthsCovered(spans: Span[]): number {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  let months = 0;
  let reached = -Infinity;
  for (const { start, end } of sorted) {
    const from = Math.max(start, reached + 1);
    if (end >= from) months += end - from + 1;
    reached = Math.max(reached, end);
  }
  return months;
}

// ── Titles. ──

/** Words that say nothing of the role: seniority, joiners, numerals. */
const titleNoise = new Set(
  (
    'a an and the of for in at to with de del la el los las et le les des du y en ' +
    'senior sr jr junior lead principal staff chief head mid level entry intern internship ' +
    'i ii iii iv 1 2 3 remote hybrid fulltime full time part contract temporary h f m w x'
  ).split(' '),
);

/** One word for each family of words a title may use for the same role. */
const titleSynonyms: Record<string, string> = {
  developer: 'engineer',
  programmer: 'engineer',
  dev: 'engineer',
  swe: 'engineer',
  desarrollador: 'engineer',
  desarrolladora: 'engineer',
  developpeur: 'engineer',
  developpeuse: 'engineer',
  ingeniero: 'engineer',
  ingeniera: 'engineer',
  ingenieur: 'engineer',
  engineering: 'engineer',
  mgr: 'manager',
  gerente: 'manager',
  responsable: 'manager',
  management: 'manager',
  rn: 'nurse',
  nursing: 'nurse',
  enfermero: 'nurse',
  enfermera: 'nurse',
  infirmier: 'nurse',
  infirmiere: 'nurse',
  contable: 'accountant',
  comptable: 'accountant',
  accounting: 'accountant',
  analista: 'analyst',
  analyste: 'analyst',
  analytics: 'analyst',
  disenador: 'designer',
  disenadora: 'designer',
  concepteur: 'designer',
  profesor: 'teacher',
  profesora: 'teacher',
  enseignant: 'teacher',
  enseignante: 'teacher',
  professeur: 'teacher',
  instructor: 'teacher',
  tutor: 'teacher',
  marketer: 'marketing',
  mercadotecnia: 'marketing',
  supervisora: 'supervisor',
  superviseur: 'supervisor',
  frontend: 'front',
  'front-end': 'front',
  backend: 'back',
  'back-end': 'back',
  fullstack: 'full-stack',
  devops: 'operations',
  sre: 'operations',
  ops: 'operations',
};

/** Words that name the role itself, the head of a title ("Staff Nurse - Telemetry" is a nurse). */
const roleNouns = new Set(
  (
    'engineer manager nurse accountant analyst designer teacher supervisor associate specialist ' +
    'coordinator director assistant technician representative consultant scientist administrator ' +
    'officer clerk operator driver architect controller auditor advisor preparer bookkeeper ' +
    'recruiter executive planner tester writer editor educator practitioner aide cook chef cashier ' +
    'agent strategist marketing buyer handler picker packer loader mechanic electrician'
  ).split(' '),
);

/** A title's role words: no seniority, no joiners, synonyms as one word. */
export function titleWords(title: string): string[] {
  const words = plain(title)
    .replace(/[^\p{L}\p{N}+#'-]+/gu, ' ')
    .split(' ')
    .filter((word) => word !== '' && !titleNoise.has(word))
    .map((word) => titleSynonyms[word] ?? word);
  return [...new Set(words)];
}

/**
 * The word of a title that names the role: its first role noun, else the last word before any
 * team, place or stack ("Backend Engineer, Payments (Go)" → "engineer").
 */
function titleHead(words: readonly string[], title: string): string | null {
  const noun = words.find((word) => roleNouns.has(word));
  if (noun) return noun;
  const [main = ''] = title.split(/\s[-–—|]\s|[,(/]/);
  return titleWords(main).at(-1) ?? words.at(-1) ?? null;
}

/** A posting's title as the match reads it: its role words, and the one that names the role. */
interface AskedTitle {
  words: string[];
  head: string | null;
}

const askedTitle = (title: string): AskedTitle => {
  const words = titleWords(title);
  return { words, head: titleHead(words, title) };
};

/**
 * How much of the posting's title the person's title (or skills) covers, 0 to 1: the role itself
 * ("nurse", "engineer") 0.6, the words around it ("cardiac", "backend") share the rest.
 */
function titleCoverage(asked: AskedTitle, held: readonly string[], skills: ReadonlySet<string>) {
  if (asked.words.length === 0) return 1;
  const heldWords = new Set(held);
  const has = (word: string) => heldWords.has(word) || skills.has(word);
  const others = asked.words.filter((word) => word !== asked.head);
  const headCovered = asked.head !== null && has(asked.head);
  const othersCovered =
    others.length === 0 ? Number(headCovered) : others.filter(has).length / others.length;
  return asked.head === null ? othersCovered : (headCovered ? 0.6 : 0) + 0.4 * othersCovered;
}

// ── Words in common. ──

/** Words that carry no meaning of their own, in English, Spanish and French. */
const stopWords = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before ' +
    'being below between both but by can could did do does doing down during each even ever every ' +
    'few for from further get had has have having he her here hers him his how i if in into is it ' +
    'its itself just least less let like may me might more most much must my no nor not now of ' +
    'off on once one only or other our ours out over own per same she should so some such than ' +
    'that the their theirs them then there these they this those through to too under until up ' +
    'upon us very via was we well were what when where which while who whom why will with within ' +
    'without would yet you your yours etc including plus able new work team role join help ' +
    'el la los las un una unos unas de del al y o en con por para que se su sus es son como mas ' +
    'le les des du et ou au aux avec pour par sur dans est sont nous vous votre vos une'
  ).split(' '),
);

/** A text's distinct content words: lower case, no accents, no stop words, plurals folded. */
export function contentWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const token of plain(text).match(/[\p{L}\p{N}][\p{L}\p{N}+#]*/gu) ?? []) {
    if (token.length < 2 || stopWords.has(token)) continue;
    words.add(
      token.length > 3 && token.endsWith('s') && !token.endsWith('ss') ? token.slice(0, -1) : token,
    );
  }
  return words;
}

/**
 * The share of the posting's words the library also holds, as a part: a posting shares a third of
 * its words with a close resume, so a third already counts fully. Capped, so that no pile of
 * words can count for more than this part's weight.
 */
const wordsInCommonForFull = 0.5;

function wordsInCommon(asked: ReadonlySet<string>, held: ReadonlySet<string>): number {
  if (asked.size === 0) return 0;
  let shared = 0;
  for (const word of asked) if (held.has(word)) shared += 1;
  return Math.min(1, shared / asked.size / wordsInCommonForFull);
}

// ── The profile. ──

const seniorityRank = (seniority: Seniority) => seniorities.indexOf(seniority);

const sameSource = (a: MatchEvidence, b: MatchEvidence) =>
  a.eventId === b.eventId && a.itemId === b.itemId;

const joined = (...parts: string[]) => parts.filter((part) => part.trim() !== '').join(', ');

/** The order evidence is shown in: a job's bullets, a job's title, school, the skills list. */
const evidenceOrder = (evidence: MatchEvidence) =>
  evidence.eventKind === 'WORK' ? (evidence.itemId ? 0 : 1) : evidence.eventKind === 'EDU' ? 2 : 3;

/**
 * A person's profile from their library (or from the part of it a document shows). `today` is
 * `YYYY-MM-DD`: months are counted up to it.
 */
export function careerProfile(
  library: ResumeLibrary,
  today: string,
  dictionary: SkillDictionary = skillDictionary(),
): CareerProfile {
  const now = monthIndex(today.slice(0, 7));
  const proofs = new Map<string, { evidence: MatchEvidence[]; spans: Span[] }>();
  const texts: string[] = [];
  /** Files the evidence under each skill its text names; returns those skills. */
  const prove = (evidence: MatchEvidence, span: Span | null) => {
    texts.push(evidence.text);
    const named = new Set<string>();
    for (const { skill } of dictionary.findSkills(evidence.text)) {
      named.add(skill);
      let proof = proofs.get(skill);
      if (!proof) proofs.set(skill, (proof = { evidence: [], spans: [] }));
      if (!proof.evidence.some((known) => sameSource(known, evidence)))
        proof.evidence.push(evidence);
      if (span) proof.spans.push(span);
    }
    return named;
  };

  const jobs: ProfileJob[] = [];
  const titles: CareerProfile['titles'] = [];
  let latest: { title: string; end: number } | null = null;
  for (const work of library.work) {
    const span = spanOf(work.startDate, work.endDate, now);
    const label = joined(work.position, work.company);
    const event = { eventId: work.id, eventKind: 'WORK', label } as const;
    // The employer's name counts too: four years at a logistics company is logistics.
    const skills = prove({ ...event, itemId: null, text: label }, span);
    for (const item of work.accomplishments) {
      for (const skill of prove({ ...event, itemId: item.id, text: item.description }, span))
        skills.add(skill);
    }
    if (!span) continue;
    const monthsSince = now - span.end;
    titles.push({ title: work.position, months: span.end - span.start + 1, monthsSince });
    jobs.push({
      title: work.position,
      titleWords: titleWords(work.position),
      skills,
      span,
      monthsSince,
    });
    if (!latest || span.end > latest.end) latest = { title: work.position, end: span.end };
  }

  let education: EducationLevel | null = null;
  for (const edu of library.edu) {
    const span = spanOf(edu.startDate, edu.endDate, now);
    const label = joined(edu.degree, edu.university);
    const event = { eventId: edu.id, eventKind: 'EDU', label } as const;
    prove(
      { ...event, itemId: null, text: joined(edu.degree, edu.major, edu.minor, edu.university) },
      span,
    );
    for (const item of [...edu.accomplishments, ...edu.coursework]) {
      prove({ ...event, itemId: item.id, text: item.description }, span);
    }
    if (edu.attending) continue;
    for (const level of educationLevelsIn(edu.degree)) {
      if (education === null || educationRank(level) > educationRank(education)) education = level;
    }
  }

  for (const skill of library.skills) {
    const text = joined(skill.name, ...skill.keywords);
    prove({ eventId: skill.id, eventKind: 'SKILL', itemId: null, text, label: skill.name }, null);
  }

  const skills = new Map<string, SkillProof>();
  for (const [skill, proof] of proofs) {
    const ends = proof.spans.map((span) => now - span.end);
    skills.set(skill, {
      skill,
      evidence: [...proof.evidence].sort((a, b) => evidenceOrder(a) - evidenceOrder(b)),
      months: monthsCovered(proof.spans),
      monthsSinceUsed: ends.length === 0 ? null : Math.min(...ends),
    });
  }
  // Years at work, internships and student jobs aside.
  const working = jobs.filter((job) => seniorityOfTitle(job.title) !== 'INTERN');
  const years = monthsCovered(working.map((job) => job.span)) / 12;
  const titled = latest ? seniorityOfTitle(latest.title) : null;
  // A student or intern who has finished a degree looks for a first job.
  const seniority =
    titled === 'INTERN' && education !== null
      ? 'ENTRY'
      : (titled ?? (jobs.length > 0 ? seniorityOfYears(Math.floor(years)) : null));
  return {
    skills,
    titles,
    years,
    seniority,
    education,
    jobs,
    words: contentWords(texts.join('\n')),
  };
}

// ── The match. ──

/** Inverse document frequency over the postings ranked together. */
export function skillRarity(
  postingsWithSkill: ReadonlyMap<string, number>,
  postings: number,
): SkillRarity {
  return (skill) => 1 + Math.log((postings + 1) / ((postingsWithSkill.get(skill) ?? 0) + 1));
}

const weights: Record<MatchPartName, number> = {
  SKILLS: 0.25,
  KEYWORDS: 0.4,
  TITLE: 0.15,
  SENIORITY: 0.12,
  YEARS: 0.1,
  EDUCATION: 0.08,
};

const requiredWeight = 2;
const preferredWeight = 1;

/**
 * How strongly the library proves a skill, 0 to 1: shown in a job or a course beats only listed;
 * used lately and for long beats once, long ago. Naming it again adds nothing.
 */
function proofStrength(proof: SkillProof): number {
  const shownAtWork = proof.evidence.some((evidence) => evidence.eventKind === 'WORK');
  const shownAtSchool = proof.evidence.some((evidence) => evidence.eventKind === 'EDU');
  const base = shownAtWork ? 1 : shownAtSchool ? 0.8 : 0.7;
  const since = proof.monthsSinceUsed;
  const recency = since === null ? 0.9 : since <= 24 ? 1 : since <= 60 ? 0.85 : 0.7;
  const duration = !shownAtWork || proof.months >= 24 ? 1 : proof.months >= 12 ? 0.95 : 0.9;
  return base * recency * duration;
}

/**
 * How well the seniorities fit, 0 to 1: a stretch up costs more than a step down. A seniority the
 * posting only implies by its years ("1+ year") is a floor, not a level: above it costs nothing.
 */
function seniorityFit(asked: Seniority | null, held: Seniority | null, floor: boolean): number {
  if (asked === null) return 1;
  if (held === null) return 0.6;
  const stretch = seniorityRank(asked) - seniorityRank(held);
  if (floor && stretch <= 0) return 1;
  const fit: Record<number, number> = { 0: 1, 1: 0.6, 2: 0.25, [-1]: 0.7, [-2]: 0.35 };
  return fit[stretch] ?? (stretch > 0 ? 0 : 0.1);
}

function educationFit(asked: EducationLevel | null, held: EducationLevel | null): number {
  if (asked === null) return 1;
  if (held === null) return 0.4;
  const short = educationRank(asked) - educationRank(held);
  return short <= 0 ? 1 : short === 1 ? 0.5 : 0.2;
}

/** The lowest score of each band, Great to Weak. */
const bandFloors = [0.78, 0.6, 0.4, 0];

/**
 * The band, and the score to order by. Great also asks that three quarters of the required skills
 * are proved; a seniority two levels away, or under half the years asked, holds the band at Good,
 * three levels at Fair, whatever the rest. A held score is brought within its band (keeping the
 * order within it), so that ordering by score never puts it above a better band.
 */
function banded(
  score: number,
  limits: { requiredCovered: number; seniority: number; years: number },
): { band: MatchBand; score: number } {
  const byScore = bandFloors.findIndex((floor) => score >= floor);
  const ceiling = Math.max(
    limits.requiredCovered < 0.75 ? 1 : 0,
    limits.seniority <= 0.1 ? 2 : limits.seniority < 0.5 || limits.years < 0.35 ? 1 : 0,
  );
  const band = Math.max(byScore, ceiling);
  if (band === byScore) return { band: matchBands[band]!, score };
  const floor = bandFloors[band]!;
  const room = bandFloors[band - 1]! - floor;
  return { band: matchBands[band]!, score: floor + ((score - floor) / (1 - floor)) * room * 0.99 };
}

const evidenceShown = 5;
const noSkills: ReadonlySet<string> = new Set();

/** The profile's skills as `plain` writes them, worked out once per profile's skills. */
const skillWordsMemo = new WeakMap<CareerProfile['skills'], ReadonlySet<string>>();
function skillWordsOf(skills: CareerProfile['skills']): ReadonlySet<string> {
  let words = skillWordsMemo.get(skills);
  if (!words) {
    words = new Set([...skills.keys()].map((skill) => plain(skill)));
    skillWordsMemo.set(skills, words);
  }
  return words;
}

/** How well the profile fits the requirements, and the proof. */
export function matchJob(
  profile: CareerProfile,
  requirements: JobRequirements,
  options: { rarity?: SkillRarity } = {},
): JobMatch {
  const rarity = options.rarity ?? (() => 1);
  const matched: MatchedRequirement[] = [];
  const missing: MissingRequirement[] = [];
  let asked = 0;
  let proved = 0;
  let requiredAsked = 0;
  let requiredProved = 0;
  const asks = [
    ...requirements.skillsRequired.map((skill) => ({ skill, required: true })),
    ...requirements.skillsPreferred.map((skill) => ({ skill, required: false })),
  ];
  for (const { skill, required } of asks) {
    const weight = (required ? requiredWeight : preferredWeight) * rarity(skill);
    const proof = profile.skills.get(skill);
    asked += weight;
    if (required) requiredAsked += 1;
    if (proof) {
      proved += weight * proofStrength(proof);
      if (required) requiredProved += 1;
      matched.push({ skill, required, evidence: proof.evidence.slice(0, evidenceShown) });
    } else missing.push({ skill, required });
  }

  const title = askedTitle(requirements.title);
  const skillWords = skillWordsOf(profile.skills);
  let titleFit = title.words.length === 0 ? 1 : 0;
  for (const job of profile.jobs) {
    // A role held more than five years ago counts for less.
    const recency = job.monthsSince <= 60 ? 1 : 0.8;
    titleFit = Math.max(titleFit, recency * titleCoverage(title, job.titleWords, skillWords));
  }

  // Years that count: in jobs that share the posting's role words or prove a required skill.
  const relevant = profile.jobs.filter(
    (job) =>
      titleCoverage(title, job.titleWords, noSkills) >= 0.5 ||
      requirements.skillsRequired.some((skill) => job.skills.has(skill)),
  );
  const relevantYears = monthsCovered(relevant.map((job) => job.span)) / 12;
  const yearsAsked = requirements.yearsRequired;
  const years =
    yearsAsked === null || yearsAsked === 0 ? 1 : Math.min(1, relevantYears / yearsAsked) ** 1.5;

  const seniority = seniorityFit(
    requirements.seniority,
    profile.seniority,
    seniorityOfTitle(requirements.title) === null,
  );
  const values: Record<MatchPartName, number | null> = {
    SKILLS: asked === 0 ? null : proved / asked,
    KEYWORDS: requirements.words ? wordsInCommon(requirements.words, profile.words) : null,
    TITLE: titleFit,
    SENIORITY: seniority,
    YEARS: years,
    EDUCATION: educationFit(requirements.education, profile.education),
  };
  // A posting that names no skill is judged on the rest.
  const total = matchPartNames.reduce(
    (sum, name) => sum + (values[name] === null ? 0 : weights[name]),
    0,
  );
  const parts: MatchPart[] = matchPartNames.map((name) => ({
    name,
    value: values[name] ?? 0,
    weight: values[name] === null ? 0 : weights[name] / total,
  }));
  const { band, score } = banded(
    parts.reduce((sum, part) => sum + part.weight * part.value, 0),
    { requiredCovered: requiredAsked === 0 ? 1 : requiredProved / requiredAsked, seniority, years },
  );
  return {
    band,
    score,
    parts,
    matched,
    missing,
    biggestGap: biggestGap(parts, missing, requirements, profile, relevantYears, rarity, band),
  };
}

/** The part that cost the most, said as the gap a person could act on. */
function biggestGap(
  parts: MatchPart[],
  missing: MissingRequirement[],
  requirements: JobRequirements,
  profile: CareerProfile,
  relevantYears: number,
  rarity: SkillRarity,
  band: MatchBand,
): MatchGap | null {
  // Nothing is higher than Great: what it still lacks is its gap.
  if (band === 'GREAT') return mostWanted(missing, rarity);
  const byLoss = [...parts]
    .map((part) => ({ part, loss: part.weight * (1 - part.value) }))
    .filter(({ loss }) => loss > 0.01)
    .sort((a, b) => b.loss - a.loss);
  for (const { part } of byLoss) {
    switch (part.name) {
      case 'SKILLS': {
        const wanted = mostWanted(missing, rarity);
        if (wanted) return wanted;
        break;
      }
      case 'TITLE':
        return { kind: 'TITLE' };
      case 'SENIORITY': {
        const asked = requirements.seniority;
        if (asked === null) break;
        const below =
          profile.seniority === null || seniorityRank(asked) > seniorityRank(profile.seniority);
        return { kind: below ? 'SENIORITY_LOW' : 'SENIORITY_HIGH', seniority: asked };
      }
      case 'YEARS':
        if (requirements.yearsRequired === null) break;
        return {
          kind: 'YEARS',
          years: Math.floor(relevantYears),
          required: requirements.yearsRequired,
        };
      case 'EDUCATION':
        if (requirements.education === null) break;
        return { kind: 'EDUCATION', education: requirements.education };
    }
  }
  return mostWanted(missing, rarity);
}

/** The missing skill that would count most: required first, then the rarest. */
function mostWanted(missing: MissingRequirement[], rarity: SkillRarity): MatchGap | null {
  const [wanted] = [...missing].sort(
    (a, b) => Number(b.required) - Number(a.required) || rarity(b.skill) - rarity(a.skill),
  );
  return wanted ? { kind: 'MISSING_SKILL', ...wanted } : null;
}
