import { useEffect, useRef, useState } from 'react';
import type { ResumeContent } from '../../../../domain/resume';
import { ResumeDocumentError } from '../../../lib/resume-documents';

export interface PreviewState {
  /** Object URLs of the pages' SVG images, the last ones rendered (kept while new ones load). */
  pages: string[];
  loading: boolean;
  /** Why rendering failed: the server's message for a refused draft, else null (a generic one). */
  error: { message: string | null } | null;
  retry: () => void;
}

type Preview = (content: ResumeContent, signal: AbortSignal) => Promise<string[]>;

interface QueueHandlers {
  started: () => void;
  rendered: (svgs: string[], idle: boolean) => void;
  failed: (reason: unknown, idle: boolean) => void;
}

/**
 * One request at a time, newest draft next: `want(content)` sends at once when nothing is running;
 * drafts wanted meanwhile replace each other, and the newest is sent as soon as the running one
 * answers. `close()` aborts the running request and sends nothing more.
 */
function createPreviewQueue(preview: Preview, handlers: QueueHandlers) {
  const controller = new AbortController();
  let running = false;
  let wanted: ResumeContent | null = null;

  function next() {
    if (running || wanted === null || controller.signal.aborted) return;
    const content = wanted;
    wanted = null;
    running = true;
    const { signal } = controller;
    handlers.started();
    preview(content, signal).then(
      (svgs) => {
        if (signal.aborted) return;
        running = false;
        handlers.rendered(svgs, wanted === null);
        next();
      },
      (reason: unknown) => {
        if (signal.aborted) return;
        running = false;
        handlers.failed(reason, wanted === null);
        next();
      },
    );
  }

  return {
    want(content: ResumeContent) {
      wanted = content;
      next();
    },
    close() {
      controller.abort();
    },
  };
}

/**
 * The draft's pages, following the typing as closely as the server allows (issue 5: keystroke →
 * preview shown p95 ≤ 150 ms, docs/decisions/060-document-rendering.md "Preview latency"):
 * - a change is sent at once when no request is running; changes made while one runs wait for its
 *   answer, and then only the newest is sent. No debounce: a pause would add its whole length to
 *   every keystroke's latency, and a request never waits for more than the one before it.
 * - a page whose SVG is the same as the one shown keeps its object URL, so the browser neither
 *   reloads nor re-decodes it (typing on page 1 leaves page 2 alone).
 * The last pages stay on screen while the next ones load, and after a failure.
 */
export function usePreview(content: ResumeContent, preview: Preview): PreviewState {
  const [pages, setPages] = useState<string[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<PreviewState['error']>(null);
  const [attempt, setAttempt] = useState(0);
  /** The pages on screen: each SVG with its object URL. */
  const shown = useRef<Array<{ svg: string; url: string }>>([]);

  const queue = useRef<ReturnType<typeof createPreviewQueue> | null>(null);

  // One queue per `preview` function, for as long as the editor is open; closing it aborts the
  // running request and releases the images.
  useEffect(() => {
    const current = createPreviewQueue(preview, {
      started: () => setLoading(true),
      rendered: (svgs, idle) => {
        const previous = shown.current;
        const next = svgs.map((svg, index) => {
          const same = previous[index];
          if (same?.svg === svg) return same;
          return { svg, url: URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' })) };
        });
        for (const page of previous) {
          if (!next.includes(page)) URL.revokeObjectURL(page.url);
        }
        shown.current = next;
        setPages(next.map((page) => page.url));
        setError(null);
        setLoading(!idle);
      },
      failed: (reason, idle) => {
        setError({
          message:
            reason instanceof ResumeDocumentError && reason.status === 400 ? reason.message : null,
        });
        setLoading(!idle);
      },
    });
    queue.current = current;
    return () => {
      current.close();
      queue.current = null;
      for (const page of shown.current) URL.revokeObjectURL(page.url);
      shown.current = [];
    };
  }, [preview]);

  useEffect(() => {
    queue.current?.want(content);
  }, [preview, content, attempt]);

  return { pages, loading, error, retry: () => setAttempt((count) => count + 1) };
}
