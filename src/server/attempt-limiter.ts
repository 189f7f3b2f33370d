/**
 * How often something may be tried: at most `limit` attempts in any `windowMs` per key (a user, a
 * client address) — gift codes (decision 102), gift orders (decision 101). Kept in this process's
 * memory, like the identity's limits (decision 011): with several server processes each counts its
 * own.
 */
export interface AttemptLimits {
  limit: number;
  windowMs: number;
}

export interface AttemptLimiter {
  /**
   * Counts an attempt for each key, unless one of them is already at its limit: then nothing is
   * counted and the answer is how many seconds until that key may try again.
   */
  take(
    keys: readonly string[],
    now?: number,
  ): { allowed: true } | { allowed: false; retryAfter: number };
}

/** The most keys kept; the oldest are forgotten first (their windows are the likeliest to be over). */
const maxKeys = 100_000;

export function createAttemptLimiter(limits: AttemptLimits): AttemptLimiter {
  const attempts = new Map<string, number[]>();
  const recent = (key: string, now: number) => {
    const kept = (attempts.get(key) ?? []).filter((at) => now - at < limits.windowMs);
    if (kept.length === 0) attempts.delete(key);
    else attempts.set(key, kept);
    return kept;
  };
  return {
    take(keys, now = Date.now()) {
      let wait = 0;
      for (const key of keys) {
        const kept = recent(key, now);
        if (kept.length >= limits.limit) {
          wait = Math.max(wait, kept[kept.length - limits.limit]! + limits.windowMs - now);
        }
      }
      if (wait > 0) return { allowed: false, retryAfter: Math.ceil(wait / 1000) };
      for (const key of keys) {
        const kept = recent(key, now);
        // Moved to the end: the map's order is the order keys were last used.
        attempts.delete(key);
        attempts.set(key, [...kept, now]);
      }
      while (attempts.size > maxKeys) attempts.delete(attempts.keys().next().value!);
      return { allowed: true };
    },
  };
}
