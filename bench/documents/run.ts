/**
 * Document rendering benchmark (docs/decisions/060-document-rendering.md). In one run:
 *
 * - ours, PDF: `renderer.pdf()` of the two-page fixture through the worker pool;
 * - ours, preview: `renderer.pages()` (one SVG per page) of the same;
 * - ours, the one-page cover letter (`fixtureLetter`): `renderer.letters.pdf()` and `.pages()`;
 * - the peer: the same resume as the share page's HTML (`resumeHtml`, its two stylesheets inlined)
 *   printed to PDF by Chromium with `page.pdf()` on one reused page.
 *
 * The cache is off and every iteration edits one bullet of the resume or the letter's first
 * paragraph (as a keystroke in the editor would), so each figure is a real compile of a changed
 * document, not a replay. Prints p50 and p95 of each and
 * the ratio peer p50 / ours p50 (target ≥ 5×).
 *
 *   npm run bench:documents
 *   BENCH_ITERATIONS=200 npm run bench:documents
 */
import { chromium, type Browser } from 'playwright-core';
import type { CoverLetterDocument } from '../../src/domain/cover-letter';
import type { ResumeDocument } from '../../src/domain/resume-document';
import { fixtureLetter } from '../../src/domain/test-support/export-fixtures';
import { twoPageResume } from '../../src/domain/test-support/resume-documents';
import { createDocumentRenderer } from '../../src/server/documents/document-renderer';
import {
  resumeHtml,
  resumeHtmlCss,
  resumeThemeCss,
  type ResumeHtmlOptions,
} from '../../src/server/documents/resume-html';
import { chromiumFlags, chromiumPath } from '../../scripts/chromium';
import { percentile } from '../stats';

const iterations = Number(process.env.BENCH_ITERATIONS ?? 50);
const warmups = 5;

/** The fixture with its first bullet edited: a new document for every iteration. */
function edited(iteration: number): ResumeDocument {
  const doc = structuredClone(twoPageResume);
  const entry = doc.sections[0]?.entries[0];
  if (entry) entry.bullets[0] = `${entry.bullets[0]} (edit ${iteration})`;
  return doc;
}

/** The letter with its first paragraph edited: a new letter for every iteration. */
function editedLetter(iteration: number): CoverLetterDocument {
  const doc = structuredClone(fixtureLetter);
  doc.paragraphs[0]?.push({ text: ` (edit ${iteration})` });
  return doc;
}

const htmlOptions: ResumeHtmlOptions = {
  title: 'Benchmark',
  pdfUrl: '',
  lang: 'en',
  labels: { downloadPdf: 'Download PDF', contact: 'Contact details' },
};

/** The share page, standalone: its stylesheet links replaced by the same CSS inline. */
function standaloneHtml(doc: ResumeDocument): string {
  const css = `${resumeHtmlCss}\n${resumeThemeCss(doc.theme)}`;
  const html = resumeHtml(doc, htmlOptions).replace(/<link rel="stylesheet"[^>]*>\s*/g, '');
  return html.replace('</head>', `<style>${css}</style></head>`);
}

async function measure(
  name: string,
  run: (iteration: number) => Promise<unknown>,
): Promise<{ name: string; p50: number; p95: number }> {
  for (let iteration = 0; iteration < warmups; iteration += 1) await run(-1 - iteration);
  const times: number[] = [];
  for (let iteration = 0; iteration < iterations; iteration += 1) {
    const start = performance.now();
    await run(iteration);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { name, p50: percentile(times, 50), p95: percentile(times, 95) };
}

const renderer = createDocumentRenderer({ cacheBytes: 0 });
let browser: Browser | undefined;
try {
  const ours = await measure('Typst PDF (ours)', (i) => renderer.pdf(edited(i)));
  const preview = await measure('Typst page SVGs (ours, preview)', (i) =>
    renderer.pages(edited(i)),
  );
  const pageCount = await renderer.pageCount(twoPageResume);
  const letterPdf = await measure('Typst PDF (ours)', (i) => renderer.letters.pdf(editedLetter(i)));
  const letterPreview = await measure('Typst page SVGs (ours, preview)', (i) =>
    renderer.letters.pages(editedLetter(i)),
  );
  const letterPages = await renderer.letters.pageCount(fixtureLetter);

  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
  });
  const page = await browser.newPage();
  const format = twoPageResume.theme.paper === 'A4' ? 'A4' : 'Letter';
  const peer = await measure('Chromium page.pdf (peer)', async (i) => {
    await page.setContent(standaloneHtml(edited(i)), { waitUntil: 'load' });
    return page.pdf({ format, printBackground: true });
  });

  console.log(
    `Two-page resume (${pageCount} pages), ${iterations} iterations after ${warmups} warm-ups, cache off:`,
  );
  const print = (row: { name: string; p50: number; p95: number }) =>
    console.log(
      `  ${row.name.padEnd(34)} p50 ${row.p50.toFixed(1).padStart(7)} ms   p95 ${row.p95.toFixed(1).padStart(7)} ms`,
    );
  [ours, preview, peer].forEach(print);
  const ratio = peer.p50 / ours.p50;
  console.log(`  peer p50 / ours p50: ${ratio.toFixed(1)}× (target ≥ 5×)`);
  console.log(`  peer p50 / preview p50: ${(peer.p50 / preview.p50).toFixed(1)}×`);
  console.log(`Cover letter (${letterPages} page), the same way:`);
  [letterPdf, letterPreview].forEach(print);
} finally {
  await browser?.close();
  await renderer.close();
}
