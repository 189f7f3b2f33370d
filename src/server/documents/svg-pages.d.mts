/**
 * One standalone SVG per page of Typst's browser SVG of a whole document (svg-pages.mjs, which runs
 * in the render worker), each of the size of `paper` when that is the paper the document was set
 * on (Typst writes page sizes rounded up to whole points).
 */
export function splitSvgPages(
  svg: string,
  pageCount: number,
  paper?: { width: number; height: number },
): string[];
