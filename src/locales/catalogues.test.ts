import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';
import { frenchSpacingProblems } from './french-spacing';
import fr from './fr.json';
import siteEn from './site/en.json';
import siteEs from './site/es.json';
import siteFr from './site/fr.json';

type Catalogue = { [key: string]: string | Catalogue };
type Catalogues = Record<string, Catalogue>;

/** The web app's catalogues, and the public site's (which only the server reads). */
const catalogueSets: Record<string, Catalogues> = {
  app: { en, es, fr },
  site: { en: siteEn, es: siteEs, fr: siteFr },
};

/** Every leaf of a catalogue as `dotted.key → value`. */
function flatten(catalogue: Catalogue, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [inner, leaf] of flatten(value, path)) entries.set(inner, leaf);
    } else {
      entries.set(path, value);
    }
  }
  return entries;
}

/** The `{{placeholders}}` and `<tags>` a message uses, which every translation must keep. */
const markers = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<(\w+)>/g)].map((match) => match[0]).sort();

const flattened = (catalogues: Catalogues) =>
  Object.fromEntries(
    Object.entries(catalogues).map(([language, catalogue]) => [language, flatten(catalogue)]),
  );

describe('French punctuation spacing', () => {
  it.each([
    ['Vos modifications\u202F?', []],
    ['Attention\u00A0: « \u00A0x\u00A0»', ['U+00A0 after « in “…Attention\u00A0: « ”']],
    ['Oublié ?', ['U+202F before ? in “…Oublié ?”']],
    ['Oublié\u00A0?', ['U+202F before ? in “…Oublié\u00A0?”']],
    ['Note : voir', ['U+00A0 before : in “…Note : ”']],
    ['«\u00A0{{name}}\u00A0» à 10:30, https://acme.fr/a?b=1;c <b>ici</b>\u202F!', []],
  ])('finds what breaks the rule in %j', (text, problems) => {
    expect(frenchSpacingProblems(text)).toEqual(problems);
  });

  it.each(Object.keys(catalogueSets))('holds everywhere in the French %s catalogue', (set) => {
    const problems = [...flattened(catalogueSets[set]!).fr!].flatMap(([key, value]) =>
      typeof value === 'string'
        ? frenchSpacingProblems(value).map((problem) => `${key}: ${problem}`)
        : [],
    );
    expect(problems).toEqual([]);
  });
});

describe.each(Object.keys(catalogueSets))('the %s translation catalogues', (set) => {
  const catalogues = catalogueSets[set]!;
  const flat = flattened(catalogues);
  const allKeys = [
    ...new Set(Object.values(flat).flatMap((entries) => [...entries.keys()])),
  ].sort();

  it.each(Object.keys(catalogues))('%s has every key another catalogue has', (language) => {
    const missing = allKeys.filter((key) => !flat[language]!.has(key));
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(catalogues))('%s has no empty or non-text value', (language) => {
    const bad = [...flat[language]!].filter(
      ([, value]) => typeof value !== 'string' || value.trim() === '',
    );
    expect(bad.map(([key]) => key)).toEqual([]);
  });

  it.each(['es', 'fr'])('%s keeps the placeholders and tags of the English text', (language) => {
    const differing = allKeys.filter((key) => {
      const english = flat.en!.get(key);
      const translated = flat[language]!.get(key);
      return (
        typeof english === 'string' &&
        typeof translated === 'string' &&
        markers(english).join() !== markers(translated).join()
      );
    });
    expect(differing).toEqual([]);
  });
});

it('the app catalogues include the email messages the server sends', () => {
  expect([...flattened(catalogueSets.app!).en!.keys()]).toContain('email.resetPassword.subject');
});
