import type { PostingRequirements, Seniority } from './job-posting';
import { skillDictionary, type SkillDictionary } from './skill-dictionary';

/**
 * What a job posting asks for (issue 18, extraction at ingest): its skills, required or only
 * preferred, its seniority and the fewest years of experience it names — read from the title
 * and the description's plain text, in English, Spanish and French.
 *
 * Required or preferred, decided per sentence:
 * - a sentence with a preferred cue ("is a plus", "nice to have", "valorable", "un atout") is
 *   preferred; else one with a required cue ("must", "required", "imprescindible") is required;
 * - else the sentence takes its section's kind: a heading ("Requirements", "Nice to have",
 *   "Lo que valoramos:", "Un plus :") sets it until the next heading;
 * - sections about the company or what it offers ("About us", "Benefits", "¿Qué ofrecemos?",
 *   "Avantages") are skipped: a skill named only there is not asked of the candidate;
 * - a skill with no cue at all counts as required (a posting names what the job uses), and so
 *   does a skill in the title;
 * - a skill both required and preferred is required only.
 */

type Kind = 'REQUIRED' | 'PREFERRED' | 'SKIPPED' | 'NEUTRAL';

/** Lower case, accents dropped, white space as single spaces: the form every cue is written in. */
export function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cues, written as `plain` writes text; each is a whole word or phrase. */
const cues = (list: string[]) => new RegExp(list.map((cue) => `\\b${cue}\\b`).join('|'));

const preferredCue = cues([
  'nice[ -]to[ -]haves?',
  'bonus(?: points)?',
  'pluses',
  "(?:is|are|would be|it's|will be|as) an? (?:big |huge |strong )?(?:plus|advantage|asset)",
  'a plus',
  'preferred',
  'preferably',
  'preferable',
  'ideally',
  'desirable',
  'desired',
  'would be great',
  'good to have',
  'extra credit',
  // Spanish
  'valorables?',
  'se valorara',
  'valoraremos',
  'valoramos',
  'se valora',
  'deseables?',
  'idealmente',
  'es un plus',
  'sera un plus',
  'preferiblemente',
  'preferentemente',
  'un plus',
  // French
  'atouts?',
  'apprecie(?:e|s|es)?',
  'souhaite(?:e|s|es)?',
  'souhaitables?',
  'idealement',
  'serait un plus',
  'bienvenue?s?',
]);

const requiredCue = cues([
  'must',
  'must[ -]haves?',
  'required',
  'requirements?',
  'mandatory',
  'essential',
  'at least',
  'minimum',
  'you have',
  "you'll need",
  'what you need',
  "(?:what )?you(?:'ll)? bring",
  '(?:\\w+ )?qualifications',
  'skills?',
  'experiences?',
  'who you are',
  'your profile',
  "what we're looking for",
  'what we are looking for',
  // Spanish
  'imprescindibles?',
  'obligatori[oa]s?',
  'requisitos?',
  'requerimientos',
  'minimo',
  'al menos',
  'perfil',
  'buscamos',
  'experiencia',
  'conocimientos',
  // French
  'obligatoires?',
  'indispensables?',
  'exigee?s?',
  'exigences',
  'imperatif',
  'requise?s?',
  'profils?',
  'competences',
  'prerequis',
  'au moins',
]);

/** Headings of what the company is or offers, never what the candidate needs. */
const skippedHeading = cues([
  'about us',
  'about the company',
  'company description',
  'who we are',
  'our (?:benefits|perks|culture|vision|mission|values|story)',
  'benefits',
  'perks',
  'what we offer',
  'we offer',
  'why join us',
  'why work with us',
  'additional information',
  'equal opportunity',
  'compensation',
  'salary',
  // Spanish
  '(?:que |lo que )?ofrecemos',
  'beneficios',
  'sobre nosotros',
  'quienes somos',
  'nuestra (?:cultura|vision|mision|empresa)',
  // French
  'nous offrons',
  'nous proposons',
  'avantages',
  'remuneration',
  'qui sommes-nous',
  'a propos de nous',
  'notre (?:culture|mission|histoire)',
]);

/** Headings that open a section about the job itself: they end the section before. */
const jobHeading = cues([
  'responsibilities',
  "what you'?ll do",
  'the role',
  'about the role',
  'job description',
  'description',
  'missions?',
  'taches',
  'descriptif de poste',
  'funciones',
  'responsabilidades',
  'tareas',
  'about you',
  'tech stack',
  'technical skills',
  "points d'interets",
]);

function classify(text: string): Kind | null {
  const words = plain(text);
  if (preferredCue.test(words)) return 'PREFERRED';
  if (skippedHeading.test(words)) return 'SKIPPED';
  if (requiredCue.test(words)) return 'REQUIRED';
  if (jobHeading.test(words)) return 'NEUTRAL';
  return null;
}

const sentenceRequiredCue = cues([
  'must',
  'required',
  'mandatory',
  'essential',
  'imprescindibles?',
  'obligatori[oa]s?',
  'indispensables?',
  'obligatoires?',
  'exigee?s?',
  'requise?s?',
]);

function sentenceKind(sentence: string): Kind | null {
  const words = plain(sentence);
  if (preferredCue.test(words)) return 'PREFERRED';
  if (sentenceRequiredCue.test(words)) return 'REQUIRED';
  return null;
}

/**
 * Whether a bare line (no Markdown mark, no colon) is a known heading: the whole line is one,
 * as in "Requirements" or "Nice to have", so a bullet such as "Experience with Go" is not.
 */
function isKnownHeading(text: string): boolean {
  const words = plain(text)
    .replace(/^[¿¡]/, '')
    .replace(/ ?[:.!?]$/, '');
  for (const pattern of [preferredCue, skippedHeading, requiredCue, jobHeading]) {
    const match = pattern.exec(words);
    if (match && match[0].length === words.length) return true;
  }
  return false;
}

const bullet = /^[\s>*•·●▪◦‣\-–—+]+|^\s*\d{1,2}[.)]\s+/;

/** A line without its markup: heading marks, bullets, bold and code marks. */
function lineText(line: string): string {
  return line
    .replace(/^\s*#{1,6}\s*/, '')
    .replace(bullet, '')
    .replace(/[*_`]+/g, '')
    .trim();
}

const headingWords = 12;

type Heading = { level: 1 | 2; text: string } | null;

/**
 * Whether a line heads a section: a Markdown heading, a short line ending with ":" ("Requisitos:",
 * "Un plus :", "What you'll bring:"), or a short line that is a known heading ("Requirements").
 */
function headingOf(line: string): Heading {
  const text = lineText(line);
  if (text === '') return null;
  const words = text.split(/\s+/).length;
  if (/^\s*#{1,6}\s/.test(line)) return { level: 1, text };
  if (/:$/.test(text) && words <= headingWords) return { level: 2, text: text.slice(0, -1) };
  if (words <= 6 && !/[.!,;]$/.test(text) && isKnownHeading(text)) return { level: 1, text };
  return null;
}

// Bounded parts (a mail's local part is at most 64 characters, a domain's label 63): linear.
const addresses =
  /\b(?:https?:\/\/|www\.)[^\s)\]>"']+|(?<![\w.+-])[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}/g;

/** Web and mail addresses hold words ("/apply/react-developer") that are not asks. */
function withoutAddresses(text: string): string {
  return text.replace(addresses, (address) => ' '.repeat(address.length));
}

interface Sentence {
  text: string;
  kind: Kind;
  /** The heading of its section, for years stated under "Experience:". */
  heading: string;
}

function sentencesOf(description: string): Sentence[] {
  const lines = withoutAddresses(description).split(/\r\n|\r|\n/);
  const out: Sentence[] = [];
  let top: { kind: Kind; text: string } = { kind: 'NEUTRAL', text: '' };
  let inner: { kind: Kind; text: string } | null = null;
  // A lead-in sentence wrapped over lines ("…idealmente nos gustaría que te\ndefendieras en:").
  let openParagraph = '';
  for (const line of lines) {
    const heading = headingOf(line);
    if (heading) {
      const lead = heading.level === 2 ? `${openParagraph} ${heading.text}` : heading.text;
      const kind = classify(lead);
      if (heading.level === 1) {
        top = { kind: kind ?? 'NEUTRAL', text: heading.text };
        inner = null;
      } else inner = { kind: kind ?? top.kind, text: heading.text };
    }
    const current = inner ?? top;
    const text = lineText(line);
    openParagraph = text !== '' && !/[.!?:]$/.test(text) && !bullet.test(line) ? text : '';
    if (text === '' || current.kind === 'SKIPPED') continue;
    for (const sentence of text.split(/(?<=[.!?;])\s+/)) {
      out.push({
        text: sentence,
        kind: sentenceKind(sentence) ?? current.kind,
        heading: `${top.text} ${inner?.text ?? ''}`,
      });
    }
  }
  return out;
}

const numberWords: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  un: 1,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  treize: 13,
  quatorze: 14,
  quinze: 15,
};

// Bounded pieces only (no nested or adjacent unbounded repeats): linear on any input.
const numberPattern = `(\\d{1,2}(?:[.,]\\d)?|${Object.keys(numberWords).join('|')})`;
const yearsPattern = new RegExp(
  `(?<![\\w.,$€£])${numberPattern}(?: ?\\(\\d{1,2}\\))?( ?\\+)?` +
    `(?: ?(?:-|–|—|to|a|y|o|et|ou|and|or) ?${numberPattern}(?: ?\\(\\d{1,2}\\))?( ?\\+)?)?` +
    ` ?(?:\\+ ?)?(years?|yrs?|anos?|ans?|annees?)\\b`,
  'g',
);
const experienceWord = /\bexperien|\bexperimentad|\bexperimente/;
const minimumWord = /\b(?:minimum|minimo|at least|al menos|au moins|min\.)/;
const notExperience = /^ ?(?:ago|old|warranty|guarantee|de garantia|de garantie|in business)\b/;
const notExperienceBefore = /(?:\bhace|\bil y a|\bdepuis|\bfounded|\bsince|\bfor over) ?$/;

function numberOf(word: string): number {
  const known = numberWords[word];
  return known ?? Number(word.replace(',', '.'));
}

/** The fewest years of experience the sentences ask for, or null when none names years. */
function yearsOf(sentences: Sentence[]): number | null {
  let fewest: number | null = null;
  for (const sentence of sentences) {
    const words = plain(sentence.text);
    const aboutExperience =
      experienceWord.test(words) ||
      minimumWord.test(words) ||
      experienceWord.test(plain(sentence.heading));
    for (const match of words.matchAll(yearsPattern)) {
      const plus = match[0].includes('+');
      if (!aboutExperience && !plus) continue;
      const before = words.slice(Math.max(0, match.index - 12), match.index);
      const after = words.slice(match.index + match[0].length, match.index + match[0].length + 16);
      if (notExperience.test(after) || notExperienceBefore.test(before)) continue;
      const years = numberOf(match[1]!);
      if (!Number.isFinite(years) || years > 40) continue;
      fewest = fewest === null ? years : Math.min(fewest, years);
    }
  }
  return fewest;
}

const titleSeniority: Array<[Seniority, RegExp]> = [
  [
    'EXECUTIVE',
    /\b(?:head of|head|director|directora|directeur|directrice|vp|svp|evp|vice[- ]president|chief|cto|ceo|cfo|coo|cmo|cio|cpo|ciso)\b/,
  ],
  [
    'LEAD',
    /\b(?:lead(?! gen)|leader|principal|staff (?:\w+ )?(?:engineer|developer|scientist|designer|architect)|lider|jefe de equipo|chef d'equipe|tech lead|team lead)\b/,
  ],
  ['SENIOR', /\b(?:senior|sr\.?|experimentado|experimente)(?=\W|$)/],
  ['MID', /\b(?:mid|mid-level|intermediate|intermedio|confirme|pleno|ssr)\b/],
  [
    'INTERN',
    /\b(?:intern|interns|internship|student|estudiante|etudiant|etudiante|stagiaire|alternant|alternance|apprenti|apprentice|becario|becaria|practicas|pasante)\b/,
  ],
  [
    'ENTRY',
    /\b(?:junior|jr\.?|entry[- ]level|entry|graduate|new grad|grad|debutant|debutante|principiante|trainee|recien graduado|recien titulado)(?=\W|$)/,
  ],
];

/** The seniority a title names, "semi senior" (Latin America) read as mid-level. */
export function seniorityOfTitle(title: string): Seniority | null {
  let words = plain(title);
  if (/\bsemi[- ]?senior\b/.test(words)) {
    words = words.replace(/\bsemi[- ]?senior\b/g, ' ');
    if (!titleSeniority.slice(0, 2).some(([, pattern]) => pattern.test(words))) return 'MID';
  }
  for (const [seniority, pattern] of titleSeniority) if (pattern.test(words)) return seniority;
  return null;
}

export function seniorityOfYears(years: number | null): Seniority | null {
  if (years === null) return null;
  if (years < 2) return 'ENTRY';
  if (years < 5) return 'MID';
  return 'SENIOR';
}

/** What a posting asks for, from its title and its description as plain text. */
export function postingRequirements(
  title: string,
  descriptionText: string,
  dictionary: SkillDictionary = skillDictionary(),
): PostingRequirements {
  const required = new Set<string>();
  const preferred = new Set<string>();
  for (const match of dictionary.findSkills(withoutAddresses(title))) required.add(match.skill);
  const sentences = sentencesOf(descriptionText);
  for (const sentence of sentences) {
    const target = sentence.kind === 'PREFERRED' ? preferred : required;
    for (const match of dictionary.findSkills(sentence.text)) target.add(match.skill);
  }
  const yearsRequired = yearsOf(sentences);
  return {
    skillsRequired: [...required],
    skillsPreferred: [...preferred].filter((skill) => !required.has(skill)),
    seniority: seniorityOfTitle(title) ?? seniorityOfYears(yearsRequired),
    yearsRequired,
  };
}
