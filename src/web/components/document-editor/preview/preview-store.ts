import {
  DocumentError,
  type DocumentKindName,
  type RenderRefusal,
} from '../../../lib/documents-client';
import { createPagePainter, type PagePainter, type PaintedShape } from './page-painter';

/**
 * Where drafts are rendered: the documents client's `preview`, and its kind and ID token for the
 * worker. A draft is whatever the kind's client takes (a resume's content; a letter with its job).
 */
export interface PreviewDocuments<Draft> {
  kind: DocumentKindName;
  preview(draft: Draft, signal: AbortSignal): Promise<string[]>;
  idToken(): Promise<string | null>;
}

/**
 * A page of the preview: a canvas the painter's worker paints (its size in points gives its
 * shape), or, where it cannot, the page's SVG as an image (its object URL).
 */
export type PreviewPage =
  | { kind: 'painted'; canvas: HTMLCanvasElement; width: number; height: number }
  | { kind: 'image'; svg: string; url: string; width: number; height: number };

export interface PreviewSnapshot {
  /** The last pages rendered (kept while newer ones load, and after a failure). */
  pages: readonly PreviewPage[];
  /** A draft is being rendered and painted. */
  loading: boolean;
  /**
   * Why rendering failed: the server's message for a refused draft, else null (a generic one), and
   * the refusal's code when the server gave one (a resume too long to print: decision 075).
   */
  error: { message: string | null; refusal?: RenderRefusal } | null;
}

export interface PreviewStore<Draft> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): PreviewSnapshot;
  /**
   * Renders `draft` (the newest draft wins; see `createPreviewStore`); the draft already wanted
   * last (the same object) is not rendered again.
   */
  want(draft: Draft): void;
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
 * How far the width on screen may move before the pages are painted again: a page stretched by up
 * to 2 % looks the same, and a pane being resized is not repainted on every pixel.
 */
const repaintAfter = 0.02;

/** A page SVG's size in points (its `viewBox`), a Letter page when it has none. */
export function svgPageSize(svg: string): { width: number; height: number } {
  const box = /viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(
    svg.slice(0, 2000),
  );
  const [width, height] = [Number(box?.[1]), Number(box?.[2])];
  return width > 0 && height > 0 ? { width, height } : { width: 612, height: 792 };
}

/**
 * The live preview's state, outside React so that only the pane re-renders when pages arrive
 * (decisions 065 and 067):
 * - one request at a time, newest draft next: a draft is sent at once when nothing is running;
 *   drafts wanted meanwhile replace each other, and the newest is sent as soon as the running
 *   request answers. No debounce: a pause would add its whole length to every keystroke's latency.
 * - every draft goes to the painter's worker at once, which keeps that queue itself: it sends the
 *   next draft as soon as an answer comes, then paints the answer's pages onto the canvases on
 *   screen, and only then answers, so an answer's pages are shown when it comes, in the order
 *   answers came. It repaints only what changed (typing on page 1 leaves page 2 alone).
 * - without the worker (or once it is gone) this thread keeps the queue, and the pages are SVG
 *   images, each kept while its SVG is unchanged.
 */
export function createPreviewStore<Draft>(
  documents: PreviewDocuments<Draft>,
  createPainter: (pixelWidth: number) => PagePainter | null = createPagePainter,
): PreviewStore<Draft> {
  let snapshot: PreviewSnapshot = { pages: [], loading: true, error: null };
  const listeners = new Set<() => void>();
  let painter: PagePainter | null = null;
  let controller: AbortController | null = null;
  /** Drafts sent to the painter's worker and not answered yet. */
  let sent = 0;
  /** Without the worker: a request is running on this thread, and the draft to fetch next. */
  let running = false;
  let wanted: Draft | null = null;
  let last: Draft | null = null;
  let pixelWidth = defaultPixelWidth;
  let lastToken: { token: string; at: number } | null = null;
  let tokenRequest: Promise<string | null> | null = null;

  const publish = (change: Partial<PreviewSnapshot>) => {
    snapshot = { ...snapshot, ...change, loading: sent > 0 || running || wanted !== null };
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
          ...svgPageSize(shape.svg),
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

  /** A refused or failed draft: the error shows over the last pages. */
  function fail(reason: unknown) {
    // A token the server refused is not used again: the next request asks for one.
    if (reason instanceof DocumentError && reason.status === 401) lastToken = null;
    const message =
      reason instanceof DocumentError && reason.status === 400 ? reason.message : null;
    const refusal = reason instanceof DocumentError ? reason.refusal : undefined;
    publish({ error: { message, ...(refusal ? { refusal } : {}) } });
  }

  /** The draft wanted last, fetched on this thread as SVG images: one request at a time. */
  function fetchHere() {
    if (running || wanted === null || !controller) return;
    const content = wanted;
    wanted = null;
    running = true;
    const { signal } = controller;
    publish({});
    documents.preview(content, signal).then(
      (svgs) => {
        if (signal.aborted) return;
        running = false;
        show(
          svgs.map((svg) => ({ svg })),
          null,
        );
        fetchHere();
      },
      (reason: unknown) => {
        if (signal.aborted) return;
        running = false;
        fail(reason);
        fetchHere();
      },
    );
  }

  /**
   * The ID token for a draft sent now: a recent one at once, else the one being asked for (drafts
   * that wait for it are sent in the order they came).
   */
  function token(): string | Promise<string | null> {
    const recent = recentToken();
    if (recent) return recent;
    tokenRequest ??= documents.idToken().then((fresh) => {
      tokenRequest = null;
      if (fresh) lastToken = { token: fresh, at: performance.now() };
      return fresh;
    });
    return tokenRequest;
  }

  /**
   * Sends `content` to the painter's worker at once (with a token at hand, in the event that made
   * the draft, before the editor renders): the worker fetches one draft at a time, the newest
   * next, so the server renders the next draft while the worker paints the last answer.
   */
  function sendToWorker(worker: PagePainter, draft: Draft) {
    const { signal } = controller!;
    sent += 1;
    publish({});
    const ready = token();
    const answer =
      typeof ready === 'string'
        ? worker.preview({ kind: documents.kind, draft, token: ready }, signal)
        : ready.then((fresh) =>
            worker.preview({ kind: documents.kind, draft, token: fresh }, signal),
          );
    answer.then(
      (shapes) => {
        if (signal.aborted) return;
        sent -= 1;
        if (shapes === null && painter === worker) {
          // The worker is gone: this thread fetches the newest draft, and every one after it.
          painter = null;
          worker.close();
          wanted = last;
          fetchHere();
        }
        if (shapes === null || shapes === 'replaced') publish({});
        else show(shapes, worker);
      },
      (reason: unknown) => {
        if (signal.aborted) return;
        sent -= 1;
        fail(reason);
      },
    );
  }

  function render(content: Draft) {
    last = content;
    if (!controller) {
      wanted = content;
    } else if (painter) {
      sendToWorker(painter, content);
    } else {
      wanted = content;
      fetchHere();
    }
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
      if (!(width > 0) || Math.abs(bounded - pixelWidth) < pixelWidth * repaintAfter) return;
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
      sent = 0;
      running = false;
      wanted = null;
      const shown = snapshot.pages;
      publish({ pages: [], error: null });
      releaseUnused(shown);
    },
  };
}
