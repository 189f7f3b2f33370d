import type {
  CustomEntry,
  EventEntry,
  ResumeContent,
  ResumeSectionConfig,
  TargetJob,
} from '../../../../domain/resume';
import type { ResumeSectionKind } from '../../../../domain/resume-document';
import {
  changeContent as changeDocumentContent,
  moved,
  newId,
  setTargetJob as setDocumentTargetJob,
  type DraftChange as DocumentDraftChange,
} from '../../../components/document-editor/document-draft';

/** What the resume editor edits and autosaves: the resume's name, its target job, its content. */
export interface ResumeDraft {
  name: string;
  targetJob: TargetJob;
  content: ResumeContent;
}

/**
 * Pure changes to a resume draft, each returning a new draft that shares every part it does not
 * touch (so unchanged sections keep their identity and skip re-rendering).
 */
export type DraftChange = DocumentDraftChange<ResumeDraft>;

export const changeContent = (change: (content: ResumeContent) => ResumeContent): DraftChange =>
  changeDocumentContent<ResumeDraft>(change);

export const setTargetJob = (field: keyof TargetJob, value: string): DraftChange =>
  setDocumentTargetJob<ResumeDraft>(field, value);

export const changeSection = (
  sectionId: string,
  change: (section: ResumeSectionConfig) => ResumeSectionConfig,
): DraftChange =>
  changeContent((content) => ({
    ...content,
    sections: content.sections.map((section) =>
      section.id === sectionId ? change(section) : section,
    ),
  }));

export const addSection = (kind: ResumeSectionKind, id = newId()): DraftChange =>
  changeContent((content) => ({
    ...content,
    sections: [...content.sections, { id, kind, heading: '', entries: [] } as ResumeSectionConfig],
  }));

export const removeSection = (sectionId: string): DraftChange =>
  changeContent((content) => ({
    ...content,
    sections: content.sections.filter((section) => section.id !== sectionId),
  }));

export const moveSection = (from: number, to: number): DraftChange =>
  changeContent((content) => ({ ...content, sections: moved(content.sections, from, to) }));

export const setHeading = (sectionId: string, heading: string): DraftChange =>
  changeSection(sectionId, (section) => ({ ...section, heading }));

/** Adds events to a WORK, EDUCATION or SKILLS section, each with `bullets` picked. */
export const addEventEntries = (
  sectionId: string,
  entries: Array<Omit<EventEntry, 'id'>>,
): DraftChange =>
  changeSection(sectionId, (section) =>
    section.kind === 'CUSTOM'
      ? section
      : {
          ...section,
          entries: [...section.entries, ...entries.map((entry) => ({ id: newId(), ...entry }))],
        },
  );

export const changeEventEntry = (
  sectionId: string,
  entryId: string,
  change: (entry: EventEntry) => EventEntry,
): DraftChange =>
  changeSection(sectionId, (section) =>
    section.kind === 'CUSTOM'
      ? section
      : {
          ...section,
          entries: section.entries.map((entry) => (entry.id === entryId ? change(entry) : entry)),
        },
  );

export const changeCustomEntry = (
  sectionId: string,
  entryId: string,
  change: (entry: CustomEntry) => CustomEntry,
): DraftChange =>
  changeSection(sectionId, (section) =>
    section.kind !== 'CUSTOM'
      ? section
      : {
          ...section,
          entries: section.entries.map((entry) => (entry.id === entryId ? change(entry) : entry)),
        },
  );

export const addCustomEntry = (sectionId: string, id = newId()): DraftChange =>
  changeSection(sectionId, (section) =>
    section.kind !== 'CUSTOM'
      ? section
      : {
          ...section,
          entries: [...section.entries, { id, title: '', subtitle: '', dates: '', bullets: [] }],
        },
  );

export const removeEntry = (sectionId: string, entryId: string): DraftChange =>
  changeSection(
    sectionId,
    (section) =>
      ({
        ...section,
        entries: (section.entries as Array<{ id: string }>).filter((entry) => entry.id !== entryId),
      }) as ResumeSectionConfig,
  );

export const moveEntry = (sectionId: string, from: number, to: number): DraftChange =>
  changeSection(
    sectionId,
    (section) =>
      ({
        ...section,
        entries: moved(section.entries as Array<{ id: string }>, from, to),
      }) as ResumeSectionConfig,
  );
