/**
 * How the preview's pages are sized: as wide as the pane (`width`), whole page in view (`page`),
 * or at their printed size (`actual`: 100 %, a point being 4/3 of a CSS pixel).
 */
export const previewZooms = ['width', 'page', 'actual'] as const;
export type PreviewZoom = (typeof previewZooms)[number];

export const isPreviewZoom = (value: unknown): value is PreviewZoom =>
  previewZooms.includes(value as PreviewZoom);

/** CSS pixels per point at 100 %. */
const pixelsPerPoint = 96 / 72;

/**
 * A page's width on screen in CSS pixels, for `zoom`, in a pane of `area` (its content box) and a
 * page of `page` points. Never under a pixel.
 */
export function pageWidthFor(
  zoom: PreviewZoom,
  area: { width: number; height: number },
  page: { width: number; height: number },
): number {
  const width =
    zoom === 'actual'
      ? page.width * pixelsPerPoint
      : zoom === 'page'
        ? Math.min(area.width, (area.height * page.width) / page.height)
        : area.width;
  return Math.max(1, Math.floor(width));
}

/**
 * The index of the page being read in a scrolled pane: the last page whose top is above the
 * pane's upper 40 % (`tops` are the pages' tops from the top of the scrolled content).
 */
export function currentPageAt(tops: readonly number[], scrollTop: number, height: number): number {
  let current = 0;
  for (const [index, top] of tops.entries()) {
    if (top <= scrollTop + height * 0.4) current = index;
  }
  return current;
}
