import { useEffect, useState } from 'react';

/** How often the plan is read again after a return from checkout, and how many times at most. */
export const checkoutPollIntervalMs = 2_000;
const checkoutPollLimit = 90;

/**
 * After a return from checkout (`?checkout=success&purchase=…`), the page reads the plan again until
 * the purchase shows as settled: the provider's verified event, never the return itself, is what
 * grants Premium. Answers whether the purchase is confirmed.
 */
export function useCheckoutReturn(
  purchaseId: string | null,
  settledIds: readonly string[] | undefined,
  refresh: () => void,
): boolean {
  const confirmed = purchaseId !== null && (settledIds?.includes(purchaseId) ?? false);
  const [reads, setReads] = useState(0);

  useEffect(() => {
    if (!purchaseId || !settledIds || confirmed || reads >= checkoutPollLimit) return undefined;
    const timer = setTimeout(() => {
      setReads((count) => count + 1);
      refresh();
    }, checkoutPollIntervalMs);
    return () => clearTimeout(timer);
  }, [purchaseId, settledIds, confirmed, reads, refresh]);

  return confirmed;
}
