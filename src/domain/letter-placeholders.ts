import { paragraphPlaceholders, type ParagraphPlaceholder } from './career-event';

/**
 * A piece of a letter's text once its placeholders are filled: text to print as it is, or a
 * placeholder nothing fills (`{company}` with no company given, or a name that is no placeholder at
 * all). A missing piece never prints as a raw brace: the preview marks it, the editor lists it, and
 * a download or a share asks first.
 */
export type LetterRun =
  | { text: string }
  | {
      /** The name between the braces, as typed. */
      missing: string;
      /** Whether the name is one of `paragraphPlaceholders` (then the target job can fill it). */
      known: boolean;
    };

/** What fills the placeholders: the letter's target job. Empty values fill nothing. */
export type PlaceholderValues = Record<ParagraphPlaceholder, string>;

/** `{name}`: braces around text without braces (the library's rule, career-event.ts). */
const placeholder = /\{([^{}]*)\}/g;

const isKnown = (name: string): name is ParagraphPlaceholder =>
  (paragraphPlaceholders as readonly string[]).includes(name);

/**
 * `text` with every placeholder it holds filled from `values`, as runs in order (neighbouring text
 * merged into one run). A brace that opens no placeholder (`{` alone, `}` alone, `{{`) is text.
 */
export function fillPlaceholders(text: string, values: PlaceholderValues): LetterRun[] {
  const runs: LetterRun[] = [];
  const pushText = (piece: string) => {
    if (piece === '') return;
    const last = runs.at(-1);
    if (last && 'text' in last) last.text += piece;
    else runs.push({ text: piece });
  };
  let from = 0;
  for (const match of text.matchAll(placeholder)) {
    const name = match[1] ?? '';
    pushText(text.slice(from, match.index));
    from = match.index + match[0].length;
    const value = isKnown(name) ? values[name].trim() : '';
    if (value !== '') pushText(value);
    else runs.push({ missing: name, known: isKnown(name) });
  }
  pushText(text.slice(from));
  return runs;
}

/** The runs' text as printed, a missing placeholder written as `[name]`: for exports and tests. */
export const runsText = (runs: readonly LetterRun[]) =>
  runs.map((run) => ('text' in run ? run.text : `[${run.missing}]`)).join('');

/** The placeholders of `runs` nothing fills, each name once, in order of appearance. */
export function missingPlaceholders(runs: readonly LetterRun[]): string[] {
  const names = runs.flatMap((run) => ('missing' in run ? [run.missing] : []));
  return [...new Set(names)];
}
