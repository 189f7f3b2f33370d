import { graphql } from '../../lib/graphql';

/** Education, in resume order (attending first, then by date). */
export const EduEventsQuery = graphql(`
  query EduEvents {
    eduEvents {
      id
      university
      degree
      major
      startDate
      startDatePrecision
      endDate
      endDatePrecision
      attending
    }
  }
`);

export const EduEventQuery = graphql(`
  query EduEvent($id: ID!) {
    eduEvent(id: $id) {
      id
      uuid
      university
      degree
      major
      minor
      location
      link
      startDate
      startDatePrecision
      endDate
      endDatePrecision
      attending
      fromSyncSvc
      accomplishments {
        id
        uuid
        description
      }
      coursework {
        id
        description
      }
    }
  }
`);

export const CreateEduEventMutation = graphql(`
  mutation CreateEduEvent($input: EduEventInput!) {
    event {
      createEduEvent(input: $input) {
        id
      }
    }
  }
`);

export const UpdateEduEventMutation = graphql(`
  mutation UpdateEduEvent($id: ID!, $input: EduEventInput!) {
    event {
      updateEduEvent(id: $id, input: $input) {
        id
      }
    }
  }
`);

export const DeleteEduEventMutation = graphql(`
  mutation DeleteEduEvent($id: ID!) {
    event {
      deleteEduEvent(id: $id)
    }
  }
`);

export const RestoreEduEventMutation = graphql(`
  mutation RestoreEduEvent($id: ID!) {
    event {
      restoreEduEvent(id: $id) {
        id
      }
    }
  }
`);
