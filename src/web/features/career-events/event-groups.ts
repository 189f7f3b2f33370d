import { arrayMove } from '@dnd-kit/sortable';

/** A run of listed events under one heading (skills under their category). */
export interface EventGroup<Item> {
  /** The group's identity: its name, trimmed and case-folded ('' for events without one). */
  key: string;
  /** The name as the group's events spell it most ('' for events without one). */
  name: string;
  items: Item[];
}

const groupKey = (name: string) => name.trim().toLocaleLowerCase();

/**
 * The spelling most of a group's events use; between equally used ones, the one that sorts first
 * with capitals first, so the heading does not change when the events are reordered.
 */
function commonSpelling(names: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].sort(
    ([a, countA], [b, countB]) =>
      countB - countA || a.localeCompare(b, undefined, { caseFirst: 'upper' }),
  )[0]![0];
}

/**
 * Events gathered under their group's name (decision 076): groups in the order of their first
 * event, events in their own order inside each group. "Tools" and " tools" are one group.
 */
export function groupEvents<Item>(
  items: readonly Item[],
  nameOf: (item: Item) => string,
): EventGroup<Item>[] {
  const groups = new Map<string, { items: Item[]; names: string[] }>();
  for (const item of items) {
    const name = nameOf(item).trim();
    const key = groupKey(name);
    const group = groups.get(key) ?? { items: [], names: [] };
    group.items.push(item);
    group.names.push(name);
    groups.set(key, group);
  }
  return [...groups].map(([key, { items: grouped, names }]) => ({
    key,
    name: commonSpelling(names),
    items: grouped,
  }));
}

/** Every event's id, group after group: the order the page shows and saves. */
export const groupedOrder = <Item extends { id: string }>(groups: readonly EventGroup<Item>[]) =>
  groups.flatMap((group) => group.items.map((item) => item.id));

/** The order after moving an event from one place to another inside its group. */
export function moveInGroup<Item extends { id: string }>(
  groups: readonly EventGroup<Item>[],
  groupIndex: number,
  from: number,
  to: number,
): string[] {
  return groupedOrder(
    groups.map((group, index) =>
      index === groupIndex ? { ...group, items: arrayMove(group.items, from, to) } : group,
    ),
  );
}

/** The order after moving a whole group, its events keeping their order. */
export function moveGroup<Item extends { id: string }>(
  groups: readonly EventGroup<Item>[],
  from: number,
  to: number,
): string[] {
  return groupedOrder(arrayMove([...groups], from, to));
}
