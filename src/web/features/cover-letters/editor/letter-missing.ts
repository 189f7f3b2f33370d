import {
  resolveCoverLetter,
  type CoverLetterContent,
  type LetterTargetJob,
} from '../../../../domain/cover-letter';
import type { LetterLibrary } from './letter-library';

/** The placeholders nothing fills in the letter as it would print now (src/domain/cover-letter.ts). */
export const letterMissingPlaceholders = (
  content: CoverLetterContent,
  targetJob: LetterTargetJob,
  library: LetterLibrary,
): string[] => resolveCoverLetter(content, targetJob, library, { enclosure: '' }).missing;
