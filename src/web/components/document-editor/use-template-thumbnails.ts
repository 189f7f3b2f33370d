import { useEffect, useRef, useState } from 'react';
import { resumeTemplates, type ResumeTemplate } from '../../../domain/resume-document';

/** A template's picture: its object URL, `'failed'`, or null while it is being made. */
export type TemplateThumbnail = string | 'failed' | null;
export type TemplateThumbnails = Record<ResumeTemplate, TemplateThumbnail>;

const none: TemplateThumbnails = { classic: null, modern: null, compact: null };

/** How long the inputs must stay the same before the pictures are made again. */
const settleMs = 600;

/**
 * Page 1 of a resume in each template, as the server renders it (`render` answers the page's
 * SVG), shown only as `<img>` of object URLs. Made one template at a time, so the live preview
 * keeps its share of the server, again when `version` changes (after it has settled), and the
 * last pictures stay until new ones come. URLs are revoked when replaced or gone.
 */
export function useTemplateThumbnails(
  render: (template: ResumeTemplate, signal: AbortSignal) => Promise<string>,
  version: string,
): TemplateThumbnails {
  const [thumbnails, setThumbnails] = useState<TemplateThumbnails>(none);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const timer = setTimeout(async () => {
      for (const template of resumeTemplates) {
        let next: TemplateThumbnail;
        try {
          const svg = await render(template, signal);
          next = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
        } catch {
          next = 'failed';
        }
        if (signal.aborted) {
          if (next !== 'failed') URL.revokeObjectURL(next);
          return;
        }
        setThumbnails((current) => ({ ...current, [template]: next }));
      }
    }, settleMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [render, version]);

  // Each URL is revoked once it is no longer shown.
  const shown = useRef<TemplateThumbnails>(none);
  useEffect(() => {
    const kept = new Set(Object.values(thumbnails));
    for (const url of Object.values(shown.current)) {
      if (url && url !== 'failed' && !kept.has(url)) URL.revokeObjectURL(url);
    }
    shown.current = thumbnails;
  }, [thumbnails]);
  useEffect(
    () => () => {
      for (const url of Object.values(shown.current)) {
        if (url && url !== 'failed') URL.revokeObjectURL(url);
      }
    },
    [],
  );
  return thumbnails;
}
