import { graphql, type ResultOf } from '../../lib/graphql';

/**
 * Everything the tracker shows of an application: the board, the table and the detail (unmasked:
 * the operations' answers carry the fields themselves).
 */
export const JobApplicationFields = graphql(`
  fragment JobApplicationFields on JobApplication @_unmask {
    id
    company
    position
    postingUrl
    location
    remote
    salary {
      min
      max
      currency
      period
    }
    source
    stage
    order
    history {
      stage
      at
    }
    deadline
    nextFollowUp
    excitement
    notes
    contacts {
      id
      name
      role
      email
      phone
      link
      notes
    }
    sentDocuments {
      id
      kind
      name
      sentAt
      sourceId
    }
    archived
    archivedReason
    createdAt
    updatedAt
  }
`);

export type JobApplication = ResultOf<typeof JobApplicationFields>;

/** The user's applications, archived ones included: by stage, then board order. */
export const JobApplicationsQuery = graphql(
  `
    query JobApplications {
      jobApplications {
        ...JobApplicationFields
      }
    }
  `,
  [JobApplicationFields],
);

export const CreateJobApplicationMutation = graphql(
  `
    mutation CreateJobApplication($input: CreateJobApplicationInput!) {
      job {
        createJobApplication(input: $input) {
          ...JobApplicationFields
        }
      }
    }
  `,
  [JobApplicationFields],
);

export const UpdateJobApplicationMutation = graphql(
  `
    mutation UpdateJobApplication($id: ID!, $input: UpdateJobApplicationInput!) {
      job {
        updateJobApplication(id: $id, input: $input) {
          ...JobApplicationFields
        }
      }
    }
  `,
  [JobApplicationFields],
);

export const MoveJobApplicationMutation = graphql(
  `
    mutation MoveJobApplication($id: ID!, $stage: JobStage!, $position: Int!, $at: String) {
      job {
        moveJobApplication(id: $id, stage: $stage, position: $position, at: $at) {
          ...JobApplicationFields
        }
      }
    }
  `,
  [JobApplicationFields],
);

export const ArchiveJobApplicationMutation = graphql(
  `
    mutation ArchiveJobApplication($id: ID!, $reason: ArchiveReason!) {
      job {
        archiveJobApplication(id: $id, reason: $reason) {
          ...JobApplicationFields
        }
      }
    }
  `,
  [JobApplicationFields],
);

export const UnarchiveJobApplicationMutation = graphql(
  `
    mutation UnarchiveJobApplication($id: ID!) {
      job {
        unarchiveJobApplication(id: $id) {
          ...JobApplicationFields
        }
      }
    }
  `,
  [JobApplicationFields],
);

export const DeleteJobApplicationMutation = graphql(`
  mutation DeleteJobApplication($id: ID!) {
    job {
      deleteJobApplication(id: $id)
    }
  }
`);

export const RestoreJobApplicationMutation = graphql(
  `
    mutation RestoreJobApplication($id: ID!) {
      job {
        restoreJobApplication(id: $id) {
          ...JobApplicationFields
        }
      }
    }
  `,
  [JobApplicationFields],
);

export const DetachDocumentMutation = graphql(
  `
    mutation DetachDocument($id: ID!, $sentDocumentId: ID!) {
      job {
        detachDocument(id: $id, sentDocumentId: $sentDocumentId) {
          ...JobApplicationFields
        }
      }
    }
  `,
  [JobApplicationFields],
);

export const CreateCalendarFeedMutation = graphql(`
  mutation CreateCalendarFeed($language: DocumentLanguage) {
    job {
      createCalendarFeed(language: $language) {
        url
      }
    }
  }
`);

export const RevokeCalendarFeedMutation = graphql(`
  mutation RevokeCalendarFeed {
    job {
      revokeCalendarFeed
    }
  }
`);

/**
 * How each resume sent with an application matches its posting, as it was sent: asked only when
 * the application's details are open (each band reads the frozen resume).
 */
export const SentDocumentMatchesQuery = graphql(`
  query SentDocumentMatches($id: ID!) {
    jobApplication(id: $id) {
      id
      sentDocuments {
        id
        match {
          band
        }
      }
    }
  }
`);
