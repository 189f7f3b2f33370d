import { clientErrorCodes, IdentityError } from '../identity';

/** Why a sign-in, sign-up, anonymous start or password reset failed, as the hooks expose it. */
export interface AuthFailure {
  code: string;
}

/** The app's user record could not be created after the identity was (the GraphQL call failed). */
export class CreateUserError extends Error {
  readonly code = 'CREATE_USER_FAILED';
  constructor(override readonly cause: unknown) {
    super('The user record could not be created');
    this.name = 'CreateUserError';
  }
}

/** Failures a user causes and can fix; reported at warning level. */
const expectedCodes: ReadonlySet<string> = new Set([
  'INVALID_EMAIL_OR_PASSWORD',
  'INVALID_EMAIL',
  'INVALID_PASSWORD',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'PASSWORD_TOO_COMMON',
  'NAME_TOO_LONG',
  'NAME_FORBIDDEN_CHARACTER',
  'EMAIL_TOO_LONG',
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  clientErrorCodes.rateLimited,
  clientErrorCodes.network,
  clientErrorCodes.signUpNotCompleted,
]);

export const toAuthFailure = (error: unknown): AuthFailure => {
  if (error instanceof IdentityError || error instanceof CreateUserError)
    return { code: error.code };
  return { code: clientErrorCodes.unknown };
};

export const isExpectedFailure = (failure: AuthFailure) => expectedCodes.has(failure.code);

/** The catalogue key of the message shown for a failure. Never tells whether an email has an account. */
export function authFailureMessageKey(failure: AuthFailure) {
  switch (failure.code) {
    case 'INVALID_EMAIL_OR_PASSWORD':
    case 'INVALID_PASSWORD':
      return 'auth.errors.invalidCredentials' as const;
    case 'INVALID_EMAIL':
      return 'auth.errors.invalidEmail' as const;
    case 'PASSWORD_TOO_SHORT':
      return 'auth.errors.passwordTooShort' as const;
    case 'PASSWORD_TOO_LONG':
      return 'auth.errors.passwordTooLong' as const;
    case 'PASSWORD_TOO_COMMON':
      return 'auth.errors.passwordTooCommon' as const;
    case 'NAME_TOO_LONG':
      return 'auth.errors.nameTooLong' as const;
    case 'NAME_FORBIDDEN_CHARACTER':
      return 'auth.errors.nameForbiddenCharacter' as const;
    case 'EMAIL_TOO_LONG':
      return 'auth.errors.emailTooLong' as const;
    case 'UNTRUSTED_ORIGIN':
      return 'auth.errors.untrustedOrigin' as const;
    case 'INVALID_TOKEN':
    case 'TOKEN_EXPIRED':
      return 'auth.errors.invalidResetLink' as const;
    case clientErrorCodes.rateLimited:
      return 'auth.errors.rateLimited' as const;
    case clientErrorCodes.network:
      return 'auth.errors.network' as const;
    case clientErrorCodes.signUpNotCompleted:
      return 'auth.errors.signUpNotCompleted' as const;
    case 'CREATE_USER_FAILED':
      return 'auth.errors.createUserFailed' as const;
    default:
      return 'auth.errors.unknown' as const;
  }
}
