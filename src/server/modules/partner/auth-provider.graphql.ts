import { builder } from '../../graphql/builder';
import { badUserInput } from '../../graphql/errors';
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

/** Runs before sign-in, so no token is needed; an unknown domain is `BAD_USER_INPUT`. */
function lookUp(providers: Parameters<typeof authProviderFor>[0], domain: string) {
  try {
    return authProviderFor(providers, domain);
  } catch (error) {
    if (error instanceof UnknownPartnerDomainError) throw badUserInput(error.message, 'domain');
    throw error;
  }
}

builder.queryField('authProvider', (t) =>
  t.field({
    type: AuthProvider,
    description: "The sign-in provider for a partner domain (the spec's getAuthProviderId)",
    args: { input: t.arg({ type: AuthProviderIdQueryInput, required: true }) },
    resolve: (_root, { input }, { partnerProviders }) => lookUp(partnerProviders, input.domain),
  }),
);

builder.mutationField('authProvider', (t) =>
  t.field({
    type: AuthProvider,
    description: "The sign-in provider for a partner domain (the spec's lookup mutation)",
    args: { domain: t.arg.string({ required: true }) },
    resolve: (_root, { domain }, { partnerProviders }) => lookUp(partnerProviders, domain),
  }),
);
