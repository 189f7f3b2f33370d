import { describe, expect, it } from 'vitest';
import { changedBox, itemBox, pathBox } from './page-scene-changes';
import { readPageScene, type PageScene } from './page-scene';

const root = (width = 100, height = 200) =>
  `<svg class="typst-doc" viewBox="0 0 ${width} ${height}" width="${width}pt" height="${height}pt" ` +
  'xmlns="http://www.w3.org/2000/svg">';

/**
 * Glyph outlines by id. itemBox caches outline boxes by id for the whole module, as the painter
 * does across compiles, so every id keeps one outline throughout this file.
 */
const outlines: Record<string, string> = {
  // A 4 × 6 box from the baseline up (y up in glyph space).
  a: 'M 0 0 L 4 0 L 4 6 L 0 6 Z',
  b: 'M 0 0 L 4 0 L 4 6 L 0 6 Z',
  c: 'M 0 0 L 4 0 L 4 6 L 0 6 Z',
  d: 'M 0 0 L 4 0 L 4 6 L 0 6 Z',
  e: 'M 0 0 L 4 0 L 4 6 L 0 6 Z',
  // With a descender: from 2 below the baseline to 5 above it, curves inside the box.
  q: 'M 0 -2 Q 3 -2 3 1 C 3 3 1 5 0 5 Z',
  // Relative commands: a glyph this module cannot bound.
  rel: 'm 0 0 l 4 0 l 0 6 z',
};

const glyphDefs = Object.entries(outlines)
  .map(([id, d]) => `<path id="${id}" d="${d}"/>`)
  .join('');

/** The white page behind everything, as Typst draws it. */
const background = (width = 100, height = 200) =>
  `<path class="typst-shape" fill="#ffffff" fill-rule="nonzero" d="M 0 0 L 0 ${height} L ${width} ${height} L ${width} 0 Z "/>`;

interface Glyph {
  id: string;
  x: number;
  y?: number;
  fill?: string;
}

/**
 * A line of text the way Typst writes one: glyphs along the baseline from (left, baseline), each
 * run of one colour in a flipped text group that gives its glyphs their fill. A glyph placed at x
 * spans left + x to left + x + 4 and baseline − 6 to baseline.
 */
function line(left: number, baseline: number, glyphs: Glyph[]): string {
  const runs: Array<{ fill: string; glyphs: Glyph[] }> = [];
  for (const glyph of glyphs) {
    const fill = glyph.fill ?? '#000000';
    const last = runs.at(-1);
    if (last?.fill === fill) last.glyphs.push(glyph);
    else runs.push({ fill, glyphs: [glyph] });
  }
  const text = runs
    .map(
      ({ fill, glyphs: run }) =>
        `<g class="typst-text" fill="${fill}" transform="scale(1, -1)">` +
        run.map(({ id, x, y = 0 }) => `<use href="#${id}" x="${x}" y="${y}"/>`).join('') +
        '</g>',
    )
    .join('');
  return `<g transform="translate(${left} ${baseline})">${text}</g>`;
}

/** Glyphs `ids` 5 apart from x = 0. */
const word = (...ids: string[]) => ids.map((id, index) => ({ id, x: index * 5 }));

/** A page of `content` drawn over the background; the glyphs defined after it. */
function scene(content: string, size = { width: 100, height: 200 }): PageScene {
  const svg =
    root(size.width, size.height) +
    background(size.width, size.height) +
    content +
    `<defs>${glyphDefs}</defs></svg>`;
  const read = readPageScene(svg);
  if (!read) throw new Error(`not a scene: ${svg}`);
  return read;
}

/** A stroked rule from (0, 0) to (length, 0) placed at (left, top). */
const rule = (left: number, top: number, length: number, color = '#1f4e79', width = 2) =>
  `<g transform="translate(${left} ${top})"><path class="typst-shape" fill="none" stroke="${color}" ` +
  `stroke-width="${width}" stroke-linecap="butt" stroke-linejoin="miter" stroke-miterlimit="4" ` +
  `d="M 0 0 L ${length} 0 "/></g>`;

/** A stroked path with relative commands, which this module cannot bound. */
const relativeRule = (color = '#000000') =>
  `<path fill="none" stroke="${color}" stroke-width="1" d="m 5 150 l 90 0"/>`;

describe('pathBox', () => {
  it('bounds the points of moves, lines, curves and closes', () => {
    expect(pathBox('M 1 2 L 10 5 Z')).toEqual([1, 2, 10, 5]);
    // Control points count: a curve lies within them.
    expect(pathBox('M 0 0 Q 3 -2 4 4 C 1 2 12 4 5 6 Z')).toEqual([0, -2, 12, 6]);
    expect(pathBox('M 0 -2 Q 3 -2 3 1 C 3 3 1 5 0 5 Z')).toEqual([0, -2, 3, 5]);
  });

  it('reads numbers with commas, signs, decimals and exponents, with or without spaces', () => {
    expect(pathBox('M-1.5e1,2L.5-3')).toEqual([-15, -3, 0.5, 2]);
    expect(pathBox('M +1 2E1 L 3.25 -.5')).toEqual([1, -0.5, 3.25, 20]);
    // Several points after one command (implicit lines).
    expect(pathBox('M 0 0 7 8 -1 3')).toEqual([-1, 0, 7, 8]);
  });

  it('answers an empty box for a path with no points', () => {
    expect(pathBox('')).toEqual([0, 0, 0, 0]);
    expect(pathBox('Z')).toEqual([0, 0, 0, 0]);
  });

  it.each([
    ['relative moves and lines', 'm 0 0 l 1 1 z'],
    ['a relative line after an absolute move', 'M 0 0 l 1 1'],
    ['a relative close', 'M 0 0 L 1 1 z'],
    ['a horizontal line', 'M 0 0 H 5'],
    ['a vertical line', 'M 0 0 V 5'],
    ['an arc', 'M 0 0 A 5 5 0 0 1 10 0'],
    ['a smooth cubic', 'M 0 0 S 1 1 2 2'],
    ['a smooth quadratic', 'M 0 0 T 2 2'],
    ['an odd count of numbers', 'M 0 0 L 1'],
  ])('refuses %s', (_reason, d) => {
    expect(pathBox(d)).toBeNull();
  });
});

describe('itemBox', () => {
  it('places a glyph’s outline box with its matrix, flipping y under scale(1, -1)', () => {
    const page = scene(line(10, 50, [{ id: 'a', x: 5 }]));
    const [, glyph] = page.items;
    expect(glyph?.kind).toBe('glyph');
    // Matrix [1 0 0 −1 15 50]: x 0..4 → 15..19, y 0..6 → 50..44.
    expect(itemBox(glyph!, page)).toEqual([15, 44, 19, 50]);
  });

  it('keeps a descender below the baseline after the flip', () => {
    const page = scene(line(10, 50, [{ id: 'q', x: 0 }]));
    // y −2..5 → 52..45.
    expect(itemBox(page.items[1]!, page)).toEqual([10, 45, 13, 52]);
  });

  it('scales a glyph’s box with its matrix', () => {
    const page = scene(
      '<g transform="translate(10 50)"><g transform="scale(2, -3)"><use href="#a" x="1"/></g></g>',
    );
    // Matrix [2 0 0 −3 12 50]: x 0..4 → 12..20, y 0..6 → 50..32.
    expect(itemBox(page.items[1]!, page)).toEqual([12, 32, 20, 50]);
  });

  it('answers null for a glyph whose outline it cannot bound', () => {
    const page = scene(line(10, 50, [{ id: 'rel', x: 0 }]));
    expect(itemBox(page.items[1]!, page)).toBeNull();
  });

  it('bounds an unstroked path without padding', () => {
    const page = scene(
      '<g transform="translate(10 20)"><path fill="#ff0000" d="M 0 0 L 5 0 L 5 3 Z"/></g>',
    );
    expect(itemBox(page.items[1]!, page)).toEqual([10, 20, 15, 23]);
    // The background: the page itself.
    expect(itemBox(page.items[0]!, page)).toEqual([0, 0, 100, 200]);
  });

  it('pads a stroked path by half its width times the miter limit', () => {
    const page = scene(rule(10, 100, 80));
    // Width 2, miter limit 4: 1 × 4 = 4 around [10, 100, 90, 100].
    expect(itemBox(page.items[1]!, page)).toEqual([6, 96, 94, 104]);
  });

  it('pads by at least half the width times √2 (square caps) when the miter limit is lower', () => {
    const page = scene(
      '<path fill="none" stroke="#000000" stroke-width="2" stroke-miterlimit="1" d="M 10 10 L 20 10"/>',
    );
    const box = itemBox(page.items[1]!, page);
    const reach = Math.SQRT2;
    expect(box).not.toBeNull();
    const [left, top, right, bottom] = box!;
    expect(left).toBeCloseTo(10 - reach, 10);
    expect(top).toBeCloseTo(10 - reach, 10);
    expect(right).toBeCloseTo(20 + reach, 10);
    expect(bottom).toBeCloseTo(10 + reach, 10);
  });

  it('scales the stroke’s padding with the matrix, by its larger scale', () => {
    const uniform = scene(`<g transform="scale(2)">${rule(5, 50, 40)}</g>`);
    // [10, 100, 90, 100], padded by 4 × 2.
    expect(itemBox(uniform.items[1]!, uniform)).toEqual([2, 92, 98, 108]);
    const stretched = scene(`<g transform="scale(1, 3)">${rule(10, 10, 80)}</g>`);
    // [10, 30, 90, 30], padded by 4 × 3 on every side.
    expect(itemBox(stretched.items[1]!, stretched)).toEqual([-2, 18, 102, 42]);
  });

  it('answers null for a path with relative commands', () => {
    const page = scene(relativeRule());
    expect(itemBox(page.items[1]!, page)).toBeNull();
  });
});

describe('changedBox', () => {
  const text = (first: Glyph[], second: Glyph[] = word('e')) =>
    scene(line(10, 50, first) + line(10, 80, second));

  it('answers null for the same page read twice', () => {
    const before = text(word('a', 'b', 'c', 'd'));
    const after = text(word('a', 'b', 'c', 'd'));
    expect(after).not.toBe(before);
    expect(changedBox(before, after)).toBeNull();
    expect(changedBox(before, before)).toBeNull();
  });

  it('answers null for unchanged pages holding items it cannot bound', () => {
    const content = relativeRule() + line(10, 50, word('rel', 'a'));
    expect(changedBox(scene(content), scene(content))).toBeNull();
  });

  it('covers a moved glyph’s old and new places', () => {
    const before = text([
      { id: 'a', x: 0 },
      { id: 'b', x: 5 },
      { id: 'c', x: 10 },
    ]);
    const after = text([
      { id: 'a', x: 0 },
      { id: 'b', x: 7, y: 2 },
      { id: 'c', x: 10 },
    ]);
    // b was at x 15..19, y 44..50; it is now at x 17..21, y 42..48.
    expect(changedBox(before, after)).toEqual([15, 42, 21, 50]);
  });

  it('covers a glyph inserted in the middle through to where the lists realign', () => {
    const before = text(word('a', 'b', 'c', 'd'));
    // The new glyph pushes c and d along; the next line is where the items agree again.
    const after = text(word('a', 'b', 'q', 'c', 'd'));
    // Old c, d: x 20..29, y 44..50. New q, c, d: x 20..34; q reaches 2 below the baseline.
    expect(changedBox(before, after)).toEqual([20, 44, 34, 52]);
  });

  it('covers only an inserted glyph when nothing else moves', () => {
    const before = text(word('a', 'b', 'c', 'd'));
    // A glyph placed out of order (as a superscript or an accent might be): c and d stay put.
    const after = text([
      ...word('a', 'b'),
      { id: 'e', x: 40 },
      { id: 'c', x: 10 },
      { id: 'd', x: 15 },
    ]);
    // e: x 50..54, y 44..50.
    expect(changedBox(before, after)).toEqual([50, 44, 54, 50]);
  });

  it('covers the removed glyphs when a line gets shorter', () => {
    // Repainting only the new items would leave the old c and d on the page.
    const before = text(word('a', 'b', 'c', 'd'));
    const after = text(word('a', 'b'));
    expect(changedBox(before, after)).toEqual([20, 44, 29, 50]);
    // And the other way round, when the line grows back.
    expect(changedBox(after, before)).toEqual([20, 44, 29, 50]);
  });

  it('covers a removed last line', () => {
    const before = text(word('a', 'b'), word('c', 'd', 'e'));
    const after = scene(line(10, 50, word('a', 'b')));
    expect(changedBox(before, after)).toEqual([10, 74, 24, 80]);
  });

  it('covers a glyph whose colour alone changed', () => {
    const before = text(word('a', 'b', 'c'));
    const after = text([
      { id: 'a', x: 0 },
      { id: 'b', x: 5, fill: '#b03a2e' },
      { id: 'c', x: 10 },
    ]);
    expect(changedBox(before, after)).toEqual([15, 44, 19, 50]);
  });

  it('covers a glyph replaced by another at the same place', () => {
    const before = text(word('a', 'b', 'c'));
    const after = text(word('a', 'q', 'c'));
    // b: y 44..50; q: x 15..18, y 45..52.
    expect(changedBox(before, after)).toEqual([15, 44, 19, 52]);
  });

  it('covers a recoloured rule with its stroke’s reach', () => {
    const before = scene(line(10, 50, word('a')) + rule(10, 100, 80) + line(10, 150, word('b')));
    const after = scene(
      line(10, 50, word('a')) + rule(10, 100, 80, '#b03a2e') + line(10, 150, word('b')),
    );
    expect(changedBox(before, after)).toEqual([6, 96, 94, 104]);
  });

  it('covers a rule whose width changed with the wider reach', () => {
    const before = scene(rule(10, 100, 80, '#1f4e79', 2));
    const after = scene(rule(10, 100, 80, '#1f4e79', 3));
    // Width 3, miter limit 4: 6 around [10, 100, 90, 100].
    expect(changedBox(before, after)).toEqual([4, 94, 96, 106]);
  });

  it('answers the page when the page size differs, even with the same items', () => {
    const content = line(10, 50, word('a', 'b'));
    expect(changedBox(scene(content), scene(content, { width: 100, height: 201 }))).toBe('page');
    expect(changedBox(scene(content), scene(content, { width: 99, height: 200 }))).toBe('page');
  });

  it('answers the page when a changed path has relative commands', () => {
    const before = scene(line(10, 50, word('a')) + relativeRule());
    const after = scene(line(10, 50, word('a')) + relativeRule('#ff0000'));
    expect(changedBox(before, after)).toBe('page');
  });

  it('answers the page when an added or removed item cannot be bounded', () => {
    const without = scene(line(10, 50, word('a', 'b')));
    const withRule = scene(line(10, 50, word('a', 'b')) + relativeRule());
    expect(changedBox(without, withRule)).toBe('page');
    expect(changedBox(withRule, without)).toBe('page');
  });

  it('answers the page when a changed glyph’s outline cannot be bounded', () => {
    const before = text(word('a', 'b'));
    const after = text(word('a', 'rel'));
    expect(changedBox(before, after)).toBe('page');
  });

  it('bounds a change even with unboundable items unchanged before and after it', () => {
    const around = (middle: Glyph[]) =>
      scene(
        relativeRule() +
          line(10, 20, word('rel')) +
          line(10, 50, middle) +
          line(10, 80, word('rel')) +
          relativeRule(),
      );
    const before = around(word('a', 'b', 'c'));
    const after = around([
      { id: 'a', x: 0 },
      { id: 'b', x: 5, fill: '#ff0000' },
      { id: 'c', x: 10 },
    ]);
    expect(changedBox(before, after)).toEqual([15, 44, 19, 50]);
  });
});
