import { describe, expect, it } from 'vitest';
import { splitSvgPages } from './svg-pages.mjs';

// The shape of Typst's plain SVG: page backgrounds and page groups stacked, glyphs in one <defs>.
const typstSvg = `<svg class="typst-doc" viewBox="0 0 200 300" width="200pt" height="300pt" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">
    <path class="typst-shape" fill="#ffffff" d="M 0 0 L 0 100 L 200 100 L 200 0 Z "/>
    <g>
        <g transform="translate(10 10)">
            <use xlink:href="#gA" x="0"/>
        </g>
    </g>
    <path class="typst-shape" fill="#ffffff" d="M 0 0 L 0 200 L 200 200 L 200 0 Z "/>
    <g transform="matrix(1 0 0 1 0 100)">
        <g transform="translate(10 10)">
            <use xlink:href="#gB" x="0"/>
            <use xlink:href="#gA" x="5"/>
        </g>
    </g>
    <defs id="glyph">
        <symbol id="gA" overflow="visible">
            <path d="M 0 0 L 1 1 "/>
        </symbol>
        <symbol id="gB" overflow="visible">
            <path d="M 0 0 L 2 2 "/>
        </symbol>
    </defs>
</svg>
`;

describe('splitSvgPages', () => {
  it('makes one standalone SVG per page, sized to it, with only the glyphs it uses', () => {
    const [first, second] = splitSvgPages(typstSvg, 2);
    expect(first).toBe(
      '<svg class="typst-doc" viewBox="0 0 200 100" width="200pt" height="100pt" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">' +
        '<path class="typst-shape" fill="#ffffff" d="M 0 0 L 0 100 L 200 100 L 200 0 Z "/>' +
        '<g><g transform="translate(10 10)"><use xlink:href="#gA" x="0"/></g></g>' +
        '<defs id="glyph"><symbol id="gA" overflow="visible"><path d="M 0 0 L 1 1 "/></symbol></defs>' +
        '</svg>',
    );
    expect(second).toContain('viewBox="0 0 200 200"');
    expect(second).toContain('<g><g transform="translate(10 10)"><use xlink:href="#gB"');
    expect(second).toContain('<symbol id="gA"');
    expect(second).toContain('<symbol id="gB"');
  });

  it('reads the same drawing without its indentation', () => {
    const compact = typstSvg.replace(/>\s+</g, '><');
    expect(splitSvgPages(compact, 2)).toEqual(splitSvgPages(typstSvg, 2));
  });

  it('falls back to the whole drawing cropped to each page when the shape is unexpected', () => {
    const odd = typstSvg.replace('matrix(1 0 0 1 0 100)', 'rotate(90)');
    const pages = splitSvgPages(odd, 2);
    expect(pages).toHaveLength(2);
    expect(pages[1]).toContain('viewBox="0 150 200 150"');
    expect(pages[1]).toContain('rotate(90)');
  });
});
