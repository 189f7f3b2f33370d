/**
 * One standalone SVG per page of Typst's browser SVG of a whole document (svg-pages.mjs, which runs
 * in the render worker), each of the size of `paper` when that is the paper the document was set
 * on (Typst writes page sizes rounded up to whole points). `chunkLength`: the most characters of a
 * page's drawing joined in one string while it is read (tests make it small).
 */
export function splitSvgPages(
  svg: string,
  pageCount: number,
  paper?: { width: number; height: number },
  chunkLength?: number,
): string[];

/**
 * The pages of `splitSvgPages` as UTF-8, each written straight into its bytes (each with an
 * `ArrayBuffer` of its own, which can be transferred).
 */
export function splitSvgPagesUtf8(
  svg: string,
  pageCount: number,
  paper?: { width: number; height: number },
  chunkLength?: number,
): Buffer[];
