import type { ParagraphKind } from '../../../../domain/career-event';
import {
  coverLetterContentSchema,
  letterTargetJobSchema,
  type CoverLetterContent,
  type LetterParagraph,
  type LetterTargetJob,
} from '../../../../domain/cover-letter';
import {
  changeContent,
  moved,
  newId,
  type DraftChange,
} from '../../../components/document-editor/document-draft';
import { draftStorage } from '../../../components/document-editor/draft-storage';
import {
  useDraft as useDocumentDraft,
  useEdit as useDocumentEdit,
} from '../../../components/document-editor/edit-context';
import { placeByKind } from '../../../../domain/paragraph-suggestions';
import type { LetterDraft as LetterPreviewDraft } from '../../../lib/documents-client';

/** What the letter editor edits and autosaves: the letter's name, its target job, its content. */
export interface CoverLetterDraft {
  name: string;
  targetJob: LetterTargetJob;
  content: CoverLetterContent;
}

export type LetterChange = DraftChange<CoverLetterDraft>;

/** The letter editor's history, for its parts (src/web/components/document-editor/edit-context.ts). */
export const useEdit = () => useDocumentEdit<CoverLetterDraft>();

/** A part of the letter's draft; see `useDraft` there. */
export const useDraft = <T>(select: (draft: CoverLetterDraft) => T): T =>
  useDocumentDraft<T, CoverLetterDraft>(select);

/** A letter's unsaved draft in this tab (src/web/components/document-editor/draft-storage.ts). */
export const letterDrafts = draftStorage<CoverLetterDraft>('cover-letter-draft', {
  content: coverLetterContentSchema,
  targetJob: letterTargetJobSchema,
});

/**
 * What the preview renders of a draft: its content and target job (which fills the
 * placeholders), the same object for the same two, so a new name renders nothing (and the design
 * panel's pictures, drafts of their own, do not make the preview's draft new either).
 */
export function createPreviewOf() {
  const made = new WeakMap<CoverLetterContent, LetterPreviewDraft>();
  return ({ content, targetJob }: CoverLetterDraft): LetterPreviewDraft => {
    const known = made.get(content);
    if (known?.targetJob === targetJob) return known;
    const draft = { content, targetJob };
    made.set(content, draft);
    return draft;
  };
}

export const changeLetter = (
  change: (content: CoverLetterContent) => CoverLetterContent,
): LetterChange => changeContent<CoverLetterDraft>(change);

/** The letter's own lines: its date (`YYYY-MM-DD`), greeting, closing and signature. */
export type LetterLine = 'date' | 'greeting' | 'closing' | 'signature';

export const setLine = (line: LetterLine, value: string): LetterChange =>
  changeLetter((content) => (content[line] === value ? content : { ...content, [line]: value }));

export type RecipientField = keyof CoverLetterContent['recipient'];

export const setRecipient = (field: RecipientField, value: string): LetterChange =>
  changeLetter((content) =>
    content.recipient[field] === value
      ? content
      : { ...content, recipient: { ...content.recipient, [field]: value } },
  );

/** The letter's switches: the enclosure line, the address on the shared page. */
export type LetterSwitch = 'enclosure' | 'shareRecipientAddress';

export const setSwitch = (name: LetterSwitch, value: boolean): LetterChange =>
  changeLetter((content) => (content[name] === value ? content : { ...content, [name]: value }));

const changeParagraphs = (change: (paragraphs: LetterParagraph[]) => LetterParagraph[]) =>
  changeLetter((content) => ({ ...content, paragraphs: change(content.paragraphs) }));

/**
 * Library paragraphs `eventIds` added to the letter where their kind goes (openings first, then
 * bodies, then closings: `placeByKind`), following the library's words. `kindOf` knows each
 * paragraph's kind (a paragraph the library lost counts as a body).
 */
export const addParagraphs = (
  eventIds: readonly string[],
  kindOf: (eventId: string) => ParagraphKind,
): LetterChange =>
  changeParagraphs((paragraphs) => {
    const placed = (paragraph: LetterParagraph) => ({ paragraph, kind: kindOf(paragraph.eventId) });
    const added = eventIds.map((eventId) => placed({ id: newId(), eventId, text: null }));
    return placeByKind(paragraphs.map(placed), added).map(({ paragraph }) => paragraph);
  });

export const removeParagraph = (id: string): LetterChange =>
  changeParagraphs((paragraphs) => paragraphs.filter((paragraph) => paragraph.id !== id));

export const moveParagraph = (from: number, to: number): LetterChange =>
  changeParagraphs((paragraphs) => moved(paragraphs, from, to));

/** This letter's wording of a paragraph; null follows the library again. */
export const setParagraphText = (id: string, text: string | null): LetterChange =>
  changeParagraphs((paragraphs) =>
    paragraphs.map((paragraph) => (paragraph.id === id ? { ...paragraph, text } : paragraph)),
  );
