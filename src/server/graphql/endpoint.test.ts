import { GraphQLError, GraphQLScalarType, Kind, parseValue } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/app';
import {
  createUserMutation,
  graphql,
  graphqlResponse,
  meQuery,
  signUp,
} from '../test-support/identity';
import { schema } from './schema';
import { operationLimits } from './endpoint';

const yearMonth = schema.getType('YearMonth') as GraphQLScalarType;

/** The error a call throws, or a failure when it does not throw. */
function thrownBy(work: () => unknown): GraphQLError | Error {
  try {
    work();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected an error, none was thrown');
}

describe('the YearMonth scalar', () => {
  it('is the scalar the schema serves', () => {
    expect(yearMonth).toBeInstanceOf(GraphQLScalarType);
    expect(yearMonth.name).toBe('YearMonth');
  });

  it('accepts YYYY-MM variables unchanged', () => {
    expect(yearMonth.parseValue('2024-01')).toBe('2024-01');
    expect(yearMonth.parseValue('1999-12')).toBe('1999-12');
  });

  it.each(['2024-1', '2024-13', '2024-01-01', '0000-01', '', 202401, null, { y: 2024 }])(
    'refuses the variable %j with BAD_USER_INPUT and "{value} is not a YearMonth"',
    (value) => {
      const error = thrownBy(() => yearMonth.parseValue(value)) as GraphQLError;
      expect(error).toBeInstanceOf(GraphQLError);
      expect(error.extensions.code).toBe('BAD_USER_INPUT');
      expect(error.message).toMatch(/ is not a YearMonth$/);
      if (typeof value === 'string') expect(error.message).toBe(`${value} is not a YearMonth`);
    },
  );

  it('reads string literals by the same rule, and names a non-string literal as written', () => {
    expect(yearMonth.parseLiteral(parseValue('"2024-06"'), undefined)).toBe('2024-06');
    const bad = thrownBy(() => yearMonth.parseLiteral(parseValue('"2024-6"'), undefined));
    expect(bad).toMatchObject({
      message: '2024-6 is not a YearMonth',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const number = thrownBy(() => yearMonth.parseLiteral(parseValue('202406'), undefined));
    expect(number).toMatchObject({
      message: '202406 is not a YearMonth',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(parseValue('202406').kind).toBe(Kind.INT);
  });

  it('serializes a Date as its UTC month and a YYYY-MM string as itself', () => {
    expect(yearMonth.serialize(new Date('2024-03-31T23:00:00Z'))).toBe('2024-03');
    expect(yearMonth.serialize('2024-03')).toBe('2024-03');
  });

  it('treats a bad value on the way out as a server bug, not the caller’s input', () => {
    const error = thrownBy(() => yearMonth.serialize('2024-3'));
    expect(error.message).toBe('2024-3 is not a YearMonth');
    expect(error).not.toBeInstanceOf(GraphQLError);
  });
});

describe('the GraphQL endpoint', () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await createTestApp();
    ({ idToken: token } = await signUp(app, 'graphql@example.com'));
    const created = await graphql(
      app,
      createUserMutation,
      {
        input: {
          firstName: 'Query',
          lastName: 'Runner',
          email: 'graphql@example.com',
          isAnonymous: false,
        },
      },
      token,
    );
    expect(created.errors).toBeUndefined();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('refuses a YearMonth literal in an operation with the exact message and BAD_USER_INPUT', async () => {
    for (const literal of ['"2024-1"', '"2024-13"', '"2024-01-01"', '"0000-01"']) {
      const result = await graphql(app, `query ($month: YearMonth = ${literal}) { __typename }`);
      expect(result.data ?? null).toBeNull();
      expect(result.errors).toContainEqual(
        expect.objectContaining({
          message: `${JSON.parse(literal) as string} is not a YearMonth`,
          extensions: { code: 'BAD_USER_INPUT' },
        }),
      );
    }
  });

  it('accepts a good YearMonth literal (the only other complaint is the unused variable)', async () => {
    const result = await graphql(app, 'query ($month: YearMonth = "2024-01") { __typename }');
    expect(result.errors?.map((error) => error.message)).toEqual([
      'Variable "$month" is never used.',
    ]);
  });

  const refusal = async (query: string, message: RegExp) => {
    const response = await graphqlResponse(app, query, {}, token);
    const result = response.json() as {
      data?: unknown;
      errors?: Array<{ message: string; extensions?: { code?: string } }>;
    };
    expect(result.data ?? null).toBeNull();
    expect(result.errors).toHaveLength(1);
    expect(result.errors?.[0]?.message).toMatch(message);
    expect(result.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    return response;
  };

  it('runs an ordinary operation within every limit', async () => {
    const result = await graphql<{ me: { profile: { firstName: string } } }>(
      app,
      meQuery,
      {},
      token,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.me.profile.firstName).toBe('Query');
  });

  it('refuses an operation deeper than the limit', async () => {
    let selection = 'name';
    for (let level = 0; level < operationLimits.maxDepth; level++) {
      selection = `ofType { ${selection} }`;
    }
    await refusal(
      `{ __type(name: "Me") { fields { type { ${selection} } } } }`,
      new RegExp(`^Query depth limit of ${operationLimits.maxDepth} exceeded, found \\d+\\.$`),
    );
  });

  it('refuses an operation with too many aliases', async () => {
    const within = Array.from(
      { length: operationLimits.maxAliases },
      (_, i) => `a${i}: me { id }`,
    ).join(' ');
    const allowed = await graphql(app, `{ ${within} }`, {}, token);
    expect(allowed.errors).toBeUndefined();

    const beyond = Array.from(
      { length: operationLimits.maxAliases + 1 },
      (_, i) => `a${i}: me { id }`,
    ).join(' ');
    await refusal(
      `{ ${beyond} }`,
      new RegExp(
        `^Aliases limit of ${operationLimits.maxAliases} exceeded, found ${operationLimits.maxAliases + 1}\\.$`,
      ),
    );
  });

  it('refuses an operation whose cost is over the limit (a fragment fan-out)', async () => {
    // Shallow and short, but every level multiplies the work by twelve.
    const fragments = ['fragment F0 on Me { id headshotURL savviestProduct }'];
    for (let level = 1; level <= 3; level++) {
      const spreads = Array.from({ length: 12 }, () => `...F${level - 1}`).join(' ');
      fragments.push(`fragment F${level} on Me { ${spreads} }`);
    }
    await refusal(
      `query { me { ...F3 } } ${fragments.join(' ')}`,
      new RegExp(
        `^Query Cost limit of ${operationLimits.maxCost} exceeded, found \\d+(\\.\\d+)?\\.$`,
      ),
    );
  });

  it('refuses an operation with too many tokens before parsing all of it', async () => {
    const fields = Array.from({ length: operationLimits.maxTokens }, () => 'id').join(' ');
    const response = await graphqlResponse(app, `{ me { ${fields} } }`, {}, token);
    expect(response.statusCode).toBe(400);
    const result = response.json() as {
      errors?: Array<{ message: string; extensions?: { code?: string } }>;
    };
    expect(result.errors?.[0]).toMatchObject({
      // graphql's own wording ("more that") may be corrected one day.
      message: expect.stringMatching(
        new RegExp(
          `^Syntax Error: Document contains more tha[nt] ${operationLimits.maxTokens} tokens`,
        ),
      ),
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
    });
  });

  it('never suggests field names', async () => {
    const typo = await graphql(app, '{ mee { id } }');
    expect(typo.errors?.[0]?.message).toBe(
      'Cannot query field "mee" on type "Query". [Suggestion hidden]',
    );
    const nested = await graphql(app, '{ me { idd } }', {}, token);
    expect(nested.errors?.[0]?.message).not.toMatch(/Did you mean/);
    expect(nested.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('answers a syntax error with GRAPHQL_PARSE_FAILED and runs nothing', async () => {
    const result = await graphql(app, 'query {');
    expect(result.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('answers the same the first time and once the operation is compiled', async () => {
    const answers = [];
    for (let run = 0; run < 3; run++) {
      answers.push(await graphql(app, meQuery, {}, token));
      answers.push(await graphql(app, meQuery));
    }
    expect(answers[0]?.data).toMatchObject({ me: { profile: { firstName: 'Query' } } });
    expect(answers[1]?.errors?.[0]).toMatchObject({
      message: 'Not signed in',
      path: ['me'],
      extensions: { code: 'UNAUTHENTICATED' },
    });
    for (let run = 1; run < 3; run++) {
      expect(answers[2 * run]).toEqual(answers[0]);
      expect(answers[2 * run + 1]).toEqual(answers[1]);
    }
  });

  it('refuses bad variables with 400 every time, compiled or not', async () => {
    const query = 'query ($name: String!) { __type(name: $name) { name } }';
    for (let run = 0; run < 3; run++) {
      const response = await graphqlResponse(app, query, { name: 5 });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        data: null,
        errors: [
          {
            message:
              'Variable "$name" got invalid value 5; String cannot represent a non string value: 5',
            locations: [{ line: 1, column: 8 }],
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
          },
        ],
      });
    }
    expect((await graphql(app, query, { name: 'Query' })).data).toEqual({
      __type: { name: 'Query' },
    });
  });

  it('runs the operation named by operationName, and refuses a name that picks none', async () => {
    const query = 'query A { __typename } query B { me { id } }';
    const post = (operationName?: string) =>
      app.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ query, operationName }),
      });
    expect((await post('A')).json()).toEqual({ data: { __typename: 'Query' } });
    for (const [name, message] of [
      [undefined, 'Must provide operation name if query contains multiple operations.'],
      ['C', 'Unknown operation named "C".'],
    ] as const) {
      const response = await post(name);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        data: null,
        errors: [{ message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }],
      });
    }
  });

  it('runs queries over GET, with variables, and refuses mutations there', async () => {
    const get = (params: Record<string, string>) =>
      app.app.inject({ method: 'GET', url: `/graphql?${new URLSearchParams(params).toString()}` });
    const hello = await get({ query: '{ __typename }' });
    expect(hello.statusCode).toBe(200);
    expect(hello.json()).toEqual({ data: { __typename: 'Query' } });
    const withVariables = await get({
      query: 'query ($name: String!) { __type(name: $name) { name } }',
      variables: JSON.stringify({ name: 'Query' }),
    });
    expect(withVariables.json()).toEqual({ data: { __type: { name: 'Query' } } });
    const refusedOperations: Array<Record<string, string>> = [
      { query: createUserMutation },
      { query: 'query A { __typename } mutation B { __typename }', operationName: 'B' },
    ];
    for (const params of refusedOperations) {
      const refused = await get(params);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        data: null,
        errors: [
          {
            message: 'Operation cannot be performed via a GET request',
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
          },
        ],
      });
    }
  });

  it('takes an application/graphql body, and answers a body it cannot read with BAD_REQUEST', async () => {
    const graphqlBody = await app.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/graphql' },
      payload: '{ __typename }',
    });
    expect(graphqlBody.json()).toEqual({ data: { __typename: 'Query' } });
    for (const [headers, payload, message] of [
      [
        { 'content-type': 'application/json' },
        '{ not json',
        "Body is not valid JSON but content-type is set to 'application/json'",
      ],
      [{ 'content-type': 'application/json' }, '{}', 'Unknown query'],
      [{}, '{ __typename }', 'Unsupported Media Type'],
    ] as const) {
      const response = await app.app.inject({ method: 'POST', url: '/graphql', headers, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        data: null,
        errors: [{ message, extensions: { code: 'BAD_REQUEST' } }],
      });
    }
  });

  it('logs nothing at error level for refused operations', () => {
    const errors = app.logs.filter((line) => line.level >= 50);
    expect(errors).toEqual([]);
  });
});
