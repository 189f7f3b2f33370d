import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { languages, type Language } from '../../../domain/language';
import {
  paperSizes,
  resumeTemplates,
  type PaperSize,
  type ResumeTemplate,
} from '../../../domain/resume-document';
import { languageNames } from '../../lib/i18n';
import { TemplateChoice } from '../document-editor/template-choice';
import type { TemplateThumbnails } from '../document-editor/use-template-thumbnails';
import { NativeSelectField } from '../native-select-field';

/** The design choices of a new document's form, checked with the domain's values. */
export const designSchema = {
  template: z.enum(resumeTemplates),
  language: z.enum(languages),
  paper: z.enum(paperSizes),
};

const templateEnum = { classic: 'CLASSIC', modern: 'MODERN', compact: 'COMPACT' } as const;
const languageEnum = { en: 'EN', es: 'ES', fr: 'FR' } as const;

/** The design choices as the create mutations take them (the API's enum values). */
export const designInput = (design: {
  template: ResumeTemplate;
  language: Language;
  paper: PaperSize;
}) => ({
  template: templateEnum[design.template],
  language: languageEnum[design.language],
  paper: design.paper,
});

/** A form field as react-hook-form's `useController` gives it. */
interface BoundField<Value> {
  name: string;
  value: Value;
  onChange: (value: Value) => void;
  onBlur: () => void;
  ref: Ref<HTMLSelectElement>;
}

/**
 * A new document's first design choices: the template (with pictures of page 1 when given), the
 * document language (with a hint of what it changes) and the paper size.
 */
export function DesignFields({
  template,
  language,
  paper,
  thumbnails,
  languageHint,
}: {
  template: BoundField<ResumeTemplate>;
  language: BoundField<Language>;
  paper: BoundField<PaperSize>;
  thumbnails?: TemplateThumbnails;
  languageHint: string;
}) {
  const { t } = useTranslation();
  const languageHintId = useId();
  const paperLabelId = useId();
  return (
    <>
      <TemplateChoice
        name={template.name}
        value={template.value}
        onChange={template.onChange}
        {...(thumbnails ? { thumbnails } : {})}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Box>
          <NativeSelectField
            label={t('documents.design.language')}
            name={language.name}
            value={language.value}
            onChange={(value) => language.onChange(value as Language)}
            onBlur={language.onBlur}
            inputRef={language.ref}
            options={languages.map((value) => ({ value, label: languageNames[value] }))}
            inputProps={{ 'aria-describedby': languageHintId }}
            sx={{ width: '100%' }}
          />
          <Typography
            id={languageHintId}
            variant="caption"
            color="text.secondary"
            sx={{ display: 'block', mt: 0.5, mx: 1.75 }}
          >
            {languageHint}
          </Typography>
        </Box>
        <FormControl component="fieldset">
          <FormLabel component="legend" id={paperLabelId}>
            {t('documents.design.paper')}
          </FormLabel>
          <RadioGroup
            aria-labelledby={paperLabelId}
            name={paper.name}
            value={paper.value}
            onChange={(event) => paper.onChange(event.target.value as PaperSize)}
          >
            <FormControlLabel
              value="LETTER"
              control={<Radio />}
              label={t('documents.design.letter')}
            />
            <FormControlLabel value="A4" control={<Radio />} label={t('documents.design.a4')} />
          </RadioGroup>
        </FormControl>
      </Box>
    </>
  );
}
