import { describe, expect, it } from 'vitest';
import { multiply, parseTransform, readPageScene, type Matrix, type SceneItem } from './page-scene';

/** Where `matrix` takes the point (x, y). */
const apply = (matrix: Matrix, x: number, y: number) => [
  matrix[0] * x + matrix[2] * y + matrix[4],
  matrix[1] * x + matrix[3] * y + matrix[5],
];

const root =
  '<svg class="typst-doc" viewBox="0 0 100 200" width="100pt" height="200pt" ' +
  'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ' +
  'xmlns:h5="http://www.w3.org/1999/xhtml">';

/** A page the way svg-pages.mjs writes one: the drawing first, then the glyphs it uses. */
const page = (content: string, defs = '') =>
  `${root}${content}${defs ? `<defs id="glyph">${defs}</defs>` : ''}</svg>`;

const glyphA = '<symbol id="gA" overflow="visible"><path d="M 0 0 L 1 1 Z"/></symbol>';
const glyphB = '<symbol id="gB" overflow="visible"><path d="M 0 0 L 2 0 L 2 2 Z"/></symbol>';

/**
 * A small page using every kind of markup the reader accepts; each refusal below is this page
 * with one thing changed, so the refusal is due to that thing alone.
 */
const valid = page(
  '<path class="typst-shape" fill="#ffffff" fill-rule="nonzero" d="M 0 0 L 0 200 L 100 200 L 100 0 Z "/>' +
    '<g><g transform="translate(10 20)"><g class="typst-group">' +
    '<g class="typst-text" transform="scale(1, -1)">' +
    '<use xlink:href="#gA" x="0" fill="#000000" fill-rule="nonzero"/>' +
    '<use xlink:href="#gB" x="4.5" y="1" fill="#1f4e79" fill-rule="nonzero"/>' +
    '</g>' +
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
      fill: '#000000',
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
          '<g transform="translate(3 4)"><use xlink:href="#gA" x="5" y="1"/></g>' +
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
      page(
        '<g transform="translate(50 50)"><use xlink:href="#gA"/></g><use xlink:href="#gA" x="1"/>',
        glyphA,
      ),
    )!;
    expect(scene.items.map((item) => item.matrix)).toEqual([
      [1, 0, 0, 1, 50, 50],
      [1, 0, 0, 1, 1, 0],
    ]);
  });

  it('reads glyphs defined after the content that uses them, by href or xlink:href', () => {
    const scene = readPageScene(
      page('<g><use href="#gB" x="1"/><use xlink:href="#gA" x="2"/></g>', glyphA + glyphB),
    )!;
    expect(glyphItems(scene.items).map((item) => item.kind === 'glyph' && item.id)).toEqual([
      'gB',
      'gA',
    ]);
    expect(scene.glyphs.gA).toBe('M 0 0 L 1 1 Z');
    expect(scene.glyphs.gB).toBe('M 0 0 L 2 0 L 2 2 Z');
  });

  it('reads a glyph’s fill and fill rule', () => {
    const scene = readPageScene(
      page('<g><use xlink:href="#gA" fill="#AbC" fill-rule="evenodd"/></g>', glyphA),
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
    const indented = page(
      '\n    <g>\n        <use xlink:href="#gA" x="1" />\n    </g>\n',
      '\n        ' + glyphA + '\n    ',
    );
    const minified = page('<g><use xlink:href="#gA" x="1"/></g>', glyphA);
    expect(readPageScene(`${indented}\n`)).toEqual(readPageScene(minified));
    expect(readPageScene(minified)).not.toBeNull();
  });

  it('reads a page with nothing on it, and an empty group', () => {
    expect(readPageScene(page(''))).toEqual({ width: 100, height: 200, glyphs: {}, items: [] });
    expect(readPageScene(page('<g/><g></g>'))?.items).toEqual([]);
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
      ['an unknown attribute on a use', 'x="0" fill', 'x="0" stroke="#000000" fill'],
      ['an unknown attribute on the root', 'class="typst-doc"', 'class="typst-doc" style="x"'],
      ['an attribute given twice', 'x="4.5"', 'x="4.5" x="5"'],
      [
        'a glyph path with attributes',
        '<path d="M 0 0 L 1 1 Z"/>',
        '<path d="M 0 0 L 1 1 Z" fill="#000000"/>',
      ],
      ['an entity in an attribute', 'class="typst-group"', 'class="a&amp;b"'],
      ['an attribute in single quotes', 'class="typst-group"', "class='typst-group'"],
      // Text between tags.
      ['text between tags', '<g class="typst-group">', '<g class="typst-group">Jane'],
      ['text before the root', root, `x${root}`],
      ['an XML declaration', root, `<?xml version="1.0"?>${root}`],
      ['a comment', '</g></g></g>', '<!-- x --></g></g></g>'],
      ['CDATA', '</g></g></g>', '<![CDATA[x]]></g></g></g>'],
      // Glyphs.
      ['a glyph that is not defined', '#gB', '#gC'],
      ['a reference that is not to an id', '#gB', 'gB'],
      ['a use without a reference', 'xlink:href="#gB" ', ''],
      [
        'a glyph defined without an outline',
        glyphB,
        '<symbol id="gB" overflow="visible"></symbol>',
      ],
      [
        'a glyph with two outlines',
        '<path d="M 0 0 L 1 1 Z"/>',
        '<path d="M 0 0 L 1 1 Z"/><path d="M 1 1"/>',
      ],
      ['a glyph defined twice', glyphB, glyphB + glyphB],
      [
        'a symbol without an id',
        '<defs id="glyph">',
        '<defs id="glyph"><symbol overflow="visible"><path d="M 0 0"/></symbol>',
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
      ['a gradient fill', 'fill="#1f4e79"', 'fill="url(#g)"'],
      ['a glyph filled with none', 'fill="#1f4e79"', 'fill="none"'],
      ['an unknown fill rule', 'fill-rule="nonzero" d=', 'fill-rule="inherit" d='],
      [
        'an unknown glyph fill rule',
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
      ['a mismatched closing tag', '</g></g></g>', '</g></g></symbol>'],
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
      [
        'a use with content',
        'x="0" fill="#000000" fill-rule="nonzero"/>',
        'x="0" fill="#000000" fill-rule="nonzero"></use>',
      ],
      ['a group in the definitions', '<defs id="glyph">', '<defs id="glyph"><g></g>'],
      ['a path in the definitions', '<defs id="glyph">', '<defs id="glyph"><path d="M 0 0"/>'],
      ['a use in the definitions', '<defs id="glyph">', '<defs id="glyph"><use xlink:href="#gA"/>'],
      [
        'a use inside a glyph',
        '<path d="M 0 0 L 1 1 Z"/>',
        '<use xlink:href="#gB"/><path d="M 0 0 L 1 1 Z"/>',
      ],
      ['a group inside a glyph', '<path d="M 0 0 L 1 1 Z"/>', '<g></g><path d="M 0 0 L 1 1 Z"/>'],
      [
        'definitions inside a group',
        '<g class="typst-group">',
        `<g class="typst-group"><defs>${glyphA.replace('gA', 'gZ')}</defs>`,
      ],
      [
        'a symbol outside the definitions',
        '<g class="typst-group">',
        '<g class="typst-group"><symbol id="gZ"><path d="M 0 0"/></symbol>',
      ],
      ['a self-closing definitions element', '<defs id="glyph">', '<defs/><defs id="glyph">'],
      ['a self-closing symbol', '<defs id="glyph">', '<defs id="glyph"><symbol id="gZ"/>'],
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

    it('uses href over xlink:href when a use has both, as SVG 2 says, or refuses it', () => {
      const scene = readPageScene(
        page('<g><use href="#gA" xlink:href="#gB"/></g>', glyphA + glyphB),
      );
      const ids = scene && scene.items.map((item) => item.kind === 'glyph' && item.id);
      expect(ids).toBeOneOf([null, ['gA']]);
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

    it('refuses a glyph whose symbol clips it (overflow other than visible)', () => {
      // Browsers clip a symbol to its viewport unless overflow is visible (descenders, and
      // anything left of or below the origin, disappear); the painter never clips.
      const changed = valid.replace(
        '<symbol id="gA" overflow="visible">',
        '<symbol id="gA" overflow="hidden">',
      );
      expect(readPageScene(changed)).toBeNull();
    });
  });
});
