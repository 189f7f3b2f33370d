import { paragraphKinds, type ParagraphKind } from './career-event';

/**
 * "Suggest paragraphs" (docs/product/documents.md): the user's library paragraphs ranked by how
 * well they match a job description, each with the reasons. Deterministic and explainable —
 * words in common, tags the description names, and the kinds the letter still lacks — with no
 * model behind it.
 */

export interface SuggestedParagraph {
  id: string;
  kind: ParagraphKind;
  title: string;
  text: string;
  tags: readonly string[];
}

export interface ParagraphSuggestion {
  id: string;
  score: number;
  /** The words the paragraph shares with the description, most telling first (at most 6). */
  sharedTerms: string[];
  /** The paragraph's tags the description names. */
  matchedTags: string[];
  /** The letter has no paragraph of this kind yet. */
  fillsKind: boolean;
}

/** Words too common to tell a job from another, in the product's languages. */
const commonWords = new Set(
  (
    'the and for with you your our are will who what this that from have has not but all can ' +
    'its their they them into about more than also such other any each which when where how ' +
    'los las del por para con una uno que sus nos mas como este esta ser son muy sin sobre ' +
    'les des une est pour par avec dans sur vous nous qui que pas plus son ses aux ces tout'
  ).split(' '),
);

/** The words of `text`, lower-cased and without accents, that say something (3+ characters). */
export function termsOf(text: string): string[] {
  const words =
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}](?:[\p{L}\p{N}+#.'-]*[\p{L}\p{N}+#])?/gu) ?? [];
  return words.filter((word) => word.length >= 3 && !commonWords.has(word));
}

const tagWeight = 3;
const kindWeight = 1;

/**
 * The paragraphs that match `description`, best first; those the letter holds (`used`) are left
 * out. A word counts once per paragraph, weighted by how often the description says it (up to
 * three times); a tag counts when every word of it is in the description. A paragraph of a kind
 * the letter lacks (`kindsPresent`) gains a little, so an opening and a closing come up.
 * Paragraphs that share nothing with the description are not suggested.
 */
export function suggestParagraphs(
  paragraphs: readonly SuggestedParagraph[],
  description: string,
  options: { used?: ReadonlySet<string>; kindsPresent?: ReadonlySet<ParagraphKind> } = {},
): ParagraphSuggestion[] {
  const mentions = new Map<string, number>();
  for (const term of termsOf(description)) mentions.set(term, (mentions.get(term) ?? 0) + 1);

  const suggestions: ParagraphSuggestion[] = [];
  for (const paragraph of paragraphs) {
    if (options.used?.has(paragraph.id)) continue;
    const shared = [...new Set(termsOf(`${paragraph.title} ${paragraph.text}`))]
      .filter((term) => mentions.has(term))
      .sort((a, b) => (mentions.get(b) ?? 0) - (mentions.get(a) ?? 0) || a.localeCompare(b));
    const matchedTags = paragraph.tags.filter((tag) => {
      const words = termsOf(tag);
      return words.length > 0 && words.every((word) => mentions.has(word));
    });
    if (shared.length === 0 && matchedTags.length === 0) continue;
    const fillsKind = !(options.kindsPresent?.has(paragraph.kind) ?? false);
    const score =
      shared.reduce((sum, term) => sum + Math.min(mentions.get(term) ?? 0, 3), 0) +
      matchedTags.length * tagWeight +
      (fillsKind ? kindWeight : 0);
    suggestions.push({
      id: paragraph.id,
      score,
      sharedTerms: shared.slice(0, 6),
      matchedTags,
      fillsKind,
    });
  }
  const byId = new Map(paragraphs.map((paragraph) => [paragraph.id, paragraph]));
  return suggestions.sort((a, b) => {
    const left = byId.get(a.id);
    const right = byId.get(b.id);
    return (
      b.score - a.score ||
      kindIndex(left?.kind) - kindIndex(right?.kind) ||
      (left?.title ?? '').localeCompare(right?.title ?? '') ||
      a.id.localeCompare(b.id)
    );
  });
}

const kindIndex = (kind: ParagraphKind | undefined) =>
  kind === undefined ? paragraphKinds.length : paragraphKinds.indexOf(kind);

/**
 * `added` placed among `current` by kind — openings before bodies before closings — each keeping
 * its order: a suggested opening goes after the letter's openings and before its first body.
 */
export function placeByKind<T extends { kind: ParagraphKind }>(
  current: readonly T[],
  added: readonly T[],
): T[] {
  const result = [...current];
  for (const paragraph of added) {
    const after = result.findLastIndex(
      (other) => kindIndex(other.kind) <= kindIndex(paragraph.kind),
    );
    result.splice(after + 1, 0, paragraph);
  }
  return result;
}
