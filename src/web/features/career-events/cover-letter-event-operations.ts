import { graphql } from '../../lib/graphql';

/** Cover-letter paragraphs: openings, then bodies, then closings, each by title. */
export const CoverLetterEventsQuery = graphql(`
  query CoverLetterEvents {
    coverLetterEvents {
      id
      title
      kind
      text
      tags
    }
  }
`);

export const CoverLetterEventQuery = graphql(`
  query CoverLetterEvent($id: ID!) {
    coverLetterEvent(id: $id) {
      id
      title
      kind
      text
      tags
    }
  }
`);

export const CreateCoverLetterEventMutation = graphql(`
  mutation CreateCoverLetterEvent($input: CoverLetterEventInput!) {
    event {
      createCoverLetterEvent(input: $input) {
        id
      }
    }
  }
`);

export const UpdateCoverLetterEventMutation = graphql(`
  mutation UpdateCoverLetterEvent($id: ID!, $input: CoverLetterEventInput!) {
    event {
      updateCoverLetterEvent(id: $id, input: $input) {
        id
      }
    }
  }
`);

export const DeleteCoverLetterEventMutation = graphql(`
  mutation DeleteCoverLetterEvent($id: ID!) {
    event {
      deleteCoverLetterEvent(id: $id)
    }
  }
`);

export const RestoreCoverLetterEventMutation = graphql(`
  mutation RestoreCoverLetterEvent($id: ID!) {
    event {
      restoreCoverLetterEvent(id: $id) {
        id
      }
    }
  }
`);
