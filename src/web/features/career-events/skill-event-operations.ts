import { graphql } from '../../lib/graphql';

/** Skills, in the user's order. */
export const SkillEventsQuery = graphql(`
  query SkillEvents {
    skillEvents {
      id
      name
      category
      level
      keywords
    }
  }
`);

export const SkillEventQuery = graphql(`
  query SkillEvent($id: ID!) {
    skillEvent(id: $id) {
      id
      uuid
      name
      category
      level
      keywords
    }
  }
`);

export const CreateSkillEventMutation = graphql(`
  mutation CreateSkillEvent($input: SkillEventInput!) {
    event {
      createSkillEvent(input: $input) {
        id
      }
    }
  }
`);

export const UpdateSkillEventMutation = graphql(`
  mutation UpdateSkillEvent($id: ID!, $input: SkillEventInput!) {
    event {
      updateSkillEvent(id: $id, input: $input) {
        id
      }
    }
  }
`);

export const DeleteSkillEventMutation = graphql(`
  mutation DeleteSkillEvent($id: ID!) {
    event {
      deleteSkillEvent(id: $id)
    }
  }
`);

export const RestoreSkillEventMutation = graphql(`
  mutation RestoreSkillEvent($id: ID!) {
    event {
      restoreSkillEvent(id: $id) {
        id
      }
    }
  }
`);

/** Gives the listed skills positions 0…n-1 in this order. */
export const ReorderSkillEventsMutation = graphql(`
  mutation ReorderSkillEvents($ids: [ID!]!) {
    event {
      reorderSkillEvents(ids: $ids) {
        id
        sortOrder
      }
    }
  }
`);
