import { graphqlCallOf } from './fake-backend';

type Variables = Record<string, unknown>;

export const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

export const graphqlError = (message: string, code: string, path: string[]) =>
  json({ data: null, errors: [{ message, path, extensions: { code } }] });

/**
 * The fetch of a fake layered in front of another: the GraphQL operations it handles (by name)
 * are answered by it, each call recorded in `calls`, and an operation in `failures` fails once
 * with an internal error; every other request goes on to `next`.
 */
export function layeredFetch(
  operations: Record<string, (variables: Variables) => Response>,
  calls: Array<{ operation: string; variables: Variables }>,
  failures: Set<string>,
  next: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>,
) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const call = graphqlCallOf(input, init);
    if (call) {
      const { operation, variables } = call;
      const handle = operations[operation];
      if (handle) {
        calls.push({ operation, variables });
        if (failures.delete(operation)) {
          return graphqlError('Boom', 'INTERNAL_SERVER_ERROR', []);
        }
        return handle(variables);
      }
    }
    return next(input, init);
  };
}
