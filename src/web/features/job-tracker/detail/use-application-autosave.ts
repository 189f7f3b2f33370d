import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation } from 'urql';
import { apiErrorCodes, errorCodeOf } from '../../../lib/graphql-error-policy';
import {
  useAutosave,
  useAutosaveState,
  type SaveResult,
} from '../../../components/document-editor/use-autosave';
import { UpdateJobApplicationMutation, type JobApplication } from '../job-operations';
import { jobApplicationContext } from '../use-job-applications';
import {
  changedFields,
  changesOf,
  draftFields,
  draftOf,
  problemsOf,
  sameOnServer,
  type ApplicationChanges,
  type ApplicationDraft,
  type DraftField,
  type FieldProblem,
} from './application-draft';

/** The pause after the last edit before it is saved, as in the editors. */
export const autosaveDelayMs = 800;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const newer = (a: string, b: string) => (Date.parse(a) >= Date.parse(b) ? a : b);

/**
 * The form after the server answered `application`: a field whose value changed elsewhere (a move
 * adds to the history, another tab) comes into the draft unless the user changed it since the
 * last save; either way it is the new baseline. An answer older than one already seen (a list
 * read before the last save landed, answering after it) changes nothing: taking it would undo
 * that save's fields in the draft.
 */
export function merged<
  Form extends {
    draft: ApplicationDraft;
    baseline: Required<ApplicationChanges>;
    newest: string;
  },
>(form: Form & { adoptions: number }, application: JobApplication) {
  if (Date.parse(application.updatedAt) < Date.parse(form.newest)) {
    return { ...form, seen: application };
  }
  const server = changesOf(draftOf(application));
  const fromServer = draftOf(application);
  const mine = changesOf(form.draft);
  const fresh: Partial<ApplicationDraft> = {};
  const baseline = { ...form.baseline };
  for (const field of draftFields) {
    if (sameOnServer(field, form.baseline[field], server[field])) continue;
    if (same(mine[field], form.baseline[field]))
      Object.assign(fresh, { [field]: fromServer[field] });
    baseline[field] = server[field];
  }
  const adopted = Object.keys(fresh).length > 0;
  return {
    ...form,
    draft: adopted ? { ...form.draft, ...fresh } : form.draft,
    baseline,
    seen: application,
    newest: application.updatedAt,
    adoptions: form.adoptions + (adopted ? 1 : 0),
  };
}

/**
 * The detail's draft of `application`, autosaved like the editors (the same autosaver): after a
 * pause, only the fields that changed, checked with the domain's schema first. A failed save keeps
 * the draft; a field the server refuses (BAD_USER_INPUT naming it) gets the problem. Changes made
 * elsewhere (a move adds to the history, another tab) come into the fields the user has not
 * changed since the last save; a field with unsaved edits is never reset from the server.
 */
export function useApplicationAutosave(application: JobApplication) {
  const { id } = application;
  const [form, setForm] = useState(() => ({
    draft: draftOf(application),
    /** What the server holds, as last sent or seen, field by field. */
    baseline: changesOf(draftOf(application)),
    /** The server's answer the draft was last compared with. */
    seen: application,
    /** When the newest answer seen or saved was written (`updatedAt`). */
    newest: application.updatedAt,
    /** Counts the times the draft took in the server's changes. */
    adoptions: 0,
  }));
  const { draft } = form;
  /** The baseline for saves (a save lands between renders). */
  const baseline = useRef(form.baseline);
  const [problems, setProblems] = useState<Readonly<Record<string, FieldProblem>>>({});
  const [, update] = useMutation(UpdateJobApplicationMutation);

  if (form.seen !== application) {
    // Adjusting state while rendering (react.dev "You might not need an effect").
    setForm(merged(form, application));
  }
  useEffect(() => {
    baseline.current = form.baseline;
  }, [form.baseline]);

  const save = useCallback(
    async (value: ApplicationDraft): Promise<SaveResult> => {
      const next = changesOf(value);
      const changes = changedFields(next, baseline.current);
      if (Object.keys(changes).length === 0) {
        setProblems({});
        return { ok: true };
      }
      const found = problemsOf(changes);
      setProblems(found);
      if (Object.keys(found).length > 0) return { ok: false, message: null };
      const result = await update({ id, input: changes as never }, jobApplicationContext);
      if (result.error || !result.data) {
        const refused = result.error?.graphQLErrors.find(
          (error) => errorCodeOf(error) === apiErrorCodes.badUserInput,
        );
        const { field, reason, maximum } = refused?.extensions ?? {};
        if (typeof field === 'string' && field) {
          setProblems({
            [field]: {
              reason: typeof reason === 'string' ? reason : 'invalid',
              ...(typeof maximum === 'number' ? { maximum } : {}),
            },
          });
        }
        return { ok: false, message: null };
      }
      const saved = changes as Required<ApplicationChanges>;
      const { updatedAt } = result.data.job.updateJobApplication;
      baseline.current = { ...baseline.current, ...saved };
      setForm((current) => ({
        ...current,
        baseline: { ...current.baseline, ...saved },
        newest: newer(updatedAt, current.newest),
      }));
      return { ok: true };
    },
    [id, update],
  );

  const saver = useAutosave({
    value: draft,
    savedValue: draft,
    save,
    delayMs: autosaveDelayMs,
  });
  const { status } = useAutosaveState(saver);
  useEffect(() => {
    // The server's own values need no save: the autosaver learns they are saved.
    if (form.adoptions > 0) void saver.flush();
  }, [form.adoptions, saver]);

  /** Changes one field; its problems go until the next save checks it again. */
  const edit = useCallback(
    <Field extends DraftField>(field: Field, value: ApplicationDraft[Field]) => {
      setForm((current) => ({ ...current, draft: { ...current.draft, [field]: value } }));
      setProblems((current) => {
        const kept = Object.entries(current).filter(
          ([path]) => path !== field && !path.startsWith(`${field}.`),
        );
        return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
      });
    },
    [],
  );

  // Leaving the page (or the drawer going away) saves what is waiting; a reload asks first.
  const discarded = useRef(false);
  useEffect(
    () => () => {
      if (!discarded.current) void saver.flush();
    },
    [saver],
  );
  const unsaved = status !== 'saved';
  useEffect(() => {
    if (!unsaved) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  return {
    draft,
    edit,
    problems,
    saver,
    status,
    /** Nothing more is saved (the application is being deleted). */
    discard: useCallback(() => {
      discarded.current = true;
      saver.dispose();
    }, [saver]),
  };
}

export type ApplicationAutosave = ReturnType<typeof useApplicationAutosave>;
