import { graphql } from '../../lib/graphql';

/** The partner's OpenID provider for a partner domain (spec §7 "getAuthProviderId"). */
export const AuthProviderIdQuery = graphql(`
  query AuthProviderId($input: AuthProviderIdQueryInput!) {
    authProvider(input: $input) {
      id
    }
  }
`);
