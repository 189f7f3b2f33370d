/**
 * How many gift orders one address may start per window (each starts a checkout at the provider).
 * Counted per server process: a bound against a script, not an account's quota.
 */
export interface OrderLimiter {
  /** Counts one order from `address`; false when the address has used up its window. */
  take(address: string, now?: number): boolean;
}

export function createOrderLimiter({ max = 10, windowMs = 60 * 60 * 1000 } = {}): OrderLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(address, now = Date.now()) {
      // Old windows go, so the map holds only the addresses of the last window.
      if (windows.size > 10_000) {
        for (const [key, window] of windows)
          if (now - window.start >= windowMs) windows.delete(key);
      }
      const window = windows.get(address);
      if (!window || now - window.start >= windowMs) {
        windows.set(address, { start: now, count: 1 });
        return true;
      }
      window.count += 1;
      return window.count <= max;
    },
  };
}
