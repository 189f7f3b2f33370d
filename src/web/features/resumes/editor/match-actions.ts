import type { MatchEvidence } from '../../../../domain/job-match';
import {
  resumeLimits,
  type EventSectionConfig,
  type ResumeContent,
  type ResumeLibrary,
} from '../../../../domain/resume';
import type { ResumeSectionKind } from '../../../../domain/resume-document';
import { newId } from '../../../components/document-editor/document-draft';
import type { MatchAction } from '../../../components/document-editor/match-panel';
import type { MatchDocument } from '../../../components/document-editor/match-panel-compute';
import type { ListItem } from '../../../../domain/career-event';
import { setBulletText, setBulletVisible } from './bullet-picks';
import {
  addEventEntries,
  addSection,
  changeEventEntry,
  type DraftChange,
  type ResumeDraft,
} from './content-changes';

/** What a resume shows, for the match panel: its content. */
export const resumeShownPart = (draft: ResumeDraft) => draft.content;

/** What the resume shows, for the engine: its content (applied to the library there). */
export const resumeMatchDocument = (content: unknown): MatchDocument => ({
  kind: 'resume',
  content: content as ResumeContent,
});

const sectionKinds = { WORK: 'WORK', EDU: 'EDUCATION', SKILL: 'SKILLS' } as const;

const then =
  (first: DraftChange, second: DraftChange): DraftChange =>
  (draft) =>
    second(first(draft));

/** The event's bullets, when it is a work or education event of the library. */
function itemsOf(evidence: MatchEvidence, library: ResumeLibrary): ListItem[] | null {
  if (evidence.eventKind === 'WORK') {
    return library.work.find((event) => event.id === evidence.eventId)?.accomplishments ?? null;
  }
  if (evidence.eventKind === 'EDU') {
    return library.edu.find((event) => event.id === evidence.eventId)?.accomplishments ?? null;
  }
  return null;
}

/**
 * The one click that shows a proof of the library in the resume: its bullet shown in the entry
 * that has its event (or in the library's words, when this resume rewords it away), or else its
 * event added to the first section of its kind (a new one when there is none) with that bullet
 * shown and the others picked hidden, or the skill added to the skills. Null when there is
 * nothing the resume can show (coursework always shows) or no room left.
 */
export function resumeMatchAction(
  evidence: MatchEvidence,
  part: unknown,
  library: ResumeLibrary,
): MatchAction | null {
  const content = part as ResumeContent;
  const kind: ResumeSectionKind = sectionKinds[evidence.eventKind];
  const sections = content.sections.filter(
    (section): section is EventSectionConfig => section.kind === kind,
  );
  const items = evidence.eventKind === 'SKILL' ? [] : itemsOf(evidence, library);
  if (items === null) return null;
  const isBullet =
    evidence.itemId !== null && items.some((candidate) => candidate.id === evidence.itemId);

  const holder = sections
    .flatMap((section) => section.entries.map((entry) => ({ section, entry })))
    .find(({ entry }) => entry.eventId === evidence.eventId);
  if (holder) {
    if (!isBullet || evidence.itemId === null) return null;
    const itemId = evidence.itemId;
    const pick = holder.entry.bullets.find((candidate) => candidate.itemId === itemId);
    const wordedAway = pick?.visible === true && pick.text !== null;
    if (pick?.visible && !wordedAway) return null;
    return asAction(wordedAway ? 'LIBRARY_WORDING' : 'SHOW_BULLET', (draft) =>
      changeEventEntry(holder.section.id, holder.entry.id, (entry) => ({
        ...entry,
        bullets: wordedAway
          ? setBulletText(entry.bullets, items, itemId, null)
          : setBulletVisible(entry.bullets, items, itemId, true),
      }))(draft),
    );
  }

  const bullets = items.map((candidate) => ({
    itemId: candidate.id,
    visible: !isBullet || candidate.id === evidence.itemId,
    text: null,
  }));
  const entry = { eventId: evidence.eventId, bullets };
  const target = sections[0];
  const actionKind = evidence.eventKind === 'SKILL' ? 'ADD_SKILL' : 'ADD_ENTRY';
  if (target) {
    if (target.entries.length >= resumeLimits.entries) return null;
    return asAction(actionKind, addEventEntries(target.id, [entry]));
  }
  if (content.sections.length >= resumeLimits.sections) return null;
  const sectionId = newId();
  return asAction(
    actionKind,
    then(addSection(kind, sectionId), addEventEntries(sectionId, [entry])),
  );
}

const asAction = (kind: MatchAction['kind'], change: DraftChange): MatchAction => ({
  kind,
  change: change as unknown as MatchAction['change'],
});
