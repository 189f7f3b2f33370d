import { resumeContentSchema, targetJobSchema, type TargetJob } from '../../../../domain/resume';
import { hasForbiddenCharacter } from '../../../../domain/user-text';
import type { ResumeDraft } from './editor-history';

/**
 * The unsaved draft in sessionStorage, so a reload (or a failed save followed by one) loses
 * nothing. It is kept with the `updatedAt` of the version it started from, and used only while
 * the server still has that version.
 */
const keyOf = (resumeId: string) => `resume-draft:${resumeId}`;

const targetJobFields = ['title', 'company', 'description'] as const;

interface Stored {
  base: string;
  draft: ResumeDraft;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function storeDraft(resumeId: string, base: string, draft: ResumeDraft) {
  try {
    storage()?.setItem(keyOf(resumeId), JSON.stringify({ base, draft } satisfies Stored));
  } catch {
    // Full or unavailable: the autosave still runs.
  }
}

export function forgetDraft(resumeId: string) {
  storage()?.removeItem(keyOf(resumeId));
}

/**
 * The stored draft, if it was made from the version the server still has (`updatedAt`) and the
 * server could take it: one whose content or name holds a character the server refuses (decision
 * 074) is dropped, so the reload shows the last good save. A draft stored without a valid target
 * job (before the editor had one) keeps `savedTargetJob`.
 */
export function restoreDraft(
  resumeId: string,
  updatedAt: string,
  savedTargetJob: TargetJob,
): ResumeDraft | null {
  const raw = storage()?.getItem(keyOf(resumeId));
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Stored;
    const content = resumeContentSchema.safeParse(stored.draft?.content);
    const { name } = stored.draft;
    if (
      stored.base !== updatedAt ||
      !content.success ||
      typeof name !== 'string' ||
      hasForbiddenCharacter(name)
    ) {
      forgetDraft(resumeId);
      return null;
    }
    const storedJob = stored.draft.targetJob as Partial<TargetJob> | undefined;
    const targetJob =
      targetJobSchema.safeParse(storedJob).success &&
      targetJobFields.every((field) => typeof storedJob?.[field] === 'string')
        ? (storedJob as TargetJob)
        : savedTargetJob;
    // The stored draft as typed (parsing would trim what is being typed).
    return { name, targetJob, content: stored.draft.content };
  } catch {
    forgetDraft(resumeId);
    return null;
  }
}
