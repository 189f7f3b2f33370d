const narrowNoBreakSpace = '\u202F';
const noBreakSpace = '\u00A0';

/**
 * Where a French text breaks the typographic rule (Imprimerie nationale, as in the French UIs of
 * the big products): a narrow no-break space (U+202F) before ; ! and ?, a no-break space (U+00A0)
 * before : and inside « ». Placeholders, tags, web addresses and times (10:30) are not prose.
 */
export function frenchSpacingProblems(text: string): string[] {
  const prose = text
    .replace(/\{\{[^}]*\}\}/g, 'x')
    .replace(/<\/?\w+>/g, '')
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/\S*/gi, 'x')
    .replace(/\d:\d/g, '0');
  const characters = [...prose];
  const problems: string[] = [];
  for (const [index, character] of characters.entries()) {
    const before = characters[index - 1];
    const after = characters[index + 1];
    const at = `${character} in “…${characters.slice(Math.max(0, index - 12), index + 2).join('')}”`;
    if (
      ';!?'.includes(character) &&
      before !== narrowNoBreakSpace &&
      !';!?'.includes(before ?? '')
    ) {
      problems.push(`U+202F before ${at}`);
    } else if (character === ':' && before !== noBreakSpace) {
      problems.push(`U+00A0 before ${at}`);
    } else if (character === '«' && after !== noBreakSpace) {
      problems.push(`U+00A0 after ${at}`);
    } else if (character === '»' && before !== noBreakSpace) {
      problems.push(`U+00A0 before ${at}`);
    }
  }
  return problems;
}
