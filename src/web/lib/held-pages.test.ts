import { describe, expect, it } from 'vitest';
import {
  knownPartsLimits,
  knownPartsSchema,
  withoutKnownGlyphs,
} from '../../domain/preview-answer';
import { createHeldPages } from './held-pages';

const page = (text: string, glyphs: string[]) =>
  `<svg viewBox="0 0 10 10"><g>${text}${glyphs.map((id) => `<use href="#${id}"/>`).join('')}</g>` +
  `<defs>${glyphs.map((id) => `<path id="${id}" d="M 0 0 L 1 ${id.length} Z"/>`).join('')}</defs></svg>`;

describe('held pages', () => {
  it('holds nothing at first, then the last answer’s pages and every outline seen', () => {
    const held = createHeldPages();
    expect(held.known()).toEqual({ pages: [], glyphs: [] });
    const one = page('1', ['gA', 'gB']);
    const two = page('2', ['gB', 'gC']);
    expect(
      held.take([
        { id: 'p1', svg: one },
        { id: 'p2', svg: two },
      ]),
    ).toEqual([one, two]);
    expect(held.known()).toEqual({ pages: ['p1', 'p2'], glyphs: ['gA', 'gB', 'gC'] });
  });

  it('puts back a page sent as its id, and outlines left out of a new page', () => {
    const held = createHeldPages();
    const one = page('1', ['gA', 'gB']);
    const two = page('2', ['gB', 'gC']);
    held.take([
      { id: 'p1', svg: one },
      { id: 'p2', svg: two },
    ]);
    const edited = page('1 edited', ['gC', 'gA', 'gD']);
    const sent = withoutKnownGlyphs(edited, new Set(held.known().glyphs));
    expect(sent.length).toBeLessThan(edited.length);
    expect(held.take([{ id: 'p3', svg: sent }, { id: 'p2' }])).toEqual([edited, two]);
    // Only the last answer's pages are held.
    expect(held.known().pages).toEqual(['p3', 'p2']);
  });

  it('names no more pages than the server takes; the others come whole', () => {
    const held = createHeldPages();
    const answer = Array.from({ length: knownPartsLimits.pages + 5 }, (_, index) => ({
      id: `p${index}`,
      svg: page(String(index), ['gA']),
    }));
    held.take(answer);
    const { pages } = held.known();
    expect(pages).toEqual(answer.slice(0, knownPartsLimits.pages).map((each) => each.id));
    expect(knownPartsSchema.safeParse(held.known()).success).toBe(true);
  });

  it('answers null for a page it no longer holds, and keeps what it held', () => {
    const held = createHeldPages();
    const one = page('1', ['gA']);
    held.take([{ id: 'p1', svg: one }]);
    expect(held.take([{ id: 'gone' }])).toBeNull();
    expect(held.take([{ id: 'p1' }])).toEqual([one]);
  });
});
