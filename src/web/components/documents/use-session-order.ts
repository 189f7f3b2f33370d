import { useState } from 'react';

/**
 * The server lists the last changed first, and sharing or renaming counts as a change. While the
 * page is open, a card keeps its place when it changes (it would otherwise jump to the top under
 * the user's hands, and lose the keyboard's focus); a new document (created, duplicated) comes
 * first, and a document brought back by Undo returns to where it was.
 */
export function useSessionOrder<Item extends { id: string }>(items: Item[] | undefined) {
  const [seen, setSeen] = useState<{ items: Item[] | undefined; order: string[] }>({
    items: undefined,
    order: [],
  });
  let order = seen.order;
  if (items !== seen.items) {
    const known = new Set(order);
    order = [...(items ?? []).map((item) => item.id).filter((id) => !known.has(id)), ...order];
    // Adjusting state while rendering (react.dev "You might not need an effect").
    setSeen({ items, order });
  }
  if (!items) return undefined;
  const byId = new Map(items.map((item) => [item.id, item]));
  return order.flatMap((id) => byId.get(id) ?? []);
}
