/// <reference lib="webworker" />
// Fetches and paints preview pages off the page's main thread
// (docs/decisions/065-preview-painting.md).
//
// in:  { type: 'preview', id, content, token, pixelWidth }  a draft to render (the answer's pages
//        are painted at once, before the page asks for them)
//      { type: 'abort', id }                               stop that draft's request
//      { type: 'paint', id, slot, svg, pixelWidth }        a page to paint
// out: { id, svgs } | { id, error: { status, message, field } } | { id, aborted: true }
//      { id, bitmap: ImageBitmap | null }  (null: the page is not one this painter reads)
import { changedBox } from '../../../../../domain/page-scene-changes';
import { readPageScene, type PageScene } from '../../../../../domain/page-scene';
import type { ResumeContent } from '../../../../../domain/resume';
import { createHeldPages } from '../../../../lib/held-pages';
import { createResumeDocumentsClient, ResumeDocumentError } from '../../../../lib/resume-documents';
import { paintScene } from './paint-scene';

declare const self: DedicatedWorkerGlobalScope;

export type PainterRequest =
  | {
      type: 'preview';
      id: number;
      content: ResumeContent;
      token: string | null;
      pixelWidth: number;
    }
  | { type: 'abort'; id: number }
  | { type: 'paint'; id: number; slot: number; svg: string; pixelWidth: number };

export type PainterReply =
  | { id: number; svgs: string[] }
  | { id: number; error: { status: number; message: string; field?: string } }
  | { id: number; aborted: true }
  | { id: number; bitmap: ImageBitmap | null };

/** Parsed glyph outlines, kept across pages and compiles; dropped wholesale past this many. */
const glyphs = new Map<string, Path2D>();
const maxGlyphs = 20_000;

/**
 * The page last painted in each slot (a page number of the preview), on its canvas: the next
 * version of that page repaints only what changed.
 */
const slots = new Map<number, { svg: string; scene: PageScene; canvas: OffscreenCanvas }>();
const maxSlots = 20;

/** Pages painted as soon as their answer came, waiting for the page to ask for them. */
const ready = new Map<
  number,
  { svg: string; pixelWidth: number; bitmap: Promise<ImageBitmap | null> }
>();

const requests = new Map<number, AbortController>();

/** The pages and glyph outlines the answers may leave out (decision 066). */
const held = createHeldPages();

function paintOnto(slot: number, svg: string, pixelWidth: number): OffscreenCanvas | null {
  const scene = readPageScene(svg);
  if (!scene) return null;
  if (glyphs.size > maxGlyphs) glyphs.clear();
  const scale = pixelWidth / scene.width;
  const height = Math.max(1, Math.round(scene.height * scale));
  const last = slots.get(slot);
  if (last && last.canvas.width === pixelWidth && last.canvas.height === height) {
    const context = last.canvas.getContext('2d');
    if (!context) return null;
    const changed = changedBox(last.scene, scene);
    if (changed !== null) {
      paintScene(context, scene, scale, glyphs, changed === 'page' ? undefined : changed);
    }
    slots.set(slot, { svg, scene, canvas: last.canvas });
    return last.canvas;
  }
  const canvas = new OffscreenCanvas(pixelWidth, height);
  const context = canvas.getContext('2d');
  if (!context) return null;
  paintScene(context, scene, scale, glyphs);
  if (!slots.has(slot) && slots.size >= maxSlots) slots.clear();
  slots.set(slot, { svg, scene, canvas });
  return canvas;
}

/**
 * Page `svg` painted into `slot` now, and a copy of it (the canvas keeps the page for the next
 * version; the copy is taken at once, whatever is painted next).
 */
function paint(slot: number, svg: string, pixelWidth: number): Promise<ImageBitmap | null> {
  const canvas = paintOnto(slot, svg, pixelWidth);
  if (!canvas) slots.delete(slot);
  return canvas ? createImageBitmap(canvas) : Promise.resolve(null);
}

/** Paints the answer's pages that differ from their slot's, ahead of the page asking. */
function paintAhead(svgs: string[], pixelWidth: number) {
  for (const [slot, svg] of svgs.entries()) {
    const last = slots.get(slot);
    if (last?.svg === svg && last.canvas.width === pixelWidth) continue;
    void ready.get(slot)?.bitmap.then((bitmap) => bitmap?.close());
    ready.set(slot, { svg, pixelWidth, bitmap: paint(slot, svg, pixelWidth) });
  }
}

async function preview(request: Extract<PainterRequest, { type: 'preview' }>) {
  const controller = new AbortController();
  requests.set(request.id, controller);
  const documents = createResumeDocumentsClient({ getIdToken: async () => request.token });
  try {
    const svgs = await documents.preview(request.content, controller.signal, held);
    self.postMessage({ id: request.id, svgs } satisfies PainterReply);
    paintAhead(svgs, request.pixelWidth);
  } catch (error) {
    if (controller.signal.aborted) {
      self.postMessage({ id: request.id, aborted: true } satisfies PainterReply);
      return;
    }
    const { status, message, field } =
      error instanceof ResumeDocumentError
        ? error
        : { status: 0, message: String(error), field: undefined };
    self.postMessage({
      id: request.id,
      error: { status, message, ...(field ? { field } : {}) },
    } satisfies PainterReply);
  } finally {
    requests.delete(request.id);
  }
}

self.onmessage = async (event: MessageEvent<PainterRequest>) => {
  const request = event.data;
  if (request.type === 'preview') {
    await preview(request);
  } else if (request.type === 'abort') {
    requests.get(request.id)?.abort();
  } else {
    const { id, slot, svg, pixelWidth } = request;
    const early = ready.get(slot);
    const painted = early?.svg === svg && early.pixelWidth === pixelWidth;
    if (painted) ready.delete(slot);
    const bitmap = await (painted ? early.bitmap : paint(slot, svg, pixelWidth));
    self.postMessage({ id, bitmap } satisfies PainterReply, bitmap ? [bitmap] : []);
  }
};
