import type { ImportEventsInput } from '../../../domain/career-event';
import type { Database } from '../../db/database';
import { eduEventStore } from './edu-event.service';
import { libraryTransaction } from './library-cache';
import { skillEventStore } from './skill-event.service';
import { workEventStore } from './work-event.service';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The JSON Resume import inside the caller's transaction: adds the events whose import key
 * (`uuid`) is new to the user and counts the rest as skipped. `importResume` runs it in its own;
 * the caller's transaction must be a `libraryTransaction`, so the editor sees the new events.
 */
export async function addImportedEvents(tx: Transaction, userId: string, input: ImportEventsInput) {
  const work = await workEventStore.addNew(tx, userId, input.work);
  const edu = await eduEventStore.addNew(tx, userId, input.edu);
  const skills = await skillEventStore.addNew(tx, userId, input.skills);
  return {
    work: work.added,
    edu: edu.added,
    skills: skills.added,
    skipped: work.skipped + edu.skipped + skills.skipped,
  };
}

/** The JSON Resume import, in one transaction: any failure adds nothing. */
export function importEvents(db: Database, userId: string, input: ImportEventsInput) {
  return libraryTransaction(db, userId, (tx) => addImportedEvents(tx, userId, input));
}
