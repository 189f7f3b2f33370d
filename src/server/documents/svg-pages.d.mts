/**
 * One standalone SVG per page of Typst's plain SVG of a whole document (svg-pages.mjs, which runs
 * in the render worker).
 */
export function splitSvgPages(svg: string, pageCount: number): string[];
