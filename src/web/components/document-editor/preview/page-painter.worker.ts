/// <reference lib="webworker" />
// Fetches the preview's pages and paints them onto the canvases on screen, off the page's main
// thread (docs/decisions/065-preview-painting.md, 067-preview-painted-where-shown.md).
//
// in:  { type: 'preview', id, kind, draft, token } a draft to render: fetched when the draft before
//                                                it has its answer (one request at a time), its
//                                                pages painted onto the canvases before the answer
//                                                goes back; a newer draft replaces one waiting
//      { type: 'abort', id }                     stop that draft's request (or its wait)
//      { type: 'canvas', slot, canvas }          the visible canvas of page `slot` (transferred
//                                                from the page): painted at once
//      { type: 'drop', from }                    the canvases of pages `from` and after are gone
//      { type: 'width', pixelWidth }             paint the pages this many device pixels wide
// out: { id, pages: PaintedShape[] } | { id, error: { status, message, field } }
//      | { id, aborted: true } | { id, replaced: true }
import { changedBox } from '../../../../domain/page-scene-changes';
import { readPageScene, type PageScene } from '../../../../domain/page-scene';
import { createHeldPages } from '../../../lib/held-pages';
import {
  createDocumentsClient,
  DocumentError,
  documentKinds,
  type DocumentKind,
  type DocumentKindName,
  type RenderRefusal,
} from '../../../lib/documents-client';
import { createDraftQueue } from './draft-queue';
import { paintScene } from './paint-scene';

declare const self: DedicatedWorkerGlobalScope;

/**
 * A page of an answer as the page shows it: painted on its slot's canvas (its size in points, for
 * the canvas's shape), or, when the painter cannot read it, its SVG (shown as an image).
 */
export type PaintedShape = { width: number; height: number } | { svg: string };

export type PainterRequest =
  | {
      type: 'preview';
      id: number;
      /** The kind of document, and its draft as its kind's client takes it. */
      kind: DocumentKindName;
      draft: unknown;
      token: string | null;
    }
  | { type: 'abort'; id: number }
  | { type: 'canvas'; slot: number; canvas: OffscreenCanvas }
  | { type: 'drop'; from: number }
  | { type: 'width'; pixelWidth: number };

export type PainterReply =
  | { id: number; pages: PaintedShape[] }
  | {
      id: number;
      error: { status: number; message: string; field?: string; refusal?: RenderRefusal };
    }
  | { id: number; aborted: true }
  | { id: number; replaced: true };

/** Parsed glyph outlines, kept across pages and compiles; dropped wholesale past this many. */
const glyphs = new Map<string, Path2D>();
const maxGlyphs = 20_000;

/** The newest answer's pages: each SVG with its scene (null: not one this painter reads). */
let pages: Array<{ svg: string; scene: PageScene | null }> = [];

/** The canvases on screen, by slot (page number), with the scene each one shows. */
const canvases = new Map<
  number,
  { canvas: OffscreenCanvas; context: OffscreenCanvasRenderingContext2D; shown: PageScene | null }
>();

/** The painting width before the page says: a Letter page at 2 pixels a point. */
let pixelWidth = 1224;

/** The pages and glyph outlines the answers may leave out (decision 066). */
const held = createHeldPages();

/**
 * Paints the newest answer's page `slot` onto its canvas, if both are there: only the box that
 * changed since the page the canvas shows, when it is the same size.
 */
function paintSlot(slot: number) {
  const target = canvases.get(slot);
  const scene = pages[slot]?.scene;
  if (!target || !scene) return;
  if (glyphs.size > maxGlyphs) glyphs.clear();
  const { canvas, context, shown } = target;
  const scale = pixelWidth / scene.width;
  const height = Math.max(1, Math.round(scene.height * scale));
  if (shown && canvas.width === pixelWidth && canvas.height === height) {
    const changed = changedBox(shown, scene);
    if (changed !== null) {
      paintScene(context, scene, scale, glyphs, changed === 'page' ? undefined : changed);
    }
  } else {
    // Setting the size clears the canvas.
    canvas.width = pixelWidth;
    canvas.height = height;
    paintScene(context, scene, scale, glyphs);
  }
  target.shown = scene;
}

/** The answer's pages become the newest ones, painted onto the canvases there are. */
function paintAnswer(svgs: string[]): PaintedShape[] {
  const last = new Map(pages.map((page) => [page.svg, page.scene]));
  pages = svgs.map((svg) => ({
    svg,
    scene: last.has(svg) ? (last.get(svg) ?? null) : readPageScene(svg),
  }));
  for (const slot of pages.keys()) paintSlot(slot);
  return pages.map(({ svg, scene }) =>
    scene ? { width: scene.width, height: scene.height } : { svg },
  );
}

const reply = (message: PainterReply) => self.postMessage(message);

/** Draft `id` failed: the server's refusal, or any other error, goes back to the page. */
function replyFailure(id: number, error: unknown) {
  const { status, message, field, refusal } =
    error instanceof DocumentError
      ? error
      : { status: 0, message: String(error), field: undefined, refusal: undefined };
  reply({
    id,
    error: { status, message, ...(field ? { field } : {}), ...(refusal ? { refusal } : {}) },
  });
}

/** The drafts, fetched one at a time; each answer is painted once the next request is sent. */
const drafts = createDraftQueue(
  (request: Extract<PainterRequest, { type: 'preview' }>, signal) =>
    createDocumentsClient<unknown, string>(
      documentKinds[request.kind] as DocumentKind<unknown, string>,
      {
        getIdToken: async () => request.token,
      },
    ).preview(request.draft, signal, held),
  ({ id }, outcome) => {
    if ('answer' in outcome) {
      try {
        reply({ id, pages: paintAnswer(outcome.answer) });
      } catch (error) {
        replyFailure(id, error);
      }
    } else if ('error' in outcome) {
      replyFailure(id, outcome.error);
    } else {
      reply({ id, ...outcome });
    }
  },
);

self.onmessage = (event: MessageEvent<PainterRequest>) => {
  const request = event.data;
  if (request.type === 'preview') {
    drafts.push(request);
  } else if (request.type === 'abort') {
    drafts.abort(request.id);
  } else if (request.type === 'canvas') {
    const context = request.canvas.getContext('2d');
    if (!context) return;
    canvases.set(request.slot, { canvas: request.canvas, context, shown: null });
    paintSlot(request.slot);
  } else if (request.type === 'drop') {
    for (const slot of canvases.keys()) if (slot >= request.from) canvases.delete(slot);
  } else if (request.pixelWidth !== pixelWidth) {
    pixelWidth = request.pixelWidth;
    for (const slot of canvases.keys()) paintSlot(slot);
  }
};
