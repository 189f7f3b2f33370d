import { graphql } from '../../lib/graphql';

/** The partner's OpenID provider for a partner domain (docs/product/api.md "getAuthProviderId"). */
export const AuthProviderIdQuery = graphql(`
  query AuthProviderId($input: AuthProviderIdQueryInput!) {
    authProvider(input: $input) {
      id
    }
  }
`);
