import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { CoverLetterDocument } from '../../domain/cover-letter';
import { isLanguage, type Language } from '../../domain/language';
import type { LetterRun } from '../../domain/letter-placeholders';
import {
  paperSizes,
  resumeFonts,
  resumeTemplates,
  themeBounds,
  type ResumeDocument,
  type ResumeEntry,
  type ResumeFont,
  type ResumeSection,
  type ResumeTheme,
} from '../../domain/resume-document';
import {
  joinPresent,
  oneLine,
  skillName,
  visibleBullets,
} from '../../domain/resume-exports/entry-text';
import {
  linkAddress,
  mailtoAddress,
  shortAddress,
  webAddress,
} from '../../domain/resume-exports/link-address';
import { shareFontFaceCss } from './share-fonts';

/**
 * The public share page of a resume (`/r/{id}`, decision 061): one standalone HTML5 document,
 * rendered on the server, readable and responsive without JavaScript (it has none), printable.
 *
 * No inline `<style>`, `style=` attribute or script: the page links two stylesheets that the
 * server serves itself, so it works under a `style-src 'self'` policy.
 * - `resumeHtmlCss`, the same for every resume, at `resumeHtmlCssPath` (its content hash is in
 *   the path, so it can be cached for good);
 * - `resumeThemeCss(theme)`, a few custom properties and the `@page` rule for one theme, at
 *   `resumeThemeCssHref(theme)`: the theme's values travel in the query and the server reads them
 *   back with `resumeThemeFromQuery` (validated; nothing user-written reaches CSS).
 *
 * Every piece of user text is HTML-escaped; link addresses are kept only when they are http(s)
 * (and `mailto:` for the email address), normalised and escaped.
 */

export interface ResumeHtmlLabels {
  /** The download link's text: "Download PDF". */
  downloadPdf: string;
  /** The accessible name of the contact list: "Contact details". */
  contact: string;
}

export interface ResumeHtmlOptions {
  /** The page title (the browser tab, link previews). */
  title: string;
  /** Where the PDF downloads from: a same-site path (`/r/…`) or an absolute http(s) address. */
  pdfUrl: string;
  /** The language of the page's own strings (`labels`); the resume keeps its own language. */
  lang: Language;
  /** The owner opted in to search engines; otherwise the page says `noindex`. */
  indexable?: boolean;
  labels: ResumeHtmlLabels;
}

// ——— Escaping ———

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML content and double- or single-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

/** A same-site path (one leading slash, no backslash) or an absolute http(s) address; else null. */
function pageAddress(value: string): string | null {
  const candidate = value.trim();
  if (/^\/(?![/\\])/.test(candidate) && !/[\s\\]/.test(candidate)) {
    return new URL(candidate, 'https://host.invalid').href.slice('https://host.invalid'.length);
  }
  const web = webAddress(candidate);
  return web === null ? null : new URL(web).href;
}

// ——— The theme stylesheet ———

/** Font stacks: the theme's font (served with the page: `shareFontFaceCss`), then close system fonts. */
const fontStacks: Record<ResumeFont, string> = {
  'Source Serif 4': '"Source Serif 4", "Source Serif Pro", Georgia, "Times New Roman", serif',
  Inter: 'Inter, "Helvetica Neue", Arial, sans-serif',
  Lato: 'Lato, "Helvetica Neue", Arial, sans-serif',
};

const fontSlugs: Record<ResumeFont, string> = {
  'Source Serif 4': 'source-serif-4',
  Inter: 'inter',
  Lato: 'lato',
};

const fontOfSlug = Object.fromEntries(resumeFonts.map((font) => [fontSlugs[font], font])) as Record<
  string,
  ResumeFont
>;

/** Where the server serves `resumeThemeCss`; the theme goes in the query. */
export const resumeThemeCssPath = '/share/theme.css';

const accentPattern = /^#[0-9a-f]{6}$/i;
const fallbackAccent = '#1f4e79';

/** The theme with any value outside its type (the document is JSON) replaced by a default. */
function checkedTheme(theme: ResumeTheme): ResumeTheme {
  const number = (value: unknown, fallback: number) =>
    typeof value === 'number' && Number.isFinite(value) ? value : fallback;
  return {
    template: resumeTemplates.includes(theme.template) ? theme.template : 'classic',
    font: resumeFonts.includes(theme.font) ? theme.font : 'Source Serif 4',
    fontSize: clamp(number(theme.fontSize, 10.5), themeBounds.fontSize),
    accentColor: accentPattern.test(theme.accentColor)
      ? theme.accentColor.toLowerCase()
      : fallbackAccent,
    marginMm: clamp(number(theme.marginMm, 18), themeBounds.marginMm),
    paper: theme.paper === 'A4' ? 'A4' : 'LETTER',
    scale: clamp(number(theme.scale, 1), themeBounds.scale),
  };
}

const clamp = (value: number, { min, max }: { min: number; max: number }) =>
  Math.min(max, Math.max(min, value));

/** Numbers as short, stable text (at most two decimals). */
const decimal = (value: number) => String(Math.round(value * 100) / 100);

/** The query that names a theme, in a fixed order (so one theme is one cacheable address). */
export function resumeThemeCssHref(resumeTheme: ResumeTheme): string {
  const theme = checkedTheme(resumeTheme);
  const query = new URLSearchParams({
    template: theme.template,
    font: fontSlugs[theme.font],
    size: decimal(theme.fontSize),
    accent: theme.accentColor.slice(1),
    margin: decimal(theme.marginMm),
    paper: theme.paper.toLowerCase(),
    scale: decimal(theme.scale),
  });
  return `${resumeThemeCssPath}?${query.toString()}`;
}

const bounded = ({ min, max }: { min: number; max: number }) =>
  z
    .string()
    .regex(/^\d{1,3}(?:\.\d{1,2})?$/)
    .transform(Number)
    .pipe(z.number().min(min).max(max));

const themeQuerySchema = z.object({
  template: z.enum(resumeTemplates),
  font: z.enum(resumeFonts.map((font) => fontSlugs[font]) as [string, ...string[]]),
  size: bounded(themeBounds.fontSize),
  accent: z.string().regex(/^[0-9a-f]{6}$/i),
  margin: bounded(themeBounds.marginMm),
  paper: z.enum(paperSizes.map((paper) => paper.toLowerCase()) as [string, ...string[]]),
  scale: bounded(themeBounds.scale),
});

/** The theme a `resumeThemeCssHref` query names, or null when the query is not one. */
export function resumeThemeFromQuery(query: unknown): ResumeTheme | null {
  const parsed = themeQuerySchema.safeParse(query);
  if (!parsed.success) return null;
  const { template, font, size, accent, margin, paper, scale } = parsed.data;
  return {
    template,
    font: fontOfSlug[font] ?? 'Source Serif 4',
    fontSize: size,
    accentColor: `#${accent.toLowerCase()}`,
    marginMm: margin,
    paper: paper === 'a4' ? 'A4' : 'LETTER',
    scale,
  };
}

/** WCAG relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

const contrastOnWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

/**
 * The accent for text and the download button: the accent itself when it reads on white (WCAG AA,
 * 4.5:1), else the accent darkened until it does. Rules and borders keep the accent as chosen.
 */
export function readableAccent(accent: string): string {
  let color = accentPattern.test(accent) ? accent.toLowerCase() : fallbackAccent;
  for (let step = 0; step < 20 && contrastOnWhite(color) < 4.5; step += 1) {
    color = `#${[1, 3, 5]
      .map((offset) =>
        Math.floor(parseInt(color.slice(offset, offset + 2), 16) * 0.9)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`;
  }
  return color;
}

/** The stylesheet of one theme: custom properties for the page, and the printed page's size. */
export function resumeThemeCss(resumeTheme: ResumeTheme): string {
  const theme = checkedTheme(resumeTheme);
  const accent = theme.accentColor;
  const size = decimal(theme.fontSize * theme.scale);
  const margin = decimal(theme.marginMm * theme.scale);
  return [
    shareFontFaceCss(theme.font),
    ':root {',
    `  --accent: ${accent};`,
    `  --accent-ink: ${readableAccent(accent)};`,
    `  --font: ${fontStacks[theme.font]};`,
    `  --print-size: ${size}pt;`,
    '}',
    `@page { size: ${theme.paper === 'A4' ? 'A4' : 'letter'}; margin: ${margin}mm; }`,
    '',
  ].join('\n');
}

// ——— The page stylesheet ———

/** The share page's stylesheet, the same for every resume. */
export const resumeHtmlCss = `*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
body {
  margin: 0;
  background: #f3f4f6;
  color: #1f2328;
  font-family: var(--font, Georgia, serif);
  font-size: 1.0625rem;
  line-height: 1.5;
}
a { color: var(--accent-ink, #1f4e79); }
a:focus-visible { outline: 3px solid var(--accent-ink, #1f4e79); outline-offset: 2px; }
.toolbar {
  display: flex;
  justify-content: flex-end;
  max-width: 52rem;
  margin: 0 auto;
  padding: 1rem 1rem 0;
}
.download {
  display: inline-block;
  padding: 0.5rem 1rem;
  border: 2px solid var(--accent-ink, #1f4e79);
  border-radius: 0.375rem;
  background: #fff;
  color: var(--accent-ink, #1f4e79);
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  font-weight: 600;
  text-decoration: none;
}
.download:hover { background: var(--accent-ink, #1f4e79); color: #fff; }
.resume {
  max-width: 52rem;
  margin: 1rem auto 2rem;
  padding: clamp(1.25rem, 5vw, 3rem);
  background: #fff;
  box-shadow: 0 1px 3px rgb(0 0 0 / 0.12);
  overflow-wrap: break-word;
}
h1, h2, h3, p, ul { margin: 0; }
.resume-header { margin-bottom: 1.25em; }
h1 {
  margin-bottom: 0.6em;
  color: var(--accent-ink, #1f4e79);
  font-size: clamp(1.75rem, 6vw, 2.25em);
  line-height: 1.15;
}
.headline { font-size: 1.15em; }
.contact {
  display: flex;
  flex-wrap: wrap;
  gap: 0.25em 0;
  margin-top: 0.5em;
  padding: 0;
  list-style: none;
  color: #4b5563;
}
.contact li:not(:last-child)::after {
  content: "|";
  content: "|" / "";
  padding: 0 0.6em;
}
.resume-section { margin-top: 1.25em; }
h2 {
  margin-bottom: 0.5em;
  padding-bottom: 0.15em;
  border-bottom: 1px solid var(--accent, #1f4e79);
  color: var(--accent-ink, #1f4e79);
  font-size: 1.2em;
  line-height: 1.3;
}
.entry + .entry { margin-top: 0.85em; }
.entry-head {
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: baseline;
  gap: 0 1em;
  line-height: 1.35;
}
h3 { font-size: 1em; line-height: inherit; }
.entry-title, .entry-org { grid-column: 1; }
.entry-dates, .entry-location { grid-column: 2; color: #4b5563; text-align: right; }
.entry-dates { white-space: nowrap; }
.entry-subtitle { font-style: italic; }
.bullets { margin-top: 0.25em; padding-left: 1.25em; list-style-type: "•  "; }
.bullets li + li { margin-top: 0.15em; }
.details { margin-top: 0.25em; }
/* Not bold: a parser takes a bold line after a plain one for the start of a new entry. */
.details-label { font-style: italic; }
.skills { padding: 0; list-style: none; }
.skills li + li { margin-top: 0.2em; }
.skill-name { font-weight: 700; }
.summary p + p { margin-top: 0.5em; }
.template-classic .resume-header { text-align: center; }
.template-classic .contact { justify-content: center; }
.template-modern h2 {
  padding: 0 0 0 0.5em;
  border-bottom: 0;
  border-left: 0.25em solid var(--accent, #1f4e79);
}
body.template-compact { line-height: 1.35; }
.template-compact .resume-section { margin-top: 0.9em; }
/* More than 1.4 lines apart: a parser starts a new entry at a gap that wide, and only there. */
.template-compact .entry + .entry { margin-top: 0.8em; }
/* A cover letter: dated, addressed, greeted, its paragraphs, closing and name, as on paper. */
.letter { margin-top: 2em; }
.letter p { margin: 0 0 1em; }
.letter-recipient { font-style: normal; margin: 1.5em 0; }
.letter-closing { margin-top: 1.5em; }
.letter-signature { margin-top: 2.5em; }
.letter-enclosure { margin-top: 1.5em; }
.template-classic .letter-date { text-align: right; }
mark { background: #ffe58a; color: inherit; }
@media (max-width: 40rem) {
  body { font-size: 1rem; }
  .toolbar { justify-content: stretch; }
  .download { flex: 1; text-align: center; }
  .resume { margin: 0.75rem 0 0; box-shadow: none; }
  .template-classic .contact, .contact { flex-direction: column; align-items: center; }
  .template-modern .contact, .template-compact .contact { align-items: flex-start; }
  .contact li:not(:last-child)::after { content: none; }
  .entry-head { grid-template-columns: minmax(0, 1fr); }
  .entry-dates, .entry-location { grid-column: 1; text-align: left; }
  .entry-dates { white-space: normal; }
}
@media print {
  html { font-size: var(--print-size, 10.5pt); }
  body { background: #fff; color: #000; font-size: 1rem; }
  .toolbar { display: none; }
  .resume { max-width: none; margin: 0; padding: 0; box-shadow: none; }
  a { color: inherit; text-decoration: none; }
  h1 { font-size: 2.1em; }
  h1, h2, h3 { break-after: avoid; }
  /* A parser finds a section heading in any language as one bold line in capitals. */
  h2 { text-transform: uppercase; }
  /*
   * A ligature ("ﬁ") or a contextual form (Inter's dash between figures, its parentheses next to
   * capitals) prints as a glyph the PDF cannot map back to its letters: a parser loses them.
   */
  body { font-variant-ligatures: no-common-ligatures no-contextual; }
  .entry, .skills li, .summary p, .letter p { break-inside: avoid; }
  h2, .entry-head { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
}
`;

/** Where the server serves `resumeHtmlCss`; the content hash makes the address change with it. */
export const resumeHtmlCssPath = `/share/resume.${createHash('sha256')
  .update(resumeHtmlCss)
  .digest('hex')
  .slice(0, 12)}.css`;

// ——— The page ———

/** A colon after a label, as the document's language writes it (a no-break space before it in French). */
const colon = (language: Language) => (language === 'fr' ? '\u00a0:' : ':');

function anchor(address: string, text: string): string {
  return `<a href="${escapeHtml(address)}" rel="nofollow noopener noreferrer">${escapeHtml(text)}</a>`;
}

function contactItems(doc: SharedDocument): string[] {
  const { header } = doc;
  const items: string[] = [];
  const email = oneLine(header.email);
  if (email !== '') {
    const mailto = mailtoAddress(email);
    items.push(mailto ? anchor(mailto, email) : escapeHtml(email));
  }
  for (const text of [header.phone, header.location].map(oneLine)) {
    if (text !== '') items.push(escapeHtml(text));
  }
  // "Label: address", as the PDF prints it: the address survives printing and parsing.
  for (const { label, url } of header.links) {
    const address = linkAddress(url);
    if (address === null) continue;
    const name = oneLine(label);
    const prefix = name === '' ? '' : `${escapeHtml(name)}${colon(doc.language)} `;
    items.push(`${prefix}${anchor(address, shortAddress(url))}`);
  }
  return items;
}

function headerHtml(doc: SharedDocument, labels: ResumeHtmlLabels): string {
  const lines: string[] = [];
  const name = oneLine(doc.header.name);
  if (name !== '') lines.push(`<h1>${escapeHtml(name)}</h1>`);
  const headline = oneLine(doc.header.headline);
  if (headline !== '') lines.push(`<p class="headline">${escapeHtml(headline)}</p>`);
  const contact = contactItems(doc);
  if (contact.length > 0) {
    lines.push(
      `<ul class="contact" aria-label="${escapeHtml(labels.contact)}">`,
      ...contact.map((item) => `<li>${item}</li>`),
      '</ul>',
    );
  }
  return ['<header class="resume-header">', ...lines, '</header>'].join('\n');
}

function paragraphsOf(text: string): string[] {
  return text
    .split(/\r\n|[\r\n\u2028\u2029]/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

function bulletsHtml(entry: ResumeEntry): string[] {
  const bullets = visibleBullets(entry);
  if (bullets.length === 0) return [];
  return [
    '<ul class="bullets">',
    ...bullets.map((bullet) => `<li>${escapeHtml(bullet)}</li>`),
    '</ul>',
  ];
}

/**
 * An entry's head, each field its own printed line or right-aligned run, in reading order, so a
 * parser that reads the printed page finds every field alone: the title with the dates at the
 * right, then the organization with the location at the right (a degree, then its school). The
 * title is the heading (the organization when there is no title), and carries the entry's link.
 */
function entryHeadHtml(entry: ResumeEntry): string[] {
  const [title, organization, dates, location] = [
    entry.title,
    entry.organization,
    entry.dates,
    entry.location,
  ].map(oneLine) as [string, string, string, string];
  const url = webAddress(entry.url);
  const linked = (text: string) => (url ? anchor(new URL(url).href, text) : escapeHtml(text));
  const line = (tag: string, className: string, html: string) =>
    `<${tag} class="${className}">${html}</${tag}>`;
  const lines = [
    title === '' ? '' : line('h3', 'entry-title', linked(title)),
    dates === '' ? '' : line('p', 'entry-dates', escapeHtml(dates)),
    organization === ''
      ? ''
      : title === ''
        ? line('h3', 'entry-org', linked(organization))
        : line('p', 'entry-org', escapeHtml(organization)),
    location === '' ? '' : line('p', 'entry-location', escapeHtml(location)),
  ].filter((html) => html !== '');
  return lines.length === 0 ? [] : ['<div class="entry-head">', ...lines, '</div>'];
}

function entryHtml(entry: ResumeEntry, language: Language): string {
  const lines = entryHeadHtml(entry);
  const subtitle = oneLine(entry.subtitle);
  if (subtitle !== '') lines.push(`<p class="entry-subtitle">${escapeHtml(subtitle)}</p>`);
  lines.push(...bulletsHtml(entry));
  const details = joinPresent(entry.details, ', ');
  if (details !== '') {
    const label = oneLine(entry.detailsLabel);
    lines.push(
      `<p class="details">${label === '' ? '' : `<span class="details-label">${escapeHtml(label)}${colon(language)}</span> `}${escapeHtml(details)}</p>`,
    );
  }
  if (lines.length === 0) return '';
  return ['<article class="entry">', ...lines, '</article>'].join('\n');
}

/** A skill: name and level in one bold run ("TypeScript (Expert)"), then its keywords. */
function skillHtml(entry: ResumeEntry): string {
  const name = skillName(entry);
  const keywords = joinPresent(entry.details, ', ');
  const parts: string[] = [];
  if (name !== '') parts.push(`<strong class="skill-name">${escapeHtml(name)}</strong>`);
  if (keywords !== '') parts.push(escapeHtml(keywords));
  const line = parts.join(': ');
  const bullets = bulletsHtml(entry);
  if (line === '' && bullets.length === 0) return '';
  return `<li>${[line, ...bullets].filter((part) => part !== '').join('\n')}</li>`;
}

function sectionHtml(section: ResumeSection, index: number, language: Language): string {
  const id = `section-${index + 1}`;
  const body =
    section.kind === 'SKILLS'
      ? section.entries.map(skillHtml).filter((item) => item !== '')
      : section.entries.map((entry) => entryHtml(entry, language)).filter((item) => item !== '');
  if (body.length === 0) return '';
  const content = section.kind === 'SKILLS' ? ['<ul class="skills">', ...body, '</ul>'] : body;
  return [
    `<section class="resume-section section-${section.kind.toLowerCase()}" aria-labelledby="${id}">`,
    `<h2 id="${id}">${escapeHtml(oneLine(section.heading))}</h2>`,
    ...content,
    '</section>',
  ].join('\n');
}

function summaryHtml(doc: ResumeDocument): string {
  const paragraphs = paragraphsOf(doc.summary);
  if (paragraphs.length === 0) return '';
  return [
    '<section class="resume-section summary" aria-labelledby="section-summary">',
    `<h2 id="section-summary">${escapeHtml(oneLine(doc.summaryHeading))}</h2>`,
    ...paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`),
    '</section>',
  ].join('\n');
}

/** What the shell of a share page needs of a document: its header, language and theme. */
type SharedDocument = Pick<ResumeDocument, 'header' | 'language' | 'theme'>;

/** A share page around `body` (the document's own parts): head, toolbar, header. */
function sharePage(doc: SharedDocument, options: ResumeHtmlOptions, body: string[]): string {
  const { title, pdfUrl, indexable = false, labels } = options;
  const lang = isLanguage(options.lang) ? options.lang : 'en';
  const pdf = pageAddress(pdfUrl);
  const contentLang = doc.language === lang ? '' : ` lang="${escapeHtml(doc.language)}"`;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    ...(indexable ? [] : ['<meta name="robots" content="noindex">']),
    '<meta name="referrer" content="no-referrer">',
    `<title>${escapeHtml(oneLine(title))}</title>`,
    `<link rel="stylesheet" href="${escapeHtml(resumeHtmlCssPath)}">`,
    `<link rel="stylesheet" href="${escapeHtml(resumeThemeCssHref(doc.theme))}">`,
  ];
  const toolbar = pdf
    ? [
        '<header class="toolbar">',
        `<a class="download" href="${escapeHtml(pdf)}" type="application/pdf" download>${escapeHtml(labels.downloadPdf)}</a>`,
        '</header>',
      ]
    : [];
  const main = [
    `<main class="resume"${contentLang}>`,
    headerHtml(doc, labels),
    ...body,
    '</main>',
  ].filter((part) => part !== '');
  return [
    '<!DOCTYPE html>',
    `<html lang="${lang}">`,
    '<head>',
    ...head,
    '</head>',
    `<body class="template-${checkedTheme(doc.theme).template}">`,
    ...toolbar,
    ...main,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** The complete share page of a resume (`/r/{id}`). */
export function resumeHtml(doc: ResumeDocument, options: ResumeHtmlOptions): string {
  return sharePage(doc, options, [
    summaryHtml(doc),
    ...doc.sections.map((section, index) => sectionHtml(section, index, doc.language)),
  ]);
}

/** A letter's text: as typed, a placeholder nothing fills marked "[name]". */
const runsHtml = (runs: readonly LetterRun[]) =>
  runs
    .map((run) =>
      'text' in run ? escapeHtml(run.text) : `<mark>[${escapeHtml(oneLine(run.missing))}]</mark>`,
    )
    .join('');

/** The complete share page of a cover letter (`/c/{id}`): the resume's shell, a letter's body. */
export function letterHtml(doc: CoverLetterDocument, options: ResumeHtmlOptions): string {
  const line = (className: string, html: string) =>
    html === '' ? '' : `<p class="${className}">${html}</p>`;
  const recipient = doc.recipient.map(oneLine).filter((text) => text !== '');
  return sharePage(
    doc,
    options,
    [
      '<article class="letter">',
      line('letter-date', escapeHtml(oneLine(doc.date))),
      recipient.length === 0
        ? ''
        : `<address class="letter-recipient">${recipient.map(escapeHtml).join('<br>')}</address>`,
      line('letter-greeting', runsHtml(doc.greeting)),
      ...doc.paragraphs.map((paragraph) => line('letter-paragraph', runsHtml(paragraph))),
      line('letter-closing', escapeHtml(oneLine(doc.closing))),
      line('letter-signature', escapeHtml(oneLine(doc.signature))),
      line('letter-enclosure', escapeHtml(oneLine(doc.enclosure))),
      '</article>',
    ].filter((part) => part !== ''),
  );
}
