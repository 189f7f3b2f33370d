import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/app';
import { graphql, signUp } from '../../test-support/identity';

const meQuery = `query { me { id headshotURL savviestProduct profile { firstName lastName mjUserId mjDomain } } }`;
const createUserMutation = `mutation ($input: CreateUserInput!) { user { createUser(input: $input) { id email firstName lastName isAnonymous } } }`;

describe('me and user.createUser', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers UNAUTHENTICATED without a token', async () => {
    const result = await graphql(app, meQuery);
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers NO_USER_FOUND for an identity without a user record, then the record after createUser', async () => {
    const { idToken } = await signUp(app, 'ada@example.com');
    const before = await graphql(app, meQuery, {}, idToken);
    expect(before.errors?.[0]).toMatchObject({
      message: 'NoUserFoundError',
      extensions: { code: 'NO_USER_FOUND' },
    });

    const created = await graphql(
      app,
      createUserMutation,
      {
        input: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@example.com',
          isAnonymous: false,
        },
      },
      idToken,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data).toEqual({
      user: {
        createUser: {
          id: expect.any(String),
          email: 'ada@example.com',
          firstName: 'Ada',
          lastName: 'Lovelace',
          isAnonymous: false,
        },
      },
    });

    const after = await graphql(app, meQuery, {}, idToken);
    expect(after).toEqual({
      data: {
        me: {
          id: (created.data as { user: { createUser: { id: string } } }).user.createUser.id,
          headshotURL: null,
          savviestProduct: 'FREE',
          profile: { firstName: 'Ada', lastName: 'Lovelace', mjUserId: null, mjDomain: null },
        },
      },
    });
  });

  it('refuses an email that is not the account’s own', async () => {
    const { idToken } = await signUp(app, 'grace@example.com');
    const result = await graphql(
      app,
      createUserMutation,
      {
        input: {
          firstName: 'Grace',
          lastName: 'Hopper',
          email: 'someone@else.com',
          isAnonymous: false,
        },
      },
      idToken,
    );
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'email',
    });
  });
});
