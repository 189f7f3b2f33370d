import { z } from 'zod';
import shipped from './skill-dictionary.json' with { type: 'json' };

/**
 * The skill dictionary (issue 18, shared with the savvy search of issue 19): canonical skill
 * names with their aliases, shipped as data (`skill-dictionary.json`) and extendable by
 * configuration. Every term of every skill is folded into one trie, so finding skills in a text
 * is a single left-to-right pass whose work grows linearly with the text, however many skills.
 */

export const skillCategories = [
  'programming-language',
  'frontend',
  'backend',
  'mobile',
  'database',
  'cloud',
  'devops',
  'data',
  'ai-ml',
  'testing',
  'security',
  'networking',
  'tools',
  'design',
  'methodology',
  'product',
  'marketing',
  'sales',
  'finance',
  'healthcare',
  'education',
  'trades',
  'hospitality',
  'logistics',
  'hr',
  'legal',
  'spoken-language',
  'certification',
] as const;
export type SkillCategory = (typeof skillCategories)[number];

export const skillTermLimit = 60;

const term = z.string().trim().min(1).max(skillTermLimit);

/**
 * One skill. The name and `aliases` match whatever their case; `caseSensitive` terms match only
 * as written ("Excel", not "excel at"); `listOnly` terms are case-sensitive too and match only
 * among other skills or list punctuation ("Python, Go, C++", never "Go to our site"). A term
 * that is the name itself may be listed in `caseSensitive` or `listOnly` to restrict the name.
 */
export const skillEntrySchema = z.strictObject({
  name: term,
  category: z.enum(skillCategories),
  aliases: z.array(term).default([]),
  caseSensitive: z.array(term).default([]),
  listOnly: z.array(term).default([]),
});
export type SkillEntry = z.output<typeof skillEntrySchema>;
export type SkillEntryInput = z.input<typeof skillEntrySchema>;

/** A skill found in a text: its canonical name and where the matched words are. */
export interface SkillMatch {
  skill: string;
  /** UTF-16 offset of the first character of the matched words in the text. */
  index: number;
  /** UTF-16 length of the matched words as they are written in the text. */
  length: number;
}

export interface SkillDictionary {
  readonly entries: readonly SkillEntry[];
  /** Every skill named in the text, in order of appearance (a skill named twice is found twice). */
  findSkills(text: string): SkillMatch[];
  categoryOf(skill: string): SkillCategory | null;
  /**
   * The trie steps `findSkills` takes on the text: the measure of its linear-time promise
   * (at most the text's length times the longest term's).
   */
  scanSteps(text: string): number;
}

type Kind = 'any-case' | 'case-sensitive' | 'list-only';

interface Term {
  skill: string;
  kind: Kind;
  /** The term as written, compared with the text for case-sensitive kinds. */
  written: string;
  /** Whether the term ends with a letter or digit (then "C" must not run into "C++"). */
  endsInWord: boolean;
}

interface TrieNode {
  next: Map<string, TrieNode>;
  terms: Term[];
}

const wordCharacter = /[\p{L}\p{N}_]/u;
const combiningMark = /[\u0300-\u036f]/;
const isWord = (character: string | undefined) =>
  character !== undefined && wordCharacter.test(character);

const foldCache = new Map<string, string>();

/**
 * One UTF-16 unit folded for matching: lower case, accents dropped ("é" → "e"), any white space
 * as one space. Folding unit by unit keeps offsets into the original text exact.
 */
function fold(unit: string): string {
  const cached = foldCache.get(unit);
  if (cached !== undefined) return cached;
  let folded = unit;
  if (/\s/.test(unit)) folded = ' ';
  else {
    const base = unit.normalize('NFD').charAt(0).toLowerCase();
    if (base.length === 1) folded = base;
  }
  if (foldCache.size < 4096) foldCache.set(unit, folded);
  return folded;
}

function foldTerm(text: string): string {
  let out = '';
  for (const unit of text.split('')) {
    if (combiningMark.test(unit)) continue;
    const folded = fold(unit);
    if (folded === ' ' && (out === '' || out.endsWith(' '))) continue;
    out += folded;
  }
  return out.trimEnd();
}

/** Why a dictionary cannot be built: which entry and term, for a configuration's author. */
export class SkillDictionaryError extends Error {
  override name = 'SkillDictionaryError';
}

function mergeEntries(base: SkillEntry[], extra: SkillEntry[]): SkillEntry[] {
  const byName = new Map(base.map((entry) => [entry.name.toLowerCase(), { ...entry }]));
  for (const entry of extra) {
    const known = byName.get(entry.name.toLowerCase());
    if (!known) {
      byName.set(entry.name.toLowerCase(), { ...entry });
      continue;
    }
    // Configuration adds words to a shipped skill; it keeps the shipped name and category.
    known.aliases = [...known.aliases, ...entry.aliases];
    known.caseSensitive = [...known.caseSensitive, ...entry.caseSensitive];
    known.listOnly = [...known.listOnly, ...entry.listOnly];
  }
  return [...byName.values()];
}

function termsOf(entry: SkillEntry): Term[] {
  const restricted = new Set([...entry.caseSensitive, ...entry.listOnly]);
  const anyCase = [entry.name, ...entry.aliases].filter((word) => !restricted.has(word));
  const make = (written: string, kind: Kind): Term => ({
    skill: entry.name,
    kind,
    written,
    endsInWord: isWord(written.at(-1)),
  });
  return [
    ...anyCase.map((word) => make(word, 'any-case')),
    ...entry.caseSensitive.map((word) => make(word, 'case-sensitive')),
    ...entry.listOnly.map((word) => make(word, 'list-only')),
  ];
}

function buildTrie(entries: SkillEntry[]): TrieNode {
  const root: TrieNode = { next: new Map(), terms: [] };
  const owner = new Map<string, string>();
  for (const entry of entries) {
    for (const item of termsOf(entry)) {
      const key = foldTerm(item.written);
      if (key === '') throw new SkillDictionaryError(`"${entry.name}" has an empty term`);
      const claimed = owner.get(key);
      if (claimed !== undefined && claimed !== entry.name) {
        throw new SkillDictionaryError(
          `"${item.written}" is a term of both "${claimed}" and "${entry.name}"`,
        );
      }
      owner.set(key, entry.name);
      let node = root;
      for (const unit of key) {
        let child = node.next.get(unit);
        if (!child) {
          child = { next: new Map(), terms: [] };
          node.next.set(unit, child);
        }
        node = child;
      }
      if (!node.terms.some((known) => known.kind === item.kind && known.written === item.written))
        node.terms.push(item);
    }
  }
  return root;
}

/** A match may start here: not inside a word, nor after "word." ("Express.js" holds no "JS"). */
function startsClean(text: string, index: number): boolean {
  const before = text[index - 1];
  if (isWord(before)) return false;
  if (before === '.' && isWord(text[index - 2])) return false;
  return true;
}

/** A match may end here: not inside a word, nor before "++"/"#" or ".word" ("Node" of "Node.js"). */
function endsClean(text: string, end: number, item: Term): boolean {
  const after = text[end];
  if (isWord(after)) return false;
  if (item.endsInWord && (after === '+' || after === '#')) return false;
  if (after === '.' && isWord(text[end + 1])) return false;
  return true;
}

const listConnectors = new Set([
  'and',
  'or',
  'in',
  'with',
  'using',
  'like',
  'as',
  'including',
  'of',
  'y',
  'o',
  'e',
  'u',
  'en',
  'con',
  'de',
  'como',
  'et',
  'ou',
  'comme',
  'du',
]);
/** Words after a term that make it a skill on their own ("Go developers", "R code"). */
const skillFollowers = new Set([
  'developer',
  'developers',
  'development',
  'programming',
  'language',
  'engineer',
  'engineers',
  'code',
  'backend',
  'microservices',
  'stack',
]);
const listFollowers = new Set(['and', 'or', 'y', 'o', 'e', 'u', 'et', 'ou', ...skillFollowers]);
const openingMarks = new Set([
  ',',
  '/',
  '(',
  '[',
  ';',
  '|',
  '•',
  '·',
  '●',
  '▪',
  '*',
  '-',
  '–',
  '—',
]);
const closingMarks = new Set([',', '/', '(', ')', ']', ';', '|']);

function wordBefore(text: string, index: number): string {
  let start = index;
  while (start > 0 && isWord(text[start - 1])) start--;
  return text.slice(start, index).toLowerCase();
}

function wordAfter(text: string, index: number): string {
  let end = index;
  while (end < text.length && isWord(text[end])) end++;
  return text.slice(index, end).toLowerCase();
}

/**
 * Whether a short, ambiguous term stands among skills: list punctuation or a connector on its
 * left ("Python, Go", "in R") and on its right ("Go,", "R and SQL", end of line), or a word
 * such as "developers" after it ("Go developers").
 */
function inSkillList(text: string, start: number, end: number): boolean {
  let right = end;
  while (right < text.length && (text[right] === ' ' || text[right] === '\t')) right++;
  if (skillFollowers.has(wordAfter(text, right))) return true;
  let left = start - 1;
  while (left >= 0 && (text[left] === ' ' || text[left] === '\t')) left--;
  const leftMark = text[left];
  const rightMark = text[right];
  // First on its line, it needs a list after it: "Go, Rust".
  if (leftMark === undefined || leftMark === '\n' || leftMark === '\r')
    return rightMark === ',' || rightMark === '/' || rightMark === '|';
  if (!openingMarks.has(leftMark) && !listConnectors.has(wordBefore(text, left + 1))) return false;
  if (rightMark === undefined || rightMark === '\n' || rightMark === '\r') return true;
  if (closingMarks.has(rightMark)) return true;
  if ((rightMark === '.' || rightMark === ':') && !isWord(text[right + 1])) return true;
  return listFollowers.has(wordAfter(text, right));
}

function accepts(text: string, start: number, end: number, item: Term): boolean {
  if (!endsClean(text, end, item)) return false;
  if (item.kind === 'any-case') return true;
  if (text.slice(start, end).replace(/\s+/g, ' ') !== item.written) return false;
  return item.kind === 'case-sensitive' || inSkillList(text, start, end);
}

function scan(root: TrieNode, text: string, found: SkillMatch[] | null): number {
  let steps = 0;
  let index = 0;
  while (index < text.length) {
    if (!startsClean(text, index)) {
      index++;
      continue;
    }
    let node: TrieNode | undefined = root;
    let best: { skill: string; end: number } | null = null;
    let previous = '';
    for (let at = index; at < text.length; at++) {
      const unit = text[at]!;
      if (combiningMark.test(unit) && at > index) continue;
      const folded = fold(unit);
      if (folded === ' ' && previous === ' ') continue;
      steps++;
      node = node.next.get(folded);
      if (!node) break;
      previous = folded;
      for (const item of node.terms) {
        if (accepts(text, index, at + 1, item)) {
          best = { skill: item.skill, end: at + 1 };
          break;
        }
      }
    }
    if (best) {
      found?.push({ skill: best.skill, index, length: best.end - index });
      index = best.end;
    } else index++;
  }
  return steps;
}

function build(entries: SkillEntry[]): SkillDictionary {
  const root = buildTrie(entries);
  const categories = new Map(entries.map((entry) => [entry.name, entry.category]));
  return {
    entries,
    findSkills(text) {
      const found: SkillMatch[] = [];
      scan(root, text, found);
      return found;
    },
    categoryOf: (skill) => categories.get(skill) ?? null,
    scanSteps: (text) => scan(root, text, null),
  };
}

let shippedDictionary: SkillDictionary | null = null;

function shippedEntries(): SkillEntry[] {
  const parsed = z.array(skillEntrySchema).safeParse(shipped);
  if (!parsed.success) throw new SkillDictionaryError(z.prettifyError(parsed.error));
  return parsed.data;
}

/**
 * The shipped dictionary, or the shipped one extended by configuration: an extra entry with a
 * new name adds a skill, one with a shipped name adds words to that skill. Throws
 * `SkillDictionaryError` when an entry is malformed or a term would belong to two skills.
 */
export function skillDictionary(extra?: readonly unknown[]): SkillDictionary {
  if (!extra || extra.length === 0) {
    shippedDictionary ??= build(shippedEntries());
    return shippedDictionary;
  }
  const parsed = z.array(skillEntrySchema).safeParse(extra);
  if (!parsed.success) throw new SkillDictionaryError(z.prettifyError(parsed.error));
  return build(mergeEntries(shippedEntries(), parsed.data));
}
