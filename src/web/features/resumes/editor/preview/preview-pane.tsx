import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { memo, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from '../refusal-message';
import type { PreviewPage, PreviewStore } from './preview-store';

const pageSx = {
  display: 'block',
  width: '100%',
  bgcolor: 'common.white',
  boxShadow: 2,
  transition: 'opacity 150ms',
} as const;

/** How long pages may take before the pane says it is loading them. */
const slowAfterMs = 400;

/**
 * `loading`, once it has lasted `slowAfterMs`: pages that follow the typing in a moment show no
 * bar and no dimming (which would flicker and keep the page redrawing every frame).
 */
function useSlow(loading: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setSlow(true), slowAfterMs);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [loading]);
  return loading && slow;
}

/**
 * A page the worker paints: its canvas (made by the painter, which hands it to the worker) put in
 * a box of the page's shape, named for screen readers.
 */
function PaintedPage({
  page,
  label,
  dim,
}: {
  page: Extract<PreviewPage, { kind: 'painted' }>;
  label: string;
  dim: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  const { canvas } = page;
  useLayoutEffect(() => {
    box.current?.append(canvas);
    return () => canvas.remove();
  }, [canvas]);
  return (
    <Box
      ref={box}
      role="img"
      aria-label={label}
      sx={{
        ...pageSx,
        aspectRatio: `${page.width} / ${page.height}`,
        opacity: dim ? 0.85 : 1,
        '& > canvas': { display: 'block', width: '100%', height: '100%' },
      }}
    />
  );
}

/**
 * The pages from the same compile as the PDF: painted by a worker onto their canvases
 * (preview-store.ts), or as SVG images where the browser cannot paint them off the main thread — never markup put into the
 * page. A thin bar shows while newer pages take a while to load over the last ones.
 */
export const PreviewPane = memo(function PreviewPane({ store }: { store: PreviewStore }) {
  const { t } = useTranslation();
  const { pages, loading, error } = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const slow = useSlow(loading);
  const container = useRef<HTMLElement>(null);

  // Pages are painted for the width they are shown at, in device pixels.
  useLayoutEffect(() => {
    const element = container.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) store.setPixelWidth(entry.contentRect.width * window.devicePixelRatio);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [store]);

  return (
    <Box
      ref={container}
      component="section"
      aria-label={t('resumes.editor.preview.title')}
      aria-busy={loading}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Box sx={{ height: 4 }}>
        {slow && <LinearProgress aria-label={t('resumes.editor.preview.loading')} />}
      </Box>
      {error && (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => store.retry()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('resumes.editor.preview.failed')}
          {(refusalMessage(t, error.refusal) ?? error.message) && (
            <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {refusalMessage(t, error.refusal) ?? error.message}
            </Typography>
          )}
        </Alert>
      )}
      {pages.length === 0 && !error && loading && (
        <Typography color="text.secondary">{t('resumes.editor.preview.first')}</Typography>
      )}
      {pages.map((page, index) => {
        const label = t('resumes.editor.preview.page', { number: index + 1, total: pages.length });
        return page.kind === 'painted' ? (
          <PaintedPage key={`painted-${index}`} page={page} label={label} dim={slow} />
        ) : (
          <Box
            key={`image-${index}`}
            component="img"
            src={page.url}
            alt={label}
            sx={{ ...pageSx, height: 'auto', opacity: slow ? 0.85 : 1 }}
          />
        );
      })}
    </Box>
  );
});
