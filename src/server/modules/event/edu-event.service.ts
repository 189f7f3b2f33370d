import { eduEventDates, resumeOrder, type EduEventInput } from '../../../domain/career-event';
import { eduEvents } from '../../db/schema';
import { eventStore } from './event-store';
import { mergeListItems } from './list-items';

/** Schools, in the order a resume reads them. */
export const eduEventStore = eventStore({
  table: eduEvents,
  noun: 'education events',
  order: (a, b) => resumeOrder(eduEventDates(a), eduEventDates(b)),
  importKey: (input: EduEventInput) => input.uuid,
  fromSyncSvc: (input) => input.fromSyncSvc,
  values: ({ uuid, accomplishments, coursework, fromSyncSvc, ...fields }, current) => ({
    ...fields,
    uuid: uuid ?? current?.uuid ?? null,
    fromSyncSvc: fromSyncSvc || (current?.fromSyncSvc ?? false),
    accomplishments: mergeListItems('accomplishments', accomplishments, current?.accomplishments),
    coursework: mergeListItems('coursework', coursework, current?.coursework),
  }),
});
