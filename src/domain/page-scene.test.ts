import { describe, expect, it } from 'vitest';
import { multiply, parseTransform, readPageScene, type Matrix, type SceneItem } from './page-scene';

/** Where `matrix` takes the point (x, y). */
const apply = (matrix: Matrix, x: number, y: number) => [
  matrix[0] * x + matrix[2] * y + matrix[4],
  matrix[1] * x + matrix[3] * y + matrix[5],
];

const root =
  '<svg class="typst-doc" viewBox="0 0 100 200" width="100pt" height="200pt" ' +
  'xmlns="http://www.w3.org/2000/svg">';

/** A page the way svg-pages.mjs writes one: the drawing first, then the glyphs it uses. */
const page = (content: string, defs = '') => `${root}${content}<defs>${defs}</defs></svg>`;

const glyphA = '<path id="gA" d="M 0 0 L 1 1 Z"/>';
const glyphB = '<path id="gB" d="M 0 0 L 2 0 L 2 2 Z"/>';

/**
 * A small page using every kind of markup the reader accepts; each refusal below is this page
 * with one thing changed, so the refusal is due to that thing alone.
 */
const valid = page(
  '<path class="typst-shape" fill="#ffffff" fill-rule="nonzero" d="M 0 0 L 0 200 L 100 200 L 100 0 Z "/>' +
    '<g><g transform="translate(10 20)"><g class="typst-group">' +
    '<g class="typst-text" fill="#000" transform="scale(1, -1)"><use href="#gA" x="0"/></g>' +
    '<g class="typst-text" fill="#1f4e79" fill-rule="nonzero" transform="scale(1, -1)">' +
    '<use href="#gB" x="4.5" y="1"/></g>' +
    '<path class="typst-shape" fill="none" stroke="#1f4e79" stroke-width="0.79" stroke-linecap="butt" ' +
    'stroke-linejoin="miter" stroke-miterlimit="4" d="M 0 0 L 80 0 "/>' +
    '</g></g></g>',
  glyphA + glyphB,
);

const glyphItems = (items: SceneItem[]) => items.filter((item) => item.kind === 'glyph');
const pathItems = (items: SceneItem[]) => items.filter((item) => item.kind === 'path');

describe('multiply', () => {
  it('applies the right matrix first, then the left one', () => {
    const translate: Matrix = [1, 0, 0, 1, 10, 20];
    const scale: Matrix = [2, 0, 0, 3, 0, 0];
    // Scale (1, 1) to (2, 3), then move it to (12, 23).
    expect(apply(multiply(translate, scale), 1, 1)).toEqual([12, 23]);
    // Move (1, 1) to (11, 21), then scale it to (22, 63).
    expect(apply(multiply(scale, translate), 1, 1)).toEqual([22, 63]);
  });

  it('composes general matrices', () => {
    const m: Matrix = [1, 2, 3, 4, 5, 6];
    const n: Matrix = [7, 8, 9, 10, 11, 12];
    expect(multiply(m, n)).toEqual([31, 46, 39, 58, 52, 76]);
    expect(multiply([1, 0, 0, 1, 0, 0], m)).toEqual(m);
    expect(multiply(m, [1, 0, 0, 1, 0, 0])).toEqual(m);
  });
});

describe('parseTransform', () => {
  it('reads translate, scale and matrix with spaces or commas', () => {
    expect(parseTransform('translate(10 20)')).toEqual([1, 0, 0, 1, 10, 20]);
    expect(parseTransform('translate(10, 20.5)')).toEqual([1, 0, 0, 1, 10, 20.5]);
    expect(parseTransform('translate(7)')).toEqual([1, 0, 0, 1, 7, 0]);
    expect(parseTransform('scale(1, -1)')).toEqual([1, 0, 0, -1, 0, 0]);
    expect(parseTransform('scale(2)')).toEqual([2, 0, 0, 2, 0, 0]);
    expect(parseTransform('matrix(1 2 3 4 5 6)')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(parseTransform('matrix(1,0,0,1,0,-1e2)')).toEqual([1, 0, 0, 1, 0, -100]);
  });

  it('reads an empty list as no transform', () => {
    expect(parseTransform('')).toEqual([1, 0, 0, 1, 0, 0]);
  });

  it('composes a list left to right, the last applied first', () => {
    const matrix = parseTransform(' translate(10 20) scale(2) ');
    expect(matrix).toEqual([2, 0, 0, 2, 10, 20]);
    expect(apply(matrix!, 1, 1)).toEqual([12, 22]);
    expect(parseTransform('scale(2) translate(10 20)')).toEqual([2, 0, 0, 2, 20, 40]);
  });

  it.each([
    ['another function', 'rotate(90)'],
    ['another function after a known one', 'translate(1 2) skewX(10)'],
    ['too many arguments to translate', 'translate(1 2 3)'],
    ['too many arguments to scale', 'scale(1 2 3)'],
    ['too few arguments to matrix', 'matrix(1 0 0 1 0)'],
    ['a word for a number', 'translate(a 2)'],
    ['a unit on a number', 'translate(1px 2)'],
    ['a number that is not finite', 'scale(Infinity)'],
    ['text after the list', 'translate(1 2) x'],
    ['text before the list', 'x translate(1 2)'],
    ['an unclosed function', 'translate(1 2'],
  ])('refuses %s', (_reason, text) => {
    expect(parseTransform(text)).toBeNull();
  });
});

describe('readPageScene', () => {
  it('reads a page with its size, glyphs and items in order', () => {
    const scene = readPageScene(valid);
    expect(scene).not.toBeNull();
    expect(scene!.width).toBe(100);
    expect(scene!.height).toBe(200);
    expect(scene!.glyphs).toEqual({ gA: 'M 0 0 L 1 1 Z', gB: 'M 0 0 L 2 0 L 2 2 Z' });
    expect(scene!.items.map((item) => item.kind)).toEqual(['path', 'glyph', 'glyph', 'path']);
  });

  it('reads a page as the server writes it', () => {
    // From svg-pages.mjs's output for a one-page resume, cut down to one text run and one rule.
    const scene = readPageScene(
      '<svg class="typst-doc" viewBox="0 0 612 792" width="612pt" height="792pt" xmlns="http://www.w3.org/2000/svg">' +
        '<path fill="#ffffff" d="M 0 0 L 0 792 L 612 792 L 612 0 Z"/>' +
        '<g class="typst-group"><g transform="translate(199.012,51.024)">' +
        '<g class="typst-text" fill="#000" transform="scale(0.0231,-0.0231)">' +
        '<use x="0" href="#g3ANhYQo"/><use x="400" href="#g3ANhYSk"/></g></g>' +
        '<g transform="translate(51.024,100)"><path class="typst-shape" d="M 0 0 L 509.95276 0 " ' +
        'stroke-width="0.7938" stroke-miterlimit="4" fill-rule="nonzero" fill="none" stroke="#1f4e79" /></g></g>' +
        '<defs><path id="g3ANhYQo" d="M 11 0 L 11 65 Z "/><path id="g3ANhYSk" d=""/></defs></svg>',
    );
    expect(scene).not.toBeNull();
    expect(scene!.width).toBe(612);
    expect(scene!.height).toBe(792);
    // A glyph without an outline (a space) is defined with an empty one.
    expect(scene!.glyphs).toEqual({ g3ANhYQo: 'M 11 0 L 11 65 Z ', g3ANhYSk: '' });
    expect(scene!.items).toEqual([
      {
        kind: 'path',
        d: 'M 0 0 L 0 792 L 612 792 L 612 0 Z',
        matrix: [1, 0, 0, 1, 0, 0],
        fill: '#ffffff',
        fillRule: 'nonzero',
        stroke: null,
      },
      {
        kind: 'glyph',
        id: 'g3ANhYQo',
        matrix: [0.0231, 0, 0, -0.0231, 199.012, 51.024],
        fill: '#000',
        fillRule: 'nonzero',
      },
      {
        kind: 'glyph',
        id: 'g3ANhYSk',
        matrix: [0.0231, 0, 0, -0.0231, expect.closeTo(199.012 + 400 * 0.0231, 10), 51.024],
        fill: '#000',
        fillRule: 'nonzero',
      },
      {
        kind: 'path',
        d: 'M 0 0 L 509.95276 0 ',
        matrix: [1, 0, 0, 1, 51.024, 100],
        fill: null,
        fillRule: 'nonzero',
        stroke: {
          color: '#1f4e79',
          width: 0.7938,
          lineCap: 'butt',
          lineJoin: 'miter',
          miterLimit: 4,
        },
      },
    ]);
  });

  it('reads the page size from the view box', () => {
    const a4 = valid.replace('viewBox="0 0 100 200"', 'viewBox="0,0,595.276,841.89"');
    const scene = readPageScene(a4);
    expect(scene?.width).toBe(595.276);
    expect(scene?.height).toBe(841.89);
  });

  it('composes nested group transforms and a use element’s x and y', () => {
    const scene = readPageScene(valid)!;
    const [first, second] = glyphItems(scene.items);
    // translate(10 20) · scale(1, -1) · translate(x y)
    expect(first).toEqual({
      kind: 'glyph',
      id: 'gA',
      matrix: [1, 0, 0, -1, 10, 20],
      fill: '#000',
      fillRule: 'nonzero',
    });
    expect(second).toEqual({
      kind: 'glyph',
      id: 'gB',
      matrix: [1, 0, 0, -1, 14.5, 19],
      fill: '#1f4e79',
      fillRule: 'nonzero',
    });
    // The stroked rule is inside the translate but outside the flip.
    expect(pathItems(scene.items)[1]?.matrix).toEqual([1, 0, 0, 1, 10, 20]);
  });

  it('composes deeper nesting numerically, with a translate inside a flip', () => {
    const scene = readPageScene(
      page(
        '<g transform="matrix(1 0 0 1 0 100)">' +
          '<g transform="translate(10 20)"><g transform="scale(2, -1)">' +
          '<g transform="translate(3 4)"><use href="#gA" x="5" y="1"/></g>' +
          '<path d="M 0 0 L 1 0" transform="translate(1 1) scale(3)"/>' +
          '</g></g></g>',
        glyphA,
      ),
    )!;
    const [glyph, path] = scene.items;
    // translate(0 100) · translate(10 20) · scale(2, -1) · translate(3 4) · translate(5 1)
    expect(glyph?.matrix).toEqual([2, 0, 0, -1, 26, 115]);
    // The glyph's origin lands at (10 + 2·8, 120 − 5); its (1, 1) one unit further right and up.
    expect(apply(glyph!.matrix, 0, 0)).toEqual([26, 115]);
    expect(apply(glyph!.matrix, 1, 1)).toEqual([28, 114]);
    // translate(0 100) · translate(10 20) · scale(2, -1) · translate(1 1) · scale(3)
    expect(path?.matrix).toEqual([6, 0, 0, -3, 12, 119]);
  });

  it('leaves a group’s transform behind when the group closes', () => {
    const scene = readPageScene(
      page('<g transform="translate(50 50)"><use href="#gA"/></g><use href="#gA" x="1"/>', glyphA),
    )!;
    expect(scene.items.map((item) => item.matrix)).toEqual([
      [1, 0, 0, 1, 50, 50],
      [1, 0, 0, 1, 1, 0],
    ]);
  });

  it('reads glyphs defined after the content that uses them', () => {
    const scene = readPageScene(
      page('<g><use href="#gB" x="1"/><use href="#gA" x="2"/></g>', glyphA + glyphB),
    )!;
    expect(glyphItems(scene.items).map((item) => item.kind === 'glyph' && item.id)).toEqual([
      'gB',
      'gA',
    ]);
    expect(scene.glyphs.gA).toBe('M 0 0 L 1 1 Z');
    expect(scene.glyphs.gB).toBe('M 0 0 L 2 0 L 2 2 Z');
  });

  it('reads a glyph’s fill and fill rule from its group', () => {
    const scene = readPageScene(
      page('<g fill="#AbC" fill-rule="evenodd"><use href="#gA"/></g>', glyphA),
    )!;
    expect(scene.items[0]).toMatchObject({ fill: '#AbC', fillRule: 'evenodd' });
  });

  it('reads paths: fill defaults to black, fill none, fill rule evenodd', () => {
    const scene = readPageScene(
      page(
        '<g><path d="M 1 1"/>' +
          '<path d="M 2 2" fill="none" stroke="#ff0000"/>' +
          '<path d="M 3 3" fill="#12345678" fill-rule="evenodd"/></g>',
      ),
    )!;
    expect(scene.items).toEqual([
      {
        kind: 'path',
        d: 'M 1 1',
        matrix: [1, 0, 0, 1, 0, 0],
        fill: '#000000',
        fillRule: 'nonzero',
        stroke: null,
      },
      {
        kind: 'path',
        d: 'M 2 2',
        matrix: [1, 0, 0, 1, 0, 0],
        fill: null,
        fillRule: 'nonzero',
        stroke: { color: '#ff0000', width: 1, lineCap: 'butt', lineJoin: 'miter', miterLimit: 4 },
      },
      {
        kind: 'path',
        d: 'M 3 3',
        matrix: [1, 0, 0, 1, 0, 0],
        fill: '#12345678',
        fillRule: 'evenodd',
        stroke: null,
      },
    ]);
  });

  it('reads every stroke attribute', () => {
    const scene = readPageScene(
      page(
        '<path d="M 0 0 L 1 1" stroke="#00ff00" stroke-width="2.5" stroke-linecap="round" ' +
          'stroke-linejoin="bevel" stroke-miterlimit="10"/>' +
          '<path d="M 0 0 L 1 1" stroke="#00f" stroke-linecap="square" stroke-linejoin="round"/>' +
          '<path d="M 0 0 L 1 1" stroke="none" stroke-width="3"/>',
      ),
    )!;
    expect(scene.items.map((item) => item.kind === 'path' && item.stroke)).toEqual([
      { color: '#00ff00', width: 2.5, lineCap: 'round', lineJoin: 'bevel', miterLimit: 10 },
      { color: '#00f', width: 1, lineCap: 'square', lineJoin: 'round', miterLimit: 4 },
      null,
    ]);
  });

  it('reads indented markup and a trailing newline like the minified markup', () => {
    const indented =
      `${root}\n    <g fill="#1f4e79">\n        <use href="#gA" x="1" />\n    </g>\n` +
      `    <defs>\n        ${glyphA}\n    </defs>\n</svg>`;
    const minified = page('<g fill="#1f4e79"><use href="#gA" x="1"/></g>', glyphA);
    expect(readPageScene(`${indented}\n`)).toEqual(readPageScene(minified));
    expect(readPageScene(minified)).not.toBeNull();
  });

  it('reads a page with nothing on it, and an empty group', () => {
    expect(readPageScene(page(''))).toEqual({ width: 100, height: 200, glyphs: {}, items: [] });
    expect(readPageScene(`${root}</svg>`)).toEqual({
      width: 100,
      height: 200,
      glyphs: {},
      items: [],
    });
    expect(readPageScene(page('<g/><g></g>'))?.items).toEqual([]);
  });

  describe('inherits fill and fill rule as SVG does', () => {
    /** The fill and fill rule of every item, in order. */
    const fills = (content: string) =>
      readPageScene(page(content, glyphA))?.items.map(({ fill, fillRule }) => [fill, fillRule]);

    it('fills with black, nonzero, when nothing sets a fill', () => {
      expect(
        fills('<g><g transform="scale(2)"><use href="#gA"/><path d="M 0 0"/></g></g>'),
      ).toEqual([
        ['#000000', 'nonzero'],
        ['#000000', 'nonzero'],
      ]);
    });

    it('passes a group’s fill and fill rule through groups that set none', () => {
      expect(
        fills(
          '<g fill="#111111" fill-rule="evenodd"><g transform="translate(1 2)"><g class="typst-text">' +
            '<use href="#gA"/><path d="M 0 0"/></g></g></g>',
        ),
      ).toEqual([
        ['#111111', 'evenodd'],
        ['#111111', 'evenodd'],
      ]);
    });

    it('lets a nearer group override the fill, keeping the inherited fill rule', () => {
      expect(
        fills(
          '<g fill="#111111" fill-rule="evenodd"><use href="#gA"/>' +
            '<g fill="#222222"><use href="#gA"/><g><path d="M 0 0"/></g></g>' +
            '<g fill-rule="nonzero"><use href="#gA"/></g>' +
            // The outer group's fill again, once the nearer groups have closed.
            '<use href="#gA"/></g>' +
            // And the initial fill outside every group.
            '<use href="#gA"/>',
        ),
      ).toEqual([
        ['#111111', 'evenodd'],
        ['#222222', 'evenodd'],
        ['#222222', 'evenodd'],
        ['#111111', 'nonzero'],
        ['#111111', 'evenodd'],
        ['#000000', 'nonzero'],
      ]);
    });

    it('lets a path’s own fill and fill rule override what it inherits', () => {
      expect(
        fills(
          '<g fill="#111111" fill-rule="evenodd"><g fill="#222222">' +
            '<path d="M 0 0" fill="#333333"/>' +
            '<path d="M 0 0" fill-rule="nonzero"/>' +
            '<path d="M 0 0" fill="none" stroke="#000000"/>' +
            '<path d="M 0 0"/></g></g>',
        ),
      ).toEqual([
        ['#333333', 'evenodd'],
        ['#222222', 'nonzero'],
        [null, 'evenodd'],
        ['#222222', 'evenodd'],
      ]);
    });

    it('leaves nothing behind from a self-closing group', () => {
      expect(fills('<g fill="#ff0000" fill-rule="evenodd"/><use href="#gA"/>')).toEqual([
        ['#000000', 'nonzero'],
      ]);
    });

    it('draws a path under a group filled with none unfilled, and one with its own fill filled', () => {
      expect(
        fills(
          '<g fill="none"><path d="M 0 0" stroke="#000000"/><path d="M 1 1" fill="#00ff00"/></g>',
        ),
      ).toEqual([
        [null, 'nonzero'],
        ['#00ff00', 'nonzero'],
      ]);
    });

    it('reads a glyph under a group filled with none when a nearer group sets a fill', () => {
      expect(fills('<g fill="none"><g fill="#123456"><use href="#gA"/></g></g>')).toEqual([
        ['#123456', 'nonzero'],
      ]);
    });

    it.each([
      ['a glyph in a group filled with none', '<g fill="none"><use href="#gA"/></g>'],
      [
        'a glyph in a group inside a group filled with none',
        '<g fill="none"><g transform="scale(2)"><g class="typst-text"><use href="#gA"/></g></g></g>',
      ],
      ['a named fill on a group', '<g fill="red"><use href="#gA"/></g>'],
      ['a named fill on an empty group', '<g fill="red"></g>'],
      ['a named fill on a self-closing group', '<g fill="red"/>'],
      ['a gradient fill on a group', '<g fill="url(#g)"><path d="M 0 0"/></g>'],
      ['an unknown fill rule on a group', '<g fill-rule="bogus"><use href="#gA"/></g>'],
      ['an inherit fill rule on a group', '<g fill-rule="inherit"><path d="M 0 0"/></g>'],
      [
        'an unknown fill rule on an outer group',
        '<g fill-rule="bogus"><g fill-rule="nonzero"><use href="#gA"/></g></g>',
      ],
    ])('refuses %s', (_reason, content) => {
      expect(fills(content)).toBeUndefined();
    });
  });

  describe('refuses a page it cannot paint exactly', () => {
    // Each case is `valid` with one change, checked to apply.
    const refusals: Array<[string, string, string]> = [
      // Elements.
      ['an unknown element', '<g class="typst-group">', '<g class="typst-group"><rect d="x"/>'],
      [
        'an unknown element without attributes',
        '</g></g></g>',
        '<clipPath></clipPath></g></g></g>',
      ],
      ['a text element', '<g class="typst-group">', '<g class="typst-group"><text>x</text>'],
      ['an image', '<g class="typst-group">', '<g class="typst-group"><image/>'],
      // Attributes.
      ['an unknown attribute on a path', 'fill="none"', 'fill="none" opacity="0.5"'],
      ['an unknown attribute on a group', '<g class="typst-group">', '<g clip-path="url(#c)">'],
      ['an unknown attribute on a use', 'x="0"/>', 'x="0" stroke="#000000"/>'],
      ['an unknown attribute on the root', 'class="typst-doc"', 'class="typst-doc" style="x"'],
      [
        'an xlink namespace on the root',
        'xmlns="http://www.w3.org/2000/svg"',
        'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"',
      ],
      [
        'an h5 namespace on the root',
        'xmlns="http://www.w3.org/2000/svg"',
        'xmlns="http://www.w3.org/2000/svg" xmlns:h5="http://www.w3.org/1999/xhtml"',
      ],
      ['an id on the definitions', '<defs>', '<defs id="glyph">'],
      ['a class on the definitions', '<defs>', '<defs class="glyph">'],
      ['an attribute given twice', 'x="4.5"', 'x="4.5" x="5"'],
      ['an attribute given twice on a group', 'fill="#1f4e79"', 'fill="#1f4e79" fill="#1f4e79"'],
      ['an entity in an attribute', 'class="typst-group"', 'class="a&amp;b"'],
      ['an attribute in single quotes', 'class="typst-group"', "class='typst-group'"],
      // Text between tags.
      ['text between tags', '<g class="typst-group">', '<g class="typst-group">Jane'],
      ['text before the root', root, `x${root}`],
      ['an XML declaration', root, `<?xml version="1.0"?>${root}`],
      ['a comment', '</g></g></g>', '<!-- x --></g></g></g>'],
      ['CDATA', '</g></g></g>', '<![CDATA[x]]></g></g></g>'],
      // Uses.
      ['a use placed by xlink:href', 'href="#gB"', 'xlink:href="#gB"'],
      ['a use with xlink:href as well as href', 'href="#gB"', 'href="#gB" xlink:href="#gB"'],
      // The use's own fill, even the one it would inherit, is not Typst's markup.
      ['a fill on a use', 'x="4.5"', 'x="4.5" fill="#1f4e79"'],
      ['a fill rule on a use', 'x="4.5"', 'x="4.5" fill-rule="nonzero"'],
      ['a transform on a use', 'x="4.5"', 'x="4.5" transform="scale(2)"'],
      ['a use without a reference', 'href="#gB" ', ''],
      ['a reference that is not to an id', '#gB', 'gB'],
      // Glyphs.
      ['a glyph that is not defined', '#gB', '#gC'],
      ['a glyph defined without an outline', glyphB, '<path id="gB"/>'],
      ['a glyph defined twice', glyphB, glyphB + glyphB],
      ['a glyph defined twice with another outline', glyphB, `${glyphB}<path id="gB" d="M 1 1"/>`],
      ['a glyph outline without an id', '<defs>', '<defs><path d="M 0 0"/>'],
      ['a glyph outline with an empty id', '<defs>', '<defs><path id="" d="M 0 0"/>'],
      ['a glyph outline with a fill', glyphA, '<path id="gA" d="M 0 0 L 1 1 Z" fill="#000000"/>'],
      [
        'a glyph outline with a class',
        glyphA,
        '<path id="gA" class="outline_glyph" d="M 0 0 L 1 1 Z"/>',
      ],
      [
        'a glyph outline with a transform',
        glyphA,
        '<path id="gA" d="M 0 0 L 1 1 Z" transform="scale(2)"/>',
      ],
      [
        'a glyph outline with a stroke',
        glyphA,
        '<path id="gA" d="M 0 0 L 1 1 Z" stroke="#000000"/>',
      ],
      [
        'a glyph defined as a symbol',
        glyphB,
        '<symbol id="gB" overflow="visible"><path d="M 0 0 L 2 0 L 2 2 Z"/></symbol>',
      ],
      [
        'an id on a path outside the definitions',
        '<path class="typst-shape" fill="#ffffff"',
        '<path id="bg" class="typst-shape" fill="#ffffff"',
      ],
      [
        'a glyph outline inside a group',
        '<g class="typst-group">',
        '<g class="typst-group"><path id="gZ" d="M 0 0"/>',
      ],
      // Numbers.
      ['a use x with a unit', 'x="4.5"', 'x="4.5pt"'],
      ['an empty use y', 'y="1"', 'y=""'],
      ['a word for a stroke width', 'stroke-width="0.79"', 'stroke-width="thin"'],
      ['a miter limit that is not a number', 'stroke-miterlimit="4"', 'stroke-miterlimit="x"'],
      ['a view box that is not numbers', 'viewBox="0 0 100 200"', 'viewBox="0 0 100 2OO"'],
      ['a view box of three numbers', 'viewBox="0 0 100 200"', 'viewBox="0 0 100"'],
      ['a view box without area', 'viewBox="0 0 100 200"', 'viewBox="0 0 100 0"'],
      ['a root without a view box', ' viewBox="0 0 100 200"', ''],
      // Transforms.
      ['a rotated group', 'transform="translate(10 20)"', 'transform="rotate(10)"'],
      ['a skewed path', 'fill="none"', 'fill="none" transform="skewX(5)"'],
      ['a broken transform', 'transform="scale(1, -1)"', 'transform="scale(1, -1"'],
      // Colours and paints.
      ['a named fill', 'fill="#ffffff"', 'fill="white"'],
      ['an rgb() fill', 'fill="#ffffff"', 'fill="rgb(255,255,255)"'],
      ['a five-digit colour', 'fill="#ffffff"', 'fill="#fffff"'],
      ['a named stroke', 'stroke="#1f4e79"', 'stroke="blue"'],
      ['a gradient fill on a path', 'fill="#ffffff"', 'fill="url(#g)"'],
      ['a named fill on a text group', 'fill="#000"', 'fill="black"'],
      ['a gradient fill on a text group', 'fill="#1f4e79"', 'fill="url(#g)"'],
      ['a glyph in a group filled with none', 'fill="#1f4e79"', 'fill="none"'],
      ['an unknown fill rule', 'fill-rule="nonzero" d=', 'fill-rule="inherit" d='],
      [
        'an unknown fill rule on a text group',
        'fill="#1f4e79" fill-rule="nonzero"',
        'fill="#1f4e79" fill-rule="x"',
      ],
      ['an unknown line cap', 'stroke-linecap="butt"', 'stroke-linecap="flat"'],
      ['an unknown line join', 'stroke-linejoin="miter"', 'stroke-linejoin="arcs"'],
      // Structure.
      ['a page without its closing tag', '</svg>', ''],
      [
        'an unclosed group',
        '<path class="typst-shape" fill="none"',
        '<g><path class="typst-shape" fill="none"',
      ],
      ['a mismatched closing tag', '</g></g></g>', '</g></g></defs>'],
      ['a closing tag that was never opened', '</g></g></g>', '</g></g></g></g>'],
      ['a closing tag with attributes', '</g></g></g>', '</g></g></g class="x">'],
      ['an element after the root', '</svg>', '</svg><g></g>'],
      ['a second root', '</svg>', `</svg>${root}</svg>`],
      ['text after the root', '</svg>', '</svg>x'],
      ['a view box not at the origin (x)', 'viewBox="0 0 100 200"', 'viewBox="5 0 100 200"'],
      ['a view box not at the origin (y)', 'viewBox="0 0 100 200"', 'viewBox="0 792 100 200"'],
      ['a self-closing root', `${root}`, `${root.slice(0, -1)}/>`],
      ['a root inside the root', '<g class="typst-group">', `<g class="typst-group">${root}</svg>`],
      ['a path with content', '"M 0 0 L 80 0 "/>', '"M 0 0 L 80 0 "></path>'],
      ['a use with content', 'x="0"/>', 'x="0"></use>'],
      [
        'a glyph outline with content',
        glyphA,
        '<path id="gA" d="M 0 0 L 1 1 Z"><use href="#gB"/></path>',
      ],
      ['a group in the definitions', '<defs>', '<defs><g></g>'],
      ['a use in the definitions', '<defs>', '<defs><use href="#gA"/>'],
      [
        'definitions inside a group',
        '<g class="typst-group">',
        '<g class="typst-group"><defs><path id="gZ" d="M 0 0"/></defs>',
      ],
      ['a self-closing definitions element', '<defs>', '<defs/><defs>'],
      ['content outside the root', root, `<g></g>${root}`],
    ];

    it('(the page they start from is read)', () => {
      expect(readPageScene(valid)).not.toBeNull();
    });

    it.each(refusals)('%s', (_reason, from, to) => {
      expect(valid).toContain(from);
      const changed = valid.replace(from, to);
      expect(changed).not.toBe(valid);
      expect(readPageScene(changed)).toBeNull();
    });
  });

  // Pages a careless reader would accept but paint differently from the SVG image, or markup on
  // which it would throw instead of answering null.
  describe('near misses', () => {
    it('refuses a reference to a glyph named like an Object.prototype member', () => {
      // "constructor", "toString", … are found on any plain object: none is a defined glyph.
      expect(readPageScene(valid.replace('#gB', '#constructor'))).toBeNull();
      expect(readPageScene(valid.replace('#gB', '#toString'))).toBeNull();
    });

    it('answers null, without throwing, for an element named like an Object.prototype member', () => {
      const changed = valid.replace(
        '<g class="typst-group">',
        '<constructor class="x"/><g class="typst-group">',
      );
      expect(() => readPageScene(changed)).not.toThrow();
      expect(readPageScene(changed)).toBeNull();
    });

    it.each([
      // A browser ignores an invalid transform; JavaScript's Number() would read these as 0,
      // 0 and 16.
      ['an empty scale()', 'transform="scale(1, -1)"', 'transform="scale()"'],
      ['a missing first number', 'transform="translate(10 20)"', 'transform="translate(,5)"'],
      ['a hexadecimal number', 'transform="translate(10 20)"', 'transform="translate(0x10)"'],
      ['a hexadecimal use x', 'x="4.5"', 'x="0x10"'],
    ])('refuses %s', (_reason, from, to) => {
      expect(valid).toContain(from);
      expect(readPageScene(valid.replace(from, to))).toBeNull();
    });

    it('draws no stroke of width 0, and refuses a negative width', () => {
      const stroked = (width: string) =>
        readPageScene(
          page(
            `<g><path d="M 0 0 L 10 0" fill="none" stroke="#000000" stroke-width="${width}"/></g>`,
          ),
        );
      expect(stroked('0')?.items).toEqual([
        expect.objectContaining({ kind: 'path', fill: null, stroke: null }),
      ]);
      expect(stroked('-1')).toBeNull();
    });

    it('refuses glyphs defined as symbols, whether or not their overflow is visible', () => {
      // Browsers clip a symbol to its viewport unless overflow is visible; the painter never
      // clips, and the server no longer writes symbols at all.
      for (const overflow of ['visible', 'hidden']) {
        const changed = valid.replace(
          glyphA,
          `<symbol id="gA" overflow="${overflow}"><path d="M 0 0 L 1 1 Z"/></symbol>`,
        );
        expect(changed).not.toBe(valid);
        expect(readPageScene(changed)).toBeNull();
      }
    });

    it('refuses a glyph id given twice even when the page never places it', () => {
      const glyphC = '<path id="gC" d="M 0 0"/>';
      expect(readPageScene(page('', glyphC))).not.toBeNull();
      expect(readPageScene(page('', glyphC + glyphC))).toBeNull();
    });
  });
});
