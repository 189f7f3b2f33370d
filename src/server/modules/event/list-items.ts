import { randomUUID } from 'node:crypto';
import type { ListItem, ListItemInput } from '../../../domain/career-event';
import { RecordInputError, RecordNotFoundError } from '../record-errors';

/**
 * An event's new accomplishments or coursework (decisions 040): the input is the whole list in its
 * new order. An item with `id` keeps that id and takes the new text; the id must be an item of
 * `current`. An item without `id` whose `uuid` matches a current item (a re-import) keeps that
 * item's id; any other item is new. Items left out are gone. An item keeps its import `uuid`
 * unless the input gives one.
 */
export function mergeListItems(
  field: string,
  input: ListItemInput[],
  current: ListItem[] = [],
): ListItem[] {
  const byId = new Map(current.map((item) => [item.id, item]));
  const kept = new Set<string>();
  const named = input.map((item, index) => {
    if (!item.id) return undefined;
    const existing = byId.get(item.id);
    if (!existing) throw new RecordNotFoundError();
    if (kept.has(existing.id))
      throw new RecordInputError('is listed twice', `${field}.${index}.id`);
    kept.add(existing.id);
    return existing;
  });
  const unclaimedByUuid = new Map(
    current.filter((item) => item.uuid && !kept.has(item.id)).map((item) => [item.uuid, item]),
  );
  return input.map((item, index) => {
    let existing = named[index];
    if (!existing && item.uuid) {
      existing = unclaimedByUuid.get(item.uuid);
      unclaimedByUuid.delete(item.uuid);
    }
    return {
      id: existing?.id ?? randomUUID(),
      uuid: item.uuid ?? existing?.uuid ?? null,
      description: item.description,
    };
  });
}
