// Runs in the render worker (render-worker.mjs), hence plain JavaScript; typed by svg-pages.d.mts.

/**
 * Splits the plain SVG that the Typst compiler writes for a whole document (pages stacked top to
 * bottom, glyph outlines shared in one `<defs>`) into one standalone SVG per page, each with only
 * the glyphs it uses. The plain SVG holds no text of the document (letters are outlines, links are
 * left out), so a page is safe to put inline in a web page.
 *
 * The input is machine-written markup of a pinned compiler version, which is what makes a small
 * tag scanner enough here; if its shape is ever not the expected one, every page falls back to the
 * whole drawing cropped to that page.
 */

/** @typedef {{ name: string, start: number, end: number, openTag: string }} Element */

const tagPattern = /<(\/?)([A-Za-z][\w:.-]*)[^>]*>/g;

const indentedChildPattern = /\n {4}<(\/?)([A-Za-z][\w:.-]*)[^>]*>/g;

/**
 * The fast way to the root's children: Typst writes each of them (and its closing tag) on its own
 * line indented by exactly four spaces, and everything deeper further in. `null` when the markup
 * does not look like that.
 * @param {string} svg
 * @returns {{ root: string, children: Element[] } | null}
 */
function indentedTopLevelElements(svg) {
  const first = /^\s*<svg\s[^>]*>/.exec(svg);
  if (!first || first[0].endsWith('/>')) return null;
  /** @type {Element[]} */
  const children = [];
  /** @type {Element | null} */
  let current = null;
  for (const match of svg.matchAll(indentedChildPattern)) {
    const [line, closing, name = ''] = match;
    const start = match.index + line.indexOf('<');
    const tag = line.slice(line.indexOf('<'));
    if (closing) {
      if (!current || current.name !== name) return null;
      current.end = start + tag.length;
      children.push(current);
      current = null;
    } else if (current) {
      return null;
    } else if (tag.endsWith('/>')) {
      children.push({ name, start, end: start + tag.length, openTag: tag });
    } else {
      current = { name, start, end: -1, openTag: tag };
    }
  }
  if (current || children.length === 0) return null;
  return { root: first[0].trim(), children };
}

/**
 * The children of the root element, with where each starts and ends.
 * @param {string} svg
 * @returns {{ root: string, children: Element[] } | null}
 */
function topLevelElements(svg) {
  tagPattern.lastIndex = 0;
  const first = tagPattern.exec(svg);
  if (!first || first[2] !== 'svg' || first[1] || first[0].endsWith('/>')) return null;
  const root = first[0];
  /** @type {Element[]} */
  const children = [];
  let depth = 0;
  /** @type {Element | null} */
  let current = null;
  for (let match = tagPattern.exec(svg); match; match = tagPattern.exec(svg)) {
    const [tag, closing, name] = match;
    const selfClosing = tag.endsWith('/>');
    if (closing) {
      if (depth === 0) break; // </svg>
      depth -= 1;
      if (depth === 0 && current) {
        current.end = match.index + tag.length;
        children.push(current);
        current = null;
      }
    } else if (selfClosing) {
      if (depth === 0) {
        children.push({
          name: name ?? '',
          start: match.index,
          end: match.index + tag.length,
          openTag: tag,
        });
      }
    } else {
      if (depth === 0) current = { name: name ?? '', start: match.index, end: -1, openTag: tag };
      depth += 1;
    }
  }
  return { root, children };
}

/** @param {string} tag @param {string} name @returns {string | undefined} */
function attribute(tag, name) {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/** @param {string} root @returns {{ width: number, height: number } | null} */
function viewBoxSize(root) {
  const numbers = attribute(root, 'viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (!numbers || numbers.length !== 4 || numbers.some((n) => !Number.isFinite(n))) return null;
  return { width: numbers[2], height: numbers[3] };
}

/** The vertical offset of a page group: none for the first, `matrix(1 0 0 1 0 y)` for the rest. */
/** @param {string} openTag @returns {number | null} */
function pageOffset(openTag) {
  const transform = attribute(openTag, 'transform');
  if (transform === undefined) return 0;
  const match = /^matrix\(1 0 0 1 0 ([\d.eE+-]+)\)$/.exec(transform.trim());
  return match ? Number(match[1]) : null;
}

/** @param {string} root @param {number} width @param {number} height */
function svgOpen(root, width, height) {
  const namespaces = [...root.matchAll(/\sxmlns(?::\w+)?="[^"]*"/g)].map((m) => m[0]).join('');
  const w = round(width);
  const h = round(height);
  return `<svg class="typst-doc" viewBox="0 0 ${w} ${h}" width="${w}pt" height="${h}pt"${namespaces}>`;
}

/**
 * Markup without the whitespace between tags (the drawing has no text nodes: it means nothing).
 * @param {string} markup
 */
const minify = (markup) => markup.replace(/>\s+</g, '><');

/** @param {number} value */
const round = (value) => Number(value.toFixed(3)).toString();

/** @typedef {{ id: string | null, markup: string }} Definition */

/**
 * The `<defs>` blocks cut into pieces once per document: each glyph and clip path with its id
 * (Typst writes both without nesting), and the markup around them (the blocks' own tags, any
 * other definition) with none.
 * @param {string[]} defs
 * @returns {Definition[]}
 */
function definitionPieces(defs) {
  /** @type {Definition[]} */
  const pieces = [];
  const pattern = /<(symbol|clipPath)\s[^>]*?id="([^"]+)"[^>]*?(?:\/>|>[\s\S]*?<\/\1>)/g;
  for (const block of defs) {
    let end = 0;
    for (const match of block.matchAll(pattern)) {
      if (match.index > end) pieces.push({ id: null, markup: block.slice(end, match.index) });
      pieces.push({ id: match[2] ?? '', markup: match[0] });
      end = match.index + match[0].length;
    }
    pieces.push({ id: null, markup: block.slice(end) });
  }
  return pieces;
}

/**
 * The definitions `content` needs: the glyphs and clip paths it refers to, and everything else.
 * @param {Definition[]} pieces
 * @param {string} content
 */
function usedDefinitions(pieces, content) {
  const used = new Set();
  const reference = /(?:href="#|url\(#)([^")]+)/g;
  for (let match = reference.exec(content); match; match = reference.exec(content)) {
    used.add(match[1]);
  }
  let markup = '';
  for (const piece of pieces) if (piece.id === null || used.has(piece.id)) markup += piece.markup;
  return markup;
}

/** @param {string} svg @param {string} root @param {number} pageCount @returns {string[]} */
function cropFallback(svg, root, pageCount) {
  const size = viewBoxSize(root);
  if (!size || pageCount < 1) return [svg];
  const pageHeight = size.height / pageCount;
  return Array.from({ length: pageCount }, (_, index) =>
    svg.replace(
      root,
      root
        .replace(
          /\sviewBox="[^"]*"/,
          ` viewBox="0 ${round(index * pageHeight)} ${round(size.width)} ${round(pageHeight)}"`,
        )
        .replace(/\sheight="[^"]*"/, ` height="${round(pageHeight)}pt"`),
    ),
  );
}

/**
 * One standalone SVG per page of `svg` (Typst's plain SVG of a document of `pageCount` pages),
 * without the indentation between tags.
 * @param {string} svg
 * @param {number} pageCount
 * @returns {string[]}
 */
export function splitSvgPages(svg, pageCount) {
  let parsed = indentedTopLevelElements(svg);
  if (!parsed) {
    svg = svg.replace(/>\s+</g, '><');
    parsed = topLevelElements(svg);
  }
  if (!parsed) return [svg];
  const { root, children } = parsed;
  const size = viewBoxSize(root);
  const defs = definitionPieces(
    children
      .filter((child) => child.name === 'defs')
      .map((child) => minify(svg.slice(child.start, child.end))),
  );

  // A page is a top-level group, with the shapes just before it (its background).
  /** @type {{ offset: number, parts: string[] }[]} */
  const pages = [];
  /** @type {string[]} */
  let before = [];
  for (const child of children) {
    if (child.name === 'defs') continue;
    if (child.name !== 'g') {
      before.push(svg.slice(child.start, child.end));
      continue;
    }
    const offset = pageOffset(child.openTag);
    if (offset === null) return cropFallback(svg, root, pageCount);
    const group = `<g>${svg.slice(child.start + child.openTag.length, child.end)}`;
    pages.push({ offset, parts: [...before, group] });
    before = [];
  }
  if (!size || pages.length !== pageCount) return cropFallback(svg, root, pageCount);

  return pages.map((page, index) => {
    const next = pages[index + 1];
    const height = (next ? next.offset : size.height) - page.offset;
    const content = minify(page.parts.join(''));
    return `${svgOpen(root, size.width, height)}${content}${usedDefinitions(defs, content)}</svg>`;
  });
}
