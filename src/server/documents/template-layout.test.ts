import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '../../domain/language';
import { paperSizes, resumeFonts, resumeTemplates } from '../../domain/resume-document';
import { atsResume } from '../../domain/test-support/ats-resume';
import { layoutChecks, layoutReport, readPdfLines } from '../test-support/pdf-layout';
import { createDocumentRenderer, type DocumentRenderer } from './document-renderer';

// Every template, font, paper and language, read back from the PDF as an applicant tracking
// system reads it (docs/templates.md). One renderer for the whole file, one render per case.
let renderer: DocumentRenderer;
beforeAll(() => {
  renderer = createDocumentRenderer({ workers: 2 });
});

const cases = resumeTemplates.flatMap((template) =>
  resumeFonts.flatMap((font) =>
    paperSizes.flatMap((paper) =>
      languages.map((language) => ({
        label: `${template}, ${font}, ${paper}, ${language}`,
        theme: { template, font, paper },
        language,
      })),
    ),
  ),
);

/** Per case, the checks it passes: the table printed at the end. */
const passed = new Map<string, string[]>();

afterAll(async () => {
  await renderer.close();
  const names = layoutChecks.map((check) => check.name);
  const rows = [...passed.entries()].map(
    ([label, ok]) =>
      `${label.padEnd(36)} ${names.map((name) => (ok.includes(name) ? name : '-'.repeat(name.length))).join(' ')}  ${ok.length}/${names.length}`,
  );
  console.log(`template × font × paper × language → layout checks passed\n${rows.join('\n')}`);
});

describe('the templates, as an applicant tracking system reads them', () => {
  it.each(cases.map((item) => [item.label, item] as const))('%s', async (label, item) => {
    const doc = atsResume(item.language, item.theme);
    const report = layoutReport(await readPdfLines(await renderer.pdf(doc)), doc);
    passed.set(
      label,
      report.filter(({ problems }) => problems.length === 0).map(({ check }) => check),
    );
    expect(report.flatMap(({ problems }) => problems)).toEqual([]);
  });
});
