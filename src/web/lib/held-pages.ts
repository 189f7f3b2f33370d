import {
  knownPartsLimits,
  withKnownGlyphs,
  type AnswerPage,
  type KnownParts,
} from '../../domain/preview-answer';

/**
 * What an editor holds between previews, so that each answer leaves it out (decision 066): the
 * last answer's pages by id, and every glyph outline seen.
 */
export interface HeldPages {
  /** What to tell the server this holds. */
  known(): KnownParts;
  /**
   * The answer's pages whole (standalone SVGs, exactly as rendered), which this then holds; null
   * when the answer leaves out something this no longer holds (ask again without `known`).
   */
  take(answer: readonly AnswerPage[]): string[] | null;
}

export function createHeldPages(): HeldPages {
  let pages = new Map<string, string>();
  const outlines = new Map<string, string>();
  return {
    known() {
      // Past the server's limits: outlines are let go (and sent again when needed); pages past it
      // (a resume that long) are not named, so they come whole.
      if (outlines.size > knownPartsLimits.glyphs) outlines.clear();
      return {
        pages: [...pages.keys()].slice(0, knownPartsLimits.pages),
        glyphs: [...outlines.keys()],
      };
    },
    take(answer) {
      const svgs: string[] = [];
      for (const page of answer) {
        const svg =
          page.svg === undefined ? pages.get(page.id) : withKnownGlyphs(page.svg, outlines);
        if (svg === undefined || svg === null) return null;
        svgs.push(svg);
      }
      pages = new Map(answer.map((page, index) => [page.id, svgs[index] as string]));
      return svgs;
    },
  };
}
