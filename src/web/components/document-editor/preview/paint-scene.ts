import { itemBox, type Box } from '../../../../domain/page-scene-changes';
import type { PageScene, SceneItem } from '../../../../domain/page-scene';

type Context = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

function paintItem(
  context: Context,
  item: SceneItem,
  scene: PageScene,
  scale: number,
  glyphs: Map<string, Path2D>,
) {
  const [a, b, c, d, e, f] = item.matrix;
  context.setTransform(a * scale, b * scale, c * scale, d * scale, e * scale, f * scale);
  if (item.kind === 'glyph') {
    let path = glyphs.get(item.id);
    if (!path) {
      path = new Path2D(scene.glyphs[item.id]);
      glyphs.set(item.id, path);
    }
    context.fillStyle = item.fill;
    context.fill(path, item.fillRule);
    return;
  }
  const path = new Path2D(item.d);
  if (item.fill !== null) {
    context.fillStyle = item.fill;
    context.fill(path, item.fillRule);
  }
  if (item.stroke) {
    context.strokeStyle = item.stroke.color;
    context.lineWidth = item.stroke.width;
    context.lineCap = item.stroke.lineCap;
    context.lineJoin = item.stroke.lineJoin;
    context.miterLimit = item.stroke.miterLimit;
    context.stroke(path);
  }
}

/**
 * Paints `scene` onto `context`, `scale` pixels to the point, over white: the whole page, or only
 * `area` (a box in points) when given, leaving the pixels outside it as they are. Glyph outlines
 * are parsed once and kept in `glyphs` (their ids name their outlines, so one id is one shape in
 * every page and every compile).
 */
export function paintScene(
  context: Context,
  scene: PageScene,
  scale: number,
  glyphs: Map<string, Path2D>,
  area?: Box,
) {
  const { width, height } = context.canvas;
  // The area in whole pixels, with a pixel more on each side for the edges' antialiasing.
  const [left, top, right, bottom] = area
    ? [
        Math.max(0, Math.floor(area[0] * scale) - 1),
        Math.max(0, Math.floor(area[1] * scale) - 1),
        Math.min(width, Math.ceil(area[2] * scale) + 1),
        Math.min(height, Math.ceil(area[3] * scale) + 1),
      ]
    : [0, 0, width, height];
  if (right <= left || bottom <= top) return;
  context.save();
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.beginPath();
  context.rect(left, top, right - left, bottom - top);
  context.clip();
  context.fillStyle = '#ffffff';
  context.fillRect(left, top, right - left, bottom - top);
  // In points, the area an item must reach into to be painted again.
  const reach: Box | undefined = area && [left / scale, top / scale, right / scale, bottom / scale];
  for (const item of scene.items) {
    if (reach) {
      const box = itemBox(item, scene);
      const outside =
        box && (box[2] < reach[0] || box[0] > reach[2] || box[3] < reach[1] || box[1] > reach[3]);
      if (outside) continue;
    }
    paintItem(context, item, scene, scale, glyphs);
  }
  context.restore();
}
