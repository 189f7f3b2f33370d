import { graphql } from './graphql';

/** The profile query (docs/product/api.md "getUserMetadata / me"). */
export const MeQuery = graphql(`
  query Me {
    me {
      id
      headshotURL
      savviestProduct
      isAdmin
      language
      profile {
        firstName
        lastName
        mjUserId
        mjDomain
      }
    }
  }
`);

/** Creates the app's user record for the signed-in identity (docs/product/api.md). */
export const CreateUserMutation = graphql(`
  mutation CreateUser($input: CreateUserInput!) {
    user {
      createUser(input: $input) {
        id
        email
        firstName
        lastName
        isAnonymous
      }
    }
  }
`);
