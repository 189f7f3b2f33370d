import { OperationTypeNode, type GraphQLResolveInfo } from 'graphql';
import type { Context } from '../graphql/builder';

/** What each query has read, by key: a query changes nothing, so one read serves all its fields. */
const queryReads = new WeakMap<Context, Map<string, Promise<unknown>>>();

/**
 * `read`, made once per query under `key` however many fields ask for it (a list's rows), and
 * afresh in a mutation, which may have just changed what it reads.
 */
export function readOncePerQuery<Result>(
  context: Context,
  info: GraphQLResolveInfo,
  key: string,
  read: () => Promise<Result>,
): Promise<Result> {
  if (info.operation.operation !== OperationTypeNode.QUERY) return read();
  let reads = queryReads.get(context);
  if (!reads) {
    reads = new Map();
    queryReads.set(context, reads);
  }
  let done = reads.get(key) as Promise<Result> | undefined;
  if (!done) {
    done = read();
    reads.set(key, done);
  }
  return done;
}
