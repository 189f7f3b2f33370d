import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  execute,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLFormattedError,
  type OperationDefinitionNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import secureJson from 'secure-json-parse';
import { shortened } from '../../domain/user-text';
import { bearerToken } from '../auth/bearer-token';
import type { IdTokenVerifier } from '../auth/id-token';
import type { Database } from '../db/database';
import type { PartnerProvider } from '../partner/partner-config';
import type { PlanSettings } from '../modules/plan/plan.service';
import { createAttemptLimiter } from '../attempt-limiter';
import { giftRedeemLimits } from '../modules/gift/gift.service';
import { loggableError, reportableError } from '../loggable-error';
import { Lru } from '../lru';
import type { AdminDeps, Context, PaymentsDeps } from './builder';
import { errorCodes } from './errors';
import { schema } from './schema';

/** What one operation may ask for; beyond it the operation is refused unrun. */
export const operationLimits = {
  maxDepth: 10,
  maxAliases: 15,
  maxCost: 5000,
  maxDirectives: 20,
  maxTokens: 2000,
} as const;

const validationFailed = 'GRAPHQL_VALIDATION_FAILED';
const parseFailed = 'GRAPHQL_PARSE_FAILED';
const badRequest = 'BAD_REQUEST';

/**
 * A refused operation is the caller's mistake, reported like any other validation error.
 * graphql-armor's default throws from inside validation instead, which would surface as a failure.
 */
const refuse = {
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) => {
      const refusal = new GraphQLError(error.message.replace(/^Syntax Error: /, ''), {
        extensions: { code: validationFailed },
      });
      if (context) context.reportError(refusal);
      else throw refusal;
    },
  ],
};

/** graphql's own rules, then the operation limits. */
const validationRules: readonly ValidationRule[] = [
  ...specifiedRules,
  maxDepthRule({ n: operationLimits.maxDepth, ...refuse }),
  maxAliasesRule({ n: operationLimits.maxAliases, ...refuse }),
  costLimitRule({ maxCost: operationLimits.maxCost, ...refuse }),
  maxDirectivesRule({ n: operationLimits.maxDirectives, ...refuse }),
];

/**
 * GraphQLError by shape rather than by class: graphql ships both CommonJS and ESM builds, and an
 * error made by one is not an instance of the other's class.
 */
function isGraphQLError(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === 'GraphQLError' && 'extensions' in error;
}

/** Field names are never suggested: they would map the schema for anyone probing it. */
const withoutSuggestion = (message: string) =>
  message.replace(/ Did you mean .*\?$/, ' [Suggestion hidden]');

/**
 * A syntax, validation or variable error as the caller sees it: its message (without suggestions),
 * where it is in the operation, and its code (`GRAPHQL_PARSE_FAILED` for syntax, the error's own
 * code when it has one, `GRAPHQL_VALIDATION_FAILED` otherwise). Nothing else of it is sent.
 */
function refusalOf(error: GraphQLError): GraphQLFormattedError {
  const code = error.message.startsWith('Syntax Error:')
    ? parseFailed
    : ((error.extensions?.code as string | undefined) ?? validationFailed);
  return {
    message: withShortQuotes(withoutSuggestion(error.message)),
    ...(error.locations ? { locations: error.locations } : {}),
    extensions: { code },
  };
}

/** A JSON string literal in a message, as graphql-js quotes the values it refuses. */
const quotedText = /"(?:[^"\\]|\\.)*"/g;
const longestMessage = 1000;

/**
 * A refusal never echoes a large input back: each quoted value is cut to a short prefix, and the
 * whole message to 1000 characters (graphql-js quotes a refused variable whole).
 */
function withShortQuotes(message: string): string {
  const short = message.replace(quotedText, (quoted) => {
    const inner = quoted.slice(1, -1);
    if (inner.length <= 40) return quoted;
    // Not half an escape sequence before the ellipsis.
    return `"${shortened(inner, 40).replace(/\\(?:u[0-9a-fA-F]{0,3})?…$/, '…')}"`;
  });
  return shortened(short, longestMessage);
}

/** A request the endpoint refuses before running anything: 400 and what was wrong with it. */
class RequestRefused extends Error {
  constructor(readonly errors: readonly GraphQLFormattedError[]) {
    super(errors[0]?.message ?? 'Bad request');
  }
}

const refusal = (message: string, code: string) =>
  new RequestRefused([{ message, extensions: { code } }]);

const cachedOperations = 1024;
const longestCachedOperation = 32 * 1024;

/** An operation text that parsed and validated, and its compiled forms once it is seen again. */
interface Prepared {
  document: DocumentNode;
  uses: number;
  /** By operation name: the compiled operation, or null when graphql-jit cannot compile it. */
  compiled: Map<string | undefined, CompiledQuery | null>;
}

/** Parsed and validated operations, by their text. */
const accepted = new Lru<Prepared>(cachedOperations);
/** Operations refused by the parser or the validation, by their text: they never evict good ones. */
const refused = new Lru<RequestRefused>(cachedOperations);

/** Keeps what became of an operation text, unless the text is too long to be worth a slot. */
function remember<Value>(cache: Lru<Value>, source: string, value: Value) {
  if (source.length <= longestCachedOperation) cache.set(source, value, 1);
}

/** The operation's text parsed and validated, once per text; a `RequestRefused` otherwise. */
function prepared(source: string): Prepared {
  const known = accepted.get(source);
  if (known) return known;
  const refusedBefore = refused.get(source);
  if (refusedBefore) throw refusedBefore;
  let document: DocumentNode;
  try {
    document = parse(source, { maxTokens: operationLimits.maxTokens });
  } catch (error) {
    if (!isGraphQLError(error)) throw error;
    const refusal = new RequestRefused([refusalOf(error)]);
    remember(refused, source, refusal);
    throw refusal;
  }
  const errors = validate(schema, document, validationRules);
  if (errors.length > 0) {
    const refusal = new RequestRefused(errors.map(refusalOf));
    remember(refused, source, refusal);
    throw refusal;
  }
  const entry: Prepared = { document, uses: 0, compiled: new Map() };
  remember(accepted, source, entry);
  return entry;
}

/**
 * The operation compiled to a plain function (graphql-jit) from its second use on, as Mercurius
 * did; null for its first use, or when it cannot be compiled (graphql-js runs it then).
 */
function compiledFor(entry: Prepared, operationName: string | undefined): CompiledQuery | null {
  entry.uses++;
  if (entry.uses < 2) return null;
  let compiled = entry.compiled.get(operationName);
  if (compiled === undefined) {
    const result = compileQuery(schema, entry.document, operationName);
    compiled = isCompiledQuery(result) ? result : null;
    entry.compiled.set(operationName, compiled);
  }
  return compiled;
}

/**
 * graphql's own variable errors for an operation that declares variables, so that both ways of
 * running it refuse bad variables with the same words; none when the variables are good.
 */
function variableErrors(
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | null | undefined,
): readonly GraphQLError[] | undefined {
  if (!operation.variableDefinitions?.length) return undefined;
  const coerced = getVariableValues(schema, operation.variableDefinitions, variables ?? {}, {
    maxErrors: 50,
  });
  return coerced.errors;
}

/** The JSON-encoded `variables` or `extensions` of a GET request. */
function fromQueryString(value: string | undefined): unknown {
  if (value === undefined) return undefined;
  try {
    return secureJson.parse(value);
  } catch (error) {
    throw refusal((error as Error).message, badRequest);
  }
}

/** The operation a request names, for the log: its name and kind, never its variables. */
function operationOf(request: FastifyRequest): { operationName?: string } {
  const source = (request.method === 'GET' ? request.query : request.body) as
    { operationName?: unknown } | undefined;
  const name = source?.operationName;
  return typeof name === 'string' && name ? { operationName: shortened(name, 100) } : {};
}

export interface GraphqlDeps {
  db: Database;
  verifier: IdTokenVerifier;
  partnerProviders: readonly PartnerProvider[];
  /** The server's public address, for links it gives out (a calendar feed's). */
  publicUrl: string;
  admin: AdminDeps;
  plans: PlanSettings;
  payments: PaymentsDeps;
  /** Reports an unexpected error (Sentry when configured); the client sees only the request id. */
  report: (error: unknown, requestId: string) => void;
}

interface OperationRequest {
  query?: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

interface GetParameters {
  query?: string;
  operationName?: string | null;
  variables?: string;
  extensions?: string;
}

const operationProperties = {
  query: { type: 'string' },
  persisted: { type: 'boolean' },
  operationName: { type: ['string', 'null'] },
} as const;

/**
 * The answer's shape for the 2xx answers (the serializer follows it: properties in this order, and
 * the path of an error as strings).
 */
const responseSchema = {
  '2xx': {
    type: 'object',
    properties: {
      data: { type: ['object', 'null'], additionalProperties: true },
      errors: {
        type: 'array',
        items: {
          type: 'object',
          required: ['message'],
          properties: {
            message: { type: 'string' },
            locations: {
              type: 'array',
              items: {
                type: 'object',
                properties: { line: { type: 'integer' }, column: { type: 'integer' } },
              },
            },
            path: { type: 'array', items: { type: 'string' } },
            extensions: {
              type: 'object',
              properties: { code: { type: 'string' } },
              additionalProperties: true,
            },
          },
        },
      },
      extensions: { type: 'object', additionalProperties: true },
    },
  },
} as const;

/**
 * The GraphQL endpoint, POST (and GET for queries) /graphql, on graphql-js itself. Parsed and
 * validated operations are cached by their text, so a repeated operation costs only its execution.
 * Errors raised on purpose carry a code and pass through; request errors (bad body, syntax,
 * validation, variables) answer 400 with their message; anything else is logged and reported with
 * the request id, which is all the client sees.
 */
export async function registerGraphql(
  app: FastifyInstance,
  { db, verifier, partnerProviders, publicUrl, admin, plans, payments, report }: GraphqlDeps,
) {
  const giftRedeemAttempts = createAttemptLimiter(giftRedeemLimits);
  /** Logs and reports an unexpected error once; the caller gets only the request id. */
  function masked(
    request: FastifyRequest,
    cause: unknown,
    path: ReadonlyArray<string | number> | undefined,
  ): GraphQLFormattedError {
    const requestId = String(request.id);
    // The operation and where it failed, never its variables: they hold what users wrote.
    request.log.error(
      {
        err: loggableError(cause),
        ...operationOf(request),
        ...(path ? { path: path.join('.') } : {}),
      },
      'unexpected error in a GraphQL request',
    );
    report(reportableError(cause), requestId);
    return {
      message: 'Internal server error',
      ...(path ? { path } : {}),
      extensions: { code: errorCodes.internal, requestId },
    };
  }

  /** The answer to an executed operation: coded errors as they are, the others masked. */
  function answer(request: FastifyRequest, reply: FastifyReply, result: ExecutionResult) {
    const { errors } = result;
    if (!errors) return result;
    // No `data` at all: the operation never started (operation name, variables).
    if (!('data' in result)) {
      reply.code(400);
      return { data: null, errors: errors.map(refusalOf) };
    }
    return {
      data: result.data ?? null,
      errors: errors.map((error): GraphQLFormattedError => {
        const original = error.originalError;
        // graphql-jit's errors have no `extensions` unless their cause had some.
        if (!original && error.extensions?.code) return error.toJSON();
        if (isGraphQLError(original) && original.extensions?.code) {
          return { ...original.toJSON(), ...(error.path ? { path: error.path } : {}) };
        }
        return masked(request, original ?? error, error.path);
      }),
    };
  }

  /** Runs one operation for a request; GET runs queries only. */
  function run(
    request: FastifyRequest,
    reply: FastifyReply,
    { query, operationName: name, variables }: OperationRequest,
    queriesOnly: boolean,
  ) {
    if (!query) throw refusal('Unknown query', badRequest);
    const operationName = name ?? undefined;
    const entry = prepared(query);
    const { document } = entry;
    // None when the name does not pick exactly one operation: graphql-js says why, below.
    const operation = getOperationAST(document, operationName);
    if (queriesOnly && operation && operation.operation !== 'query') {
      throw refusal('Operation cannot be performed via a GET request', validationFailed);
    }
    let compiled: CompiledQuery | null = null;
    if (operation) {
      const errors = variableErrors(operation, variables);
      if (errors) throw new RequestRefused(errors.map(refusalOf));
      compiled = compiledFor(entry, operationName);
    }
    const requestId = String(request.id);
    const executeWith = (contextValue: Context) =>
      compiled
        ? compiled.query(undefined, contextValue, variables ?? {})
        : execute({ schema, document, contextValue, variableValues: variables, operationName });
    // Token work only for a request that carries a token; without one, an operation that needs no
    // promise is answered without one.
    const token = bearerToken(request.headers.authorization);
    if (!token) {
      const result = executeWith({
        db,
        caller: null,
        requestId,
        partnerProviders,
        publicUrl,
        admin,
        plans,
        payments,
        clientAddress: request.ip,
        giftRedeemAttempts,
      });
      return result instanceof Promise
        ? result.then((done: ExecutionResult) => answer(request, reply, done))
        : answer(request, reply, result);
    }
    return (async () => {
      const caller = await verifier.verify(token);
      const result = await executeWith({
        db,
        caller,
        requestId,
        partnerProviders,
        publicUrl,
        admin,
        plans,
        payments,
        clientAddress: request.ip,
        giftRedeemAttempts,
      });
      return answer(request, reply, result);
    })();
  }

  // Its own scope: the endpoint's error handling and body types apply to /graphql only.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/graphql',
      { parseAs: 'string' },
      (_request, body, done) => done(null, { query: body }),
    );

    // What fails before or around the operation: the body (malformed, too large, wrong type) is
    // the caller's mistake; anything else is masked.
    scope.setErrorHandler((error: FastifyError | RequestRefused, request, reply) => {
      if (error instanceof RequestRefused) {
        return reply.code(400).send({ data: null, errors: error.errors });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.code(400).send({
          data: null,
          errors: [{ message: error.message, extensions: { code: badRequest } }],
        });
      }
      return reply
        .code(status >= 500 ? status : 500)
        .send({ data: null, errors: [masked(request, error, undefined)] });
    });

    scope.post<{ Body: OperationRequest }>(
      '/graphql',
      {
        schema: {
          body: {
            type: 'object',
            properties: {
              ...operationProperties,
              variables: { type: ['object', 'null'] },
              extensions: { type: 'object' },
            },
          },
          response: responseSchema,
        },
        attachValidation: true,
      },
      (request, reply) => {
        if (request.validationError) {
          throw refusal(request.validationError.message, validationFailed);
        }
        return run(request, reply, request.body, false);
      },
    );

    scope.get<{ Querystring: GetParameters }>(
      '/graphql',
      {
        schema: {
          querystring: {
            type: 'object',
            properties: {
              ...operationProperties,
              // JSON, as text
              variables: { type: 'string' },
              extensions: { type: 'string' },
            },
          },
          response: responseSchema,
        },
        attachValidation: true,
      },
      (request, reply) => {
        if (request.validationError) {
          throw refusal(request.validationError.message, validationFailed);
        }
        const { query, operationName, variables, extensions } = request.query;
        const parsedVariables = fromQueryString(variables) as OperationRequest['variables'];
        fromQueryString(extensions);
        return run(request, reply, { query, operationName, variables: parsedVariables }, true);
      },
    );
  });
}
