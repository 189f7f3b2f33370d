import type { Language } from '../../../domain/language';
import type { ResumeTheme } from '../../../domain/resume-document';

/**
 * What a document editor edits and autosaves, whatever the kind of document: its name, the job it
 * targets and its content, which always has a language and a theme. The kind's own editor knows
 * the rest.
 */
export interface DocumentDraft {
  name: string;
  targetJob: object;
  content: { language: Language; theme: ResumeTheme };
}

/**
 * A pure change to a draft, returning a new draft that shares every part it does not touch (so
 * unchanged parts keep their identity and skip re-rendering), or the same draft for no change.
 */
export type DraftChange<Draft> = (draft: Draft) => Draft;

export const newId = () => crypto.randomUUID();

/** `items` with the one at `from` moved to `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(to, 0, item);
  return next;
}

export const changeContent =
  <Draft extends DocumentDraft>(
    change: (content: Draft['content']) => Draft['content'],
  ): DraftChange<Draft> =>
  (draft) => {
    const content = change(draft.content);
    return content === draft.content ? draft : { ...draft, content };
  };

export const setName =
  <Draft extends DocumentDraft>(name: string): DraftChange<Draft> =>
  (draft) =>
    draft.name === name ? draft : { ...draft, name };

/** One field of the target job (every kind's job is a record of text fields). */
export const setTargetJob =
  <Draft extends DocumentDraft & { targetJob: Record<string, string> }>(
    field: keyof Draft['targetJob'] & string,
    value: string,
  ): DraftChange<Draft> =>
  (draft) =>
    draft.targetJob[field] === value
      ? draft
      : { ...draft, targetJob: { ...draft.targetJob, [field]: value } };
