import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggableError } from './loggable-error';
import { createTestApp, type TestApp } from './test-support/app';
import {
  authRequest,
  createUserMutation,
  graphql,
  graphqlResponse,
  meQuery,
  signUp,
  testPassword,
} from './test-support/identity';

/**
 * What the server does when something really breaks underneath it: here the database goes away
 * while the server keeps running. This file has its own server, because the database does not
 * come back.
 */
describe('when the database goes away under a running server', () => {
  let app: TestApp;
  let token: string;
  let resumeContent: unknown;
  const reported: Array<{ error: unknown; requestId: string }> = [];

  beforeAll(async () => {
    app = await createTestApp(
      {},
      { report: (error, requestId) => reported.push({ error, requestId }) },
    );
    ({ idToken: token } = await signUp(app, 'failure@example.com'));
    const created = await graphql(
      app,
      createUserMutation,
      {
        input: {
          firstName: 'Fail',
          lastName: 'Safe',
          email: 'failure@example.com',
          isAnonymous: false,
        },
      },
      token,
    );
    expect(created.errors).toBeUndefined();
    // Everything works while the database is up (and the signing keys are now known).
    expect((await graphql(app, meQuery, {}, token)).errors).toBeUndefined();
    const resume = await graphql<{ resume: { createResume: { content: unknown } } }>(
      app,
      `
        mutation ($input: CreateResumeInput!) {
          resume {
            createResume(input: $input) {
              content
            }
          }
        }
      `,
      { input: { name: 'Before' } },
      token,
    );
    expect(resume.errors).toBeUndefined();
    resumeContent = resume.data?.resume.createResume.content;
    expect((await app.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    await app.database.close();
  });
  afterAll(async () => {
    await app?.close();
  });

  const errorLinesFor = (requestId: string) =>
    app.logs.filter((line) => line.level >= 50 && line.reqId === requestId);

  it('masks a GraphQL failure: fixed message, INTERNAL_SERVER_ERROR, the request id, details only in the log', async () => {
    // A write always reaches the database (`me` may be answered from the recent-user cache).
    const response = await graphqlResponse(
      app,
      createUserMutation,
      {
        input: {
          firstName: 'Fail',
          lastName: 'Again',
          email: 'failure@example.com',
          isAnonymous: false,
        },
      },
      token,
    );
    const requestId = String(response.headers['x-request-id']);
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const body = response.json() as {
      data?: unknown;
      errors?: Array<{ message: string; path?: string[]; extensions?: Record<string, unknown> }>;
    };
    expect(body.data ?? null).toBeNull();
    expect(body.errors).toEqual([
      {
        message: 'Internal server error',
        path: ['user', 'createUser'],
        extensions: { code: 'INTERNAL_SERVER_ERROR', requestId },
      },
    ]);

    const lines = errorLinesFor(requestId);
    expect(lines).toHaveLength(1);
    const logged = lines[0]!;
    expect(logged.msg).toBe('unexpected error in a GraphQL request');
    const err = logged.err as { message: string; stack: string };
    expect(err.message.length).toBeGreaterThan(0);
    expect(err.stack).toBeTruthy();
    // The cause is in the log, not in the answer.
    expect(response.body).not.toContain(err.message);
    expect(response.body).not.toMatch(/select|pglite|pool|postgres/i);

    expect(reported.map((entry) => entry.requestId)).toContain(requestId);
  });

  // What a user wrote, which no log line or report may carry (decision 074).
  const usersText = 'Quokka résumé line 7731 from Zanzibar';
  const carriesUsersText = () =>
    JSON.stringify(app.logs).includes(usersText) ||
    reported.some(({ error }) => JSON.stringify(loggableError(error)).includes(usersText));

  it('logs a failed GraphQL operation by its name and request id, never its variables', async () => {
    const response = await app.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: JSON.stringify({
        query: `mutation KeepResume($input: CreateResumeInput!) { resume { createResume(input: $input) { id } } }`,
        operationName: 'KeepResume',
        variables: { input: { name: usersText, targetJob: { description: usersText } } },
      }),
    });
    const requestId = String(response.headers['x-request-id']);
    const body = response.json() as { errors?: Array<{ extensions?: { code?: unknown } }> };
    expect(body.errors?.map((error) => error.extensions?.code)).toEqual(['INTERNAL_SERVER_ERROR']);
    const lines = errorLinesFor(requestId);
    expect(lines.map(({ msg, operationName, path }) => ({ msg, operationName, path }))).toEqual([
      {
        msg: 'unexpected error in a GraphQL request',
        operationName: 'KeepResume',
        path: 'resume.createResume',
      },
    ]);
    expect(carriesUsersText()).toBe(false);
  });

  it('logs a failed document request by its route and request id, never the draft', async () => {
    const response = await app.app.inject({
      method: 'POST',
      url: '/api/resumes/preview',
      headers: { authorization: `Bearer ${token}` },
      payload: { content: { ...(resumeContent as object), summary: usersText } },
    });
    expect(response.statusCode).toBe(500);
    const requestId = String(response.headers['x-request-id']);
    expect(
      errorLinesFor(requestId).map(({ msg, method, route }) => ({ msg, method, route })),
    ).toEqual([{ msg: 'unexpected error', method: 'POST', route: '/api/resumes/preview' }]);
    expect(response.body).not.toContain(usersText);
    expect(carriesUsersText()).toBe(false);
  });

  it('masks a failure of the identity service the same way', async () => {
    const response = await authRequest(app, '/sign-in/email', {
      email: 'failure@example.com',
      password: testPassword,
    });
    const requestId = String(response.headers['x-request-id']);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Internal server error',
      requestId,
    });
    const lines = errorLinesFor(requestId);
    expect(lines.map((line) => line.msg)).toEqual(['unexpected error']);
    const err = lines[0]!.err as { message: string };
    expect(err.message).toMatch(/^Failed query: select .* from "auth_user"/);
    expect(response.body).not.toContain('auth_user');
  });

  it('answers the health check with 503', async () => {
    const response = await app.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable' });
    const requestId = String(response.headers['x-request-id']);
    expect(errorLinesFor(requestId).map((line) => line.msg)).toEqual([
      'health check: database unreachable',
    ]);
  });

  it('still refuses an unsigned request as UNAUTHENTICATED, not as a failure', async () => {
    const result = await graphql(app, meQuery);
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
