import { graphql } from '../../lib/graphql';

/** The user's cover letters for the list page, the last changed first. */
export const CoverLettersQuery = graphql(`
  query CoverLetters {
    coverLetters {
      id
      name
      updatedAt
      targetJob {
        position
        company
      }
      missingPlaceholders
      share {
        id
        enabled
        indexable
        viewCount
      }
    }
  }
`);

/** Everything the editor edits. */
export const CoverLetterQuery = graphql(`
  query CoverLetter($id: ID!) {
    coverLetter(id: $id) {
      id
      name
      updatedAt
      readOnly
      targetJob {
        position
        company
        hiringManager
        description
      }
      content
      share {
        id
        enabled
        indexable
        viewCount
      }
    }
  }
`);

/** The paragraphs a letter picks from. */
export const LetterLibraryQuery = graphql(`
  query LetterLibrary {
    coverLetterEvents {
      id
      kind
      title
      text
      tags
    }
  }
`);

export const CreateCoverLetterMutation = graphql(`
  mutation CreateCoverLetter($input: CreateCoverLetterInput!) {
    coverLetter {
      createCoverLetter(input: $input) {
        id
      }
    }
  }
`);

export const UpdateCoverLetterMutation = graphql(`
  mutation UpdateCoverLetter($id: ID!, $input: UpdateCoverLetterInput!) {
    coverLetter {
      updateCoverLetter(id: $id, input: $input) {
        id
        name
        updatedAt
      }
    }
  }
`);

export const DuplicateCoverLetterMutation = graphql(`
  mutation DuplicateCoverLetter($id: ID!, $name: String!) {
    coverLetter {
      duplicateCoverLetter(id: $id, name: $name) {
        id
      }
    }
  }
`);

export const DeleteCoverLetterMutation = graphql(`
  mutation DeleteCoverLetter($id: ID!) {
    coverLetter {
      deleteCoverLetter(id: $id)
    }
  }
`);

export const RestoreCoverLetterMutation = graphql(`
  mutation RestoreCoverLetter($id: ID!) {
    coverLetter {
      restoreCoverLetter(id: $id) {
        id
      }
    }
  }
`);

export const SetCoverLetterSharingMutation = graphql(`
  mutation SetCoverLetterSharing($id: ID!, $input: DocumentSharingInput!) {
    coverLetter {
      setCoverLetterSharing(id: $id, input: $input) {
        id
        share {
          id
          enabled
          indexable
          viewCount
        }
      }
    }
  }
`);

export const ReplaceCoverLetterShareLinkMutation = graphql(`
  mutation ReplaceCoverLetterShareLink($id: ID!) {
    coverLetter {
      replaceCoverLetterShareLink(id: $id) {
        id
        share {
          id
          enabled
          indexable
          viewCount
        }
      }
    }
  }
`);

/** The user's resumes a new letter can match (the last changed first). */
export const LetterResumesQuery = graphql(`
  query LetterResumes {
    resumes {
      id
      name
      updatedAt
    }
  }
`);

/** What the list page runs (src/web/components/documents/document-list-page.tsx). */
export const coverLetterListOperations = {
  list: CoverLettersQuery,
  update: UpdateCoverLetterMutation,
  duplicate: DuplicateCoverLetterMutation,
  delete: DeleteCoverLetterMutation,
  restore: RestoreCoverLetterMutation,
};
