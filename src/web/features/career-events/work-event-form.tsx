import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ResultOf } from '../../lib/graphql';
import {
  careerEventLimits,
  defaultWorkEvent,
  workEventInputSchema,
  type WorkEventInput,
} from '../../../domain/career-event';
import { paths } from '../../../domain/paths';
import { dateInputOf, fieldDateOf } from './event-date-values';
import { EventForm, type SaveEvent } from './event-form';
import { eventFormResolver } from './event-form-resolver';
import { EventTextField, fieldPairSx } from './event-text-field';
import { EventPeriodFields } from './event-period-fields';
import { ListItemEditor, toFormItems, toItemInputs, type FormListItem } from './list-item-editor';
import type { WorkEventQuery } from './work-event-operations';

export interface WorkEventValues {
  uuid: string | null;
  fromSyncSvc: boolean;
  position: string;
  company: string;
  location: string;
  link: string;
  startDate: string;
  endDate: string;
  /** "I currently work here": the event is saved without an end date. */
  current: boolean;
  accomplishments: FormListItem[];
}

export const newWorkEventValues: WorkEventValues = {
  uuid: null,
  fromSyncSvc: false,
  position: defaultWorkEvent.position,
  company: defaultWorkEvent.company,
  location: defaultWorkEvent.location ?? '',
  link: defaultWorkEvent.link ?? '',
  startDate: defaultWorkEvent.startDate,
  endDate: '',
  current: false,
  accomplishments: [],
};

export const workEventValues = ({
  startDate,
  startDatePrecision,
  endDate,
  endDatePrecision,
  accomplishments,
  ...fields
}: ResultOf<typeof WorkEventQuery>['workEvent']): WorkEventValues => ({
  ...fields,
  startDate: fieldDateOf(startDate, startDatePrecision),
  endDate: fieldDateOf(endDate, endDatePrecision),
  current: endDate === null,
  accomplishments: toFormItems(accomplishments),
});

// The domain schema keeps only the event's own fields of what is spread in.
const toInput = ({
  current,
  startDate,
  endDate,
  accomplishments,
  ...fields
}: WorkEventValues): z.input<typeof workEventInputSchema> => {
  const start = dateInputOf(startDate, 'start');
  const end = dateInputOf(current ? '' : endDate, 'end');
  return {
    ...fields,
    startDate: start.date ?? '',
    startDatePrecision: start.precision,
    endDate: end.date,
    endDatePrecision: end.precision,
    accomplishments: toItemInputs(accomplishments),
  };
};

// Without an end date a job counts as current, so a past job needs one.
const resolver = eventFormResolver(workEventInputSchema, toInput, (values) =>
  values.current || values.endDate
    ? []
    : [{ path: 'endDate', message: 'events.validation.workEndRequired' }],
);

const textFields = [
  { name: 'position', autoComplete: 'organization-title', required: true },
  { name: 'company', autoComplete: 'organization', required: true },
  { name: 'location', autoComplete: 'off', required: false },
] as const;

/** A job: position, company, where, when ("I currently work here"), and its accomplishments. */
export function WorkEventForm({
  defaultValues,
  save,
}: {
  defaultValues: WorkEventValues;
  save: SaveEvent<WorkEventInput>;
}) {
  const { t } = useTranslation();
  const form = useForm<WorkEventValues, unknown, WorkEventInput>({ resolver, defaultValues });
  const { control } = form;
  return (
    <EventForm form={form} save={save} listPath={paths.workEvents()}>
      <Box sx={fieldPairSx}>
        {textFields.map(({ name, autoComplete, required }) => (
          <EventTextField
            key={name}
            control={control}
            name={name}
            label={t(`events.work.${name}`)}
            maxLength={careerEventLimits.text}
            autoComplete={autoComplete}
            required={required}
          />
        ))}
        <EventTextField
          control={control}
          name="link"
          label={t('events.work.link')}
          maxLength={careerEventLimits.link}
          type="url"
          helperText={t('events.work.linkHint')}
        />
      </Box>
      <EventPeriodFields
        form={form}
        currentName="current"
        labels={{
          start: t('events.work.startDate'),
          current: t('events.work.current'),
          end: t('events.work.endDate'),
        }}
        startRequired
        endRequired
      />
      <ListItemEditor control={control} name="accomplishments" kind="accomplishments" />
    </EventForm>
  );
}
