import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  Tab,
  TabStopType,
  TextRun,
  type ParagraphChild,
} from 'docx';
import type { CoverLetterDocument } from '../../domain/cover-letter';
import type { Language } from '../../domain/language';
import type { LetterRun } from '../../domain/letter-placeholders';
import type {
  PaperSize,
  ResumeDocument,
  ResumeEntry,
  ResumeSection,
  ResumeTheme,
} from '../../domain/resume-document';
import {
  detailsLine,
  joinPresent,
  oneLine,
  visibleBullets,
} from '../../domain/resume-exports/entry-text';
import {
  displayAddress,
  linkAddress,
  mailtoAddress,
  webAddress,
} from '../../domain/resume-exports/link-address';

/**
 * A resolved resume as a Word document (decision 061). Structure first, so applicant tracking
 * systems and screen readers see what a reader sees:
 *
 * - the name is a Heading 1 paragraph, each section heading (and the summary's) a Heading 2, each
 *   entry's title a Heading 3 with its dates after a right tab, then the organization with the
 *   location after a right tab (each field apart, as the templates print them: decision 080);
 * - contact items are separated by " | ";
 * - bullets are a real Word bullet list (one numbering definition, level 0, "•");
 * - details read "Label: a, b, c"; skills read "Name (Level): a, b, c", one paragraph each;
 * - links are real hyperlinks whose text is the address, so it survives printing and parsing.
 *
 * The theme gives the font (on every style), the body size and the accent colour (name, section
 * headings and their rule), the paper (Letter or A4) and the margins, all times its `scale`.
 * Headings keep with the next paragraph and an entry's paragraphs keep together, so Word never
 * leaves a heading at the bottom of a page or splits an entry when it fits on one page.
 */
export function resumeDocx(doc: ResumeDocument): Promise<Uint8Array> {
  const layout = layoutOf(doc.theme);
  return packed(
    wordDocument(doc, layout, [
      ...headerParagraphs(doc, layout),
      ...summaryParagraphs(doc),
      ...doc.sections.flatMap((section) => sectionParagraphs(section, layout)),
    ]),
  );
}

/**
 * A resolved cover letter as a Word document: the resume's header and styles (decision 084),
 * then the date, the recipient's lines, the greeting, one paragraph each, the closing, the name
 * and the enclosure line. A placeholder nothing fills reads `[name]`, highlighted.
 */
export function letterDocx(doc: CoverLetterDocument): Promise<Uint8Array> {
  const layout = layoutOf(doc.theme);
  const spacing = (twips: number) => Math.round(twips * layout.space);
  const line = (text: string, before = 0) =>
    new Paragraph({ spacing: { before: spacing(before), after: 0 }, text: oneLine(text) });
  const text = (runs: readonly LetterRun[], before: number) =>
    new Paragraph({
      spacing: { before: spacing(before), after: 0 },
      children: runs.map((run) =>
        'text' in run
          ? new TextRun(run.text)
          : new TextRun({ text: `[${oneLine(run.missing)}]`, highlight: 'yellow' }),
      ),
    });
  const recipient = doc.recipient.map(oneLine).filter((entry) => entry !== '');
  return packed(
    wordDocument(doc, layout, [
      ...headerParagraphs(doc, layout),
      ...(doc.date === '' ? [] : [line(doc.date, 480)]),
      ...recipient.map((entry, index) => line(entry, index === 0 ? 360 : 0)),
      ...(doc.greeting.length === 0 ? [] : [text(doc.greeting, 360)]),
      ...doc.paragraphs.map((paragraph) => text(paragraph, 200)),
      ...(doc.closing === '' ? [] : [line(doc.closing, 320)]),
      ...(doc.signature === '' ? [] : [line(doc.signature, 720)]),
      ...(doc.enclosure === '' ? [] : [line(doc.enclosure, 480)]),
    ]),
  );
}

async function packed(document: Document): Promise<Uint8Array> {
  const buffer = await Packer.toBuffer(document);
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

/** Page sizes in twips (1/1440 inch), portrait. */
export const docxPageSizes: Record<PaperSize, { width: number; height: number }> = {
  LETTER: { width: 12_240, height: 15_840 },
  A4: { width: 11_906, height: 16_838 },
};

const twipsPerMm = 1440 / 25.4;

/** The theme's margin, scaled, in twips. */
export function docxMarginTwips(theme: ResumeTheme): number {
  return Math.round(theme.marginMm * theme.scale * twipsPerMm);
}

const bulletList = 'resume-bullets';

/** Word language tags for spelling and hyphenation. */
const wordLanguage: Record<Language, string> = { en: 'en-US', es: 'es-ES', fr: 'fr-FR' };

/** Half-points, as Word sizes text. */
const halfPoints = (points: number) => Math.round(points * 2);

/** `#rrggbb` → `RRGGBB`; anything else falls back to a dark grey. */
function wordColor(color: string): string {
  return /^#[0-9a-f]{6}$/i.test(color) ? color.slice(1).toUpperCase() : '333333';
}

interface Layout {
  body: number;
  accent: string;
  /** Space scale: paragraph spacing in twips is multiplied by this. */
  space: number;
  /** Where the dates' right tab stops: the text width. */
  textWidth: number;
}

function layoutOf(theme: ResumeTheme): Layout {
  const page = docxPageSizes[theme.paper];
  const compact = theme.template === 'compact' ? 0.75 : 1;
  return {
    body: theme.fontSize * theme.scale,
    accent: wordColor(theme.accentColor),
    space: theme.scale * compact,
    textWidth: page.width - 2 * docxMarginTwips(theme),
  };
}

/** What the frame of a Word document reads of a resume or a letter. */
type WordSource = Pick<ResumeDocument, 'header' | 'theme' | 'language'>;

/** The Word document around `children`: the theme's styles, bullets, paper and margins. */
function wordDocument(doc: WordSource, layout: Layout, children: Paragraph[]): Document {
  const { theme } = doc;
  const margin = docxMarginTwips(theme);
  const font = theme.font;
  const spacing = (twips: number) => Math.round(twips * layout.space);
  const name = oneLine(doc.header.name);
  return new Document({
    title: name,
    creator: name || 'My Resume',
    lastModifiedBy: name || 'My Resume',
    description: oneLine(doc.header.headline),
    styles: {
      default: {
        document: {
          run: {
            font,
            size: halfPoints(layout.body),
            language: { value: wordLanguage[doc.language] },
          },
          paragraph: { spacing: { after: spacing(40), line: 264 } },
        },
        heading1: {
          run: { font, size: halfPoints(layout.body * 2.1), bold: true, color: layout.accent },
          paragraph: {
            spacing: { before: 0, after: spacing(40) },
            outlineLevel: 0,
            keepNext: true,
            alignment: theme.template === 'classic' ? AlignmentType.CENTER : AlignmentType.LEFT,
          },
        },
        heading2: {
          run: { font, size: halfPoints(layout.body * 1.25), bold: true, color: layout.accent },
          paragraph: {
            spacing: { before: spacing(240), after: spacing(80) },
            outlineLevel: 1,
            keepNext: true,
            keepLines: true,
            border: {
              bottom: { style: BorderStyle.SINGLE, size: 6, space: 1, color: layout.accent },
            },
          },
        },
        heading3: {
          run: { font, size: halfPoints(layout.body * 1.05), bold: true, color: '222222' },
          paragraph: {
            spacing: { before: spacing(120), after: spacing(20) },
            outlineLevel: 2,
            keepNext: true,
            keepLines: true,
          },
        },
        hyperlink: { run: { color: layout.accent, underline: {} } },
      },
    },
    numbering: {
      config: [
        {
          reference: bulletList,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '•',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 360, hanging: 240 } } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: docxPageSizes[theme.paper],
            margin: { top: margin, right: margin, bottom: margin, left: margin },
          },
        },
        children,
      },
    ],
  });
}

function link(address: string, text: string): ExternalHyperlink {
  return new ExternalHyperlink({
    link: address,
    children: [new TextRun({ text, style: 'Hyperlink' })],
  });
}

/** Children separated by " | ", which parsers read as a separator (docs/templates.md). */
function interleave(parts: ParagraphChild[][]): ParagraphChild[] {
  return parts.flatMap((part, index) => (index === 0 ? part : [new TextRun(' | '), ...part]));
}

function headerParagraphs(doc: WordSource, layout: Layout): Paragraph[] {
  const { header, theme } = doc;
  const alignment = theme.template === 'classic' ? AlignmentType.CENTER : AlignmentType.LEFT;
  const paragraphs: Paragraph[] = [];
  const name = oneLine(header.name);
  if (name !== '') paragraphs.push(new Paragraph({ heading: HeadingLevel.HEADING_1, text: name }));
  const headline = oneLine(header.headline);
  if (headline !== '') {
    paragraphs.push(
      new Paragraph({
        alignment,
        children: [new TextRun({ text: headline, size: halfPoints(layout.body * 1.2) })],
      }),
    );
  }
  const contact: ParagraphChild[][] = [];
  const email = oneLine(header.email);
  if (email !== '') {
    const mailto = mailtoAddress(email);
    contact.push([mailto ? link(mailto, email) : new TextRun(email)]);
  }
  for (const text of [header.phone, header.location].map(oneLine)) {
    if (text !== '') contact.push([new TextRun(text)]);
  }
  for (const { url } of header.links) {
    const address = linkAddress(url);
    if (address !== null) contact.push([link(address, displayAddress(url))]);
  }
  if (contact.length > 0) {
    paragraphs.push(new Paragraph({ alignment, children: interleave(contact) }));
  }
  return paragraphs;
}

function summaryParagraphs(doc: ResumeDocument): Paragraph[] {
  const lines = doc.summary
    .split(/\r\n|[\r\n\u2028\u2029]/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (lines.length === 0) return [];
  return [
    new Paragraph({ heading: HeadingLevel.HEADING_2, text: oneLine(doc.summaryHeading) }),
    ...lines.map((text) => new Paragraph({ text })),
  ];
}

function sectionParagraphs(section: ResumeSection, layout: Layout): Paragraph[] {
  const entries = section.entries.map((entry) =>
    section.kind === 'SKILLS' ? skillParagraphs(entry) : entryParagraphs(entry, layout),
  );
  if (entries.every((paragraphs) => paragraphs.length === 0)) return [];
  return [
    new Paragraph({ heading: HeadingLevel.HEADING_2, text: oneLine(section.heading) }),
    ...entries.flat(),
  ];
}

/**
 * One entry: its heading line, subtitle, bullets and details. Every paragraph but the last keeps
 * with the next, so the entry moves to the next page whole rather than splitting.
 */
function entryParagraphs(entry: ResumeEntry, layout: Layout): Paragraph[] {
  type Options = ConstructorParameters<typeof Paragraph>[0] & object;
  const parts: Options[] = [];
  // As the templates print it (docs/templates.md): the title with the dates at the right, then the
  // organization with the location at the right, each field apart for a parser; an entry without
  // a title leads with its organization.
  const [title, organization, location, dates] = [
    entry.title,
    entry.organization,
    entry.location,
    entry.dates,
  ].map(oneLine) as [string, string, string, string];
  const url = webAddress(entry.url);
  const lead = title !== '' ? title : organization;
  const second = title !== '' ? organization : '';
  const atRight = (text: string) =>
    text === '' ? [] : [new TextRun({ children: [new Tab(), text], bold: false })];
  const rightTab = [{ type: TabStopType.RIGHT, position: layout.textWidth }];
  if (lead !== '' || dates !== '') {
    parts.push({
      heading: HeadingLevel.HEADING_3,
      tabStops: rightTab,
      children: [
        ...(lead === '' ? [] : [url ? link(url, lead) : new TextRun({ text: lead, bold: true })]),
        ...atRight(dates),
      ],
    });
  }
  if (second !== '' || location !== '') {
    parts.push({
      tabStops: rightTab,
      children: [
        ...(second === '' ? [] : [new TextRun({ text: second, italics: true })]),
        ...atRight(location),
      ],
    });
  }
  const subtitle = oneLine(entry.subtitle);
  if (subtitle !== '') parts.push({ children: [new TextRun({ text: subtitle, italics: true })] });
  for (const bullet of visibleBullets(entry)) {
    parts.push({ text: bullet, numbering: { reference: bulletList, level: 0 } });
  }
  const details = detailsLine(entry);
  if (details !== '') {
    const label = entry.detailsLabel.trim();
    parts.push({
      children:
        label === ''
          ? [new TextRun(details)]
          : [
              new TextRun({ text: `${oneLine(label)}:`, bold: true }),
              new TextRun(` ${joinPresent(entry.details, ', ')}`),
            ],
    });
  }
  return parts.map(
    (options, index) =>
      new Paragraph({ ...options, keepLines: true, keepNext: index < parts.length - 1 }),
  );
}

/** A skill on one paragraph: "Name (Level): a, b, c", then any bullets. */
function skillParagraphs(entry: ResumeEntry): Paragraph[] {
  const name = oneLine(entry.title);
  const level = oneLine(entry.subtitle);
  const keywords = joinPresent(entry.details, ', ');
  const children: TextRun[] = [];
  if (name !== '') children.push(new TextRun({ text: name, bold: true }));
  if (level !== '') children.push(new TextRun(name === '' ? `(${level})` : ` (${level})`));
  if (keywords !== '') children.push(new TextRun(children.length > 0 ? `: ${keywords}` : keywords));
  const paragraphs = children.length > 0 ? [new Paragraph({ children, keepLines: true })] : [];
  for (const bullet of visibleBullets(entry)) {
    paragraphs.push(
      new Paragraph({ text: bullet, numbering: { reference: bulletList, level: 0 } }),
    );
  }
  return paragraphs;
}
