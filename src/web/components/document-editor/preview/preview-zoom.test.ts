import { describe, expect, it } from 'vitest';
import { currentPageAt, pageWidthFor } from './preview-zoom';

const letter = { width: 612, height: 792 };

describe('pageWidthFor', () => {
  it('fills the pane’s width', () => {
    expect(pageWidthFor('width', { width: 700.6, height: 400 }, letter)).toBe(700);
  });

  it('fits the whole page: limited by the height in a tall narrow pane, by the width otherwise', () => {
    expect(pageWidthFor('page', { width: 900, height: 792 }, letter)).toBe(612);
    expect(pageWidthFor('page', { width: 500, height: 2000 }, letter)).toBe(500);
  });

  it('shows the page at its printed size at 100 %: 96 pixels an inch', () => {
    expect(pageWidthFor('actual', { width: 300, height: 300 }, letter)).toBe(816);
    expect(
      pageWidthFor('actual', { width: 300, height: 300 }, { width: 595.28, height: 841.89 }),
    ).toBe(793);
  });

  it('is never under a pixel', () => {
    expect(pageWidthFor('width', { width: 0, height: 0 }, letter)).toBe(1);
  });
});

describe('currentPageAt', () => {
  const tops = [0, 1000, 2000];

  it('is the page whose top has passed the upper 40 % of the pane', () => {
    expect(currentPageAt(tops, 0, 800)).toBe(0);
    expect(currentPageAt(tops, 600, 800)).toBe(0);
    expect(currentPageAt(tops, 680, 800)).toBe(1);
    expect(currentPageAt(tops, 2000, 800)).toBe(2);
  });

  it('is the first page when there are none', () => {
    expect(currentPageAt([], 500, 800)).toBe(0);
  });
});
