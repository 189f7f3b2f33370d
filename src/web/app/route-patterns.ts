import { paths } from '../../domain/paths';

const marker = '__param__';

/** A router pattern from a path builder of src/domain/paths.ts: its parameter becomes `:name`. */
const pattern = (build: (value: string) => string, name: string) =>
  build(marker).replace(marker, `:${name}`);

/** The router's patterns for the parameterised routes, derived from the one paths module. */
export const routePatterns = {
  blogArticle: pattern(paths.blogArticle, 'slug'),
  editResume: pattern(paths.editResume, 'id'),
  editCoverLetter: pattern(paths.editCoverLetter, 'id'),
  editWorkEvent: pattern(paths.editWorkEvent, 'eventId'),
  editEduEvent: pattern(paths.editEduEvent, 'eventId'),
  editOtherEvent: pattern(paths.editOtherEvent, 'eventId'),
  editCoverLetterEvent: pattern(paths.editCoverLetterEvent, 'eventId'),
} as const;
