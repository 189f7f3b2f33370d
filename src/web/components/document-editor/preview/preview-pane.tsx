import NavigateBefore from '@mui/icons-material/NavigateBefore';
import NavigateNext from '@mui/icons-material/NavigateNext';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { readPreference, writePreference } from '../editor-preferences';
import { useRefusalMessage } from '../refusal-message';
import type { PreviewPage, PreviewStore } from './preview-store';
import { currentPageAt, isPreviewZoom, pageWidthFor, type PreviewZoom } from './preview-zoom';

const pageSx = {
  display: 'block',
  flexShrink: 0,
  bgcolor: 'common.white',
  boxShadow: 2,
  transition: 'opacity 150ms',
} as const;

/** The pages' elements in the scrolled pane (positioned: their `offsetTop` is from its top). */
const pagesIn = (scroller: HTMLElement) => [
  ...scroller.querySelectorAll<HTMLElement>('[data-page]'),
];

/** The room above the first page, in CSS pixels (the scrolled pane's padding). */
const pagePadding = 16;

/** A page's size before the first answer: Letter, in points. */
const letter = { width: 612, height: 792 };

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

/** The zoom the user chose last in this browser, kept for the next time. */
function useZoom(): [PreviewZoom, (zoom: PreviewZoom) => void] {
  const [zoom, setZoom] = useState<PreviewZoom>(
    () =>
      readPreference('preview-zoom', (value) => (isPreviewZoom(value) ? value : null)) ?? 'width',
  );
  const choose = useCallback((next: PreviewZoom) => {
    setZoom(next);
    writePreference('preview-zoom', next);
  }, []);
  return [zoom, choose];
}

/**
 * A page the worker paints: its canvas (made by the painter, which hands it to the worker) put in
 * a box of the page's shape, named for screen readers.
 */
function PaintedPage({
  page,
  label,
  width,
  dim,
}: {
  page: Extract<PreviewPage, { kind: 'painted' }>;
  label: string;
  /** In CSS pixels; the pane's width until it has measured itself. */
  width: number | null;
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
      data-page
      sx={{
        ...pageSx,
        width: width ?? '100%',
        aspectRatio: `${page.width} / ${page.height}`,
        opacity: dim ? 0.85 : 1,
        '& > canvas': { display: 'block', width: '100%', height: '100%' },
      }}
    />
  );
}

/**
 * The pages from the same compile as the PDF: painted by a worker onto their canvases
 * (preview-store.ts), or as SVG images where the browser cannot paint them off the main thread —
 * never markup put into the page. A thin bar shows while newer pages take a while to load over the
 * last ones. Above them: Previous and Next page with "Page n of m" (announced), and the zoom (fit
 * width, fit page, 100 %). The pages are painted again for the width they are shown at, so a zoom
 * is as sharp as the first paint; zooming and scrolling re-render this pane only.
 */
export const PreviewPane = memo(function PreviewPane({ store }: { store: PreviewStore<unknown> }) {
  const { t } = useTranslation();
  const refusalMessage = useRefusalMessage();
  const { pages, loading, error } = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const slow = useSlow(loading);
  const scroller = useRef<HTMLDivElement>(null);
  const [area, setArea] = useState<{ width: number; height: number } | null>(null);
  const [zoom, setZoom] = useZoom();
  const [current, setCurrent] = useState(0);
  const total = pages.length;
  const shown = Math.min(current, Math.max(0, total - 1));

  const size = pages[0] ?? letter;
  const width = area ? pageWidthFor(zoom, area, size) : null;

  // The pane's size, as it is laid out.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width: areaWidth, height } = entry.contentRect;
      setArea((last) =>
        last && last.width === areaWidth && last.height === height
          ? last
          : { width: areaWidth, height },
      );
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Pages are painted for the width they are shown at, in device pixels.
  useEffect(() => {
    if (width !== null) store.setPixelWidth(width * window.devicePixelRatio);
  }, [store, width]);

  const onScroll = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    const tops = pagesIn(element).map((page) => page.offsetTop);
    setCurrent(currentPageAt(tops, element.scrollTop, element.clientHeight));
  }, []);

  /** Scrolls page `index` to the top of the pane. */
  const goTo = useCallback((index: number) => {
    const element = scroller.current;
    const page = element && pagesIn(element)[index];
    if (!element || !page) return;
    element.scrollTo({ top: page.offsetTop - pagePadding });
    setCurrent(index);
  }, []);

  // The page read stays in view when the zoom changes: scrolled to once laid out at the new size.
  const keepInView = useRef<number | null>(null);
  useLayoutEffect(() => {
    const index = keepInView.current;
    keepInView.current = null;
    if (index !== null && index > 0) goTo(index);
  }, [width, goTo]);
  const changeZoom = (next: PreviewZoom) => {
    keepInView.current = shown;
    setZoom(next);
  };

  const position =
    total > 0 ? t('documents.editor.preview.page', { number: shown + 1, total }) : '';

  return (
    <Box
      component="section"
      aria-label={t('documents.editor.preview.title')}
      aria-busy={loading}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0, gap: 1 }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
      >
        <Stack
          direction="row"
          role="group"
          aria-label={t('documents.editor.preview.pages')}
          sx={{ alignItems: 'center', gap: 0.5 }}
        >
          <PageButton
            label={t('documents.editor.preview.previousPage')}
            disabled={shown <= 0}
            onClick={() => goTo(shown - 1)}
          >
            <NavigateBefore />
          </PageButton>
          <Typography
            role="status"
            variant="body2"
            sx={{ minWidth: '7em', textAlign: 'center', fontVariantNumeric: 'tabular-nums' }}
          >
            {position}
          </Typography>
          <PageButton
            label={t('documents.editor.preview.nextPage')}
            disabled={shown >= total - 1}
            onClick={() => goTo(shown + 1)}
          >
            <NavigateNext />
          </PageButton>
        </Stack>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={zoom}
          aria-label={t('documents.editor.preview.zoom')}
          onChange={(_, value: unknown) => {
            if (isPreviewZoom(value)) changeZoom(value);
          }}
        >
          <ToggleButton value="width">{t('documents.editor.preview.fitWidth')}</ToggleButton>
          <ToggleButton value="page">{t('documents.editor.preview.fitPage')}</ToggleButton>
          <ToggleButton value="actual">{t('documents.editor.preview.actualSize')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 4, flexShrink: 0 }}>
        {slow && <LinearProgress aria-label={t('documents.editor.preview.loading')} />}
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
          {t('documents.editor.preview.failed')}
          {(refusalMessage(error.refusal) ?? error.message) && (
            <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {refusalMessage(error.refusal) ?? error.message}
            </Typography>
          )}
        </Alert>
      )}
      <Box
        ref={scroller}
        tabIndex={0}
        aria-label={t('documents.editor.preview.pagesArea')}
        onScroll={onScroll}
        sx={{
          flex: 1,
          minHeight: 0,
          overflow: 'auto',
          bgcolor: 'action.hover',
          borderRadius: 1,
          position: 'relative',
          p: `${pagePadding}px`,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        {pages.length === 0 && !error && loading && (
          <Typography color="text.secondary">{t('documents.editor.preview.first')}</Typography>
        )}
        {pages.length > 0 && (
          <Stack sx={{ gap: 2, alignItems: 'center', minWidth: 'min-content' }}>
            {pages.map((page, index) => {
              const label = t('documents.editor.preview.page', { number: index + 1, total });
              return page.kind === 'painted' ? (
                <PaintedPage
                  key={`painted-${index}`}
                  page={page}
                  label={label}
                  width={width}
                  dim={slow}
                />
              ) : (
                <Box
                  key={`image-${index}`}
                  component="img"
                  data-page
                  src={page.url}
                  alt={label}
                  sx={{
                    ...pageSx,
                    width: width ?? '100%',
                    height: 'auto',
                    opacity: slow ? 0.85 : 1,
                  }}
                />
              );
            })}
          </Stack>
        )}
      </Box>
    </Box>
  );
});

/**
 * Previous or Next page. At the first or last page it says it is unavailable but keeps the focus
 * (a disabled button would drop it).
 */
function PageButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <IconButton
      aria-label={label}
      aria-disabled={disabled}
      onClick={() => {
        if (!disabled) onClick();
      }}
      sx={disabled ? { color: 'action.disabled', cursor: 'default' } : undefined}
    >
      {children}
    </IconButton>
  );
}
