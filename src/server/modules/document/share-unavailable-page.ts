import { createHash } from 'node:crypto';
import type { Language } from '../../../domain/language';
import { paths } from '../../../domain/paths';
import { catalogues } from '../../catalogues';
import { escapeHtml } from '../../documents/resume-html';

/**
 * What a visitor of a resume link that does not work (`/r/{id}` unknown, turned off, replaced or
 * deleted; decision 076) reads instead of the resume: a short standalone HTML page in their
 * language, with no script, that search engines are told to skip. It is the same page whatever the
 * reason, so it never tells whether a resume exists behind an id.
 */

/** The page's stylesheet (the share pages allow no inline style). */
export const shareUnavailableCss = `*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
body {
  margin: 0;
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 1.5rem;
  background: #f3f4f6;
  color: #1f2328;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  font-size: 1.0625rem;
  line-height: 1.5;
}
main {
  max-width: 32rem;
  padding: clamp(1.5rem, 5vw, 2.5rem);
  background: #fff;
  border-radius: 0.5rem;
  box-shadow: 0 1px 3px rgb(0 0 0 / 0.12);
}
h1 { margin: 0 0 0.75rem; font-size: clamp(1.5rem, 5vw, 1.875rem); line-height: 1.2; }
p { margin: 0 0 0.75rem; }
.brand { margin: 1.5rem 0 0; color: #4b5563; font-size: 0.9375rem; }
a { color: #1f4e79; }
a:focus-visible { outline: 3px solid #1f4e79; outline-offset: 2px; }
`;

/** Where the server serves `shareUnavailableCss`; its content hash is in the address. */
export const shareUnavailableCssPath = `/share/unavailable.${createHash('sha256')
  .update(shareUnavailableCss)
  .digest('hex')
  .slice(0, 12)}.css`;

/** The whole page, in `language`, for a deployment named `brand`. */
export function shareUnavailableHtml(language: Language, brand: string): string {
  const text = catalogues[language].shareUnavailable;
  return [
    '<!DOCTYPE html>',
    `<html lang="${language}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    '<meta name="referrer" content="no-referrer">',
    `<title>${escapeHtml(`${text.title} – ${brand}`)}</title>`,
    `<link rel="stylesheet" href="${shareUnavailableCssPath}">`,
    '</head>',
    '<body>',
    '<main>',
    `<h1>${escapeHtml(text.title)}</h1>`,
    `<p>${escapeHtml(text.body)}</p>`,
    `<p>${escapeHtml(text.next)}</p>`,
    `<p class="brand"><a href="${paths.landing()}">${escapeHtml(brand)}</a></p>`,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
