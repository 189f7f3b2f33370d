import { graphql } from '../../lib/graphql';

/** Work experience, in resume order (current first, then by date). */
export const WorkEventsQuery = graphql(`
  query WorkEvents {
    workEvents {
      id
      company
      position
      location
      startDate
      startDatePrecision
      endDate
      endDatePrecision
    }
  }
`);

export const WorkEventQuery = graphql(`
  query WorkEvent($id: ID!) {
    workEvent(id: $id) {
      id
      uuid
      company
      position
      location
      link
      startDate
      startDatePrecision
      endDate
      endDatePrecision
      fromSyncSvc
      accomplishments {
        id
        uuid
        description
      }
    }
  }
`);

export const CreateWorkEventMutation = graphql(`
  mutation CreateWorkEvent($input: WorkEventInput!) {
    event {
      createWorkEvent(input: $input) {
        id
      }
    }
  }
`);

export const UpdateWorkEventMutation = graphql(`
  mutation UpdateWorkEvent($id: ID!, $input: WorkEventInput!) {
    event {
      updateWorkEvent(id: $id, input: $input) {
        id
      }
    }
  }
`);

export const DeleteWorkEventMutation = graphql(`
  mutation DeleteWorkEvent($id: ID!) {
    event {
      deleteWorkEvent(id: $id)
    }
  }
`);

export const RestoreWorkEventMutation = graphql(`
  mutation RestoreWorkEvent($id: ID!) {
    event {
      restoreWorkEvent(id: $id) {
        id
      }
    }
  }
`);
