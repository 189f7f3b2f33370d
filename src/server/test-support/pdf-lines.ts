import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

/**
 * A PDF's text as an open-source resume parser reads it (OpenResume's PDF parser is the model, see
 * docs/templates.md): pdf.js text items, grouped into lines where pdf.js ends a line, neighbours
 * closer than a typical character merged into one item, with a space added only where the text
 * itself carries one or after or before punctuation the parser knows. Pure: bytes in, lines out.
 */

/** One text item as the parser keeps it: position of its baseline start, size, font. */
export interface PdfItem {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The embedded font's name, e.g. `ABCDEF+Inter-Bold`. */
  fontName: string;
  /** What the parser calls bold: the font's name says so. */
  bold: boolean;
}

export interface PdfLine {
  /** 1-based. */
  page: number;
  /** The baseline of its first item, in points from the foot of the page. */
  y: number;
  /** The items joined: one space between items left apart, whitespace runs made one space. */
  text: string;
  items: PdfItem[];
}

/**
 * The bullet markers parsers recognise (OpenResume's list, and the white bullet): a line starting
 * with one starts a bullet, and a parser splits a job's description at them.
 */
export const bulletMarkers = ['•', '⋅', '∙', '●', '○', '◦', '⚬', '⦁', '⬤', '🞄', '⚫'];

/** After these (or before `|` and a marker) a parser puts back a space it finds missing. */
const spaceAfter = [':', ',', '|', '.', ...bulletMarkers];
const spaceBefore = ['|', ...bulletMarkers];

/** Whitespace runs made one space, none at the ends. */
export const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

interface RawItem extends PdfItem {
  endsLine: boolean;
}

async function readItems(pdf: Uint8Array): Promise<RawItem[][]> {
  // A copy: pdf.js may take over the bytes it is given, and a Buffer's slice would share them.
  const document = await getDocument({
    data: new Uint8Array(pdf),
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    const pages: RawItem[][] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      // The fonts' real names are known once the page's operators are loaded.
      await page.getOperatorList();
      const fontName = (loaded: string) =>
        page.commonObjs.has(loaded) ? (page.commonObjs.get(loaded) as { name: string }).name : '';
      pages.push(
        content.items
          .filter((item): item is TextItem => 'str' in item)
          .map((item) => {
            const name = fontName(item.fontName);
            return {
              text: item.str,
              x: item.transform[4] as number,
              y: item.transform[5] as number,
              width: item.width,
              height: item.height,
              fontName: name,
              bold: name.toLowerCase().includes('bold'),
              endsLine: item.hasEOL,
            };
          })
          // pdf.js's blank items, its guesses at a space from a gap (also where two runs meet),
          // are not counted on: not every extractor guesses, and a parser was measured losing
          // exactly those spaces. A gap wider than a character still parts two items.
          .filter((item) => item.endsLine || item.text.trim() !== ''),
      );
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

/** The width of a character in the most common font at the most common size. */
function typicalCharWidth(items: PdfItem[]): number {
  const visible = items.filter((item) => item.text.trim() !== '');
  const mostCommon = (weights: Map<string | number, number>) =>
    [...weights.entries()].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
  const heights = new Map<number, number>();
  const fonts = new Map<string, number>();
  for (const item of visible) {
    heights.set(item.height, (heights.get(item.height) ?? 0) + 1);
    fonts.set(item.fontName, (fonts.get(item.fontName) ?? 0) + item.text.length);
  }
  if (visible.length === 0) return 0;
  const height = mostCommon(heights);
  const font = mostCommon(fonts);
  const common = visible.filter((item) => item.height === height && item.fontName === font);
  const width = common.reduce((sum, item) => sum + item.width, 0);
  const chars = common.reduce((sum, item) => sum + item.text.length, 0);
  return chars === 0 ? 0 : width / chars;
}

function needsSpace(left: string, right: string): boolean {
  const last = left.at(-1) ?? '';
  const first = right[0] ?? '';
  return (
    (spaceAfter.includes(last) && first !== ' ') || (last !== ' ' && spaceBefore.includes(first))
  );
}

/** Items closer than `charWidth` become one, as the parser merges a font's split runs. */
function mergeClose(items: PdfItem[], charWidth: number): PdfItem[] {
  const merged: PdfItem[] = [];
  for (const item of items) {
    const left = merged.at(-1);
    if (left && item.x - (left.x + left.width) <= charWidth) {
      left.text += (needsSpace(left.text, item.text) ? ' ' : '') + item.text;
      left.width = item.x + item.width - left.x;
      left.height = Math.max(left.height, item.height);
    } else {
      merged.push({ ...item });
    }
  }
  return merged;
}

/** Every page's lines, in the order the PDF gives its text (the order a parser reads). */
export async function readPdfLines(pdf: Uint8Array): Promise<PdfLine[]> {
  const pages = await readItems(pdf);
  const charWidth = typicalCharWidth(pages.flat());
  const lines: PdfLine[] = [];
  for (const [index, items] of pages.entries()) {
    let current: PdfItem[] = [];
    const close = () => {
      const kept = mergeClose(current, charWidth);
      const first = kept[0];
      if (first) {
        const text = squash(kept.map((item) => item.text).join(' '));
        lines.push({ page: index + 1, y: first.y, text, items: kept });
      }
      current = [];
    };
    for (const { endsLine, ...item } of items) {
      if (item.text.trim() !== '') current.push(item);
      if (endsLine) close();
    }
    close();
  }
  return lines;
}
