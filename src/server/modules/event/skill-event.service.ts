import { eq, max } from 'drizzle-orm';
import type { SkillEventInput } from '../../../domain/career-event';
import type { Database } from '../../db/database';
import { skillEvents } from '../../db/schema';
import { assertRecordId, RecordInputError, RecordNotFoundError } from '../record-errors';
import { eventStore } from './event-store';
import { libraryTransaction } from './library-cache';

/** Skills, in the user's own order; a new skill goes to the end. */
export const skillEventStore = eventStore({
  table: skillEvents,
  noun: 'skills',
  order: (a, b) => a.sortOrder - b.sortOrder,
  importKey: (input: SkillEventInput) => input.uuid,
  values: ({ uuid, ...fields }, current) => ({ ...fields, uuid: uuid ?? current?.uuid ?? null }),
  async placeNew(tx, userId, count) {
    const [last] = await tx
      .select({ sortOrder: max(skillEvents.sortOrder) })
      .from(skillEvents)
      .where(eq(skillEvents.userId, userId));
    const first = (last?.sortOrder ?? -1) + 1;
    return Array.from({ length: count }, (_, index) => ({ sortOrder: first + index }));
  },
});

/**
 * The skills named by `ids` take positions 0…n-1 in that order; the others follow in their order.
 * Every id must be one of the user's skills, and named once.
 */
export function reorderSkillEvents(db: Database, userId: string, ids: string[]) {
  ids.forEach(assertRecordId);
  const named = new Set<string>();
  ids.forEach((id, index) => {
    if (named.has(id)) throw new RecordInputError('is listed twice', `ids.${index}`);
    named.add(id);
  });
  return libraryTransaction(db, userId, async (tx) => {
    const skills = await skillEventStore.list(tx, userId);
    const byId = new Map(skills.map((skill) => [skill.id, skill]));
    const order = [
      ...ids.map((id) => byId.get(id)),
      ...skills.filter((skill) => !named.has(skill.id)),
    ];
    for (const [index, skill] of order.entries()) {
      if (!skill) throw new RecordNotFoundError();
      if (skill.sortOrder !== index) {
        await tx.update(skillEvents).set({ sortOrder: index }).where(eq(skillEvents.id, skill.id));
      }
    }
    return skillEventStore.list(tx, userId);
  });
}
