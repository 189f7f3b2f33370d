import type { z } from 'zod';
import { hasForbiddenCharacter } from '../../../domain/user-text';
import type { DocumentDraft } from './document-draft';

/**
 * The unsaved draft in sessionStorage, so a reload (or a failed save followed by one) loses
 * nothing. It is kept with the `updatedAt` of the version it started from, and used only while
 * the server still has that version.
 */
export interface DraftStorage<Draft extends DocumentDraft> {
  store(id: string, base: string, draft: Draft): void;
  forget(id: string): void;
  /**
   * The stored draft, if it was made from the version the server still has (`updatedAt`) and the
   * server could take it: one whose content or name holds a character the server refuses
   * (decision 074) is dropped, so the reload shows the last good save. A draft stored without a
   * valid target job keeps `savedTargetJob`.
   */
  restore(id: string, updatedAt: string, savedTargetJob: Draft['targetJob']): Draft | null;
}

interface Stored {
  base: string;
  draft: { name?: unknown; targetJob?: unknown; content?: unknown };
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The drafts of one kind of document, under `prefix:{id}`, checked with the kind's schemas. */
export function draftStorage<Draft extends DocumentDraft>(
  prefix: string,
  schemas: { content: z.ZodType; targetJob: z.ZodType },
): DraftStorage<Draft> {
  const keyOf = (id: string) => `${prefix}:${id}`;
  const forget = (id: string) => storage()?.removeItem(keyOf(id));
  return {
    store(id, base, draft) {
      try {
        storage()?.setItem(keyOf(id), JSON.stringify({ base, draft } satisfies Stored));
      } catch {
        // Full or unavailable: the autosave still runs.
      }
    },
    forget,
    restore(id, updatedAt, savedTargetJob) {
      const raw = storage()?.getItem(keyOf(id));
      if (!raw) return null;
      try {
        const stored = JSON.parse(raw) as Stored;
        const { name, targetJob, content } = stored.draft;
        if (
          stored.base !== updatedAt ||
          !schemas.content.safeParse(content).success ||
          typeof name !== 'string' ||
          hasForbiddenCharacter(name)
        ) {
          forget(id);
          return null;
        }
        const storedJob = targetJob as Record<string, unknown> | undefined;
        const jobKept =
          schemas.targetJob.safeParse(storedJob).success &&
          Object.keys(savedTargetJob).every((field) => typeof storedJob?.[field] === 'string');
        // The stored draft as typed (parsing would trim what is being typed).
        return {
          name,
          targetJob: jobKept ? storedJob : savedTargetJob,
          content,
        } as Draft;
      } catch {
        forget(id);
        return null;
      }
    },
  };
}
