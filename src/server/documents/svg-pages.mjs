// Runs in the render worker (render-worker.mjs), hence plain JavaScript; typed by svg-pages.d.mts.

/**
 * Splits the SVG that the Typst compiler writes for browsers (`svg()`: pages stacked top to bottom,
 * glyph outlines in font units shared in one `<defs>`) into one standalone SVG per page, each with
 * a white page and only the glyphs it uses.
 *
 * Only the drawing is kept. The text layer (the document's text as HTML in `<foreignObject>`, for
 * selecting it), the link areas, the stylesheet and Typst's element ids are left out, so a page
 * holds no text of the document and is safe to put inline in a web page.
 *
 * The input is machine-written markup of a pinned compiler version, which is what makes a few
 * patterns enough here; if its shape is ever not the expected one, every page is the whole drawing
 * cropped to that page instead.
 */

const glyphDefsPattern = /<defs class="glyph">([^]*?)<\/defs>/;

const glyphPattern =
  /<path id="([^"]+)" class="outline_glyph" d="([^"]*)"(?: data-liga-len="\d+")?\/>/g;

const pagePattern =
  /<g class="typst-page" transform="translate\(0, ([\d.]+)\)" data-tid="[^"]*" data-page-width="([\d.]+)" data-page-height="([\d.]+)">/g;

/**
 * What a page leaves out: Typst's ids and hints, the text layer (a scaled group holding one
 * `<foreignObject>` with one `<h5:div>` of escaped text), link areas (an `<a>` around a `<rect>`;
 * Typst escapes only `"` and `&` in the address, so `<` and `>` can be inside its quotes) and the
 * stylesheets.
 */
const leftOut =
  /\sdata-(?:tid|hint)="[^"]*"|<g transform="scale\([^)]*\)"><foreignObject [^>]*><h5:div [^>]*>[^<]*<\/h5:div><\/foreignObject><\/g>|<a(?:\s[\w:-]+="[^"]*")*><rect [^>]*><\/rect><\/a>|<style[^>]*>[^<]*<\/style>/g;

/** Markup that could carry the document's text, which no page may hold. */
const textMarkup = /<(?:foreignObject|h5:|a[\s>]|style)/;

/**
 * `markup` without what a page leaves out. Should the text layer or a link ever be written in
 * another shape, rendering fails rather than send the text along.
 * @param {string} markup
 */
function drawingOf(markup) {
  const drawing = markup.replace(leftOut, '');
  if (textMarkup.test(drawing)) {
    throw new Error('the page drawing still holds text or links in an unexpected shape');
  }
  return drawing;
}

const glyphReference = /href="#([^"]+)"/g;

/** @param {number} value */
const round = (value) => Number(value.toFixed(3)).toString();

/** @param {number} width @param {number} height @param {string} content */
function pageSvg(width, height, content) {
  const w = round(width);
  const h = round(height);
  return (
    `<svg class="typst-doc" viewBox="0 0 ${w} ${h}" width="${w}pt" height="${h}pt" xmlns="http://www.w3.org/2000/svg">` +
    `<path fill="#ffffff" d="M 0 0 L 0 ${h} L ${w} ${h} L ${w} 0 Z"/>${content}</svg>`
  );
}

/** @typedef {{ width: number, height: number }} Size */

/**
 * The pages of `svg` as groups after each other, or `null` when the markup is not that shape.
 * Typst writes a page's size rounded up to whole points; `paper`, when it rounds to that size, is
 * the exact one.
 * @param {string} svg
 * @param {number} pageCount
 * @param {Size | undefined} paper
 * @returns {{ width: number, height: number, content: string }[] | null}
 */
function pagesOf(svg, pageCount, paper) {
  const heads = [...svg.matchAll(pagePattern)];
  const end = svg.lastIndexOf('</svg>');
  if (heads.length !== pageCount || end === -1) return null;
  /** @type {{ width: number, height: number, content: string }[]} */
  const pages = [];
  for (const [index, head] of heads.entries()) {
    const start = head.index + head[0].length;
    const stop = heads[index + 1]?.index ?? end;
    const written = { width: Number(head[2]), height: Number(head[3]) };
    const exact =
      paper &&
      Math.ceil(paper.width) === written.width &&
      Math.ceil(paper.height) === written.height;
    const { width, height } = exact ? paper : written;
    const group = svg.slice(start, stop);
    if (!group.endsWith('</g>') || !(width > 0 && height > 0)) return null;
    pages.push({ width, height, content: group.slice(0, -'</g>'.length) });
  }
  return pages;
}

/** @param {string} svg @param {number} pageCount @returns {string[]} */
function cropFallback(svg, pageCount) {
  const drawing = drawingOf(svg);
  const root = /^<svg\s[^>]*>/.exec(drawing)?.[0];
  const box = root && /\sviewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(root);
  if (!root || !box || pageCount < 1) return [drawing];
  const width = Number(box[1]);
  const pageHeight = Number(box[2]) / pageCount;
  return Array.from({ length: pageCount }, (_, index) =>
    drawing.replace(
      root,
      root
        .replace(
          box[0],
          ` viewBox="0 ${round(index * pageHeight)} ${round(width)} ${round(pageHeight)}"`,
        )
        .replace(/\sheight="[^"]*"/, ` height="${round(pageHeight)}pt"`),
    ),
  );
}

/**
 * One standalone SVG per page of `svg` (Typst's browser SVG of a document of `pageCount` pages),
 * each of the size of `paper` when that is the paper the document was set on.
 * @param {string} svg
 * @param {number} pageCount
 * @param {Size} [paper]
 * @returns {string[]}
 */
export function splitSvgPages(svg, pageCount, paper) {
  const pages = pagesOf(svg, pageCount, paper);
  const defs = glyphDefsPattern.exec(svg)?.[1];
  if (!pages || defs === undefined) return cropFallback(svg, pageCount);
  /** @type {Map<string, string>} */
  const glyphs = new Map();
  let read = 0;
  for (const [markup, id, d] of defs.matchAll(glyphPattern)) {
    glyphs.set(id, `<path id="${id}" d="${d}"/>`);
    read += markup.length;
  }
  // Anything else among the definitions (a colour glyph, say) is not the expected shape.
  if (read !== defs.length) return cropFallback(svg, pageCount);

  return pages.map(({ width, height, content }) => {
    const drawing = drawingOf(content);
    let used = '';
    const seen = new Set();
    for (const [, id] of drawing.matchAll(glyphReference)) {
      if (seen.has(id)) continue;
      seen.add(id);
      // Typst defines no outline for a glyph that has none (a space); an empty one stands for it.
      used += glyphs.get(id) ?? `<path id="${id}" d=""/>`;
    }
    return pageSvg(width, height, `${drawing}<defs>${used}</defs>`);
  });
}
