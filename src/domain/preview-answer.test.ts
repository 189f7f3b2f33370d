import { describe, expect, it } from 'vitest';
import {
  knownPartsSchema,
  withKnownGlyphs,
  withoutKnownGlyphs,
  withoutKnownGlyphsIn,
} from './preview-answer';

const outline = (id: string, d = `M 0 0 L ${id.length} 1 Z`) => `<path id="${id}" d="${d}"/>`;
const use = (id: string, x = 0) => `<use x="${x}" href="#${id}"/>`;

/** A page as the renderer writes it: drawing, then the outlines in first-placed order. */
const page = (drawing: string, ids: string[]) =>
  '<svg class="typst-doc" viewBox="0 0 612 792" width="612pt" height="792pt" ' +
  'xmlns="http://www.w3.org/2000/svg"><path fill="#ffffff" d="M 0 0 L 0 792 L 612 792 L 612 0 Z"/>' +
  `${drawing}<defs>${ids.map((id) => outline(id)).join('')}</defs></svg>`;

const drawing =
  `<g class="typst-text" fill="#000" transform="scale(0.01,-0.01)">${use('gB')}${use('gA', 400)}` +
  `${use('gB', 900)}${use('gSpace', 1200)}${use('gC', 1500)}</g>`;
const svg = page(drawing, ['gB', 'gA', 'gSpace', 'gC']).replace(
  outline('gSpace'),
  '<path id="gSpace" d=""/>',
);

describe('preview answers', () => {
  it('leaves out the outlines the editor holds, and only those', () => {
    const sent = withoutKnownGlyphs(svg, new Set(['gA', 'gSpace', 'gZ']));
    expect(sent).toContain(drawing);
    expect(sent).toMatch(
      /<defs><path id="gB" d="[^"]*"\/><path id="gC" d="[^"]*"\/><\/defs><\/svg>$/,
    );
    expect(withoutKnownGlyphs(svg, new Set())).toBe(svg);
    expect(withoutKnownGlyphs(svg, new Set(['gOther']))).toBe(svg);
  });

  it('puts a page back exactly as it was rendered, and holds the outlines it brought', () => {
    const held = new Map<string, string>();
    expect(withKnownGlyphs(svg, held)).toBe(svg);
    expect([...held.keys()]).toEqual(['gB', 'gA', 'gSpace', 'gC']);

    const next = page(`${drawing}<g>${use('gD')}${use('gA')}</g>`, [
      'gB',
      'gA',
      'gSpace',
      'gC',
      'gD',
    ]);
    const wholeNext = next.replace(outline('gSpace'), '<path id="gSpace" d=""/>');
    const sent = withoutKnownGlyphs(wholeNext, new Set(held.keys()));
    expect(sent).toMatch(/<defs><path id="gD" d="[^"]*"\/><\/defs><\/svg>$/);
    expect(withKnownGlyphs(sent, held)).toBe(wholeNext);
    expect(held.has('gD')).toBe(true);
  });

  it('cannot put back an outline it no longer holds', () => {
    const sent = withoutKnownGlyphs(svg, new Set(['gA']));
    expect(withKnownGlyphs(sent, new Map())).toBeNull();
  });

  it('leaves a page of another shape whole, both ways', () => {
    const cropped =
      '<svg class="typst-doc" viewBox="0 0 612 792"><defs><path id="gA" d="M 0 0 Z"/>' +
      '<clipPath id="c"/></defs><g>' +
      use('gA') +
      '</g></svg>';
    expect(withoutKnownGlyphs(cropped, new Set(['gA']))).toBe(cropped);
    expect(withKnownGlyphs(cropped, new Map())).toBe(cropped);
  });

  it('answers the same for a page given in two parts, split at its last <defs>', () => {
    const cropped = '<svg viewBox="0 0 612 792"><defs><path id="gA" d="M 0 0 Z"/></defs><g/></svg>';
    const noDefs = '<svg viewBox="0 0 612 792"><g/></defs></svg>';
    // An outline whose path reads like a <defs>: the split is at the last one.
    const twoDefs = svg.replace('<defs>', '<defs><path id="gX" d="<defs>"/>');
    for (const whole of [svg, cropped, noDefs, twoDefs, `${drawing}<defs></defs></svg>`]) {
      for (const known of [
        [],
        ['gA'],
        ['gA', 'gSpace', 'gZ'],
        ['gB', 'gA', 'gSpace', 'gC', 'gX'],
      ]) {
        const at = whole.lastIndexOf('<defs>');
        const [front, back] = at === -1 ? [whole, ''] : [whole.slice(0, at), whole.slice(at)];
        expect(withoutKnownGlyphsIn(front, back, new Set(known))).toBe(
          withoutKnownGlyphs(whole, new Set(known)),
        );
      }
    }
  });

  it('takes a bounded list of held parts', () => {
    expect(knownPartsSchema.safeParse({ pages: ['p1'], glyphs: ['gA'] }).success).toBe(true);
    expect(knownPartsSchema.safeParse({ pages: 'p1', glyphs: [] }).success).toBe(false);
    expect(knownPartsSchema.safeParse({ pages: [], glyphs: [''] }).success).toBe(false);
    expect(
      knownPartsSchema.safeParse({ pages: [], glyphs: Array.from({ length: 20_001 }, () => 'g') })
        .success,
    ).toBe(false);
  });
});
