import { symmetricDecrypt } from 'better-auth/crypto';
import { desc } from 'drizzle-orm';
import { importJWK, SignJWT, type JWTPayload } from 'jose';
import { authJwks } from '../db/schema';
import { testAuthSecret, type TestApp } from './app';

/**
 * Signs `claims` with the newest signing key the identity service stored, decrypted with the test
 * secret: a token the server's own key really signed, with whatever claims a test needs (another
 * audience, a past expiry …). Claims set to `undefined` are left out.
 */
export async function signWithStoredKey(app: TestApp, claims: JWTPayload) {
  const [key] = await app.database.db
    .select()
    .from(authJwks)
    .orderBy(desc(authJwks.createdAt))
    .limit(1);
  if (!key) throw new Error('no signing key yet: sign someone in first');
  const privateJwk = JSON.parse(
    await symmetricDecrypt({ key: testAuthSecret, data: JSON.parse(key.privateKey) as string }),
  ) as Parameters<typeof importJWK>[0];
  const privateKey = await importJWK(privateJwk, 'EdDSA');
  const payload = Object.fromEntries(
    Object.entries(claims).filter(([, value]) => value !== undefined),
  );
  return new SignJWT(payload).setProtectedHeader({ alg: 'EdDSA', kid: key.id }).sign(privateKey);
}
