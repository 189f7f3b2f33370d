import { useEffect, useState } from 'react';
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

/**
 * The draft's pages, following the typing: `delayMs` after the last change the draft is sent, and
 * a request still running for an older draft is aborted. The last pages stay on screen while the
 * next ones load, and after a failure.
 */
export function usePreview(
  content: ResumeContent,
  preview: (content: ResumeContent, signal: AbortSignal) => Promise<string[]>,
  delayMs = 250,
): PreviewState {
  const [pages, setPages] = useState<string[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<PreviewState['error']>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      preview(content, controller.signal).then(
        (svgs) => {
          if (controller.signal.aborted) return;
          setPages(
            svgs.map((svg) => URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }))),
          );
          setError(null);
          setLoading(false);
        },
        (reason: unknown) => {
          if (controller.signal.aborted) return;
          setError({
            message:
              reason instanceof ResumeDocumentError && reason.status === 400
                ? reason.message
                : null,
          });
          setLoading(false);
        },
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [content, preview, delayMs, attempt]);

  // Each set of images is released once the next one replaces it (or the editor closes).
  useEffect(
    () => () => {
      for (const url of pages) URL.revokeObjectURL(url);
    },
    [pages],
  );

  return { pages, loading, error, retry: () => setAttempt((count) => count + 1) };
}
