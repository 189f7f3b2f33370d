/** The languages of the product (docs/product/overview.md#languages). English is the fallback. */
export const languages = ['en', 'es', 'fr'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** A language as the API's `DocumentLanguage` enum writes it. */
export const apiLanguages = { en: 'EN', es: 'ES', fr: 'FR' } as const satisfies Record<
  Language,
  string
>;
export type ApiLanguage = (typeof apiLanguages)[Language];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * The supported language the user prefers most, from a list of preferences in order or an
 * Accept-Language header (its `q` weights respected, `q=0` meaning "not this one"); English when
 * none is supported.
 */
export function pickLanguage(preferences: string | readonly string[] | undefined | null): Language {
  const list = typeof preferences === 'string' ? byWeight(preferences) : (preferences ?? []);
  for (const tag of list) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return defaultLanguage;
}

/** The tags of an Accept-Language header, heaviest first (equal weights keep their order). */
function byWeight(header: string): string[] {
  return header
    .split(',')
    .map((part) => {
      const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
      const q = parameters.find((parameter) => /^q=/i.test(parameter));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0 };
    })
    .filter(({ tag, weight }) => tag !== '' && weight > 0)
    .sort((a, b) => b.weight - a.weight)
    .map(({ tag }) => tag);
}
