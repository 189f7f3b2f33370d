import type { LibraryParagraph } from '../../../../domain/cover-letter';

/** The user's cover-letter paragraphs, as the letter editor picks from them. */
export type LetterLibrary = readonly LibraryParagraph[];
