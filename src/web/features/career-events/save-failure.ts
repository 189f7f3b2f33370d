import type { ParseKeys } from 'i18next';
import type { CombinedError } from 'urql';
import { apiErrorCodes, errorCodeOf } from '../../lib/graphql-error-policy';
import type { FormIssue } from './event-form-resolver';
import { formFieldPath, validationMessageKey } from './validation-message';

/** Why a save failed, in the form's words: a message, the server's own text, the field at fault. */
export interface SaveFailure {
  messageKey: ParseKeys;
  /** The server's BAD_USER_INPUT message, shown as it came. */
  detail: string | null;
  fieldIssues: FormIssue[];
}

export function saveFailure(error: CombinedError): SaveFailure {
  const badInput = error.graphQLErrors.find(
    (graphqlError) => errorCodeOf(graphqlError) === apiErrorCodes.badUserInput,
  );
  if (badInput) {
    // The server names the field in `extensions.field` and why in `extensions.reason`.
    const { field, reason } = badInput.extensions ?? {};
    return {
      messageKey: 'events.form.invalidInput',
      detail: badInput.message,
      fieldIssues:
        typeof field === 'string' && field
          ? [{ path: formFieldPath(field.split('.')), message: validationMessageKey(reason) }]
          : [],
    };
  }
  return {
    messageKey: error.networkError ? 'events.form.networkError' : 'events.form.saveFailed',
    detail: null,
    fieldIssues: [],
  };
}

/**
 * The failure as a form shows it, given which paths are its fields: when the server's complaint
 * lands on one of them, that field says what is wrong (in the user's language) and the message
 * points there, rather than quoting the server's text for developers (decision 074).
 */
export function failureOnForm(
  failure: SaveFailure,
  isField: (path: string) => boolean,
): SaveFailure {
  const fieldIssues = failure.fieldIssues.filter((issue) => isField(issue.path));
  if (fieldIssues.length === 0) return { ...failure, fieldIssues };
  return { messageKey: 'events.form.fieldRefused', detail: null, fieldIssues };
}
