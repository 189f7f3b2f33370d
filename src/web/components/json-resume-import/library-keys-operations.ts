import { graphql } from '../../lib/graphql';

/**
 * The event kinds a JSON Resume import adds. An import mutation invalidates every cached query that
 * holds one of them, and the keys query below names them so it is invalidated even while a list is
 * empty (an empty list carries no typename of its own).
 */
export const importedTypenames = ['WorkEvent', 'EduEvent', 'SkillEvent'];

/** The import keys (`uuid`) already in the library, to tell new entries from known ones. */
export const ImportLibraryKeysQuery = graphql(`
  query ImportLibraryKeys {
    workEvents {
      id
      uuid
    }
    eduEvents {
      id
      uuid
    }
    skillEvents {
      id
      uuid
    }
  }
`);
