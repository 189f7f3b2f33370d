// The preview pages the real renderer writes are pages the editor's painter reads
// (src/domain/page-scene.ts): if Typst or svg-pages.mjs ever writes markup the reader refuses, the
// live preview silently falls back to SVG images; this file notices.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPageScene, type PageScene } from '../../domain/page-scene';
import { changedBox } from '../../domain/page-scene-changes';
import {
  resumeFonts,
  resumeTemplates,
  themeBounds,
  type ResumeDocument,
  type ResumeTemplate,
} from '../../domain/resume-document';
import { onePageResume, twoPageResume } from '../../domain/test-support/resume-documents';
import { createDocumentRenderer, type DocumentRenderer } from './document-renderer';

let renderer: DocumentRenderer;
beforeAll(() => {
  renderer = createDocumentRenderer({ workers: 2 });
});
afterAll(async () => {
  await renderer.close();
});

function themed(doc: ResumeDocument, theme: Partial<ResumeDocument['theme']>): ResumeDocument {
  return { ...doc, theme: { ...doc.theme, ...theme } };
}

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
const withoutDefs = (svg: string) => svg.replace(/<defs\b[\s\S]*?<\/defs>/g, '');

const pageSizes = {
  LETTER: { width: 612, height: 792 },
  A4: { width: 595.28, height: 841.89 },
} as const;

/** A font other than the template's default, so every font is drawn by some template. */
const otherFont = (template: ResumeTemplate) =>
  resumeFonts[(resumeTemplates.indexOf(template) + 1) % resumeFonts.length];

const accent = '#b03a2e';

const variations = (template: ResumeTemplate): Array<[string, ResumeDocument]> => [
  ['Letter, default theme', themed(twoPageResume, { template })],
  [
    `A4, accent ${accent}, ${otherFont(template)}`,
    themed(twoPageResume, {
      template,
      paper: 'A4',
      accentColor: accent,
      font: otherFont(template),
    }),
  ],
  [
    'one page, small and tight',
    themed(onePageResume, { template, fontSize: 9, marginMm: 10, scale: 0.8 }),
  ],
];

function expectPaintable(svg: string, scene: PageScene | null, doc: ResumeDocument) {
  expect(scene, 'the page reads to a scene').not.toBeNull();
  if (!scene) return;
  const size = pageSizes[doc.theme.paper];
  expect(scene.width).toBeCloseTo(size.width, 1);
  expect(scene.height).toBeCloseTo(size.height, 1);

  const glyphs = scene.items.filter((item) => item.kind === 'glyph');
  const paths = scene.items.filter((item) => item.kind === 'path');
  expect(glyphs.length).toBeGreaterThan(0);
  expect(glyphs).toHaveLength(count(svg, /<use\b/g));
  expect(paths).toHaveLength(count(withoutDefs(svg), /<path\b/g));
  for (const glyph of glyphs) {
    expect(Object.hasOwn(scene.glyphs, glyph.id), `glyph ${glyph.id} is defined`).toBe(true);
    expect(typeof scene.glyphs[glyph.id]).toBe('string');
  }
  // Every glyph the markup defines is read, with its outline.
  const outlines = [...svg.matchAll(/<path id="([^"]+)" d="([^"]*)"\/>/g)];
  expect(Object.keys(scene.glyphs)).toHaveLength(count(svg, /<path id=/g));
  expect(outlines).toHaveLength(count(svg, /<path id=/g));
  for (const [, id = '', d] of outlines) expect(scene.glyphs[id]).toBe(d);
  for (const item of scene.items) expect(item.matrix.every(Number.isFinite)).toBe(true);
}

describe('every preview page is one the painter reads', () => {
  for (const template of resumeTemplates) {
    it.each(variations(template))(`${template}: %s`, async (_name, doc) => {
      const { svgs } = await renderer.pages(doc);
      expect(svgs.length).toBeGreaterThan(0);
      for (const svg of svgs) expectPaintable(svg, readPageScene(svg), doc);
    });
  }

  const paints = (scenes: PageScene[]) =>
    new Set(
      scenes.flatMap((scene) =>
        scene.items.flatMap((item) => [
          item.fill?.toLowerCase(),
          item.kind === 'path' ? item.stroke?.color.toLowerCase() : undefined,
        ]),
      ),
    );

  it.each(resumeTemplates)('%s: the accent colour reaches the scene', async (template) => {
    const read = async (doc: ResumeDocument) =>
      (await renderer.pages(doc)).svgs.map((svg) => readPageScene(svg) as PageScene);
    const [before, after] = await Promise.all([
      read(themed(twoPageResume, { template })),
      read(themed(twoPageResume, { template, accentColor: accent })),
    ]);
    expect(after.map((scene) => scene.items.length)).toEqual(
      before.map((scene) => scene.items.length),
    );
    const added = [...paints(after)].filter((paint) => !paints(before).has(paint));
    const removed = [...paints(before)].filter((paint) => !paints(after).has(paint));
    // Drawn in the accent or a shade of it (compact lightens and darkens it).
    expect(added.length).toBeGreaterThan(0);
    expect(removed.length).toBeGreaterThan(0);
    if (template !== 'compact') expect(added).toContain(accent);
  });

  it('splits a two-page resume into two pages that each read', async () => {
    const { svgs } = await renderer.pages(twoPageResume);
    expect(svgs).toHaveLength(2);
    expect(svgs.map((svg) => readPageScene(svg) === null)).toEqual([false, false]);
  });
});

// The painter caches glyph outlines by id across compiles and pages, and repaints only the items
// that changed (page-scene-changes.ts); both rely on an id naming one outline, whatever the
// template, font or size that drew it.
describe('glyph ids across compiles', () => {
  const fontSizes = [themeBounds.fontSize.min, themeBounds.fontSize.max - 1];

  it('never name two different outlines, across templates, fonts and sizes', async () => {
    const docs = resumeTemplates.flatMap((template) =>
      resumeFonts.flatMap((font) =>
        fontSizes.map((fontSize) => themed(twoPageResume, { template, font, fontSize })),
      ),
    );
    const answers = await Promise.all(docs.map((doc) => renderer.pages(doc)));

    const outlines = new Map<string, { d: string; compiles: Set<number> }>();
    const clashes: string[] = [];
    answers.forEach(({ svgs }, compile) => {
      expect(svgs.length).toBeGreaterThan(0);
      svgs.forEach((svg, page) => {
        const scene = readPageScene(svg);
        expect(scene, `compile ${compile}, page ${page + 1} reads`).not.toBeNull();
        for (const [id, d] of Object.entries(scene?.glyphs ?? {})) {
          const known = outlines.get(id);
          if (!known) outlines.set(id, { d, compiles: new Set([compile]) });
          else {
            known.compiles.add(compile);
            if (known.d !== d) clashes.push(`${id} in compile ${compile}, page ${page + 1}`);
          }
        }
      });
    });
    expect(clashes).toEqual([]);
    // The check means something: many outlines, and ids that recur from one compile to another.
    expect(outlines.size).toBeGreaterThan(500);
    const shared = [...outlines.values()].filter(({ compiles }) => compiles.size > 1);
    expect(shared.length).toBeGreaterThan(100);
  });

  it.each(resumeTemplates)(
    '%s: one more character in the summary changes a small part of page 1',
    async (template) => {
      const before = themed(twoPageResume, { template });
      const after = { ...before, summary: `${before.summary}x` };
      const [old, now] = await Promise.all([renderer.pages(before), renderer.pages(after)]);
      const [oldPage, newPage] = [old.svgs[0], now.svgs[0]].map((svg) => readPageScene(svg ?? ''));
      expect(oldPage).not.toBeNull();
      expect(newPage).not.toBeNull();
      const box = changedBox(oldPage!, newPage!);
      expect(box).not.toBeNull();
      expect(box).not.toBe('page');
      if (!box || box === 'page') return;
      const [left, top, right, bottom] = box;
      const area = (right - left) * (bottom - top);
      expect(area).toBeGreaterThan(0);
      expect(area / (newPage!.width * newPage!.height)).toBeLessThan(0.05);
    },
  );
});
