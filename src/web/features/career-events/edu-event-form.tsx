import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ResultOf } from '../../lib/graphql';
import {
  careerEventLimits,
  eduEventInputSchema,
  type EduEventInput,
} from '../../../domain/career-event';
import { paths } from '../../../domain/paths';
import { dateInputOf, fieldDateOf } from './event-date-values';
import { EventForm, type SaveEvent } from './event-form';
import { eventFormResolver } from './event-form-resolver';
import { EventTextField, fieldPairSx } from './event-text-field';
import { EventPeriodFields } from './event-period-fields';
import type { EduEventQuery } from './edu-event-operations';
import { ListItemEditor, toFormItems, toItemInputs, type FormListItem } from './list-item-editor';

export interface EduEventValues {
  uuid: string | null;
  fromSyncSvc: boolean;
  university: string;
  degree: string;
  major: string;
  minor: string;
  location: string;
  link: string;
  startDate: string;
  endDate: string;
  /** "I currently attend": the event is saved without an end date. */
  attending: boolean;
  accomplishments: FormListItem[];
  coursework: FormListItem[];
}

export const newEduEventValues: EduEventValues = {
  uuid: null,
  fromSyncSvc: false,
  university: '',
  degree: '',
  major: '',
  minor: '',
  location: '',
  link: '',
  startDate: '',
  endDate: '',
  attending: false,
  accomplishments: [],
  coursework: [],
};

export const eduEventValues = ({
  startDate,
  startDatePrecision,
  endDate,
  endDatePrecision,
  accomplishments,
  coursework,
  ...fields
}: ResultOf<typeof EduEventQuery>['eduEvent']): EduEventValues => ({
  ...fields,
  startDate: fieldDateOf(startDate, startDatePrecision),
  endDate: fieldDateOf(endDate, endDatePrecision),
  accomplishments: toFormItems(accomplishments),
  coursework: toFormItems(coursework.map((course) => ({ ...course, uuid: null }))),
});

// The domain schema keeps only the event's own fields of what is spread in.
const toInput = ({
  startDate,
  endDate,
  accomplishments,
  coursework,
  ...fields
}: EduEventValues): z.input<typeof eduEventInputSchema> => {
  const start = dateInputOf(startDate, 'start');
  const end = dateInputOf(fields.attending ? '' : endDate, 'end');
  return {
    ...fields,
    startDate: start.date,
    startDatePrecision: start.precision,
    endDate: end.date,
    endDatePrecision: end.precision,
    accomplishments: toItemInputs(accomplishments),
    coursework: toItemInputs(coursework),
  };
};

const resolver = eventFormResolver(eduEventInputSchema, toInput);

const optionalTextFields = ['degree', 'major', 'minor', 'location'] as const;

/** A school: where, what, when ("I currently attend"), accomplishments and coursework. */
export function EduEventForm({
  defaultValues,
  save,
}: {
  defaultValues: EduEventValues;
  save: SaveEvent<EduEventInput>;
}) {
  const { t } = useTranslation();
  const form = useForm<EduEventValues, unknown, EduEventInput>({ resolver, defaultValues });
  const { control } = form;
  return (
    <EventForm form={form} save={save} listPath={paths.eduEvents()}>
      <EventTextField
        control={control}
        name="university"
        label={t('events.edu.university')}
        maxLength={careerEventLimits.text}
        required
      />
      <Box sx={fieldPairSx}>
        {optionalTextFields.map((name) => (
          <EventTextField
            key={name}
            control={control}
            name={name}
            label={t(`events.edu.${name}`)}
            maxLength={careerEventLimits.text}
          />
        ))}
      </Box>
      <EventTextField
        control={control}
        name="link"
        label={t('events.edu.link')}
        maxLength={careerEventLimits.link}
        type="url"
        helperText={t('events.edu.linkHint')}
      />
      <EventPeriodFields
        form={form}
        currentName="attending"
        labels={{
          start: t('events.edu.startDate'),
          current: t('events.edu.attending'),
          end: t('events.edu.endDate'),
        }}
      />
      <ListItemEditor control={control} name="accomplishments" kind="accomplishments" />
      <ListItemEditor control={control} name="coursework" kind="coursework" />
    </EventForm>
  );
}
