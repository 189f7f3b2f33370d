/**
 * Lifts the refused-sign-in counters of one account when its owner proves the mailbox (a password
 * reset), while the counters themselves stay in the HTTP server's rate limiter
 * (docs/decisions/070-…). Each account's counters are keyed by its email and a generation; a reset
 * moves the account to a new generation, so the old counts no longer apply to it.
 */
export interface SignInLocks {
  /** The key the refused-sign-in counters of this (trimmed, lower-cased) email are kept under. */
  keyFor(email: string): string;
  /** Clears every refused-sign-in count of this email: the owner has just reset the password. */
  release(email: string): void;
}

export const normalizedEmail = (email: string) => email.trim().toLowerCase();

export function createSignInLocks(): SignInLocks {
  const generations = new Map<string, number>();
  return {
    keyFor(email) {
      const key = normalizedEmail(email);
      const generation = generations.get(key);
      return generation === undefined ? key : `${key}#${generation}`;
    },
    release(email) {
      const key = normalizedEmail(email);
      generations.set(key, (generations.get(key) ?? 0) + 1);
    },
  };
}
