import { resumeOrder, workEventDates, type WorkEventInput } from '../../../domain/career-event';
import { workEvents } from '../../db/schema';
import { eventStore } from './event-store';
import { mergeListItems } from './list-items';

/** Jobs, in the order a resume reads them. */
export const workEventStore = eventStore({
  table: workEvents,
  noun: 'work events',
  order: (a, b) => resumeOrder(workEventDates(a), workEventDates(b)),
  importKey: (input: WorkEventInput) => input.uuid,
  fromSyncSvc: (input) => input.fromSyncSvc,
  values: ({ uuid, accomplishments, fromSyncSvc, ...fields }, current) => ({
    ...fields,
    uuid: uuid ?? current?.uuid ?? null,
    fromSyncSvc: fromSyncSvc || (current?.fromSyncSvc ?? false),
    accomplishments: mergeListItems('accomplishments', accomplishments, current?.accomplishments),
  }),
});
