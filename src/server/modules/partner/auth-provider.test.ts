import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/app';
import { errorOf } from '../../test-support/career-events';
import { graphql } from '../../test-support/identity';

const providerQuery = `query ($input: AuthProviderIdQueryInput!) { authProvider(input: $input) { id } }`;
const providerMutation = `mutation ($domain: String!) { authProvider(domain: $domain) { id } }`;

const provider = (domain: string) => ({
  domain,
  issuer: `http://${domain}`,
  clientId: 'my-resume',
  clientSecret: 'the-client-secret',
});

describe('authProvider', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({
      PARTNER_PROVIDERS: JSON.stringify([provider('localhost:3000'), provider('partner.example')]),
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  const lookUps = [
    ['query', (domain: string) => graphql(app, providerQuery, { input: { domain } })],
    ['mutation', (domain: string) => graphql(app, providerMutation, { domain })],
  ] as const;

  describe.each(lookUps)('as a %s', (_kind, lookUp) => {
    it("answers a configured domain's provider id without a token", async () => {
      expect(await lookUp('localhost:3000')).toEqual({
        data: { authProvider: { id: 'partner-localhost-3000' } },
      });
      expect(await lookUp('Partner.Example')).toEqual({
        data: { authProvider: { id: 'partner-partner-example' } },
      });
    });

    it('refuses an unknown domain with the catalogued message', async () => {
      expect(errorOf(await lookUp('unknown.example'))).toEqual({
        message: 'Could not fetch provider ID for domain unknown.example',
        code: 'BAD_USER_INPUT',
        field: 'domain',
      });
    });
  });

  it('never shows the client secret', async () => {
    const result = await graphql(
      app,
      `
        query {
          __type(name: "AuthProvider") {
            fields {
              name
            }
          }
        }
      `,
    );
    expect(result).toEqual({ data: { __type: { fields: [{ name: 'id' }] } } });
  });
});
