import {
  careerProfile,
  jobRequirements,
  matchJob,
  type CareerProfile,
  type JobMatch,
  type JobRequirements,
  type MatchedRequirement,
  type MissingRequirement,
} from '../../../domain/job-match';
import { documentLabels } from '../../../domain/document-labels';
import { documentLibrary, listedWords } from '../../../domain/document-library';
import { resolveResume, type ResumeContent, type ResumeLibrary } from '../../../domain/resume';

/**
 * The match panel's computation (src/web/components/document-editor/match-panel.tsx), loaded
 * apart from the editor (a dynamic import) because the engine brings the skill dictionary.
 */

/** What a document shows: a resume, its content applied to the library; a letter, its words. */
export type MatchDocument =
  | { kind: 'resume'; content: ResumeContent }
  | { kind: 'letter'; paragraphs: ReadonlyArray<{ id: string; text: string }> };

export interface MatchInput {
  title: string;
  description: string;
  library: ResumeLibrary;
  document: MatchDocument;
  /** YYYY-MM-DD. */
  today: string;
}

export interface PanelMatch {
  /** The document's match: its band, parts and "why not higher". */
  match: JobMatch;
  /** What the library could reach if the document showed all it proves. */
  libraryBand: JobMatch['band'];
  /** Requirements the document shows, with where. */
  covered: MatchedRequirement[];
  /** Requirements the library proves but the document does not show, with the library's proof. */
  hidden: MatchedRequirement[];
  /** Requirements nothing in the library proves. */
  missing: MissingRequirement[];
  /** The posting names no skill the dictionary knows. */
  noSkills: boolean;
}

/** The id of a letter's pseudo-event, the one entry its words make (decision 096). */
export const letterEventId = 'letter';

/**
 * A letter's words as a library of one listed entry, as `documentLibrary` reads a resume's
 * summary: they prove skills, and add no years, title or degree.
 */
const letterLibrary = (paragraphs: ReadonlyArray<{ text: string }>): ResumeLibrary => ({
  work: [],
  edu: [],
  skills: listedWords(
    letterEventId,
    '',
    paragraphs.map(({ text }) => text).filter((text) => text !== ''),
  ),
});

/**
 * A matcher for one editor: the job's requirements are read once per title and description, and
 * the library's profile once per library (the editor keeps the same library object until it
 * loads again); each call profiles only what the document shows.
 */
export function createMatcher() {
  let requirementsKey: string | null = null;
  let requirements: JobRequirements | null = null;
  const libraryProfiles = new WeakMap<ResumeLibrary, { today: string; profile: CareerProfile }>();

  const requirementsOf = (title: string, description: string) => {
    const key = `${title}\u0000${description}`;
    if (requirementsKey !== key || !requirements) {
      requirements = jobRequirements(title, description);
      requirementsKey = key;
    }
    return requirements;
  };

  const libraryProfileOf = (library: ResumeLibrary, today: string) => {
    const known = libraryProfiles.get(library);
    if (known?.today === today) return known.profile;
    const profile = careerProfile(library, today);
    libraryProfiles.set(library, { today, profile });
    return profile;
  };

  return function match({ title, description, library, document, today }: MatchInput): PanelMatch {
    const wanted = requirementsOf(title, description);
    const libraryProfile = libraryProfileOf(library, today);
    const documentProfile: CareerProfile =
      document.kind === 'resume'
        ? careerProfile(
            documentLibrary(
              resolveResume(document.content, library, documentLabels[document.content.language]),
            ),
            today,
          )
        : // A letter speaks for the career its library holds: the years, titles and degree are
          // the library's, the skills are those its words name.
          {
            ...libraryProfile,
            skills: careerProfile(letterLibrary(document.paragraphs), today).skills,
          };
    const ofDocument = matchJob(documentProfile, wanted);
    const ofLibrary = matchJob(libraryProfile, wanted);
    const shownSkills = new Set(ofDocument.matched.map((requirement) => requirement.skill));
    return {
      match: ofDocument,
      libraryBand: ofLibrary.band,
      covered: ofDocument.matched,
      hidden: ofLibrary.matched.filter((requirement) => !shownSkills.has(requirement.skill)),
      missing: ofLibrary.missing,
      noSkills: wanted.skillsRequired.length + wanted.skillsPreferred.length === 0,
    };
  };
}
