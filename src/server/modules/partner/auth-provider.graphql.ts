import { z } from 'zod';
import { userText } from '../../../domain/user-text';
import { builder } from '../../graphql/builder';
import { badUserInput } from '../../graphql/errors';
import { parseInput } from '../../graphql/input';
import { authProviderFor, UnknownPartnerDomainError } from './auth-provider.service';

const AuthProvider = builder.objectRef<{ id: string }>('AuthProvider').implement({
  description: "A partner's sign-in provider",
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The provider id partner sign-in uses' }),
  }),
});

const AuthProviderIdQueryInput = builder.inputType('AuthProviderIdQueryInput', {
  fields: (t) => ({
    domain: t.string({ description: 'The partner domain, such as localhost:3000' }),
  }),
});

const lookUpInputSchema = z.strictObject({ domain: userText() });

/** Runs before sign-in, so no token is needed; an unknown domain is `BAD_USER_INPUT`. */
function lookUp(providers: Parameters<typeof authProviderFor>[0], input: string) {
  const { domain } = parseInput(lookUpInputSchema, { domain: input });
  try {
    return authProviderFor(providers, domain);
  } catch (error) {
    if (error instanceof UnknownPartnerDomainError) {
      throw badUserInput(error.message, 'domain', { reason: 'invalid' });
    }
    throw error;
  }
}

builder.queryField('authProvider', (t) =>
  t.field({
    type: AuthProvider,
    description:
      'The sign-in provider for a partner domain (getAuthProviderId, docs/product/api.md)',
    args: { input: t.arg({ type: AuthProviderIdQueryInput, required: true }) },
    resolve: (_root, { input }, { partnerProviders }) => lookUp(partnerProviders, input.domain),
  }),
);

builder.mutationField('authProvider', (t) =>
  t.field({
    type: AuthProvider,
    description:
      'The sign-in provider for a partner domain (the lookup mutation, docs/product/api.md)',
    args: { domain: t.arg.string({ required: true }) },
    resolve: (_root, { domain }, { partnerProviders }) => lookUp(partnerProviders, domain),
  }),
);
