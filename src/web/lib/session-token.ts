/** Where the app keeps the ID token that authenticates GraphQL calls (docs/product/api.md, rules.md#constants). */
export const sessionTokenKey = 'sv_session';

export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage when the browser allows it (it can throw in private modes), else nothing. */
export function browserStorage(): TokenStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readSessionToken(storage: TokenStorage | null = browserStorage()): string | null {
  try {
    return storage?.getItem(sessionTokenKey) ?? null;
  } catch {
    return null;
  }
}

export function storeSessionToken(token: string, storage = browserStorage()) {
  try {
    storage?.setItem(sessionTokenKey, token);
  } catch {
    // Storage full or blocked: GraphQL calls then go out without a token and answer UNAUTHENTICATED.
  }
}

export function clearSessionToken(storage = browserStorage()) {
  try {
    storage?.removeItem(sessionTokenKey);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

export interface IdTokenClaims {
  /** The identity's id. */
  sub: string;
  /** Expiry, in seconds since the epoch. */
  exp: number;
  /** Whether the account is anonymous. */
  anon: boolean;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The claims the client needs from an ID token. The signature is the server's business: the client
 * only reads when to refresh and who is signed in.
 */
export function readIdTokenClaims(token: string): IdTokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(decodeBase64Url(payload)) as Record<string, unknown>;
    if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return null;
    return { sub: claims.sub, exp: claims.exp, anon: claims.anon === true };
  } catch {
    return null;
  }
}

/**
 * How long to wait before refreshing a token that expires at `expSeconds`: `leadMs` before expiry,
 * and at once when that moment has passed.
 */
export function refreshDelayMs(expSeconds: number, nowMs: number, leadMs: number): number {
  return Math.max(0, expSeconds * 1000 - leadMs - nowMs);
}

/** A token is stale when it expires within `leadMs` (or already has). */
export const isStale = (expSeconds: number, nowMs: number, leadMs: number) =>
  refreshDelayMs(expSeconds, nowMs, leadMs) === 0;
