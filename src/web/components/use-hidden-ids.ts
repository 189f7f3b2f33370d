import { useCallback, useState } from 'react';

/**
 * The ids a list leaves out for now (deleted or hidden, until undone or failed), and `show` to
 * put one back (`visible`) or take it out.
 */
export function useHiddenIds() {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const show = useCallback(
    (id: string, visible: boolean) =>
      setHidden((current) => {
        const next = new Set(current);
        if (visible) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  return { hidden, show };
}
