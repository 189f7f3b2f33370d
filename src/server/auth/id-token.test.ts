import { eq, sql } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authJwks } from '../db/schema';
import { createIdTokenVerifier } from './id-token';
import { idTokenAudience } from './identity';
import { createTestApp, type TestApp } from '../test-support/app';
import {
  createUserMutation,
  graphql,
  graphqlResponse,
  idToken,
  meQuery,
  signUp,
} from '../test-support/identity';
import { signWithStoredKey } from '../test-support/tokens';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('ID tokens at the GraphQL API', () => {
  let app: TestApp;
  let session: { cookies: string; idToken: string };
  let realClaims: ReturnType<typeof decodeJwt>;
  let kid: string;

  beforeAll(async () => {
    app = await createTestApp();
    session = await signUp(app, 'tokens@example.com');
    const created = await graphql(
      app,
      createUserMutation,
      {
        input: {
          firstName: 'Token',
          lastName: 'Holder',
          email: 'tokens@example.com',
          isAnonymous: false,
        },
      },
      session.idToken,
    );
    expect(created.errors).toBeUndefined();
    realClaims = decodeJwt(session.idToken);
    kid = decodeProtectedHeader(session.idToken).kid!;
  });
  afterAll(async () => {
    await app?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const accepted = async (token: string) => {
    const result = await graphql<{ me: { id: string } }>(app, meQuery, {}, token);
    expect(result.errors).toBeUndefined();
    expect(result.data?.me.id).toEqual(expect.any(String));
  };

  const refused = async (token: string | undefined, header?: string) => {
    const response = header
      ? await app.app.inject({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json', authorization: header },
          payload: JSON.stringify({ query: meQuery }),
        })
      : await graphqlResponse(app, meQuery, {}, token);
    const result = response.json() as {
      data?: unknown;
      errors?: Array<{ message: string; extensions?: { code?: string } }>;
    };
    expect(result.data ?? null).toBeNull();
    expect(result.errors?.map((error) => error.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    expect(result.errors?.[0]?.message).toBe('Not signed in');
  };

  it('accepts the real token', async () => {
    await accepted(session.idToken);
  });

  it('refuses a request with no token, or with an empty or non-Bearer authorization', async () => {
    await refused(undefined);
    await refused(undefined, 'Bearer ');
    await refused(undefined, `Basic ${Buffer.from('a:b').toString('base64')}`);
    await refused(undefined, session.idToken);
  });

  it('refuses malformed tokens', async () => {
    const [header, payload] = session.idToken.split('.') as [string, string, string];
    for (const token of [
      'not-a-token',
      'a.b.c',
      `${header}.${payload}`,
      `${header}.${payload}.`,
      `${header}..${session.idToken.split('.')[2]}`,
      `${base64url({ alg: 'EdDSA' })}.${payload}.${session.idToken.split('.')[2]}`,
      '',
    ]) {
      await refused(token);
    }
  });

  it('refuses a token signed with another key under the real key id', async () => {
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const forged = await new SignJWT({ anon: false })
      .setProtectedHeader({ alg: 'EdDSA', kid })
      .setSubject(realClaims.sub!)
      .setIssuer(realClaims.iss!)
      .setAudience(realClaims.aud!)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(privateKey);
    await refused(forged);
  });

  it('refuses "alg: none", an HMAC signed with the public key, and edited claims', async () => {
    const [header, payload, signature] = session.idToken.split('.') as [string, string, string];
    await refused(`${base64url({ alg: 'none', kid })}.${payload}.`);
    await refused(`${base64url({ alg: 'none', typ: 'JWT', kid })}.${payload}.${signature}`);

    const [row] = await app.database.db.select().from(authJwks).where(eq(authJwks.id, kid));
    const publicJwk = JSON.parse(row!.publicKey) as { x: string };
    const confused = await new SignJWT({ anon: false })
      .setProtectedHeader({ alg: 'HS256', kid })
      .setSubject(realClaims.sub!)
      .setIssuer(realClaims.iss!)
      .setAudience(realClaims.aud!)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(publicJwk.x));
    await refused(confused);

    const edited = base64url({ ...realClaims, exp: nowSeconds() + 365 * 24 * 3600 });
    await refused(`${header}.${edited}.${signature}`);
    const promoted = base64url({ ...realClaims, sub: 'someone-else' });
    await refused(`${header}.${promoted}.${signature}`);
  });

  it('refuses a token the real key signed for another audience or issuer, or without its claims', async () => {
    const claims = {
      sub: realClaims.sub,
      iss: realClaims.iss,
      aud: realClaims.aud,
      anon: false,
      iat: nowSeconds(),
      exp: nowSeconds() + 600,
    };
    // The helper itself makes tokens the server accepts …
    await accepted(await signWithStoredKey(app, claims));
    // … so each refusal below is down to the one claim that changed.
    await refused(
      await signWithStoredKey(app, { ...claims, aud: 'https://elsewhere.example/graphql' }),
    );
    await refused(await signWithStoredKey(app, { ...claims, aud: app.config.publicUrl }));
    await refused(await signWithStoredKey(app, { ...claims, iss: 'https://elsewhere.example' }));
    await refused(await signWithStoredKey(app, { ...claims, exp: undefined }));
    await refused(await signWithStoredKey(app, { ...claims, iat: undefined }));
    await refused(await signWithStoredKey(app, { ...claims, sub: undefined }));
    await refused(await signWithStoredKey(app, { ...claims, exp: nowSeconds() - 1 }));
    await refused(await signWithStoredKey(app, { ...claims, nbf: nowSeconds() + 600 }));
  });

  it('refuses a real token once its 15 minutes are over', async () => {
    const token = await idToken(app, session.cookies);
    const issuedAt = decodeJwt(token).iat! * 1000;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(issuedAt + 14 * 60_000);
    await accepted(token);
    vi.setSystemTime(issuedAt + 15 * 60_000 + 1_000);
    await refused(token);
  });

  it('refuses a forged token on mutations too, creating nothing', async () => {
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const forged = await new SignJWT({ anon: true })
      .setProtectedHeader({ alg: 'EdDSA', kid })
      .setSubject('forged-identity')
      .setIssuer(realClaims.iss!)
      .setAudience(realClaims.aud!)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(privateKey);
    const result = await graphql(
      app,
      createUserMutation,
      { input: { firstName: 'Mallory', lastName: 'Forger', email: '', isAnonymous: true } },
      forged,
    );
    expect(result.errors?.map((error) => error.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  });

  it('trusts a rotated-in key at once and keeps trusting the old one for its tokens', async () => {
    const before = await idToken(app, session.cookies);
    await accepted(before);

    // Rotate: the current key expires, so the identity service mints a new one for the next token.
    await app.database.db
      .update(authJwks)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(authJwks.id, kid));
    const after = await idToken(app, session.cookies);
    const newKid = decodeProtectedHeader(after).kid;
    expect(newKid).not.toBe(kid);
    await accepted(after);
    // A token from the old key stays valid for the rest of its 15 minutes.
    await accepted(before);
  });

  it('stops trusting a key removed from the database once it re-reads its keys', async () => {
    const token = await idToken(app, session.cookies);
    const tokenKid = decodeProtectedHeader(token).kid!;
    let now = 0;
    const verifier = createIdTokenVerifier(app.database.db, {
      issuer: app.config.publicUrl,
      audience: idTokenAudience(app.config),
      monotonicNow: () => now,
    });
    expect(await verifier.verify(token)).toEqual({
      identityId: realClaims.sub,
      isAnonymous: false,
    });

    const [saved] = await app.database.db.select().from(authJwks).where(eq(authJwks.id, tokenKid));
    await app.database.db.delete(authJwks).where(eq(authJwks.id, tokenKid));
    try {
      now += 4 * 60_000;
      expect(await verifier.verify(token), 'still cached').not.toBeNull();
      now += 2 * 60_000;
      expect(await verifier.verify(token), 'gone after re-reading').toBeNull();
    } finally {
      await app.database.db.insert(authJwks).values(saved!);
    }
    // Back in the database: an unknown key id reloads (at most once a second) and finds it.
    expect(await verifier.verify(token)).not.toBeNull();
  });

  it('refuses a token naming a key id that does not exist', async () => {
    const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    expect(await exportJWK(publicKey)).toHaveProperty('x');
    const token = await new SignJWT({ anon: false })
      .setProtectedHeader({ alg: 'EdDSA', kid: 'no-such-key' })
      .setSubject(realClaims.sub!)
      .setIssuer(realClaims.iss!)
      .setAudience(realClaims.aud!)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(privateKey);
    await refused(token);
    const [{ count }] = (await app.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(authJwks)) as [{ count: number }];
    expect(count).toBeGreaterThan(0);
  });
});
