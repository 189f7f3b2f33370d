import type { ResumeContent } from '../../../../../domain/resume';
import { ResumeDocumentError } from '../../../../lib/resume-documents';
import type { PainterReply, PainterRequest } from './page-painter.worker';

/**
 * Renders and paints preview pages in a worker (page-painter.worker.ts), so the browser's main
 * thread, which takes the typing, neither parses the server's answer nor paints: it only puts
 * finished pictures on screen.
 */
export interface PagePainter {
  /**
   * Page `svg` painted `pixelWidth` pixels wide, or null when the painter cannot read it. `slot`
   * is the page's number in the preview: the painter repaints only what changed since the last
   * page it painted in that slot.
   */
  paint(svg: string, pixelWidth: number, slot: number): Promise<ImageBitmap | null>;
  /**
   * The draft's pages as the server renders them (`POST /api/resumes/preview`, with `token`),
   * fetched by the worker, which starts painting the changed ones for `pixelWidth` at once; null
   * when the worker is gone (the page then fetches the draft itself). Rejects like the documents
   * client: a `ResumeDocumentError`, or an `AbortError`.
   */
  preview?(
    draft: { content: ResumeContent; token: string | null },
    pixelWidth: number,
    signal: AbortSignal,
  ): Promise<string[] | null>;
  close(): void;
}

/**
 * The painter, or null where the browser has no worker with an offscreen canvas (the pages are
 * then fetched on the main thread and shown as SVG images).
 */
export function createPagePainter(): PagePainter | null {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return null;
  const worker = new Worker(new URL('./page-painter.worker.ts', import.meta.url), {
    type: 'module',
  });
  const waiting = new Map<number, (reply: PainterReply | null) => void>();
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

  /** Sends `request` with a new id; null when the worker is gone. */
  const ask = (request: (id: number) => PainterRequest): Promise<PainterReply | null> => {
    if (broken) return Promise.resolve(null);
    const id = nextId++;
    return new Promise((resolve) => {
      waiting.set(id, resolve);
      worker.postMessage(request(id));
    });
  };

  return {
    async paint(svg, pixelWidth, slot) {
      const reply = await ask((id) => ({ type: 'paint', id, slot, svg, pixelWidth }));
      return reply && 'bitmap' in reply ? reply.bitmap : null;
    },
    async preview({ content, token }, pixelWidth, signal) {
      signal.throwIfAborted();
      let sent = -1;
      const onAbort = () =>
        worker.postMessage({ type: 'abort', id: sent } satisfies PainterRequest);
      signal.addEventListener('abort', onAbort, { once: true });
      try {
        const reply = await ask((id) => {
          sent = id;
          return { type: 'preview', id, content, token, pixelWidth };
        });
        signal.throwIfAborted();
        if (!reply) return null;
        if ('svgs' in reply) return reply.svgs;
        if ('error' in reply) {
          const { status, message, field } = reply.error;
          throw new ResumeDocumentError(status, message, field);
        }
        throw new ResumeDocumentError(0, 'The preview could not be rendered');
      } finally {
        signal.removeEventListener('abort', onAbort);
      }
    },
    close() {
      worker.terminate();
      failAll();
    },
  };
}
