import { graphql } from '../../lib/graphql';

/** The user's resumes for the list page, the last changed first. */
export const ResumesQuery = graphql(`
  query Resumes {
    resumes {
      id
      name
      updatedAt
      targetJob {
        title
        company
      }
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
export const ResumeQuery = graphql(`
  query Resume($id: ID!) {
    resume(id: $id) {
      id
      name
      updatedAt
      readOnly
      targetJob {
        title
        company
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

export const CreateResumeMutation = graphql(`
  mutation CreateResume($input: CreateResumeInput!) {
    resume {
      createResume(input: $input) {
        id
      }
    }
  }
`);

export const UpdateResumeMutation = graphql(`
  mutation UpdateResume($id: ID!, $input: UpdateResumeInput!) {
    resume {
      updateResume(id: $id, input: $input) {
        id
        name
        updatedAt
      }
    }
  }
`);

export const DuplicateResumeMutation = graphql(`
  mutation DuplicateResume($id: ID!, $name: String!) {
    resume {
      duplicateResume(id: $id, name: $name) {
        id
      }
    }
  }
`);

export const DeleteResumeMutation = graphql(`
  mutation DeleteResume($id: ID!) {
    resume {
      deleteResume(id: $id)
    }
  }
`);

export const RestoreResumeMutation = graphql(`
  mutation RestoreResume($id: ID!) {
    resume {
      restoreResume(id: $id) {
        id
      }
    }
  }
`);

export const SetResumeSharingMutation = graphql(`
  mutation SetResumeSharing($id: ID!, $input: DocumentSharingInput!) {
    resume {
      setResumeSharing(id: $id, input: $input) {
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

export const ReplaceResumeShareLinkMutation = graphql(`
  mutation ReplaceResumeShareLink($id: ID!) {
    resume {
      replaceResumeShareLink(id: $id) {
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

/** A JSON Resume as a new resume: its new events join the library, in one transaction. */
export const ImportResumeMutation = graphql(`
  mutation ImportResume($input: ImportResumeInput!) {
    resume {
      importResume(input: $input) {
        id
      }
    }
  }
`);

/** What the list page runs (src/web/components/documents/document-list-page.tsx). */
export const resumeListOperations = {
  list: ResumesQuery,
  update: UpdateResumeMutation,
  duplicate: DuplicateResumeMutation,
  delete: DeleteResumeMutation,
  restore: RestoreResumeMutation,
};
