import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ResultOf } from '../../lib/graphql';
import {
  careerEventLimits,
  skillEventInputSchema,
  skillLevels,
  type SkillEventInput,
  type SkillLevel,
} from '../../../domain/career-event';
import { paths } from '../../../domain/paths';
import { ChipsField } from './chips-field';
import { EventForm, type SaveEvent } from './event-form';
import { eventFormResolver } from './event-form-resolver';
import { EventTextField, fieldPairSx } from './event-text-field';
import { FormSelectField } from './form-select-field';
import type { SkillEventQuery } from './skill-event-operations';

export interface SkillEventValues {
  uuid: string | null;
  name: string;
  category: string;
  /** '' for "not specified". */
  level: SkillLevel | '';
  keywords: string[];
}

export const newSkillEventValues: SkillEventValues = {
  uuid: null,
  name: '',
  category: '',
  level: '',
  keywords: [],
};

export const skillEventValues = ({
  level,
  keywords,
  ...fields
}: ResultOf<typeof SkillEventQuery>['skillEvent']): SkillEventValues => ({
  ...fields,
  level: level ?? '',
  keywords: [...keywords],
});

// The domain schema keeps only the event's own fields of what is spread in.
const toInput = ({
  level,
  ...fields
}: SkillEventValues): z.input<typeof skillEventInputSchema> => ({
  ...fields,
  level: level || null,
});

const resolver = eventFormResolver(skillEventInputSchema, toInput);

/** A skill: its name, a category to group it by, an optional level, and keywords. */
export function SkillEventForm({
  defaultValues,
  save,
}: {
  defaultValues: SkillEventValues;
  save: SaveEvent<SkillEventInput>;
}) {
  const { t } = useTranslation();
  const form = useForm<SkillEventValues, unknown, SkillEventInput>({ resolver, defaultValues });
  const { control } = form;
  const levelOptions = [
    { value: '', label: t('events.skills.noLevel') },
    ...skillLevels.map((level) => ({ value: level, label: t(`events.skills.levels.${level}`) })),
  ];
  return (
    <EventForm form={form} save={save} listPath={paths.otherEvents()}>
      <Box sx={fieldPairSx}>
        <EventTextField
          control={control}
          name="name"
          label={t('events.skills.name')}
          maxLength={careerEventLimits.text}
          required
        />
        <EventTextField
          control={control}
          name="category"
          label={t('events.skills.category')}
          maxLength={careerEventLimits.text}
          helperText={t('events.skills.categoryHint')}
        />
      </Box>
      <Box sx={{ maxWidth: { sm: 'calc(50% - 12px)' } }}>
        <FormSelectField
          control={control}
          name="level"
          label={t('events.skills.level')}
          options={levelOptions}
        />
      </Box>
      <ChipsField
        control={control}
        name="keywords"
        label={t('events.skills.keywords')}
        max={careerEventLimits.keywords}
        maxLength={careerEventLimits.keyword}
      />
    </EventForm>
  );
}
