import { describe, expect, it } from 'vitest';
import { splitSvgPages, splitSvgPagesUtf8 } from './svg-pages.mjs';

// The shape of Typst's browser SVG: a stylesheet, glyphs in font units in one <defs>, then the
// pages as groups stacked top to bottom, each with the text layer and link areas for browsers.
const typstSvg =
  '<svg style="overflow: visible;" class="typst-doc" viewBox="0 0 200.000 300.000" width="200.000" height="300.000" data-width="200.000" data-height="300.000" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:h5="http://www.w3.org/1999/xhtml">' +
  '<style type="text/css">svg { fill: none; }</style>' +
  '<defs class="glyph">' +
  '<path id="gA" class="outline_glyph" d="M 0 0 L 1 1 "/>' +
  '<path id="gB" class="outline_glyph" d="M 0 0 L 2 2 " data-liga-len="2"/>' +
  '</defs><defs class="clip-path"></defs><style type="text/css"></style>' +
  '<g class="typst-page" transform="translate(0, 0)" data-tid="p1" data-page-width="200" data-page-height="100">' +
  '<g data-tid="g1" class="typst-group"><g transform="translate(10,10)" data-tid="t1">' +
  '<g data-tid="x1" class="typst-text" fill="#000" transform="scale(0.01,-0.01)">' +
  '<use x="0" href="#gA"/><use x="50" href="#gS"/>' +
  '<g transform="scale(16,-16)"><foreignObject x="0" y="-64.75" width="100" height="62.50"><h5:div class="tsel" style="font-size: 62px">Ann &lt;b&gt;</h5:div></foreignObject></g>' +
  '</g></g>' +
  '<g data-tid="l1"><a target="_blank" xlink:href="mailto:ann@example.com"><rect class="pseudo-link" width="20" height="5"></rect></a></g>' +
  '<g data-tid="h1" class="typst-content-hint" data-hint="a"></g>' +
  '</g></g>' +
  '<g class="typst-page" transform="translate(0, 100)" data-tid="p2" data-page-width="200" data-page-height="200">' +
  '<g data-tid="g2" class="typst-group"><g class="typst-text" fill="#1f4e79" transform="scale(0.01,-0.01)" data-tid="x2">' +
  '<use x="0" href="#gB"/><use x="9" href="#gA"/><use x="18" href="#gB"/>' +
  '</g><path class="typst-shape" d="M 0 0 L 50 0 " fill="none" stroke="#1f4e79" /></g></g>' +
  '</svg>';

describe('splitSvgPages', () => {
  it('makes one standalone white page per page, with only the glyphs it uses', () => {
    const [first, second] = splitSvgPages(typstSvg, 2);
    expect(first).toBe(
      '<svg class="typst-doc" viewBox="0 0 200 100" width="200pt" height="100pt" xmlns="http://www.w3.org/2000/svg">' +
        '<path fill="#ffffff" d="M 0 0 L 0 100 L 200 100 L 200 0 Z"/>' +
        '<g class="typst-group"><g transform="translate(10,10)">' +
        '<g class="typst-text" fill="#000" transform="scale(0.01,-0.01)"><use x="0" href="#gA"/><use x="50" href="#gS"/></g></g>' +
        '<g></g><g class="typst-content-hint"></g></g>' +
        // A glyph without an outline (a space) is given an empty one.
        '<defs><path id="gA" d="M 0 0 L 1 1 "/><path id="gS" d=""/></defs>' +
        '</svg>',
    );
    expect(second).toBe(
      '<svg class="typst-doc" viewBox="0 0 200 200" width="200pt" height="200pt" xmlns="http://www.w3.org/2000/svg">' +
        '<path fill="#ffffff" d="M 0 0 L 0 200 L 200 200 L 200 0 Z"/>' +
        '<g class="typst-group"><g class="typst-text" fill="#1f4e79" transform="scale(0.01,-0.01)">' +
        '<use x="0" href="#gB"/><use x="9" href="#gA"/><use x="18" href="#gB"/></g>' +
        '<path class="typst-shape" d="M 0 0 L 50 0 " fill="none" stroke="#1f4e79" /></g>' +
        '<defs><path id="gB" d="M 0 0 L 2 2 "/><path id="gA" d="M 0 0 L 1 1 "/></defs>' +
        '</svg>',
    );
  });

  it('gives the pages the exact size of the paper, which Typst writes rounded up to whole points', () => {
    const a4 = typstSvg.replaceAll('data-page-width="200"', 'data-page-width="596"');
    const [first, second] = splitSvgPages(a4, 2, { width: 595.2756, height: 99.5 });
    expect(first).toContain('viewBox="0 0 595.276 99.5" width="595.276pt" height="99.5pt"');
    expect(first).toContain('d="M 0 0 L 0 99.5 L 595.276 99.5 L 595.276 0 Z"');
    // A page of another size keeps the size written for it.
    expect(second).toContain('viewBox="0 0 596 200"');
    expect(splitSvgPages(a4, 2, { width: 594.5, height: 99.5 })[0]).toContain(
      'viewBox="0 0 596 100"',
    );
  });

  it('leaves out the text, the links and the stylesheet', () => {
    const pages = splitSvgPages(typstSvg, 2).join('');
    for (const left of ['Ann', 'mailto', 'foreignObject', '<a ', '<rect', '<style', 'data-']) {
      expect(pages).not.toContain(left);
    }
  });

  it('leaves out a link whose address holds < and >, which Typst does not escape there', () => {
    const address = 'mailto:a&quot;></a><image href=&quot;x&quot; onerror=&quot;alert(1)&quot;/>';
    const pages = splitSvgPages(typstSvg.replace('mailto:ann@example.com', address), 2);
    expect(pages[0]).not.toMatch(/<image|onerror|mailto/);
    expect(pages).toEqual(splitSvgPages(typstSvg, 2));
  });

  it('fails rather than send text or a link written in another shape', () => {
    for (const odd of [
      typstSvg.replace('<h5:div class="tsel"', '<h5:span class="tsel"'),
      typstSvg.replace('<rect class="pseudo-link"', '<path class="pseudo-link"'),
    ]) {
      expect(() => splitSvgPages(odd, 2)).toThrow(/unexpected shape/);
    }
  });

  it('falls back to the whole drawing, without its text, cropped to each page when the shape is unexpected', () => {
    for (const odd of [
      typstSvg.replace('translate(0, 100)', 'rotate(90)'),
      typstSvg.replace('data-liga-len="2"', 'data-other="2"'),
      typstSvg.replace(
        '</defs><defs class="clip-path">',
        '<g id="gC"></g></defs><defs class="clip-path">',
      ),
    ]) {
      const pages = splitSvgPages(odd, 2);
      expect(pages).toHaveLength(2);
      expect(pages[1]).toContain('viewBox="0 150 200 150"');
      expect(pages[1]).toContain(' height="150pt"');
      expect(pages[1]).not.toContain('Ann');
      expect(pages[1]).not.toContain('mailto');
    }
    // The wrong number of pages is unexpected too.
    expect(splitSvgPages(typstSvg, 3)[2]).toContain('viewBox="0 200 200 100"');
  });

  it('writes the same pages as UTF-8, each in bytes of its own', () => {
    // Kept characters outside ASCII (in a class name, in an outline's id) take several bytes.
    const accented = typstSvg
      .replace('class="typst-group"', 'class="typst-group é€"')
      .replaceAll('gB', 'gß');
    for (const svg of [typstSvg, accented, typstSvg.replace('translate(0, 100)', 'rotate(90)')]) {
      const bytes = splitSvgPagesUtf8(svg, 2);
      expect(bytes.map((page) => page.toString('utf8'))).toEqual(splitSvgPages(svg, 2));
      for (const page of bytes) {
        expect(page.equals(Buffer.from(page.toString('utf8')))).toBe(true);
        // Transferred to the server's thread: the page must be the whole of its buffer.
        expect([page.byteOffset, page.buffer.byteLength]).toEqual([0, page.byteLength]);
      }
    }
  });

  it('reads a drawing in chunks exactly as it reads it whole, across every seam', () => {
    // Pieces that meet where a part is left out, or where one chunk of the drawing ends and the
    // next begins: glyph references and text markup cut anywhere, quotes, other scripts.
    const fragments = [
      'href="#',
      'href="#gA"',
      'href="',
      'hre',
      'h',
      '"',
      '#',
      'gB',
      ' data-tid="t"',
      ' data-hint="h"',
      '<g transform="scale(1)"><foreignObject x="0"><h5:div c="d">Ann é</h5:div></foreignObject></g>',
      '<a xlink:href="mailto:a"><rect w="1"></rect></a>',
      '<style type="t">x</style>',
      '<use x="0" href="#gA"/>',
      '<use href="#gS" data-tid="u"/>',
      'é€',
      ' ',
      '>',
      '<g>',
      '</g>',
    ];
    const markup = ['<', '<foreignObj', 'ect', '<a', '<h5', ':', '<sty', 'le', '\u3000'];
    let seed = 7;
    const next = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return Math.floor((seed / 2_147_483_648) * below);
    };
    const body = () =>
      Array.from({ length: next(40) }, () =>
        next(8) === 0
          ? (markup[next(markup.length)] ?? '')
          : (fragments[next(fragments.length)] ?? ''),
      ).join('');
    const outcome = (split: () => string[]) => {
      try {
        return split();
      } catch (error) {
        return (error as Error).message;
      }
    };
    // Drawings that are text markup, or glyph references, only once a part is left out.
    const seams = [
      '<sty data-tid="t"le>',
      '<a data-hint="h">',
      '<foreignObj data-tid="t"ect x="0">',
      '< data-tid="t"foreignObject x="0">',
      '<foreignObjec data-tid="t"t x="0">',
      '<fo data-tid="a"reign data-tid="b"Object x="0">',
      '<h5 data-tid="t":div>',
      '<a data-tid="t"\u3000x="0">',
      '<<g transform="scale(1)"><foreignObject x="0"><h5:div c="d">é</h5:div></foreignObject></g>style>',
      '<use x="0" hr data-tid="t"ef="#gA"/><use href="#g data-tid="t"B"/>',
      '<use href="# data-tid="t"" x="1"/><use href="#gA data-hint="h" x="1"/>',
    ];
    const head = typstSvg.slice(0, typstSvg.indexOf('<g class="typst-page"'));
    let refused = 0;
    for (let round = 0; round < 400; round += 1) {
      const first = round < seams.length ? (seams[round] ?? '') : body();
      const svg =
        `${head}<g class="typst-page" transform="translate(0, 0)" data-tid="p1" data-page-width="200" data-page-height="100">${first}</g>` +
        `<g class="typst-page" transform="translate(0, 100)" data-tid="p2" data-page-width="200" data-page-height="200">${body()}</g></svg>`;
      const whole = outcome(() => splitSvgPages(svg, 2));
      if (typeof whole === 'string') refused += 1;
      for (const chunkLength of [1, 2, 3, 5, 8, 13, 21]) {
        expect(outcome(() => splitSvgPages(svg, 2, undefined, chunkLength))).toEqual(whole);
        expect(
          outcome(() =>
            splitSvgPagesUtf8(svg, 2, undefined, chunkLength).map((page) => page.toString('utf8')),
          ),
        ).toEqual(whole);
      }
    }
    // Both kinds of drawing were read: ones that pass and ones refused for their text markup.
    expect(refused).toBeGreaterThan(10);
    expect(refused).toBeLessThan(390);
  });
});
