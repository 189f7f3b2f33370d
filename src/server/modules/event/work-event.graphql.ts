import { workEventInputSchema } from '../../../domain/career-event';
import type { WorkEventRow } from '../../db/schema';
import { builder } from '../../graphql/builder';
import {
  Accomplishment,
  DatePrecision,
  importKeyDescription,
  ListItemInput,
  registerEventKind,
} from './event.graphql';
import { workEventStore } from './work-event.service';

const WorkEvent = builder.objectRef<WorkEventRow>('WorkEvent').implement({
  description: 'A job in the library; no end date means the user still works there',
  fields: (t) => ({
    id: t.exposeID('id'),
    uuid: t.exposeString('uuid', { nullable: true }),
    company: t.exposeString('company'),
    position: t.exposeString('position'),
    location: t.exposeString('location'),
    link: t.exposeString('link'),
    startDate: t.expose('startDate', { type: 'YearMonth' }),
    startDatePrecision: t.expose('startDatePrecision', { type: DatePrecision }),
    endDate: t.expose('endDate', { type: 'YearMonth', nullable: true }),
    endDatePrecision: t.expose('endDatePrecision', { type: DatePrecision }),
    accomplishments: t.expose('accomplishments', { type: [Accomplishment] }),
    fromSyncSvc: t.exposeBoolean('fromSyncSvc'),
  }),
});

export const WorkEventInput = builder.inputType('WorkEventInput', {
  fields: (t) => ({
    uuid: t.string({ required: false, description: importKeyDescription }),
    company: t.string(),
    position: t.string(),
    location: t.string({ required: false }),
    link: t.string({ required: false }),
    startDate: t.field({ type: 'YearMonth' }),
    startDatePrecision: t.field({ type: DatePrecision, required: false }),
    endDate: t.field({ type: 'YearMonth', required: false }),
    endDatePrecision: t.field({ type: DatePrecision, required: false }),
    accomplishments: t.field({ type: [ListItemInput], required: false }),
    fromSyncSvc: t.boolean({ required: false }),
  }),
});

registerEventKind({
  name: 'WorkEvent',
  type: WorkEvent,
  input: WorkEventInput,
  schema: workEventInputSchema,
  store: workEventStore,
});
