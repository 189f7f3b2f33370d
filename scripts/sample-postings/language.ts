/** The languages sample postings are written in. */
export const sampleLanguages = ['en', 'es', 'fr'] as const;
export type SampleLanguage = (typeof sampleLanguages)[number];

/** A text in each language, or one text for all (a product name, "Kubernetes"). */
export type Localized = string | readonly [en: string, es: string, fr: string];

export function say(text: Localized, language: SampleLanguage): string {
  if (typeof text === 'string') return text;
  return text[sampleLanguages.indexOf(language)] as string;
}
