import { graphql } from '../../lib/graphql';

/** What the profile page shows (decision 103). */
export const ProfileQuery = graphql(`
  query Profile {
    me {
      id
      email
      isAnonymous
      hasPassword
      language
      headshotURL
      profile {
        firstName
        lastName
        mjDomain
      }
    }
  }
`);

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    user {
      updateProfile(input: $input) {
        id
        language
        profile {
          firstName
          lastName
        }
      }
    }
  }
`);
