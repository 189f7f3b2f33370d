import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { CombinedError } from 'urql';
import { apiErrorCodes, errorCodeOf } from '../../lib/graphql-error-policy';
import { planRefusalIn, type PlanRefusal } from '../../lib/plan-operations';
import { reasonValidationKey } from './validation';

/** Why a new document was not created, when no field of the form says it: the alert's words. */
export interface CreationFailure {
  reason: 'invalidInput' | 'networkError' | 'createFailed';
  /** The server's BAD_USER_INPUT message, shown as it came. */
  detail: string;
  /** The plan's refusal (a fourth resume, a Premium template): worded as the plan says. */
  plan?: PlanRefusal;
}

/**
 * A failed create, shown on the form: when the server names one of the form's fields (in
 * `extensions.field`, with the `reason` why, decision 074) that field says what is wrong in the
 * user's language and takes the focus, and null is answered; otherwise what the alert says.
 */
export function creationFailure<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values, unknown, unknown>, 'getValues' | 'setError' | 'setFocus'>,
  error: CombinedError | undefined,
): CreationFailure | null {
  const plan = planRefusalIn(error);
  if (plan) return { reason: 'createFailed', detail: '', plan };
  const badInput = error?.graphQLErrors.find(
    (graphqlError) => errorCodeOf(graphqlError) === apiErrorCodes.badUserInput,
  );
  if (!badInput) {
    return { reason: error?.networkError ? 'networkError' : 'createFailed', detail: '' };
  }
  const { field, reason } = badInput.extensions ?? {};
  const path = typeof field === 'string' ? (field as Path<Values>) : null;
  if (path && typeof form.getValues(path) === 'string') {
    form.setError(path, { type: 'server', message: reasonValidationKey(reason) });
    form.setFocus(path);
    return null;
  }
  return { reason: 'invalidInput', detail: badInput.message };
}
