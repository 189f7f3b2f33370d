import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';

type Catalogue = { [key: string]: string | Catalogue };

const catalogues: Record<string, Catalogue> = { en, es, fr };

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

const flat = Object.fromEntries(
  Object.entries(catalogues).map(([language, catalogue]) => [language, flatten(catalogue)]),
);
const allKeys = [...new Set(Object.values(flat).flatMap((entries) => [...entries.keys()]))].sort();

describe('translation catalogues', () => {
  it('include the email messages the server sends', () => {
    expect(allKeys).toContain('email.resetPassword.subject');
  });

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
