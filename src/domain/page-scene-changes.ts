/**
 * What changed between two versions of a preview page (page-scene.ts), as the part of the page to
 * paint again: typing in one paragraph changes the shapes of a few lines, and the preview repaints
 * those lines rather than the page (docs/decisions/065-preview-painting.md).
 */
import { svgNumber, type Matrix, type PageScene, type SceneItem } from './page-scene';

/** A rectangle in page points: left, top, right, bottom. */
export type Box = readonly [number, number, number, number];

/** The numbers of path data. */
const pathNumbers = new RegExp(svgNumber, 'g');

/** Path data this module can bound: absolute moves, lines, curves and closes only. */
const boundablePath = /^[\sMLQCZ\d.eE+,-]*$/;

/** Glyph outlines' boxes by id, dropped wholesale past `maxOutlineBoxes`. */
const outlineBoxes = new Map<string, Box | null>();
const maxOutlineBoxes = 20_000;

/**
 * The box of path data's points (a curve lies within its control points, so it holds the whole
 * outline), or null for path data with other commands.
 */
export function pathBox(d: string): Box | null {
  if (!boundablePath.test(d)) return null;
  const values = d.match(pathNumbers) ?? [];
  if (values.length % 2 !== 0) return null;
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (let index = 0; index < values.length; index += 2) {
    const x = Number(values[index]);
    const y = Number(values[index + 1]);
    left = Math.min(left, x);
    right = Math.max(right, x);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
  }
  return values.length > 0 ? [left, top, right, bottom] : [0, 0, 0, 0];
}

function transformBox([left, top, right, bottom]: Box, m: Matrix, pad: number): Box {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [x, y] of [
    [left, top],
    [right, top],
    [left, bottom],
    [right, bottom],
  ] as const) {
    xs.push(m[0] * x + m[2] * y + m[4]);
    ys.push(m[1] * x + m[3] * y + m[5]);
  }
  return [
    Math.min(...xs) - pad,
    Math.min(...ys) - pad,
    Math.max(...xs) + pad,
    Math.max(...ys) + pad,
  ];
}

/** How far a stroke reaches past its path, in the path's own units (miter joins reach furthest). */
const strokeReach = (item: Extract<SceneItem, { kind: 'path' }>) =>
  item.stroke ? (item.stroke.width / 2) * Math.max(item.stroke.miterLimit, Math.SQRT2) : 0;

/** Where `item` paints on the page, in points; null when its outline cannot be bounded. */
export function itemBox(item: SceneItem, scene: PageScene): Box | null {
  if (item.kind === 'glyph') {
    let box = outlineBoxes.get(item.id);
    if (box === undefined) {
      box = pathBox(scene.glyphs[item.id] ?? '');
      if (outlineBoxes.size >= maxOutlineBoxes) outlineBoxes.clear();
      outlineBoxes.set(item.id, box);
    }
    return box && transformBox(box, item.matrix, 0);
  }
  const box = pathBox(item.d);
  if (!box) return null;
  const scale = Math.max(
    Math.hypot(item.matrix[0], item.matrix[1]),
    Math.hypot(item.matrix[2], item.matrix[3]),
  );
  return transformBox(box, item.matrix, strokeReach(item) * scale);
}

const sameMatrix = (a: Matrix, b: Matrix) => a.every((value, index) => value === b[index]);

function sameItem(a: SceneItem, b: SceneItem): boolean {
  if (!sameMatrix(a.matrix, b.matrix)) return false;
  if (a.kind === 'glyph' || b.kind === 'glyph') {
    return (
      a.kind === 'glyph' &&
      b.kind === 'glyph' &&
      a.id === b.id &&
      a.fill === b.fill &&
      a.fillRule === b.fillRule
    );
  }
  return (
    a.d === b.d &&
    a.fill === b.fill &&
    a.fillRule === b.fillRule &&
    JSON.stringify(a.stroke) === JSON.stringify(b.stroke)
  );
}

/**
 * The part of the page that differs between `before` and `after` (same page size): the box of
 * every item that is not in both at the same place in the list, counted from either end. `null`
 * when nothing differs; `'page'` when the pages differ in size or a changed item cannot be
 * bounded. Glyph ids name their outlines, so the same id is the same shape in both.
 */
export function changedBox(before: PageScene, after: PageScene): Box | null | 'page' {
  if (before.width !== after.width || before.height !== after.height) return 'page';
  const old = before.items;
  const now = after.items;
  let start = 0;
  while (start < old.length && start < now.length && sameItem(old[start]!, now[start]!)) start += 1;
  let end = 0;
  while (
    end < old.length - start &&
    end < now.length - start &&
    sameItem(old[old.length - 1 - end]!, now[now.length - 1 - end]!)
  ) {
    end += 1;
  }
  const changed = [
    ...old.slice(start, old.length - end).map((item) => itemBox(item, before)),
    ...now.slice(start, now.length - end).map((item) => itemBox(item, after)),
  ];
  if (changed.length === 0) return null;
  if (changed.some((box) => box === null)) return 'page';
  const boxes = changed as Box[];
  return [
    Math.min(...boxes.map((box) => box[0])),
    Math.min(...boxes.map((box) => box[1])),
    Math.max(...boxes.map((box) => box[2])),
    Math.max(...boxes.map((box) => box[3])),
  ];
}
