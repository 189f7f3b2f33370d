import type { ResumeContent } from '../../../../../domain/resume';
import { ResumeDocumentError } from '../../../../lib/resume-documents';
import { createPagePainter, type PagePainter, type PaintedShape } from './page-painter';

/** Where drafts are rendered: the documents client's `preview`, and its ID token for the worker. */
export interface PreviewDocuments {
  preview(content: ResumeContent, signal: AbortSignal): Promise<string[]>;
  idToken(): Promise<string | null>;
}

/**
 * A page of the preview: a canvas the painter's worker paints (its size in points gives its
 * shape), or, where it cannot, the page's SVG as an image (its object URL).
 */
export type PreviewPage =
  | { kind: 'painted'; canvas: HTMLCanvasElement; width: number; height: number }
  | { kind: 'image'; svg: string; url: string };

export interface PreviewSnapshot {
  /** The last pages rendered (kept while newer ones load, and after a failure). */
  pages: readonly PreviewPage[];
  /** A draft is being rendered and painted. */
  loading: boolean;
  /** Why rendering failed: the server's message for a refused draft, else null (a generic one). */
  error: { message: string | null } | null;
}

export interface PreviewStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): PreviewSnapshot;
  /**
   * Renders `content` (the newest draft wins; see `createPreviewStore`); the draft already wanted
   * last (the same object) is not rendered again.
   */
  want(content: ResumeContent): void;
  /** Renders the last draft again (after a failure). */
  retry(): void;
  /** The pages' width on screen in device pixels: pages are painted for it. */
  setPixelWidth(width: number): void;
  /** Starts the painter; `close` stops everything and lets the pages go. Both can repeat. */
  open(): void;
  close(): void;
}

/**
 * How long the ID token got for one request is used again for the next ones. The identity client
 * hands out a token with at least a minute to live (it refreshes one sooner), so half a minute is
 * safe, and it lets a draft be sent without waiting for a promise (decision 066). A token the
 * server refuses is dropped at once.
 */
const tokenReuseMs = 30_000;

/** The painting width before the pane has measured itself: a Letter page at 2 pixels a point. */
const defaultPixelWidth = 1224;
const pixelWidthBounds = { min: 320, max: 2400 };

/**
 * The live preview's state, outside React so that only the pane re-renders when pages arrive
 * (decisions 065 and 067):
 * - one request at a time, newest draft next: a draft is sent at once when nothing is running;
 *   drafts wanted meanwhile replace each other, and the newest is sent as soon as the running
 *   request answers. No debounce: a pause would add its whole length to every keystroke's latency.
 * - the painter's worker fetches each draft and paints its pages onto the canvases on screen
 *   before it answers, so an answer's pages are shown when it comes, in the order answers came;
 *   the worker repaints only what changed (typing on page 1 leaves page 2 alone).
 * - without the worker (or once it is gone) the draft is fetched here and its pages are SVG
 *   images, each kept while its SVG is unchanged.
 */
export function createPreviewStore(
  documents: PreviewDocuments,
  createPainter: (pixelWidth: number) => PagePainter | null = createPagePainter,
): PreviewStore {
  let snapshot: PreviewSnapshot = { pages: [], loading: true, error: null };
  const listeners = new Set<() => void>();
  let painter: PagePainter | null = null;
  let controller: AbortController | null = null;
  let running = false;
  let wanted: ResumeContent | null = null;
  let last: ResumeContent | null = null;
  let pixelWidth = defaultPixelWidth;
  let lastToken: { token: string; at: number } | null = null;

  const publish = (change: Partial<PreviewSnapshot>) => {
    snapshot = { ...snapshot, ...change, loading: running || wanted !== null };
    for (const listener of listeners) listener();
  };

  /** Revokes the URLs of the image pages of `pages` that are not on screen. */
  const releaseUnused = (pages: readonly PreviewPage[]) => {
    for (const page of pages) {
      if (page.kind === 'image' && !snapshot.pages.includes(page)) URL.revokeObjectURL(page.url);
    }
  };

  /** Page `slot` of an answer, the page on screen when it is the same. */
  function pageOf(shape: PaintedShape, slot: number, worker: PagePainter | null): PreviewPage {
    const shown = snapshot.pages;
    if ('svg' in shape) {
      const same = shown.find((page) => page.kind === 'image' && page.svg === shape.svg);
      return (
        same ?? {
          kind: 'image',
          svg: shape.svg,
          url: URL.createObjectURL(new Blob([shape.svg], { type: 'image/svg+xml' })),
        }
      );
    }
    const canvas = worker!.canvas(slot);
    const current = shown[slot];
    return current?.kind === 'painted' &&
      current.canvas === canvas &&
      current.width === shape.width &&
      current.height === shape.height
      ? current
      : { kind: 'painted', canvas, width: shape.width, height: shape.height };
  }

  /** Shows an answer's pages (painted by `worker` unless they are SVGs). */
  function show(shapes: readonly PaintedShape[], worker: PagePainter | null) {
    const previous = snapshot.pages;
    const pages = shapes.map((shape, slot) => pageOf(shape, slot, worker));
    worker?.drop(pages.length);
    const same = pages.length === previous.length && pages.every((page, i) => page === previous[i]);
    publish({ pages: same ? previous : pages, error: null });
    releaseUnused(previous);
  }

  /** The ID token of a recent request, if it is recent enough to use again (`tokenReuseMs`). */
  function recentToken(): string | null {
    return lastToken && performance.now() - lastToken.at < tokenReuseMs ? lastToken.token : null;
  }

  /** `content`'s pages fetched here, as SVG images. */
  const fetchHere = (content: ResumeContent, signal: AbortSignal) =>
    documents
      .preview(content, signal)
      .then((svgs) => ({ shapes: svgs.map((svg): PaintedShape => ({ svg })), worker: null }));

  function next() {
    if (running || wanted === null || !controller) return;
    const content = wanted;
    wanted = null;
    running = true;
    const { signal } = controller;
    publish({});
    const worker = painter;
    // In the painter's worker when it can; on this thread without one, or once it is gone. With
    // a token at hand the draft leaves now, in the event that made it, before the editor renders.
    const inWorker = (token: string | null) =>
      worker!
        .preview({ content, token }, signal)
        .then((shapes) => (shapes ? { shapes, worker } : fetchHere(content, signal)));
    const token = recentToken();
    const answer = !worker
      ? fetchHere(content, signal)
      : token
        ? inWorker(token)
        : documents.idToken().then((fresh) => {
            if (fresh) lastToken = { token: fresh, at: performance.now() };
            return inWorker(fresh);
          });
    answer.then(
      ({ shapes, worker: paintedBy }) => {
        if (signal.aborted) return;
        running = false;
        show(shapes, paintedBy);
        next();
      },
      (reason: unknown) => {
        if (signal.aborted) return;
        running = false;
        // A token the server refused is not used again: the next request asks for one.
        if (reason instanceof ResumeDocumentError && reason.status === 401) lastToken = null;
        const message =
          reason instanceof ResumeDocumentError && reason.status === 400 ? reason.message : null;
        publish({ error: { message } });
        next();
      },
    );
  }

  function render(content: ResumeContent) {
    last = content;
    wanted = content;
    next();
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    want(content) {
      if (content !== last) render(content);
    },
    retry() {
      if (last) render(last);
    },
    setPixelWidth(width) {
      const bounded = Math.min(pixelWidthBounds.max, Math.max(pixelWidthBounds.min, width));
      if (!(width > 0) || Math.abs(bounded - pixelWidth) < pixelWidth * 0.1) return;
      pixelWidth = Math.ceil(bounded);
      painter?.setPixelWidth(pixelWidth);
    },
    open() {
      if (controller) return;
      controller = new AbortController();
      painter = createPainter(pixelWidth);
      if (last) render(last);
    },
    close() {
      controller?.abort();
      controller = null;
      painter?.close();
      painter = null;
      running = false;
      wanted = null;
      const shown = snapshot.pages;
      publish({ pages: [], error: null });
      releaseUnused(shown);
    },
  };
}
