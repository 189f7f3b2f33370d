import type { CombinedError } from 'urql';
import { refusalOf } from '../../lib/documents-client';
import { apiErrorCodes, errorCodeOf } from '../../lib/graphql-error-policy';
import type { SaveResult } from './use-autosave';

/**
 * The server's reason for refusing a save (BAD_USER_INPUT names the field): its text, and the
 * refusal the save status words in the user's language (a document too long to print, decision 075;
 * a field holding a character no store keeps, decision 074), or the plan's FORBIDDEN (decision 100).
 */
export function saveFailure(
  error: CombinedError,
): Pick<SaveResult & { ok: false }, 'message' | 'refusal'> {
  const refused = error.graphQLErrors.find(
    (graphqlError) => errorCodeOf(graphqlError) === apiErrorCodes.badUserInput,
  );
  const planRefused = error.graphQLErrors.find(
    (graphqlError) =>
      errorCodeOf(graphqlError) === apiErrorCodes.forbidden &&
      graphqlError.extensions.reason === 'planLimit',
  );
  if (planRefused) {
    const { reason, limit, maximum } = planRefused.extensions;
    return { message: planRefused.message, refusal: refusalOf({ reason, limit, maximum }) };
  }
  if (!refused) return { message: null };
  const { reason, field, sizeKiB, limitKiB } = refused.extensions;
  return { message: refused.message, refusal: refusalOf({ reason, field, sizeKiB, limitKiB }) };
}
