/**
 * The name a downloaded document is saved under (RFC 6266): the exact name for browsers that read
 * `filename*`, and an ASCII spelling of it for the plain `filename` the others read. Decision 073.
 */

/** Letters Unicode decomposition leaves alone, spelled as their languages write them in ASCII. */
// prettier-ignore
const latinLetters: Record<string, string> = {
  Ł: 'L', ł: 'l', Ø: 'O', ø: 'o', Æ: 'AE', æ: 'ae', Œ: 'OE', œ: 'oe', ß: 'ss', ẞ: 'SS', Đ: 'D',
  đ: 'd', Ð: 'D', ð: 'd', Þ: 'Th', þ: 'th', ı: 'i', Ħ: 'H', ħ: 'h', Ŧ: 'T', ŧ: 't', Ŀ: 'L',
  ŀ: 'l', ĸ: 'k', Ŋ: 'N', ŋ: 'n', ſ: 's', Ə: 'E', ə: 'e', ƒ: 'f',
};

/** Greek and Cyrillic, letter by letter (ELOT 743 and a common scholarly table, simplified). */
// prettier-ignore
const otherLetters: Record<string, string> = {
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l',
  μ: 'm', ν: 'n', ξ: 'x', ο: 'o', π: 'p', ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f',
  χ: 'ch', ψ: 'ps', ω: 'o', а: 'a', б: 'b', в: 'v', г: 'g', ґ: 'g', д: 'd', е: 'e', ё: 'e',
  є: 'ye', ж: 'zh', з: 'z', и: 'i', і: 'i', ї: 'yi', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n',
  о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh',
  щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
};

/** Greek "ου" reads "ou", not "oy". */
const greekOu = /([οΟ])[υΥ]/g;

function asciiLetter(letter: string): string {
  const latin = latinLetters[letter];
  if (latin !== undefined) return latin;
  const lower = letter.toLowerCase();
  const other = otherLetters[lower];
  if (other === undefined) return letter;
  return lower === letter ? other : other.charAt(0).toUpperCase() + other.slice(1);
}

/**
 * Characters no common file system takes in a name, control characters, and the bidirectional
 * overrides that can make a name read as another (`fdp.exe` shown as `exe.pdf`).
 */
const notInFileNames = /[\\/:*?"<>|\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]+/gu;

const maxLength = 100;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** At most `max` characters as a reader counts them, never cutting a letter or an emoji in two. */
const cut = (value: string, max: number) =>
  [...graphemes.segment(value)]
    .slice(0, max)
    .map(({ segment }) => segment)
    .join('');

export interface DownloadFileName {
  /**
   * The name as the person wrote it, every letter kept, with dashes for spaces and for what a file
   * name cannot hold: for `filename*`.
   */
  exact: string;
  /** An ASCII spelling (ASCII letters, digits, dashes): for `filename`. */
  ascii: string;
}

/**
 * The file name of a download named after `name` ("Durand Łukasz" → `Durand-Łukasz.pdf` and
 * `Durand-Lukasz.pdf`); `fallback` when the name is empty or has nothing ASCII can spell.
 */
export function downloadFileName(
  name: string,
  extension: string,
  fallback = 'resume',
): DownloadFileName {
  const exact = cut(
    name.trim().replace(notInFileNames, '-').replace(/\s+/g, '-'),
    maxLength,
  ).replace(/^[.\s-]+|[.\s-]+$/g, '');
  const spelled = (text: string) => [...text].map(asciiLetter).join('');
  // Letters with a spelling of their own first (й is "y"), then the accents off the others.
  const ascii = spelled(
    spelled(
      exact
        .normalize('NFD')
        .replace(greekOu, (_, o: string) => (o === 'ο' ? 'ou' : 'Ou'))
        .normalize('NFC'),
    )
      .normalize('NFKD')
      .replace(/\p{M}/gu, ''),
  )
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return {
    exact: `${exact || fallback}.${extension}`,
    ascii: `${ascii || fallback}.${extension}`,
  };
}
