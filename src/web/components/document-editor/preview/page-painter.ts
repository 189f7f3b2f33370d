import { DocumentError, type DocumentKindName } from '../../../lib/documents-client';
import type { PaintedShape, PainterReply, PainterRequest } from './page-painter.worker';

export type { PaintedShape };

/**
 * Renders the preview's pages and paints them onto the canvases on screen, in a worker
 * (page-painter.worker.ts): the browser's main thread, which takes the typing, neither parses the
 * server's answer nor paints, nor even passes pictures along (decision 067).
 */
export interface PagePainter {
  /**
   * The draft's pages as the server renders them (`POST /api/{kind}/preview`, with `token`),
   * fetched by the worker, which has painted them onto the slots' canvases (`canvas`) by the time
   * this resolves. Drafts can be sent at any time: the worker fetches one at a time, and a draft
   * waiting for the one before it is `'replaced'` by a newer one. Null when the worker is gone
   * (the page then fetches the draft itself). Rejects like the documents client: a
   * `DocumentError`, or an `AbortError`.
   */
  preview(
    request: { kind: DocumentKindName; draft: unknown; token: string | null },
    signal: AbortSignal,
  ): Promise<PaintedShape[] | 'replaced' | null>;
  /**
   * The canvas that shows page `slot` (a page number of the preview), painted by the worker with
   * the newest answer's page of that number from now on; made the first time it is asked for.
   */
  canvas(slot: number): HTMLCanvasElement;
  /** The pages from `slot` on are gone: their canvases are let go. */
  drop(slot: number): void;
  /** The pages' width on screen in device pixels: they are painted for it. */
  setPixelWidth(width: number): void;
  close(): void;
}

/** Whether this browser can hand a canvas on screen to a worker to paint. */
const canPaintInWorker = () =>
  typeof Worker !== 'undefined' &&
  typeof OffscreenCanvas !== 'undefined' &&
  typeof HTMLCanvasElement !== 'undefined' &&
  'transferControlToOffscreen' in HTMLCanvasElement.prototype;

/**
 * The painter, or null where the browser cannot paint on screen from a worker (the pages are then
 * fetched on the main thread and shown as SVG images).
 */
export function createPagePainter(pixelWidth: number): PagePainter | null {
  if (!canPaintInWorker()) return null;
  const worker = new Worker(new URL('./page-painter.worker.ts', import.meta.url), {
    type: 'module',
  });
  const waiting = new Map<number, (reply: PainterReply | null) => void>();
  const canvases = new Map<number, HTMLCanvasElement>();
  let nextId = 0;
  let broken = false;
  const failAll = () => {
    broken = true;
    for (const resolve of waiting.values()) resolve(null);
    waiting.clear();
  };
  worker.onmessage = (event: MessageEvent<PainterReply>) => {
    waiting.get(event.data.id)?.(event.data);
    waiting.delete(event.data.id);
  };
  // A worker that fails to start or crashes leaves the pages to the SVG images.
  worker.onerror = failAll;
  const post = (request: PainterRequest, transfer: Transferable[] = []) =>
    worker.postMessage(request, transfer);
  post({ type: 'width', pixelWidth });

  return {
    async preview({ kind, draft, token }, signal) {
      signal.throwIfAborted();
      if (broken) return null;
      const id = nextId++;
      const onAbort = () => post({ type: 'abort', id });
      signal.addEventListener('abort', onAbort, { once: true });
      try {
        const reply = await new Promise<PainterReply | null>((resolve) => {
          waiting.set(id, resolve);
          post({ type: 'preview', id, kind, draft, token });
        });
        signal.throwIfAborted();
        if (!reply) return null;
        if ('pages' in reply) return reply.pages;
        if ('replaced' in reply) return 'replaced';
        if ('error' in reply) {
          const { status, message, field, refusal } = reply.error;
          throw new DocumentError(status, message, field, refusal);
        }
        throw new DocumentError(0, 'The preview could not be rendered');
      } finally {
        signal.removeEventListener('abort', onAbort);
      }
    },
    canvas(slot) {
      let canvas = canvases.get(slot);
      if (!canvas) {
        canvas = document.createElement('canvas');
        const offscreen = canvas.transferControlToOffscreen();
        post({ type: 'canvas', slot, canvas: offscreen }, [offscreen]);
        canvases.set(slot, canvas);
      }
      return canvas;
    },
    drop(slot) {
      const gone = [...canvases.keys()].filter((taken) => taken >= slot);
      if (gone.length === 0) return;
      for (const taken of gone) canvases.delete(taken);
      post({ type: 'drop', from: slot });
    },
    setPixelWidth(width) {
      post({ type: 'width', pixelWidth: width });
    },
    close() {
      worker.terminate();
      canvases.clear();
      failAll();
    },
  };
}
