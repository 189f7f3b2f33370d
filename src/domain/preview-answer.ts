import { z } from 'zod';

/**
 * The live preview's answer, made small (docs/decisions/066-preview-answers-carry-what-changed.md).
 *
 * A page SVG from the renderer (src/server/documents/svg-pages.mjs) is its drawing followed by one
 * `<defs>` that holds the outline of every glyph the drawing places, in the order they are first
 * placed: `…drawing<defs><path id="g…" d="…"/>…</defs></svg>`. A glyph's id names its outline in
 * every compile, and a page's id names its whole SVG. So the editor says which pages and glyphs it
 * holds, and the answer leaves them out: a page the editor holds comes as its id alone, and a page
 * it does not hold comes without the outlines of the glyphs it holds. The editor puts each page
 * back together exactly as the renderer wrote it.
 */

/** How many page and glyph ids the editor may say it holds. */
export const knownPartsLimits = { pages: 50, glyphs: 20_000 } as const;

/** What the editor holds: the ids of its pages (the last answer's) and of its glyph outlines. */
export const knownPartsSchema = z.object({
  pages: z.array(z.string().min(1).max(64)).max(knownPartsLimits.pages),
  glyphs: z.array(z.string().min(1).max(64)).max(knownPartsLimits.glyphs),
});

export type KnownParts = z.infer<typeof knownPartsSchema>;

/** One page of an answer: its id, and its SVG unless the editor holds the page with that id. */
export interface AnswerPage {
  id: string;
  svg?: string;
}

/** A page: its drawing, and the outlines in its `<defs>` (id → `<path id d/>` markup). */
interface GlyphedPage {
  drawing: string;
  outlines: Map<string, string>;
}

const ending = '</defs></svg>';
const outlinePattern = /<path id="([^"]+)" d="[^"]*"\/>/g;
const referencePattern = /href="#([^"]+)"/g;

/**
 * The outlines of a page, from `part`: the page from its last `<defs>` on. Null when that is not
 * glyph outlines only, closing the page.
 */
function outlinesOf(part: string): Map<string, string> | null {
  if (!part.endsWith(ending)) return null;
  const defs = part.slice('<defs>'.length, -ending.length);
  const outlines = new Map<string, string>();
  let read = 0;
  for (const [markup, id] of defs.matchAll(outlinePattern)) {
    outlines.set(id as string, markup);
    read += markup.length;
  }
  return read === defs.length ? outlines : null;
}

/** `svg` split into drawing and outlines; null when it does not end in glyph outlines only. */
function glyphedPage(svg: string): GlyphedPage | null {
  const start = svg.lastIndexOf('<defs>');
  if (start === -1) return null;
  const outlines = outlinesOf(svg.slice(start));
  return outlines && { drawing: svg.slice(0, start), outlines };
}

const pageOf = (drawing: string, outlines: Iterable<string>) =>
  `${drawing}<defs>${[...outlines].join('')}${ending}`;

/**
 * The outlines of `part` (a page from its last `<defs>` on) that are not in `known`; null when
 * that leaves the page as it is (nothing known, or a page of another shape).
 */
function unknownOutlines(part: string, known: ReadonlySet<string>): string[] | null {
  const outlines = known.size === 0 ? null : outlinesOf(part);
  if (!outlines) return null;
  const kept = [...outlines].flatMap(([id, markup]) => (known.has(id) ? [] : [markup]));
  return kept.length === outlines.size ? null : kept;
}

/**
 * `svg` without the outlines of the glyphs in `known` (the editor holds them). A page of another
 * shape is left whole.
 */
export function withoutKnownGlyphs(svg: string, known: ReadonlySet<string>): string {
  if (known.size === 0) return svg;
  const start = svg.lastIndexOf('<defs>');
  const kept = start === -1 ? null : unknownOutlines(svg.slice(start), known);
  return kept ? pageOf(svg.slice(0, start), kept) : svg;
}

/**
 * `withoutKnownGlyphs(drawing + outlines, known)`, for a page given as two strings split at its
 * last `<defs>`: `outlines` is the page from there on (empty when it has none). The server decodes
 * a page that way, so that it never makes a string of the whole page, several hundred KB, only to
 * take most of it apart (src/server/documents/document-renderer.ts).
 */
export function withoutKnownGlyphsIn(
  drawing: string,
  outlines: string,
  known: ReadonlySet<string>,
): string {
  const kept = outlines.startsWith('<defs>') ? unknownOutlines(outlines, known) : null;
  return kept ? pageOf(drawing, kept) : drawing + outlines;
}

/**
 * `svg` (from an answer) whole again: each glyph its drawing places has its outline, from the page
 * itself or from `held`, in the order the glyphs are first placed (as the renderer writes them).
 * The page's own outlines are added to `held`. Null when an outline is in neither (the answer was
 * made for glyphs `held` no longer has). A page of another shape was sent whole and is returned
 * as it is.
 */
export function withKnownGlyphs(svg: string, held: Map<string, string>): string | null {
  const page = glyphedPage(svg);
  if (!page) return svg;
  for (const [id, markup] of page.outlines) held.set(id, markup);
  const placed = new Set<string>();
  for (const [, id] of page.drawing.matchAll(referencePattern)) placed.add(id as string);
  if ([...placed].every((id) => page.outlines.has(id))) return svg;
  const outlines: string[] = [];
  for (const id of placed) {
    const markup = held.get(id);
    if (markup === undefined) return null;
    outlines.push(markup);
  }
  return pageOf(page.drawing, outlines);
}
