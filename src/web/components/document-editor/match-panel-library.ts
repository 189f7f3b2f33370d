import type { ListItem } from '../../../domain/career-event';
import type { ResumeLibrary } from '../../../domain/resume';
import { graphql, type ResultOf } from '../../lib/graphql';

/**
 * The whole library, for both editors: every field that can prove a skill, as the Match panel
 * profiles it; the resume editor also lists its events from it.
 */
export const EditorLibraryQuery = graphql(`
  query EditorLibrary {
    workEvents {
      id
      company
      position
      location
      link
      startDate
      startDatePrecision
      endDate
      endDatePrecision
      accomplishments {
        id
        description
      }
    }
    eduEvents {
      id
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
      accomplishments {
        id
        description
      }
      coursework {
        id
        description
      }
    }
    skillEvents {
      id
      name
      category
      level
      keywords
    }
  }
`);

const toItems = (items: ReadonlyArray<{ id: string; description: string }>): ListItem[] =>
  items.map(({ id, description }) => ({ id, uuid: null, description }));

/** The query's answer as the engine reads a library. */
export function matchLibraryOf(data: ResultOf<typeof EditorLibraryQuery>): ResumeLibrary {
  return {
    work: data.workEvents.map(({ accomplishments, ...event }) => ({
      ...event,
      accomplishments: toItems(accomplishments),
    })),
    edu: data.eduEvents.map(({ accomplishments, coursework, ...event }) => ({
      ...event,
      accomplishments: toItems(accomplishments),
      coursework: toItems(coursework),
    })),
    skills: data.skillEvents.map((skill) => ({ ...skill, keywords: [...skill.keywords] })),
  };
}
