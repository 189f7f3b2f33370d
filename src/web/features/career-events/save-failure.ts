import type { ParseKeys } from 'i18next';
import type { CombinedError } from 'urql';
import { apiErrorCodes, errorCodeOf } from '../../lib/graphql-error-policy';
import type { FormIssue } from './event-form-resolver';
import { formFieldPath, splitServerMessage, validationMessageKey } from './validation-message';

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
    // The server names the field in `extensions.field`; its message starts with the same path.
    const field = badInput.extensions?.field;
    const split =
      typeof field === 'string' && field && badInput.message.startsWith(`${field} `)
        ? {
            path: formFieldPath(field.split('.')),
            message: badInput.message.slice(field.length + 1),
          }
        : splitServerMessage(badInput.message);
    return {
      messageKey: 'events.form.invalidInput',
      detail: badInput.message,
      fieldIssues: split
        ? [{ path: split.path, message: validationMessageKey(split.message) }]
        : [],
    };
  }
  return {
    messageKey: error.networkError ? 'events.form.networkError' : 'events.form.saveFailed',
    detail: null,
    fieldIssues: [],
  };
}
