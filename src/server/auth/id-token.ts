import { createLocalJWKSet, jwtVerify, type JSONWebKeySet, type JWK } from 'jose';
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

const keyReloadIntervalMs = 10_000;

/**
 * Verifies the app's ID tokens against the identity service's public keys, read from the database
 * and reloaded when a token names a key not seen yet (key rotation).
 */
export function createIdTokenVerifier(
  db: Database,
  { issuer, audience }: { issuer: string; audience: string },
): IdTokenVerifier {
  let keySet: ReturnType<typeof createLocalJWKSet> | undefined;
  let knownKeyIds = new Set<string>();
  let loadedAt = 0;

  async function loadKeys() {
    const rows = await db.select().from(authJwks);
    const keys: JWK[] = rows.map((row) => ({
      ...(JSON.parse(row.publicKey) as JWK),
      kid: row.id,
      ...(row.alg ? { alg: row.alg } : {}),
    }));
    const jwks: JSONWebKeySet = { keys };
    keySet = createLocalJWKSet(jwks);
    knownKeyIds = new Set(rows.map((row) => row.id));
    loadedAt = Date.now();
  }

  function keyIdOf(token: string): string | undefined {
    try {
      const header = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()) as {
        kid?: unknown;
      };
      return typeof header.kid === 'string' ? header.kid : undefined;
    } catch {
      return undefined;
    }
  }

  return {
    async verify(token) {
      const kid = keyIdOf(token);
      if (!kid) return null;
      if (!knownKeyIds.has(kid) && (!keySet || Date.now() - loadedAt > keyReloadIntervalMs)) {
        await loadKeys();
      }
      if (!keySet || !knownKeyIds.has(kid)) return null;
      try {
        const { payload } = await jwtVerify(token, keySet, {
          issuer,
          audience,
          algorithms: ['EdDSA'],
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        if (typeof payload.sub !== 'string') return null;
        return { identityId: payload.sub, isAnonymous: payload.anon === true };
      } catch {
        return null;
      }
    },
  };
}
