import {
  useDraft as useDocumentDraft,
  useEdit as useDocumentEdit,
  useEditorState as useDocumentEditorState,
} from '../../../components/document-editor/edit-context';
import type { EditorHistory } from '../../../components/document-editor/editor-history';
import type { ResumeDraft } from './content-changes';

/** The resume editor's history, for its parts (src/web/components/document-editor/edit-context.ts). */
export const useEdit = () => useDocumentEdit<ResumeDraft>();

/** A part of the resume's history; see `useEditorState` there. */
export const useEditorState = <T>(select: (history: EditorHistory<ResumeDraft>) => T): T =>
  useDocumentEditorState<T, ResumeDraft>(select);

/** A part of the resume's draft; see `useDraft` there. */
export const useDraft = <T>(select: (draft: ResumeDraft) => T): T =>
  useDocumentDraft<T, ResumeDraft>(select);
