import type { ResumeContent } from '../../../../../domain/resume';
import { ResumeDocumentError } from '../../../../lib/resume-documents';
import { createPagePainter, type PagePainter } from './page-painter';

/** Where drafts are rendered: the documents client's `preview`, and its ID token for the worker. */
export interface PreviewDocuments {
  preview(content: ResumeContent, signal: AbortSignal): Promise<string[]>;
  idToken(): Promise<string | null>;
}

export interface PreviewPage {
  /** The page's SVG, as the server sent it. */
  svg: string;
  /** The page painted by the worker, `pixelWidth` wide; null when it is shown as an SVG image. */
  bitmap: ImageBitmap | null;
  /** The SVG image's object URL, for a page that is not painted. */
  url: string | null;
  pixelWidth: number;
}

export interface PreviewSnapshot {
  /** The last pages rendered (kept while newer ones load, and after a failure). */
  pages: readonly PreviewPage[];
  /** A draft is being rendered or its pages painted. */
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

const release = (page: PreviewPage) => {
  page.bitmap?.close();
  if (page.url) URL.revokeObjectURL(page.url);
};

/**
 * The live preview's state, outside React so that only the pane re-renders when pages arrive
 * (docs/decisions/065-preview-painting.md):
 * - one request at a time, newest draft next (fetched by the painter's worker where there is one,
 *   so the answer is neither parsed nor painted on the main thread): a draft is sent at once when nothing is running;
 *   drafts wanted meanwhile replace each other, and the newest is sent as soon as the running
 *   request answers. No debounce: a pause would add its whole length to every keystroke's latency.
 * - each answer's pages are painted by the worker while the next draft is already on its way to
 *   the server, and answers are shown in the order they came;
 * - a page whose SVG is the one shown (or one being painted) is not painted again: typing on page
 *   1 leaves page 2 alone.
 */
export function createPreviewStore(
  documents: PreviewDocuments,
  createPainter: () => PagePainter | null = createPagePainter,
): PreviewStore {
  let snapshot: PreviewSnapshot = { pages: [], loading: true, error: null };
  const listeners = new Set<() => void>();
  let painter: PagePainter | null = null;
  let controller: AbortController | null = null;
  let running = false;
  let wanted: ResumeContent | null = null;
  let last: ResumeContent | null = null;
  let pixelWidth = defaultPixelWidth;
  /** Answers received and not yet shown. */
  let unshown = 0;
  /** How many requests were sent; the newest answer's request number and pages. */
  let requests = 0;
  let newest: { request: number; svgs: readonly string[] } | null = null;
  /** The request whose failure is on screen (an older answer shown later does not clear it). */
  let failedRequest = 0;
  /** Pages that answers waiting to be shown hold, with how many hold each. */
  const held = new Map<PreviewPage, number>();
  /** Shows answers one after another, in the order they came. */
  let showing: Promise<void> = Promise.resolve();
  const painting = new Map<string, { pixelWidth: number; page: Promise<PreviewPage> }>();
  let lastToken: { token: string; at: number } | null = null;

  const publish = (change: Partial<PreviewSnapshot>) => {
    snapshot = { ...snapshot, ...change, loading: running || wanted !== null || unshown > 0 };
    for (const listener of listeners) listener();
  };

  const svgImage = (svg: string): PreviewPage => ({
    svg,
    bitmap: null,
    url: URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' })),
    pixelWidth,
  });

  const hold = (page: PreviewPage) => held.set(page, (held.get(page) ?? 0) + 1);
  const letGo = (page: PreviewPage) => {
    const count = (held.get(page) ?? 0) - 1;
    if (count > 0) held.set(page, count);
    else held.delete(page);
  };
  /** Releases each of `pages` that is neither on screen nor held by an answer still to show. */
  const releaseUnused = (pages: readonly PreviewPage[]) => {
    for (const page of pages) {
      if (!snapshot.pages.includes(page) && !held.has(page)) release(page);
    }
  };

  function pageFor(svg: string, width: number, slot: number): Promise<PreviewPage> {
    const shown = snapshot.pages.find(
      (page) => page.svg === svg && (page.bitmap === null || page.pixelWidth === width),
    );
    if (shown) return Promise.resolve(shown);
    const pending = painting.get(svg);
    if (pending?.pixelWidth === width) return pending.page;
    const page = (painter ? painter.paint(svg, width, slot) : Promise.resolve(null)).then(
      (bitmap): PreviewPage =>
        bitmap ? { svg, bitmap, url: null, pixelWidth: width } : svgImage(svg),
    );
    painting.set(svg, { pixelWidth: width, page });
    void page.finally(() => {
      if (painting.get(svg)?.page === page) painting.delete(svg);
    });
    return page;
  }

  /**
   * Shows the pages of request `request`'s answer once they are painted and every earlier answer
   * is shown. Each page is held from the moment it is ready (in the same task as the answer, for
   * a page already on screen), so showing an earlier answer never releases it.
   */
  function show(svgs: readonly string[], request: number) {
    const width = pixelWidth;
    const signal = controller?.signal;
    unshown += 1;
    const pages = Promise.all(
      svgs.map((svg, slot) =>
        pageFor(svg, width, slot).then((page) => {
          hold(page);
          return page;
        }),
      ),
    );
    showing = showing
      .then(() => pages)
      .then((next) => {
        unshown -= 1;
        next.forEach(letGo);
        if (!signal || signal.aborted) {
          releaseUnused(next);
          return;
        }
        const previous = snapshot.pages;
        publish({ pages: next, error: request > failedRequest ? null : snapshot.error });
        releaseUnused(previous);
      });
  }

  /** The ID token of a recent request, if it is recent enough to use again (`tokenReuseMs`). */
  function recentToken(): string | null {
    return lastToken && performance.now() - lastToken.at < tokenReuseMs ? lastToken.token : null;
  }

  function next() {
    if (running || wanted === null || !controller) return;
    const content = wanted;
    wanted = null;
    running = true;
    const request = ++requests;
    const { signal } = controller;
    publish({});
    const worker = painter;
    // In the painter's worker when it can; on this thread without one, or once it is gone. With
    // a token at hand the draft leaves now, in the event that made it, before the editor renders.
    const inWorker = (token: string | null) =>
      worker!.preview!({ content, token }, pixelWidth, signal).then(
        (svgs) => svgs ?? documents.preview(content, signal),
      );
    const token = recentToken();
    const answer = worker?.preview
      ? token
        ? inWorker(token)
        : documents.idToken().then((fresh) => {
            if (fresh) lastToken = { token: fresh, at: performance.now() };
            return inWorker(fresh);
          })
      : documents.preview(content, signal);
    answer.then(
      (svgs) => {
        if (signal.aborted) return;
        running = false;
        newest = { request, svgs };
        show(svgs, request);
        next();
      },
      (reason: unknown) => {
        if (signal.aborted) return;
        running = false;
        // A token the server refused is not used again: the next request asks for one.
        if (reason instanceof ResumeDocumentError && reason.status === 401) lastToken = null;
        const message =
          reason instanceof ResumeDocumentError && reason.status === 400 ? reason.message : null;
        failedRequest = request;
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
      // The newest answer again, at the new width (not the pages on screen: they may be older).
      if (newest && painter) show(newest.svgs, newest.request);
    },
    open() {
      if (controller) return;
      controller = new AbortController();
      painter = createPainter();
      if (last) render(last);
    },
    close() {
      controller?.abort();
      controller = null;
      painter?.close();
      painter = null;
      running = false;
      wanted = null;
      painting.clear();
      newest = null;
      const shown = snapshot.pages;
      publish({ pages: [], error: null });
      releaseUnused(shown);
    },
  };
}
