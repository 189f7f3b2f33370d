import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ResultOf } from '../../lib/graphql';
import {
  careerEventLimits,
  coverLetterEventInputSchema,
  defaultCoverLetterEvent,
  paragraphKinds,
  type CoverLetterEventInput,
  type ParagraphKind,
} from '../../../domain/career-event';
import { paths } from '../../../domain/paths';
import { ChipsField } from './chips-field';
import type { CoverLetterEventQuery } from './cover-letter-event-operations';
import { EventForm, type SaveEvent } from './event-form';
import { eventFormResolver } from './event-form-resolver';
import { EventTextField, fieldPairSx } from './event-text-field';
import { FormSelectField } from './form-select-field';
import { PlaceholderTextField } from './placeholder-text-field';

export interface CoverLetterEventValues {
  title: string;
  kind: ParagraphKind;
  text: string;
  tags: string[];
}

export const newCoverLetterEventValues: CoverLetterEventValues = {
  title: defaultCoverLetterEvent.title,
  kind: defaultCoverLetterEvent.kind,
  text: defaultCoverLetterEvent.text,
  tags: [],
};

export const coverLetterEventValues = ({
  tags,
  ...fields
}: ResultOf<typeof CoverLetterEventQuery>['coverLetterEvent']): CoverLetterEventValues => ({
  ...fields,
  tags: [...tags],
});

const resolver = eventFormResolver(
  coverLetterEventInputSchema,
  (values: CoverLetterEventValues) => values,
);

/** A reusable cover-letter paragraph: title, where it goes, its text with placeholders, tags. */
export function CoverLetterEventForm({
  defaultValues,
  save,
}: {
  defaultValues: CoverLetterEventValues;
  save: SaveEvent<CoverLetterEventInput>;
}) {
  const { t } = useTranslation();
  const form = useForm<CoverLetterEventValues, unknown, CoverLetterEventInput>({
    resolver,
    defaultValues,
  });
  const { control } = form;
  const kindOptions = paragraphKinds.map((kind) => ({
    value: kind,
    label: t(`events.coverLetter.kinds.${kind}`),
  }));
  return (
    <EventForm form={form} save={save} listPath={paths.coverLetterEvents()}>
      <Box sx={fieldPairSx}>
        <EventTextField
          control={control}
          name="title"
          label={t('events.coverLetter.title')}
          maxLength={careerEventLimits.paragraphTitle}
          helperText={t('events.coverLetter.titleHint')}
          required
        />
        <FormSelectField
          control={control}
          name="kind"
          label={t('events.coverLetter.kind')}
          options={kindOptions}
        />
      </Box>
      <PlaceholderTextField control={control} name="text" label={t('events.coverLetter.text')} />
      <ChipsField
        control={control}
        name="tags"
        label={t('events.coverLetter.tags')}
        max={careerEventLimits.tags}
        maxLength={careerEventLimits.tag}
      />
    </EventForm>
  );
}
