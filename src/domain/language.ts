/** The languages of the product (docs/product/overview.md#languages). English is the fallback. */
export const languages = ['en', 'es', 'fr'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The first supported language in a list of preferences such as an Accept-Language header. */
export function pickLanguage(preferences: string | readonly string[] | undefined | null): Language {
  const list =
    typeof preferences === 'string'
      ? preferences
          .split(',')
          .map((part) => part.split(';')[0]?.trim() ?? '')
          .filter(Boolean)
      : (preferences ?? []);
  for (const tag of list) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return defaultLanguage;
}
