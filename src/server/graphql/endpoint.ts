import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GraphQLError, type GraphQLFormattedError, type ValidationContext } from 'graphql';
import mercurius from 'mercurius';
import type { IdTokenVerifier } from '../auth/id-token';
import type { Database } from '../db/database';
import type { PartnerProvider } from '../partner/partner-config';
import type { Context } from './builder';
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

/**
 * GraphQLError by shape rather than by class: graphql ships both CommonJS and ESM builds, and an
 * error made by one is not an instance of the other's class.
 */
function isGraphQLError(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === 'GraphQLError' && 'extensions' in error;
}

const bearerPrefix = 'bearer ';

function bearerToken(header: string | undefined): string | undefined {
  if (!header || header.slice(0, bearerPrefix.length).toLowerCase() !== bearerPrefix) {
    return undefined;
  }
  const token = header.slice(bearerPrefix.length).trim();
  return token || undefined;
}

/** Field names are never suggested: they would map the schema for anyone probing it. */
const withoutSuggestion = (message: string) =>
  message.replace(/ Did you mean .*\?$/, ' [Suggestion hidden]');

/** An error the request itself caused (bad JSON, wrong method, syntax, validation), if it is one. */
function requestErrors(error: GraphQLError): GraphQLFormattedError[] | null {
  const original = error.originalError as
    (Error & { errors?: unknown[]; statusCode?: number }) | undefined;
  if (original && Array.isArray(original.errors)) {
    return original.errors.map((inner) => {
      const message = inner instanceof Error ? inner.message : String(inner);
      const located = isGraphQLError(inner) ? inner : undefined;
      const code = message.startsWith('Syntax Error:')
        ? parseFailed
        : ((located?.extensions.code as string | undefined) ?? validationFailed);
      return {
        message: withoutSuggestion(message),
        ...(located?.locations ? { locations: located.locations } : {}),
        extensions: { code },
      };
    });
  }
  if (original?.statusCode && original.statusCode >= 400 && original.statusCode < 500) {
    return [{ message: original.message, extensions: { code: 'BAD_REQUEST' } }];
  }
  return null;
}

export interface GraphqlDeps {
  db: Database;
  verifier: IdTokenVerifier;
  partnerProviders: readonly PartnerProvider[];
  /** Reports an unexpected error (Sentry when configured); the client sees only the request id. */
  report: (error: unknown, requestId: string) => void;
}

interface ServedContext extends Context {
  request?: FastifyRequest;
  reply?: { request: FastifyRequest };
}

/**
 * The GraphQL endpoint, POST (and GET for queries) /graphql. Parsed and validated operations are
 * cached by their text, so a repeated operation costs only its execution. Errors raised on purpose
 * carry a code and pass through; request errors keep their message; anything else is logged and
 * reported with the request id, which is all the client sees.
 */
export async function registerGraphql(
  app: FastifyInstance,
  { db, verifier, partnerProviders, report }: GraphqlDeps,
) {
  // Its own scope: the endpoint's error handling applies to /graphql only.
  await app.register(async (scope) => {
    await scope.register(mercurius, {
      schema,
      path: '/graphql',
      graphiql: false,
      cache: 1024,
      // Operations seen twice are compiled to plain functions (graphql-jit).
      jit: 2,
      graphql: { parseOptions: { maxTokens: operationLimits.maxTokens } },
      validationRules: [
        maxDepthRule({ n: operationLimits.maxDepth, ...refuse }),
        maxAliasesRule({ n: operationLimits.maxAliases, ...refuse }),
        costLimitRule({ maxCost: operationLimits.maxCost, ...refuse }),
        maxDirectivesRule({ n: operationLimits.maxDirectives, ...refuse }),
      ],
      // Token work only for a request that carries a token.
      context: (request): Context | Promise<Context> => {
        const requestId = String(request.id);
        const token = bearerToken(request.headers.authorization);
        if (!token) return { db, caller: null, requestId, partnerProviders };
        return verifier
          .verify(token)
          .then((caller) => ({ db, caller, requestId, partnerProviders }));
      },
      errorFormatter: (execution, rawContext) => {
        const context = rawContext as unknown as ServedContext;
        const request = context.reply?.request;
        const requestId = request ? String(request.id) : context.requestId;
        let statusCode = 200;
        const errors = execution.errors.flatMap((error): GraphQLFormattedError[] => {
          const refused = requestErrors(error);
          if (refused) {
            statusCode = 400;
            return refused;
          }
          const original = error.originalError;
          if (!original && error.extensions.code) return [error.toJSON()];
          if (isGraphQLError(original) && original.extensions.code) {
            return [{ ...original.toJSON(), ...(error.path ? { path: error.path } : {}) }];
          }
          const cause = original ?? error;
          request?.log.error(
            { err: cause, ...(error.path ? { path: error.path.join('.') } : {}) },
            'unexpected error in a GraphQL request',
          );
          report(cause, requestId);
          return [
            {
              message: 'Internal server error',
              ...(error.path ? { path: error.path } : {}),
              extensions: { code: errorCodes.internal, requestId },
            },
          ];
        });
        return { statusCode, response: { data: execution.data ?? null, errors } };
      },
    });
  });
}
