import { partialDates, type ListItem, type PreciseDates } from '../../../../domain/career-event';
import type { Language } from '../../../../domain/language';
import { formatDateRange } from '../../../../domain/resume';
import type { ResultOf } from '../../../lib/graphql';
import type { EditorLibraryQuery } from '../../../components/document-editor/match-panel-library';

export type EventKind = 'WORK' | 'EDUCATION' | 'SKILLS';

/** A library event as the editor lists it: a label, a detail line and its bullets. */
export interface LibraryEvent {
  id: string;
  label: string;
  detail: string;
  items: ListItem[];
}

export type EditorLibrary = Record<EventKind, LibraryEvent[]>;

const join = (parts: Array<string | null | undefined>, separator: string) =>
  parts.filter((part): part is string => !!part).join(separator);

const toItems = (items: ReadonlyArray<{ id: string; description: string }>): ListItem[] =>
  items.map(({ id, description }) => ({ id, uuid: null, description }));

/** The library query's answer, by section kind. */
export function editorLibrary(
  data: ResultOf<typeof EditorLibraryQuery>,
  language: Language,
  present: string,
): EditorLibrary {
  const dateRange = (event: PreciseDates, current: boolean) => {
    const { startDate, endDate } = partialDates(event);
    return formatDateRange(startDate, endDate, current, language, present);
  };
  return {
    WORK: data.workEvents.map((event) => ({
      id: event.id,
      label: join([event.position, event.company], ' · '),
      detail: dateRange(event, event.endDate === null),
      items: toItems(event.accomplishments),
    })),
    EDUCATION: data.eduEvents.map((event) => ({
      id: event.id,
      label: join([join([event.degree, event.major], ', '), event.university], ' · '),
      detail: dateRange(event, event.attending),
      items: toItems(event.accomplishments),
    })),
    SKILLS: data.skillEvents.map((event) => ({
      id: event.id,
      label: event.name,
      detail: '',
      items: [],
    })),
  };
}
