import { graphql } from '../../../lib/graphql';

/** Adds the new events of a JSON Resume in one transaction. */
export const ImportEventsMutation = graphql(`
  mutation ImportEvents($input: ImportEventsInput!) {
    event {
      importEvents(input: $input) {
        work
        edu
        skills
        skipped
      }
    }
  }
`);
