import type { TFunction } from 'i18next';

/**
 * Asked before a letter with placeholders nothing fills is downloaded or shared: which ones, and
 * how they print (docs/product/documents.md); null when every placeholder is filled.
 */
export function placeholderWarning(t: TFunction, missing: readonly string[]): string | null {
  if (missing.length === 0) return null;
  return t('coverLetters.placeholders.warning', {
    count: missing.length,
    list: missing.map((name) => `{${name}}`).join(', '),
    first: missing[0],
  });
}
