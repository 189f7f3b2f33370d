import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  resumeEntry,
  resumeFonts,
  resumeTemplates,
  type ResumeDocument,
  type ResumeEntry,
  type ResumeFont,
  type ResumeTemplate,
} from '../../domain/resume-document';
import { readPageScene } from '../../domain/page-scene';
import { ResumeDocumentError } from '../../domain/resume-document-schema';
import { scriptCorpus } from '../../domain/test-support/script-corpus';
import {
  inLanguage,
  onePageResume,
  slightlyOverOnePageResume,
  twoPageResume,
} from '../../domain/test-support/resume-documents';
import { createDocumentRenderer, templatesDir, type DocumentRenderer } from './document-renderer';
import { compilerFonts } from './fonts';
import { RenderPool } from './render-pool';

// One renderer (two warm workers) for the whole file: these tests run once per database project.
let renderer: DocumentRenderer;
beforeAll(() => {
  renderer = createDocumentRenderer({ workers: 2 });
});
afterAll(async () => {
  await renderer.close();
});

interface PdfPage {
  width: number;
  height: number;
  /** The page's lines, top to bottom, each with runs of whitespace made one space. */
  lines: string[];
  /** The height of each line's baseline from the foot of the page, in points. */
  baselines: number[];
  /** The lines joined by spaces (none after a line that ends with a hyphen: "write-|through"). */
  text: string;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The text of each page of a PDF, as an applicant tracking system would extract it. */
async function readPdf(bytes: Uint8Array): Promise<PdfPage[]> {
  const pdf = await getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 })
    .promise;
  const pages: PdfPage[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    const lines: { y: number; text: string }[] = [];
    for (const item of content.items) {
      if (!('str' in item)) continue;
      // Items within 3 pt of a line's baseline are on that line: an outline emoji (Noto Emoji)
      // sits 2.2 pt below the text around it.
      const y = item.transform[5] as number;
      const line = lines.find((candidate) => Math.abs(candidate.y - y) <= 3);
      if (line) line.text += item.str;
      else lines.push({ y, text: item.str });
      if (item.hasEOL && line) line.text += ' ';
    }
    lines.sort((a, b) => b.y - a.y);
    const kept = lines.filter((line) => squash(line.text) !== '');
    const texts = kept.map((line) => squash(line.text));
    const [, , width, height] = page.view as [number, number, number, number];
    const text = texts.reduce(
      (joined, line) =>
        joined === '' ? line : `${joined}${joined.endsWith('-') ? '' : ' '}${line}`,
      '',
    );
    pages.push({ width, height, lines: texts, baselines: kept.map((line) => line.y), text });
  }
  await pdf.destroy();
  return pages;
}

const allText = (pages: PdfPage[]) => pages.map((page) => page.text).join(' ');

/** The (0-based) pages whose text contains `needle`. */
const pagesWith = (pages: PdfPage[], needle: string) =>
  pages.flatMap((page, index) => (page.text.includes(squash(needle)) ? [index] : []));

function themed(doc: ResumeDocument, theme: Partial<ResumeDocument['theme']>): ResumeDocument {
  return { ...doc, theme: { ...doc.theme, ...theme } };
}

const templateFonts: Record<ResumeTemplate, ResumeFont> = {
  classic: 'Source Serif 4',
  modern: 'Inter',
  compact: 'Lato',
};

/** The text that starts an entry's head in every template. */
const entryLead = (entry: ResumeEntry) => entry.organization || entry.title;

/** The start of a bullet: enough to find it, short enough to stay on the line it starts. */
const bulletStart = (bullet: string) => bullet.slice(0, 30);

describe('the PDF', () => {
  it.each(resumeTemplates)('%s: keeps accented names and places intact', async (template) => {
    const text = allText(await readPdf(await renderer.pdf(themed(twoPageResume, { template }))));
    for (const word of [
      'Inès Ibáñez-Müller',
      'Besançon, France',
      'Les Restos du Cœur',
      'Straßenverkehr',
      'Núñez Ingeniería',
      'Müller & Söhne Logistik GmbH',
      'Café Olé Marketplace',
      '€2.3 billion',
    ]) {
      expect(text).toContain(word);
    }
  });

  it.each(resumeTemplates)(
    '%s: reads in document order, with every bullet and detail',
    async (template) => {
      const doc = themed(twoPageResume, { template });
      const text = allText(await readPdf(await renderer.pdf(doc)));
      const lower = text.toLowerCase();

      const inOrder = [
        doc.header.name,
        doc.header.headline,
        doc.header.email,
        doc.summaryHeading,
        doc.summary.slice(0, 40),
      ];
      for (const section of doc.sections) {
        inOrder.push(section.heading);
        for (const entry of section.entries) {
          inOrder.push(entryLead(entry));
          for (const bullet of entry.bullets) inOrder.push(bullet);
          for (const detail of entry.details) inOrder.push(detail);
        }
      }
      let position = -1;
      for (const expected of inOrder) {
        // Classic and compact print headings in capitals; the text itself is unchanged.
        const found = lower.indexOf(squash(expected).toLowerCase(), position + 1);
        expect(found, `"${expected}" after position ${position}`).toBeGreaterThan(position);
        position = found;
      }
    },
  );

  it.each(resumeFonts)('embeds %s and no other font', async (font) => {
    const bytes = await renderer.pdf(themed(twoPageResume, { font }));
    const raw = Buffer.from(bytes).toString('latin1');
    const descriptors = raw.match(/\/Type\s*\/FontDescriptor/g) ?? [];
    const files = raw.match(/\/FontFile[23]\b/g) ?? [];
    const names = [...raw.matchAll(/\/FontName\s*\/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]);
    expect(descriptors.length).toBeGreaterThanOrEqual(3); // regular, italic, bold
    expect(files).toHaveLength(descriptors.length);
    const postscript = font.replace(/\s/g, '');
    expect(names.length).toBe(descriptors.length);
    for (const name of names)
      expect(name).toMatch(new RegExp(`^${postscript}-(Regular|Italic|Bold|BoldItalic)$`));
  });

  it('never splits an entry or leaves a heading at the foot of a page', async () => {
    const scales = [1, 0.95, 0.9, 0.85, 0.8];
    const cases = resumeTemplates.flatMap((template) =>
      scales.map((scale) =>
        themed(twoPageResume, { template, scale, font: templateFonts[template] }),
      ),
    );
    let multiPage = 0;
    for (const doc of cases) {
      const pages = await readPdf(await renderer.pdf(doc));
      const label = `${doc.theme.template} at scale ${doc.theme.scale}`;
      if (pages.length > 1) multiPage += 1;
      const headings = new Set(doc.sections.map((section) => section.heading.toLowerCase()));
      for (const page of pages.slice(0, -1)) {
        const last = (page.lines.at(-1) ?? '').toLowerCase();
        expect(headings.has(last), `${label}: page ends with heading "${last}"`).toBe(false);
      }
      for (const section of doc.sections) {
        const first = section.entries[0];
        if (!first) continue;
        // A heading sits on the page of its first entry.
        const headingPages = pagesWith(pages, entryLead(first));
        expect(headingPages, `${label}: ${entryLead(first)}`).toHaveLength(1);
        expect(
          pages[headingPages[0] as number]?.text.toLowerCase(),
          `${label}: heading ${section.heading}`,
        ).toContain(section.heading.toLowerCase());
        for (const entry of section.entries) {
          const [page] = pagesWith(pages, entryLead(entry));
          for (const bullet of entry.bullets) {
            expect(pagesWith(pages, bulletStart(bullet)), `${label}: ${bullet}`).toEqual([page]);
          }
        }
      }
    }
    // The sweep did cross page breaks.
    expect(multiPage).toBeGreaterThan(5);
  });

  it('breaks an entry longer than a page after its title block, never before the first bullet', async () => {
    const bullets = Array.from(
      { length: 50 },
      (_, index) =>
        `Bullet ${index + 1}: shipped a change that moved a metric in a measurable and well documented way, ` +
        'then wrote down what was learned so that the next team could start from there, not from zero.',
    );
    const long = structuredClone(onePageResume);
    const work = long.sections[0] as ResumeDocument['sections'][number];
    work.entries = [{ ...(work.entries[0] as ResumeEntry), bullets }];
    const pages = await readPdf(await renderer.pdf(long));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const lead = entryLead(work.entries[0] as ResumeEntry);
    expect(pagesWith(pages, lead)).toEqual([0]);
    expect(pagesWith(pages, 'Bullet 1:')).toEqual([0]);
    // The first bullet sits below the title block about as far as its own lines are apart.
    const first = pages[0] as PdfPage;
    const bullet = first.lines.findIndex((line) => line.includes('Bullet 1:'));
    const baselines = first.baselines;
    const gap = (baselines[bullet - 1] ?? 0) - (baselines[bullet] ?? 0);
    const lineGap = (baselines[bullet] ?? 0) - (baselines[bullet + 1] ?? 0);
    expect(gap).toBeGreaterThanOrEqual(0.8 * lineGap);
    const text = allText(pages);
    for (const bullet of bullets) expect(text).toContain(bullet);
  });

  it.each([
    ['classic', 11.5],
    ['modern', 11],
  ] as const)(
    '%s: never leaves a last one-line section alone on the last page',
    async (template, fontSize) => {
      // At this size the two-page resume runs onto a third page by its last section, Languages:
      // one entry of one line. The entry before it comes along, so that line is not alone.
      const doc = themed(twoPageResume, { template, font: templateFonts[template], fontSize });
      const pages = await readPdf(await renderer.pdf(doc));
      const lastPage = pages.at(-1) as PdfPage;
      const languages = doc.sections.at(-1);
      const before = doc.sections.at(-2)?.entries.at(-1);
      expect(languages?.entries).toHaveLength(1);
      expect(lastPage.text.toLowerCase()).toContain(languages?.heading.toLowerCase());
      expect(lastPage.text).toContain(entryLead(before as ResumeEntry));
      expect(lastPage.lines.length).toBeGreaterThan(3);
    },
  );

  it('compact: keeps the dates whole, at the right margin and apart from a long location', async () => {
    const doc = themed(onePageResume, { template: 'compact', font: 'Lato' });
    const [work, ...rest] = doc.sections;
    if (!work) throw new Error('the fixture has no work section');
    const locations = [
      'Hamburg, Germany',
      'Schleswig-Holstein, Germany',
      'Frankfurt am Main, Germany',
      'Saint-Quentin-en-Yvelines, France',
      'Villeneuve-d’Ascq, Hauts-de-France',
    ];
    const dates = 'Sep 2017 – Feb 2021';
    const entries = locations.map((location, index) =>
      resumeEntry({
        id: `long-${index}`,
        title: 'Senior Software Engineer',
        organization: 'Müller & Söhne Logistik GmbH',
        location,
        dates,
      }),
    );
    const bytes = await renderer.pdf({ ...doc, sections: [{ ...work, entries }, ...rest] });
    const pdf = await getDocument({ data: bytes, isEvalSupported: false, verbosity: 0 }).promise;
    const page = await pdf.getPage(1);
    const items = (await page.getTextContent()).items.flatMap((item) =>
      'str' in item && item.str.trim() !== ''
        ? [
            {
              str: item.str,
              x: item.transform[4] as number,
              y: item.transform[5] as number,
              width: item.width,
            },
          ]
        : [],
    );
    await pdf.destroy();
    const em = doc.theme.fontSize;
    const rightMargin = (page.view[2] as number) - (doc.theme.marginMm / 25.4) * 72;
    const dated = items.filter((item) => item.str.includes('Sep 2017'));
    expect(dated).toHaveLength(locations.length);
    for (const item of dated) {
      expect(item.str).toBe(dates);
      expect(item.x + item.width).toBeCloseTo(rightMargin, 0);
      const before = items.filter((other) => Math.abs(other.y - item.y) < 1 && other.x < item.x);
      for (const other of before) expect(item.x - (other.x + other.width)).toBeGreaterThan(em);
    }
  });

  it('prints typed markup literally', async () => {
    const tricky = [
      '#panic("x")',
      '*bold* _under_ `raw`',
      'closing ] bracket [ and } brace {',
      '$x^2$ and $$',
      '@label <tag> </tag>',
      'back\\slash \\ and "quotes"',
      '= Not a heading',
      '- not a list',
      '// not a comment',
      '#set page(width: 10pt)',
    ];
    const doc = structuredClone(onePageResume);
    doc.header.name = '#panic("name") *Ana*';
    doc.header.headline = '<script>alert(1)</script>';
    const work = doc.sections[0] as ResumeDocument['sections'][number];
    work.heading = '#heading[$]';
    work.entries = [{ ...(work.entries[0] as ResumeEntry), title: '#strong[]', bullets: tricky }];
    for (const template of resumeTemplates) {
      const text = allText(await readPdf(await renderer.pdf(themed(doc, { template }))));
      expect(text).toContain('#panic("name") *Ana*');
      expect(text).toContain('<script>alert(1)</script>');
      expect(text.toLowerCase()).toContain('#heading[$]');
      expect(text).toContain('#strong[]');
      for (const bullet of tricky) expect(text).toContain(bullet);
    }
    const { svgs } = await renderer.pages(doc);
    expect(svgs.join('')).not.toMatch(/<script|panic/);

    // Link addresses, which Typst's browser SVG writes with `<` and `>` unescaped, stay out of the
    // preview pages too, and the pages still read.
    doc.header.email = 'a"></a><image href="x" onerror="alert(1)"/><a x="@example.com';
    doc.header.links = [{ label: 'Site', url: 'https://example.com/a"b<c>d&e' }];
    const linked = await renderer.pages(doc);
    expect(linked.svgs.join('')).not.toMatch(/<image|onerror|example\.com/);
    expect(linked.svgs.map((svg) => readPageScene(svg) === null)).toEqual(
      linked.svgs.map(() => false),
    );
  });

  it('links the email only when it is an address, printing it as typed either way', async () => {
    const linksOf = async (bytes: Uint8Array) => {
      const pdf = await getDocument({ data: bytes, isEvalSupported: false, verbosity: 0 }).promise;
      const urls: unknown[] = [];
      for (let number = 1; number <= pdf.numPages; number += 1) {
        const annotations = (await (await pdf.getPage(number)).getAnnotations()) as {
          url?: unknown;
          unsafeUrl?: unknown;
        }[];
        for (const annotation of annotations) urls.push(annotation.unsafeUrl ?? annotation.url);
      }
      await pdf.destroy();
      return urls;
    };
    const withEmail = (email: string) => {
      const doc = structuredClone(onePageResume);
      doc.header = { ...doc.header, email, links: [] };
      doc.sections = doc.sections.map((section) => ({
        ...section,
        entries: section.entries.map((entry) => ({ ...entry, url: '' })),
      }));
      return doc;
    };
    for (const template of resumeTemplates) {
      const good = await renderer.pdf(themed(withEmail('ada@example.com'), { template }));
      expect(await linksOf(good.slice())).toEqual(['mailto:ada@example.com']);
      for (const refused of ['ada @example.com', 'javascript:alert(1)//@x', 'ada']) {
        const bytes = await renderer.pdf(themed(withEmail(refused), { template }));
        expect(await linksOf(bytes.slice())).toEqual([]);
        expect(allText(await readPdf(bytes))).toContain(refused);
      }
    }
  });

  it('prints empty fields without stray separators', async () => {
    const doc = structuredClone(onePageResume);
    doc.header = { ...doc.header, phone: '', headline: '', links: [] };
    doc.summary = '';
    const work = doc.sections[0] as ResumeDocument['sections'][number];
    work.entries = [
      {
        ...(work.entries[0] as ResumeEntry),
        organization: '',
        url: '',
        location: '',
        subtitle: '',
        dates: '',
      },
    ];
    for (const template of resumeTemplates) {
      const pages = await readPdf(await renderer.pdf(themed(doc, { template })));
      const text = allText(pages);
      expect(text).not.toContain(doc.summaryHeading);
      expect(text).toMatch(/ines\.ibanez@example\.com [·|] Besançon, France/);
      expect(text).not.toMatch(/·\s*·|\|\s*\||,\s*,|\(\s*\)/);
      const titleLine = pages[0]?.lines.find((line) =>
        line.includes(work.entries[0]?.title ?? '-'),
      );
      expect(titleLine?.trim()).toBe(work.entries[0]?.title);
    }
  });

  it('uses US Letter or A4 as the theme says', async () => {
    const [letter] = await readPdf(await renderer.pdf(themed(onePageResume, { paper: 'LETTER' })));
    const [a4] = await readPdf(await renderer.pdf(themed(onePageResume, { paper: 'A4' })));
    expect([letter?.width, letter?.height]).toEqual([612, 792]);
    expect(a4?.width).toBeCloseTo(595.28, 1);
    expect(a4?.height).toBeCloseTo(841.89, 1);
  });

  it('writes headings and labels in the document language', async () => {
    const text = allText(await readPdf(await renderer.pdf(inLanguage(twoPageResume, 'fr'))));
    expect(text.toLowerCase()).toContain('expérience');
    // "Cours suivis : …" with a no-break space before the colon (squashed to a space here).
    expect(text).toContain('Cours suivis : Distributed Systems');
    expect(text).toContain('Aujourd’hui');
    const spanish = allText(
      await readPdf(await renderer.pdf(inLanguage(onePageResume, 'es'))),
    ).toLowerCase();
    expect(spanish).toContain('formación');
  });
});

/**
 * The one-page resume in `template`, its first job titled in bold with a line of several scripts
 * and holding one bullet per line of the script corpus ("Chinese: 中文简历…").
 */
function corpusResume(template: ResumeTemplate): ResumeDocument {
  const doc = themed(onePageResume, { template, font: templateFonts[template] });
  const [work, ...rest] = doc.sections;
  if (!work) throw new Error('the fixture has no work section');
  const entry = resumeEntry({
    id: 'scripts',
    title: 'Bold: Őrség Москва Αθήνα 中文 한국어 שלום 🚀 ★ ✓',
    organization: 'Ærøskøbing 東京',
    dates: '2020',
    bullets: scriptCorpus.map(({ script, text }) => `${script}: ${text}`),
  });
  return { ...doc, sections: [{ ...work, entries: [entry, ...work.entries] }, ...rest] };
}

/** The words of a text, sorted: a right-to-left line's words come out of a PDF in visual order. */
const sortedWords = (text: string) => squash(text).split(' ').sort();

/** The glyphs a preview page draws (its `<use href="#…">` references). */
const glyphsDrawn = (svg: string) =>
  new Set([...svg.matchAll(/ href="#([^"]+)"/g)].map((m) => m[1]));

describe('every character', () => {
  it.each(resumeTemplates)(
    '%s: prints in every script, and the PDF text reads each line as typed',
    async (template) => {
      const bytes = await renderer.pdf(corpusResume(template));
      const lines = (await readPdf(bytes)).flatMap((page) => page.lines);
      const text = lines.join(' ');
      expect(text).toContain('Bold: Őrség Москва Αθήνα 中文 한국어');
      expect(text).toContain('🚀 ★ ✓');
      expect(text).toContain('Ærøskøbing 東京');
      for (const { script, text: typed, rtl } of scriptCorpus) {
        const line = lines.find((candidate) => candidate.includes(`${script}:`));
        expect(line, script).toBeDefined();
        const printed = (line ?? '').slice((line ?? '').indexOf(`${script}:`));
        if (rtl) {
          expect(sortedWords(printed), script).toEqual(sortedWords(`${script}: ${typed}`));
        } else {
          expect(printed, script).toBe(`${script}: ${typed}`);
        }
      }
      // Every font is embedded, and each is the theme font or a shipped fallback.
      const raw = Buffer.from(bytes).toString('latin1');
      const descriptors = raw.match(/\/Type\s*\/FontDescriptor/g) ?? [];
      expect(raw.match(/\/FontFile[23]\b/g) ?? []).toHaveLength(descriptors.length);
      const names = [...raw.matchAll(/\/FontName\s*\/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]);
      expect(names).toHaveLength(descriptors.length);
      const families = new Set(names.map((name) => name?.replace(/-.*$/, '')));
      const theme = templateFonts[template].replace(/\s/g, '');
      const needed = ['NotoNaskhArabic', 'NotoSansHebrew', 'NotoSansSC', 'NotoSansKR', 'NotoEmoji'];
      for (const family of [theme, ...needed]) expect(families).toContain(family);
      // Noto Sans for what the theme font lacks (Lato has no Cyrillic, Greek or ő), DejaVu Sans
      // for symbols: no font but the theme's and the shipped fallbacks.
      const shipped = new Set([theme, ...needed, 'NotoSans', 'DejaVuSans']);
      for (const family of families) expect(shipped).toContain(family);
    },
  );

  it.each(resumeTemplates)('%s: the preview draws no missing-glyph box', async (template) => {
    const doc = corpusResume(template);
    // A private-use character no font has prints as the missing-glyph box: the glyphs it adds to
    // the page are the boxes to look for.
    const probe = corpusResume(template);
    const [work] = probe.sections;
    work?.entries[0]?.bullets.push('Arabic: \u{F0000}');
    const [drawn, probed] = await Promise.all([renderer.pages(doc), renderer.pages(probe)]);
    const glyphs = glyphsDrawn(drawn.svgs[0] ?? '');
    const boxes = [...glyphsDrawn(probed.svgs[0] ?? '')].filter((id) => !glyphs.has(id));
    expect(boxes.length).toBeGreaterThan(0);
    for (const svg of drawn.svgs) {
      for (const box of boxes) expect(glyphsDrawn(svg).has(box)).toBe(false);
    }
  });
});

describe('the preview pages', () => {
  it('has one standalone SVG per PDF page, without the document text', async () => {
    for (const doc of [
      onePageResume,
      twoPageResume,
      themed(twoPageResume, { template: 'modern', paper: 'A4' }),
    ]) {
      const [{ svgs }, pdf] = await Promise.all([renderer.pages(doc), renderer.pdf(doc)]);
      const pages = await readPdf(pdf);
      expect(svgs).toHaveLength(pages.length);
      for (const [index, svg] of svgs.entries()) {
        const page = pages[index] as PdfPage;
        expect(svg.startsWith('<svg ')).toBe(true);
        expect(svg.endsWith('</svg>')).toBe(true);
        const viewBox = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
        expect(Number(viewBox?.[1])).toBeCloseTo(page.width, 0);
        expect(Number(viewBox?.[2])).toBeCloseTo(page.height, 0);
        // Letters are outlines, and the text layer and links are left out: a page holds no text
        // of the document to escape.
        expect(svg).not.toContain(doc.header.name);
        expect(svg).not.toMatch(/<foreignObject|<a |<style/);
        // Every glyph a page uses is defined in that page.
        const defined = new Set([...svg.matchAll(/<path id="([^"]+)"/g)].map((m) => m[1]));
        const used = [...svg.matchAll(/ href="#([^"]+)"/g)].map((m) => m[1]);
        expect(used.length).toBeGreaterThan(0);
        for (const id of used) expect(defined).toContain(id);
      }
    }
  });
});

describe('the live preview', () => {
  it('gives each page it does not hold in two parts, split where its glyph outlines begin', async () => {
    const { svgs, ids } = await renderer.pages(twoPageResume);
    const held = ids[1] ?? '';
    const pages = await renderer.previewPages(twoPageResume, new Set([held, 'another']));
    expect(pages.map(({ id }) => id)).toEqual(ids);
    expect(pages[1]).toEqual({ id: held });
    const [drawing, outlines] = pages[0]?.parts ?? ['', ''];
    expect(drawing + outlines).toBe(svgs[0]);
    expect(drawing).not.toContain('<defs>');
    expect(outlines).toMatch(/^<defs><path id="[^"]+" d="[^"]*"\/>/);
  });
});

describe('fit to pages', () => {
  it('brings a resume a little over one page down to one, at the largest scale that fits', async () => {
    expect(await renderer.pageCount(slightlyOverOnePageResume)).toBe(2);
    const fitted = await renderer.fitToPages(slightlyOverOnePageResume, 1);
    expect(fitted.pageCount).toBe(1);
    expect(fitted.scale).toBeGreaterThanOrEqual(0.8);
    expect(fitted.scale).toBeLessThan(1);
    const fitting = themed(slightlyOverOnePageResume, { scale: fitted.scale });
    expect(await renderer.pageCount(fitting)).toBe(1);
    expect(await readPdf(await renderer.pdf(fitting))).toHaveLength(1);
    const larger = themed(slightlyOverOnePageResume, { scale: fitted.scale + 0.005 });
    expect(await renderer.pageCount(larger)).toBe(2);
  });

  it('keeps the largest scale when the resume already fits, and the smallest when nothing does', async () => {
    expect(await renderer.fitToPages(themed(onePageResume, { scale: 0.85 }), 1)).toEqual({
      scale: 1,
      pageCount: 1,
    });
    const crowded = structuredClone(twoPageResume);
    crowded.sections = [...crowded.sections, ...crowded.sections];
    const result = await renderer.fitToPages(crowded, 1);
    expect(result.scale).toBe(0.8);
    expect(result.pageCount).toBeGreaterThan(1);
  });
});

describe('validation', () => {
  it('refuses a bad document with a message naming each bad field', async () => {
    const bad = {
      ...onePageResume,
      header: { ...onePageResume.header, name: 42 },
      theme: { ...onePageResume.theme, fontSize: 40, accentColor: 'red', paper: 'A5' },
    } as unknown as ResumeDocument;
    const error = await renderer.pdf(bad).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResumeDocumentError);
    const { message } = error as Error;
    expect(message).toMatch(/^Invalid document: /);
    expect(message).toContain('header.name');
    expect(message).toContain('theme.fontSize must be at most 12.5');
    expect(message).toContain('theme.accentColor must be a colour written #rrggbb');
    expect(message).toContain('theme.paper');
    await expect(renderer.pages(null as unknown as ResumeDocument)).rejects.toThrow(
      ResumeDocumentError,
    );
    await expect(renderer.fitToPages(onePageResume, 0)).rejects.toThrow(RangeError);
  });
});

describe('the cache', () => {
  it('answers the same document again with the same bytes and no compile', async () => {
    const doc = themed(onePageResume, { accentColor: '#0a7d5a' });
    const first = await renderer.pdf(doc);
    const before = renderer.stats();
    // Same content, keys in another order: the validated document is what is hashed.
    const { theme, ...rest } = doc;
    const reordered = JSON.parse(JSON.stringify({ theme, ...rest })) as ResumeDocument;
    const second = await renderer.pdf(reordered);
    const after = renderer.stats();
    expect(after.compiles).toBe(before.compiles);
    expect(after.cacheHits).toBe(before.cacheHits + 1);
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    // A change is a new compile.
    await renderer.pdf(themed(doc, { accentColor: '#0a7d5b' }));
    expect(renderer.stats().compiles).toBe(after.compiles + 1);
  });
});

describe('the worker pool', () => {
  it('starts its workers with the first render or warmUp, not before', async () => {
    const lazy = createDocumentRenderer({ workers: 1 });
    try {
      expect(lazy.stats().workers).toBe(0);
      await lazy.warmUp();
      expect(lazy.stats().workers).toBe(1);
      expect(lazy.stats().compiles).toBe(0);
    } finally {
      await lazy.close();
    }
  });

  it('reports a compile error clearly, keeps working and writes the same bytes every time', async () => {
    const pool = new RenderPool({ size: 1, workspace: templatesDir, fonts: compilerFonts() });
    try {
      await expect(
        pool.run({
          kind: 'pdf',
          mainFilePath: path.join(templatesDir, 'missing', 'main.typ'),
          document: '{}',
        }),
      ).rejects.toThrow(/document compile failed: file not found/);
      await expect(
        pool.run({
          kind: 'count',
          mainFilePath: path.join(templatesDir, 'classic', 'main.typ'),
          document: '{"not": "a resume"}',
        }),
      ).rejects.toThrow(/document compile failed: .*(classic|lib)\/.*\.typ/);
      const job = {
        kind: 'pdf' as const,
        mainFilePath: path.join(templatesDir, 'classic', 'main.typ'),
        document: JSON.stringify(onePageResume),
      };
      const first = await pool.run(job);
      const second = await pool.run(job);
      expect(first.pageCount).toBe(1);
      expect(Buffer.from(second.pdf ?? []).equals(Buffer.from(first.pdf ?? [1]))).toBe(true);
      expect(pool.replacements).toBe(0);
    } finally {
      await pool.close();
    }
  });

  it('replaces a worker that overruns its time, failing only that job', async () => {
    const pool = new RenderPool({
      size: 1,
      workspace: templatesDir,
      fonts: compilerFonts(),
      timeoutMs: 1,
    });
    try {
      await expect(
        pool.run({
          kind: 'pdf',
          mainFilePath: path.join(templatesDir, 'classic', 'main.typ'),
          document: JSON.stringify(twoPageResume),
        }),
      ).rejects.toThrow('the document took longer than 1 ms to render');
      expect(pool.replacements).toBe(1);
      expect(pool.size).toBe(1);
    } finally {
      await pool.close();
    }
    await expect(pool.run({ kind: 'count', mainFilePath: '', document: '' })).rejects.toThrow(
      'closed',
    );
  });
});
