/**
 * An unexpected error as the log and the error reporter get it: what failed and where, never the
 * data (decision 074). A failed query's error carries its parameters (drizzle's `params:` line
 * and `params` field), which are the user's text; database errors add `detail` and `where` with
 * values. Kept: the error's name, message without the parameters, stack, `code`, and its causes
 * the same way.
 */
export interface LoggableError {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  cause?: LoggableError;
}

/** drizzle's "Failed query: <sql>\nparams: <values>": the SQL stays, the values go. */
const withoutParams = (message: string) => message.replace(/\nparams: [\s\S]*$/, '');

export function loggableError(error: unknown, depth = 0): LoggableError {
  if (!(error instanceof Error))
    return { type: typeof error, message: 'a non-Error value was thrown' };
  const message = withoutParams(error.message);
  const stack = error.stack?.includes(error.message)
    ? error.stack.replace(error.message, message)
    : undefined;
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message,
    ...(stack ? { stack } : {}),
    ...(typeof code === 'string' ? { code } : {}),
    ...(error.cause !== undefined && depth < 4
      ? { cause: loggableError(error.cause, depth + 1) }
      : {}),
  };
}

/** The same, as an Error for an error reporter (Sentry groups by name and stack). */
export function reportableError(error: unknown): Error {
  const { type, message, stack } = loggableError(error);
  const reported = new Error(message);
  reported.name = type;
  if (stack) reported.stack = stack;
  return reported;
}
