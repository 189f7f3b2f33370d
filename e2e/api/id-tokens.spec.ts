/**
 * Journey 7: the API refuses forged and expired ID tokens with UNAUTHENTICATED and accepts a
 * freshly issued one. These talk to the dev server over HTTP, without a browser.
 */
import { randomUUID } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose';
import { createAccount, graphql, meQuery } from '../support/api';
import { expect, test } from '../support/fixtures';

interface Me {
  me: { id: string; profile: { firstName: string; lastName: string } };
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

test.describe('ID tokens', () => {
  let realToken: string;

  test.beforeAll(async ({ playwright, baseURL }) => {
    const api = await playwright.request.newContext();
    realToken = (await createAccount(api, baseURL!, { label: 'tokens' })).token;
    await api.dispose();
  });

  test('a freshly issued token is accepted', async ({ request, baseURL }) => {
    const claims = decodeJwt(realToken);
    expect(claims.exp! - claims.iat!).toBeLessThanOrEqual(15 * 60);
    expect(claims.aud).toBe(`${baseURL}/graphql`);
    expect(claims).toMatchObject({ iss: baseURL, anon: false });

    const result = await graphql<Me>(request, baseURL!, meQuery, {}, realToken);
    expect(result.errors).toBeUndefined();
    expect(result.data?.me.profile).toEqual({ firstName: 'Ada', lastName: 'Lovelace' });
  });

  const refused = async (
    request: Parameters<typeof graphql>[0],
    baseURL: string,
    token: string | undefined,
  ) => {
    const result = await graphql<Me>(request, baseURL, meQuery, {}, token);
    expect(result.data?.me ?? null).toBeNull();
    expect(result.errors?.map((error) => error.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  };

  test('no token, or one that is not a JWT, is UNAUTHENTICATED', async ({ request, baseURL }) => {
    await refused(request, baseURL!, undefined);
    await refused(request, baseURL!, 'not-a-token');
    await refused(request, baseURL!, `${realToken.split('.').slice(0, 2).join('.')}.`);
  });

  test('a token signed with a key the server never issued is UNAUTHENTICATED', async ({
    request,
    baseURL,
  }) => {
    const real = decodeJwt(realToken);
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    // Everything a real token has — the same key id, issuer, audience and subject — but signed
    // with a fresh key.
    const forged = await new SignJWT({ anon: false })
      .setProtectedHeader({ alg: 'EdDSA', kid: decodeProtectedHeader(realToken).kid })
      .setSubject(real.sub!)
      .setIssuer(real.iss!)
      .setAudience(real.aud!)
      .setIssuedAt()
      .setExpirationTime('10m')
      .setJti(randomUUID())
      .sign(privateKey);
    await refused(request, baseURL!, forged);
  });

  test('a real token whose claims were edited is UNAUTHENTICATED', async ({ request, baseURL }) => {
    const [header, payload, signature] = realToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const longer = base64url({ ...claims, exp: Math.floor(Date.now() / 1000) + 365 * 24 * 3600 });
    await refused(request, baseURL!, `${header}.${longer}.${signature}`);
    // "alg: none" with the signature dropped.
    await refused(request, baseURL!, `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`);
  });

  test('an expired token is UNAUTHENTICATED', async ({ request, baseURL }) => {
    const real = decodeJwt(realToken);
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ anon: false })
      .setProtectedHeader({ alg: 'EdDSA', kid: decodeProtectedHeader(realToken).kid })
      .setSubject(real.sub!)
      .setIssuer(real.iss!)
      .setAudience(real.aud!)
      .setIssuedAt(now - 30 * 60)
      .setExpirationTime(now - 15 * 60)
      .sign(privateKey);
    expect(decodeJwt(expired).exp).toBeLessThan(now);
    await refused(request, baseURL!, expired);
  });

  test('a forged token cannot create a user record either', async ({ request, baseURL }) => {
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const forged = await new SignJWT({ anon: true })
      .setProtectedHeader({ alg: 'EdDSA', kid: decodeProtectedHeader(realToken).kid })
      .setSubject(randomUUID())
      .setIssuer(baseURL!)
      .setAudience(`${baseURL}/graphql`)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(privateKey);
    const result = await graphql(
      request,
      baseURL!,
      `
        mutation ($input: CreateUserInput!) {
          user {
            createUser(input: $input) {
              id
            }
          }
        }
      `,
      { input: { firstName: 'Mallory', lastName: 'Forger', email: '', isAnonymous: true } },
      forged,
    );
    expect(result.errors?.map((error) => error.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  });
});
