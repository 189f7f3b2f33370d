import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, type ValidationContext } from 'graphql';
import { createYoga } from 'graphql-yoga';
import type { IdTokenVerifier } from '../auth/id-token';
import type { Database } from '../db/database';
import type { Context } from './builder';
import { errorCodes } from './errors';
import { currentRequestId, requestLog } from '../request-context';
import { schema } from './schema';

interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

/**
 * GraphQLError by shape rather than by class: graphql ships both CommonJS and ESM builds, and an
 * error made by one is not an instance of the other's class.
 */
function isGraphQLError(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === 'GraphQLError' && 'extensions' in error;
}

const bearerPrefix = 'bearer ';

function bearerToken(header: string | undefined): string | undefined {
  if (!header || header.slice(0, bearerPrefix.length).toLowerCase() !== bearerPrefix)
    return undefined;
  const token = header.slice(bearerPrefix.length).trim();
  return token || undefined;
}

export interface GraphqlDeps {
  db: Database;
  verifier: IdTokenVerifier;
  log: FastifyBaseLogger;
  /** Reports an unexpected error (Sentry when configured); the client sees only the request id. */
  report: (error: unknown, requestId: string) => void;
}

/** What one operation may ask for (graphql-armor); beyond it the operation is refused unrun. */
export const operationLimits = {
  maxDepth: 10,
  maxAliases: 15,
  maxCost: 5000,
  maxDirectives: 20,
  maxTokens: 2000,
} as const;

/**
 * A refused operation is the caller's mistake, reported like any other validation error
 * (`GRAPHQL_VALIDATION_FAILED`). graphql-armor's default throws from inside validation instead,
 * which would surface as an internal error.
 */
const refuse = {
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) => {
      const refusal = new GraphQLError(error.message.replace(/^Syntax Error: /, ''), {
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      });
      if (context) context.reportError(refusal);
      else throw refusal;
    },
  ],
};

export function createGraphqlHandler({ db, verifier, log, report }: GraphqlDeps) {
  return createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    logging: log,
    plugins: [
      EnvelopArmorPlugin({
        maxDepth: { n: operationLimits.maxDepth, ...refuse },
        maxAliases: { n: operationLimits.maxAliases, ...refuse },
        costLimit: { maxCost: operationLimits.maxCost, ...refuse },
        maxDirectives: { n: operationLimits.maxDirectives, ...refuse },
        maxTokens: { n: operationLimits.maxTokens, ...refuse },
        blockFieldSuggestion: { enabled: true },
      }),
    ],
    maskedErrors: {
      // Errors raised on purpose carry a code and pass through; anything else is logged and reported
      // with the request id, and the client sees only that id.
      maskError(error) {
        if (isGraphQLError(error)) {
          const original = error.originalError;
          if (!original && (error.extensions.code || error.extensions.http)) return error;
          if (isGraphQLError(original) && original.extensions.code) return original;
        }
        const requestId = currentRequestId() ?? 'unknown';
        const cause = isGraphQLError(error) ? (error.originalError ?? error) : error;
        requestLog(log).error(
          {
            err: cause,
            ...(isGraphQLError(error) && error.path ? { path: error.path.join('.') } : {}),
          },
          'unexpected error in a GraphQL request',
        );
        report(cause, requestId);
        return new GraphQLError('Internal server error', {
          path: isGraphQLError(error) ? error.path : undefined,
          extensions: { code: errorCodes.internal, requestId },
        });
      },
    },
    context: async ({ req, request }): Promise<Context> => {
      const token = bearerToken(request.headers.get('authorization') ?? undefined);
      const caller = token ? await verifier.verify(token) : null;
      return { db, caller, requestId: String(req.id) };
    },
  });
}
