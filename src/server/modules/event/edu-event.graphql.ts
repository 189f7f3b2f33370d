import { eduEventInputSchema } from '../../../domain/career-event';
import type { EduEventRow } from '../../db/schema';
import { builder } from '../../graphql/builder';
import {
  Accomplishment,
  DatePrecision,
  Course,
  importKeyDescription,
  ListItemInput,
  registerEventKind,
} from './event.graphql';
import { eduEventStore } from './edu-event.service';

const EduEvent = builder.objectRef<EduEventRow>('EduEvent').implement({
  description: 'A school in the library; while attending there is no end date',
  fields: (t) => ({
    id: t.exposeID('id'),
    uuid: t.exposeString('uuid', { nullable: true }),
    university: t.exposeString('university'),
    degree: t.exposeString('degree'),
    location: t.exposeString('location'),
    link: t.exposeString('link'),
    major: t.exposeString('major'),
    minor: t.exposeString('minor'),
    startDate: t.expose('startDate', { type: 'YearMonth', nullable: true }),
    startDatePrecision: t.expose('startDatePrecision', { type: DatePrecision }),
    endDate: t.expose('endDate', { type: 'YearMonth', nullable: true }),
    endDatePrecision: t.expose('endDatePrecision', { type: DatePrecision }),
    attending: t.exposeBoolean('attending'),
    accomplishments: t.expose('accomplishments', { type: [Accomplishment] }),
    coursework: t.expose('coursework', { type: [Course] }),
    fromSyncSvc: t.exposeBoolean('fromSyncSvc'),
  }),
});

export const EduEventInput = builder.inputType('EduEventInput', {
  fields: (t) => ({
    uuid: t.string({ required: false, description: importKeyDescription }),
    university: t.string(),
    degree: t.string({ required: false }),
    major: t.string({ required: false }),
    minor: t.string({ required: false }),
    location: t.string({ required: false }),
    link: t.string({ required: false }),
    startDate: t.field({ type: 'YearMonth', required: false }),
    startDatePrecision: t.field({ type: DatePrecision, required: false }),
    endDate: t.field({ type: 'YearMonth', required: false }),
    endDatePrecision: t.field({ type: DatePrecision, required: false }),
    attending: t.boolean({ required: false }),
    accomplishments: t.field({ type: [ListItemInput], required: false }),
    coursework: t.field({ type: [ListItemInput], required: false }),
    fromSyncSvc: t.boolean({ required: false }),
  }),
});

registerEventKind({
  name: 'EduEvent',
  type: EduEvent,
  input: EduEventInput,
  schema: eduEventInputSchema,
  store: eduEventStore,
});
