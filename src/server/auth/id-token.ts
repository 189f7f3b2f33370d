import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JWK } from 'jose';
import type { Database } from '../db/database';
import { authJwks } from '../db/schema';

/** Who is asking, as proven by a valid ID token. */
export interface Caller {
  /** The identity (account) id: the token's subject. */
  identityId: string;
  isAnonymous: boolean;
}

export interface IdTokenVerifier {
  /** The caller for a valid token; null for a missing, forged, expired or foreign one. */
  verify(token: string): Promise<Caller | null>;
}

/** Unknown key ids reload the key set at most this often (a flood of made-up ids costs one query). */
const minReloadGapMs = 1_000;
/** Known keys are re-read this often, so a key removed from the database stops being trusted. */
const maxKeySetAgeMs = 5 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function keyIdOf(token: string): string | undefined {
  try {
    const { kid } = decodeProtectedHeader(token);
    return typeof kid === 'string' && kid ? kid : undefined;
  } catch {
    return undefined;
  }
}

/** How many verified tokens are remembered (the oldest is forgotten first). */
const verifiedTokenLimit = 10_000;

/**
 * Verifies the app's ID tokens against the identity service's public keys, read from the database
 * and reloaded when a token names a key not seen yet (key rotation, or a key minted by another
 * instance). Only EdDSA signatures from those keys, with this app as issuer and this API as
 * audience, are accepted.
 */
export function createIdTokenVerifier(
  db: Database,
  {
    issuer,
    audience,
    monotonicNow = () => performance.now(),
  }: {
    issuer: string;
    audience: string;
    /**
     * Milliseconds on a clock that never goes back, for the reload schedule (the wall clock can
     * jump; token expiry is checked against the wall clock as it must be).
     */
    monotonicNow?: () => number;
  },
): IdTokenVerifier {
  let keySet: ReturnType<typeof createLocalJWKSet> | undefined;
  let knownKeyIds = new Set<string>();
  let loadedAt = Number.NEGATIVE_INFINITY;
  let loading: Promise<void> | undefined;
  /**
   * Tokens already verified against the current key set, until they expire. Reloading the keys
   * empties it, so a removed key stops being trusted at the next reload.
   */
  let verified = new Map<string, { caller: Caller; expiresAtMs: number }>();

  async function loadKeys() {
    const rows = await db.select().from(authJwks);
    const keys: JWK[] = rows.map((row) => ({
      ...(JSON.parse(row.publicKey) as JWK),
      kid: row.id,
      ...(row.alg ? { alg: row.alg } : {}),
    }));
    keySet = createLocalJWKSet({ keys });
    knownKeyIds = new Set(rows.map((row) => row.id));
    verified = new Map();
    loadedAt = monotonicNow();
  }

  /** One reload at a time, and none sooner than `minReloadGapMs` after the last. */
  function reload(): Promise<void> {
    loading ??= (async () => {
      try {
        const wait = loadedAt + minReloadGapMs - monotonicNow();
        if (wait > 0) await sleep(wait);
        await loadKeys();
      } finally {
        loading = undefined;
      }
    })();
    return loading;
  }

  async function ensureKey(kid: string) {
    if (monotonicNow() - loadedAt > maxKeySetAgeMs) await reload();
    else if (!knownKeyIds.has(kid)) await reload();
  }

  return {
    async verify(token) {
      const known = verified.get(token);
      if (known && monotonicNow() - loadedAt <= maxKeySetAgeMs) {
        if (known.expiresAtMs > Date.now()) return known.caller;
        verified.delete(token);
      }
      const kid = keyIdOf(token);
      if (!kid) return null;
      await ensureKey(kid);
      if (!keySet || !knownKeyIds.has(kid)) return null;
      try {
        const { payload } = await jwtVerify(token, keySet, {
          issuer,
          audience,
          algorithms: ['EdDSA'],
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        if (typeof payload.sub !== 'string' || !payload.sub) return null;
        const caller = { identityId: payload.sub, isAnonymous: payload.anon === true };
        if (verified.size >= verifiedTokenLimit) {
          const oldest = verified.keys().next().value;
          if (oldest !== undefined) verified.delete(oldest);
        }
        verified.set(token, { caller, expiresAtMs: (payload.exp ?? 0) * 1000 });
        return caller;
      } catch {
        return null;
      }
    },
  };
}
