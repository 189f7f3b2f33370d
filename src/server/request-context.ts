import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';

export interface RequestContext {
  /** The request's logger: every line it writes carries the request id. */
  log: FastifyBaseLogger;
}

const storage = new AsyncLocalStorage<RequestContext>();

/**
 * Runs `work` with the request's logger available to everything it calls, including libraries
 * that only know the app-wide logger (identity service, email).
 */
export function runInRequestContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

/** The current request's logger, or `fallback` outside a request (boot, shutdown, timers). */
export function requestLog(fallback: FastifyBaseLogger): FastifyBaseLogger {
  return storage.getStore()?.log ?? fallback;
}
