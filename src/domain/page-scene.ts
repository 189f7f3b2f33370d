/**
 * A preview page as a list of shapes to paint, read from the page SVG the server sends (Typst's
 * browser SVG, split per page by src/server/documents/svg-pages.mjs). The editor paints it onto a
 * canvas in a worker, off the thread that takes the typing (docs/decisions/065-preview-painting.md).
 *
 * Typst draws a resume with few kinds of markup: groups with transforms and a fill their
 * descendants inherit, filled or stroked paths, and glyph outlines defined once and placed with
 * `<use>`. This reader accepts exactly those and answers `null` for anything else (another element
 * or attribute, text between tags, a glyph that is not defined, an unreadable number), so a page it
 * cannot paint exactly is shown as the SVG image instead, never painted wrong.
 */

/** An affine transform `[a, b, c, d, e, f]`, as in SVG's `matrix(a b c d e f)`. */
export type Matrix = readonly [number, number, number, number, number, number];

export type FillRule = 'nonzero' | 'evenodd';

export interface Stroke {
  color: string;
  width: number;
  lineCap: 'butt' | 'round' | 'square';
  lineJoin: 'miter' | 'round' | 'bevel';
  miterLimit: number;
}

export type SceneItem =
  | { kind: 'glyph'; id: string; matrix: Matrix; fill: string; fillRule: FillRule }
  | {
      kind: 'path';
      d: string;
      matrix: Matrix;
      fill: string | null;
      fillRule: FillRule;
      stroke: Stroke | null;
    };

export interface PageScene {
  /** The page's size in points (the SVG's user units). */
  width: number;
  height: number;
  /** The outline (SVG path data) of every glyph the page places, by id. */
  glyphs: Record<string, string>;
  /** What to paint, in order. */
  items: SceneItem[];
}

const identity: Matrix = [1, 0, 0, 1, 0, 0];

/** `m × n`: `n` applied first, then `m`. */
export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

/** A number as SVG writes one (no hexadecimal, no empty text), as a pattern's source. */
export const svgNumber = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?`;

const numberPattern = new RegExp(`^${svgNumber}$`);

function numbers(text: string): number[] | null {
  const parts = text.trim().split(/\s*,\s*|\s+/);
  return parts.every((part) => numberPattern.test(part)) ? parts.map(Number) : null;
}

function number(text: string | undefined, fallback: number): number | null {
  if (text === undefined) return fallback;
  return numberPattern.test(text.trim()) ? Number(text) : null;
}

/** SVG's `transform` list, for the functions Typst writes: matrix, translate and scale. */
export function parseTransform(text: string): Matrix | null {
  let result = identity;
  const pattern = /\s*(matrix|translate|scale)\(([^)]*)\)\s*/gy;
  let end = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    end = pattern.lastIndex;
    const args = numbers(match[2] ?? '');
    if (!args) return null;
    let step: Matrix | null = null;
    if (match[1] === 'matrix' && args.length === 6) step = args as unknown as Matrix;
    else if (match[1] === 'translate' && args.length <= 2 && args.length > 0) {
      step = [1, 0, 0, 1, args[0] ?? 0, args[1] ?? 0];
    } else if (match[1] === 'scale' && args.length <= 2 && args.length > 0) {
      step = [args[0] ?? 1, 0, 0, args[1] ?? args[0] ?? 1, 0, 0];
    }
    if (!step) return null;
    result = multiply(result, step);
  }
  return end === text.length ? result : null;
}

const colorPattern = /^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

/** A paint: a hex colour, `none` (null), or undefined when it is not one of those. */
function paint(text: string): string | null | undefined {
  if (text === 'none') return null;
  return colorPattern.test(text) ? text : undefined;
}

const lineCaps = ['butt', 'round', 'square'] as const;
const lineJoins = ['miter', 'round', 'bevel'] as const;

const oneOf = <Value extends string>(values: readonly Value[], text: string | undefined) =>
  values.find((value) => value === text);

type Attributes = Map<string, string>;

const allowed = new Map<string, ReadonlySet<string>>([
  ['svg', new Set(['class', 'viewBox', 'width', 'height', 'xmlns'])],
  ['defs', new Set()],
  ['g', new Set(['class', 'transform', 'fill', 'fill-rule'])],
  [
    'path',
    new Set([
      'id',
      'class',
      'd',
      'transform',
      'fill',
      'fill-rule',
      'stroke',
      'stroke-width',
      'stroke-linecap',
      'stroke-linejoin',
      'stroke-miterlimit',
    ]),
  ],
  ['use', new Set(['href', 'x', 'y'])],
]);

function readAttributes(name: string, text: string): Attributes | null {
  const names = allowed.get(name);
  if (!names) return null;
  const attributes: Attributes = new Map();
  const pattern = /\s+([\w:.-]+)="([^"<&]*)"/y;
  let end = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    end = pattern.lastIndex;
    const [, key = '', value = ''] = match;
    if (!names.has(key) || attributes.has(key)) return null;
    attributes.set(key, value);
  }
  return text.slice(end).trim() === '' ? attributes : null;
}

/** How an element fills: its own `fill` and `fill-rule`, else what it inherits. */
interface Fill {
  fill: string | null;
  fillRule: FillRule;
}

function fillOf(attributes: Attributes, inherited: Fill): Fill | null {
  const fillText = attributes.get('fill');
  const fill = fillText === undefined ? inherited.fill : paint(fillText);
  const fillRule = attributes.get('fill-rule') ?? inherited.fillRule;
  if (fill === undefined || (fillRule !== 'nonzero' && fillRule !== 'evenodd')) return null;
  return { fill, fillRule };
}

/** SVG's initial fill. */
const black: Fill = { fill: '#000000', fillRule: 'nonzero' };

function strokeOf(attributes: Attributes): Stroke | null | undefined {
  const color = paint(attributes.get('stroke') ?? 'none');
  if (color === undefined) return undefined;
  if (color === null) return null;
  const width = number(attributes.get('stroke-width'), 1);
  const miterLimit = number(attributes.get('stroke-miterlimit'), 4);
  const lineCap = oneOf(lineCaps, attributes.get('stroke-linecap') ?? 'butt');
  const lineJoin = oneOf(lineJoins, attributes.get('stroke-linejoin') ?? 'miter');
  if (width === null || width < 0 || miterLimit === null || !lineCap || !lineJoin) return undefined;
  // A stroke of width 0 draws nothing in SVG (a canvas would keep its last width instead).
  if (width === 0) return null;
  return { color, width, lineCap, lineJoin, miterLimit };
}

/**
 * The page's scene, or `null` when the SVG holds anything this reader does not paint exactly.
 */
export function readPageScene(svg: string): PageScene | null {
  const tag = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"]*")*)\s*(\/?)>/g;
  const open: Array<{ name: string; matrix: Matrix; fill: Fill }> = [];
  const glyphs = new Map<string, string>();
  const items: SceneItem[] = [];
  let size: { width: number; height: number } | null = null;
  let closedRoot = false;
  let end = 0;

  for (let match = tag.exec(svg); match; match = tag.exec(svg)) {
    if (svg.slice(end, match.index).trim() !== '' || closedRoot) return null;
    end = tag.lastIndex;
    const [, closing, name = '', attributeText = '', selfClosing] = match;
    const parent = open.at(-1);

    if (closing) {
      if (!parent || parent.name !== name || attributeText !== '') return null;
      open.pop();
      if (name === 'svg') closedRoot = true;
      continue;
    }
    const attributes = readAttributes(name, attributeText);
    if (!attributes) return null;
    const inside = parent?.name;

    if (name === 'svg') {
      if (parent || size || selfClosing) return null;
      const box = numbers(attributes.get('viewBox') ?? '');
      if (!box || box.length !== 4 || box[0] !== 0 || box[1] !== 0) return null;
      const [, , width = 0, height = 0] = box;
      if (!(width > 0 && height > 0)) return null;
      size = { width, height };
      open.push({ name, matrix: identity, fill: black });
    } else if (name === 'defs') {
      if (inside !== 'svg' || selfClosing) return null;
      open.push({ name, matrix: identity, fill: black });
    } else if (name === 'g') {
      if (!parent || inside === 'defs') return null;
      const transform = attributes.get('transform');
      const own = transform === undefined ? identity : parseTransform(transform);
      const fill = fillOf(attributes, parent.fill);
      if (!own || !fill) return null;
      if (!selfClosing) open.push({ name, matrix: multiply(parent.matrix, own), fill });
    } else if (name === 'path') {
      const d = attributes.get('d');
      if (!parent || !selfClosing || d === undefined) return null;
      if (inside === 'defs') {
        // A glyph outline: an id and the outline, nothing else.
        const id = attributes.get('id');
        if (!id || glyphs.has(id) || attributes.size !== 2) return null;
        glyphs.set(id, d);
        continue;
      }
      const transform = attributes.get('transform');
      const own = transform === undefined ? identity : parseTransform(transform);
      const fill = fillOf(attributes, parent.fill);
      const stroke = strokeOf(attributes);
      if (attributes.has('id') || !own || !fill || stroke === undefined) return null;
      items.push({ kind: 'path', d, matrix: multiply(parent.matrix, own), ...fill, stroke });
    } else if (name === 'use') {
      const href = attributes.get('href');
      const x = number(attributes.get('x'), 0);
      const y = number(attributes.get('y'), 0);
      const fill = parent?.fill;
      if (!parent || !selfClosing || inside === 'defs') return null;
      if (!href?.startsWith('#') || x === null || y === null || !fill?.fill) return null;
      const matrix = multiply(parent.matrix, [1, 0, 0, 1, x, y]);
      items.push({
        kind: 'glyph',
        id: href.slice(1),
        matrix,
        fill: fill.fill,
        fillRule: fill.fillRule,
      });
    } else {
      return null;
    }
  }
  if (!size || !closedRoot || svg.slice(end).trim() !== '') return null;
  if (items.some((item) => item.kind === 'glyph' && !glyphs.has(item.id))) return null;
  return { ...size, glyphs: Object.fromEntries(glyphs), items };
}
