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

/** The start of a glyph reference. */
const referenceStart = 'href="#';

/** The longest text `textMarkup` matches (`<foreignObject`), less one. */
const markupReach = '<foreignObject'.length - 1;

/**
 * The most characters of a page's drawing put in one string. The drawing comes from the compiler's
 * SVG, which holds the document's text and so is a two-byte string; V8 keeps a string of 128 KB or
 * more in its large-object space, a fresh mapping of memory each time, which costs ≈ 1 ms a page in
 * page faults on a small virtual machine. Pieces of the drawing are joined up to this length.
 */
const drawingChunkLength = 60_000;

/**
 * Where the last glyph reference of `text` that the text after it could complete begins (not
 * before `from`, where the last reference found ends): a reference still open at its end, or the
 * start of one cut short. Null when there is none.
 * @param {string} text @param {number} from
 */
function openReference(text, from) {
  const last = text.lastIndexOf(referenceStart);
  if (last >= from && text.indexOf('"', last + referenceStart.length) === -1) return last;
  for (let length = referenceStart.length - 1; length > 0; length -= 1) {
    const start = text.length - length;
    if (start >= from && text.endsWith(referenceStart.slice(0, length))) return start;
  }
  return null;
}

/**
 * `drawingOf(markup)`, and the glyphs it places in the order first placed, without making the
 * drawing one string: it comes as strings of at most `drawingChunkLength` characters each (a piece
 * between two parts left out may be longer on its own), which joined are the drawing. The checks
 * and the glyph references read as over the joined drawing: a text markup (at most `markupReach` +
 * 1 characters) across two chunks is looked for around their seam, and a glyph reference still open
 * at the end of a chunk is read again with the next one.
 * @param {string} markup
 * @param {number} chunkLength
 * @returns {{ chunks: string[], placed: string[] }}
 */
function drawingInChunks(markup, chunkLength) {
  /** @type {string[]} */
  const chunks = [];
  /** @type {string[]} */
  let pieces = [];
  let length = 0;
  const flush = () => {
    if (pieces.length > 0) chunks.push(pieces.length === 1 ? (pieces[0] ?? '') : pieces.join(''));
    pieces = [];
    length = 0;
  };
  /** @param {string} piece */
  const add = (piece) => {
    if (piece.length === 0) return;
    if (length + piece.length > chunkLength) flush();
    pieces.push(piece);
    length += piece.length;
  };
  let from = 0;
  for (const match of markup.matchAll(leftOut)) {
    add(markup.slice(from, match.index));
    from = match.index + match[0].length;
  }
  add(markup.slice(from));
  flush();

  /** @type {Set<string>} */
  const placed = new Set();
  let tail = '';
  let open = '';
  for (const chunk of chunks) {
    if (textMarkup.test(chunk) || textMarkup.test(tail + chunk.slice(0, markupReach))) {
      throw new Error('the page drawing still holds text or links in an unexpected shape');
    }
    tail = (chunk.length >= markupReach ? chunk : tail + chunk).slice(-markupReach);
    const text = open + chunk;
    let end = 0;
    for (const match of text.matchAll(glyphReference)) {
      placed.add(match[1] ?? '');
      end = match.index + match[0].length;
    }
    const start = openReference(text, end);
    open = start === null ? '' : text.slice(start);
  }
  return { chunks, placed: [...placed] };
}

/** @param {number} value */
const round = (value) => Number(value.toFixed(3)).toString();

/**
 * The start of a standalone page: its root element and a white page.
 * @param {number} width @param {number} height
 */
function pageHead(width, height) {
  const w = round(width);
  const h = round(height);
  return (
    `<svg class="typst-doc" viewBox="0 0 ${w} ${h}" width="${w}pt" height="${h}pt" xmlns="http://www.w3.org/2000/svg">` +
    `<path fill="#ffffff" d="M 0 0 L 0 ${h} L ${w} ${h} L ${w} 0 Z"/>`
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
 * Each page of `svg` as the parts it is made of, in order: joined, they are the page's SVG (the
 * page's head, its drawing, `<defs>`, the outline of each glyph it uses, `</defs></svg>`).
 * @param {string} svg
 * @param {number} pageCount
 * @param {Size | undefined} paper
 * @param {number} chunkLength
 * @returns {string[][]}
 */
function pageParts(svg, pageCount, paper, chunkLength) {
  const pages = pagesOf(svg, pageCount, paper);
  const defs = glyphDefsPattern.exec(svg)?.[1];
  const fallback = () => cropFallback(svg, pageCount).map((page) => [page]);
  if (!pages || defs === undefined) return fallback();
  /** @type {Map<string, string>} */
  const glyphs = new Map();
  let read = 0;
  for (const [markup, id, d] of defs.matchAll(glyphPattern)) {
    glyphs.set(id, `<path id="${id}" d="${d}"/>`);
    read += markup.length;
  }
  // Anything else among the definitions (a colour glyph, say) is not the expected shape.
  if (read !== defs.length) return fallback();

  return pages.map(({ width, height, content }) => {
    const { chunks, placed } = drawingInChunks(content, chunkLength);
    // Typst defines no outline for a glyph that has none (a space); an empty one stands for it.
    const outlines = placed.map((id) => glyphs.get(id) ?? `<path id="${id}" d=""/>`);
    return [pageHead(width, height), ...chunks, '<defs>', ...outlines, '</defs></svg>'];
  });
}

/**
 * One standalone SVG per page of `svg` (Typst's browser SVG of a document of `pageCount` pages),
 * each of the size of `paper` when that is the paper the document was set on.
 * @param {string} svg
 * @param {number} pageCount
 * @param {Size} [paper]
 * @param {number} [chunkLength] the most characters of drawing joined in one string (tests make it
 *   small, to read drawings across many seams)
 * @returns {string[]}
 */
export function splitSvgPages(svg, pageCount, paper, chunkLength = drawingChunkLength) {
  return pageParts(svg, pageCount, paper, chunkLength).map((parts) => parts.join(''));
}

/**
 * `splitSvgPages` as UTF-8: the same pages, each written part by part into its bytes. The render
 * worker sends pages as bytes; made this way, a page is never one string that would have to be
 * flattened (copied whole) and then encoded (decision 066).
 * @param {string} svg
 * @param {number} pageCount
 * @param {Size} [paper]
 * @param {number} [chunkLength] as for `splitSvgPages`
 * @returns {Buffer[]} each with an `ArrayBuffer` of its own, which can be transferred
 */
export function splitSvgPagesUtf8(svg, pageCount, paper, chunkLength = drawingChunkLength) {
  return pageParts(svg, pageCount, paper, chunkLength).map((parts) => {
    let length = 0;
    for (const part of parts) length += Buffer.byteLength(part);
    const bytes = Buffer.allocUnsafeSlow(length);
    let written = 0;
    for (const part of parts) written += bytes.write(part, written, 'utf8');
    if (written !== length) throw new Error('a page was not written whole');
    return bytes;
  });
}
