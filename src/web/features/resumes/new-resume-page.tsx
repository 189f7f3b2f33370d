import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ParseKeys } from 'i18next';
import { useCallback, useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { z } from 'zod';
import { languages, type Language } from '../../../domain/language';
import { paths } from '../../../domain/paths';
import {
  defaultPaper,
  resumeLimits,
  resumeNameSchema,
  targetJobSchema,
} from '../../../domain/resume';
import {
  paperSizes,
  resumeTemplates,
  type PaperSize,
  type ResumeTemplate,
} from '../../../domain/resume-document';
import { FormTextField } from '../../components/form-text-field';
import { NativeSelectField } from '../../components/native-select-field';
import { PageContainer } from '../../components/page-container';
import { UnsavedChangesDialog } from '../../components/unsaved-changes-dialog';
import { useUnsavedChangesGuard } from '../../components/use-unsaved-changes-guard';
import { apiErrorCodes, errorCodeOf } from '../../lib/graphql-error-policy';
import { currentLanguage, languageNames } from '../../lib/i18n';
import { CreateResumeMutation } from './resume-operations';
import { resumeFormResolver } from '../../components/documents/validation';
import { sampleResumeContent } from './sample-resume';
import { TemplateChoice } from '../../components/document-editor/template-choice';
import { useDocuments } from '../../lib/use-documents';
import { useTemplateThumbnails } from '../../components/document-editor/use-template-thumbnails';

/** What the new-resume form holds: the domain's name and target job, and the first theme choices. */
const newResumeSchema = z.object({
  name: resumeNameSchema,
  targetJob: targetJobSchema,
  template: z.enum(resumeTemplates),
  language: z.enum(languages),
  paper: z.enum(paperSizes),
});
export type NewResumeValues = z.input<typeof newResumeSchema>;
type NewResume = z.output<typeof newResumeSchema>;

const resolver = resumeFormResolver<NewResumeValues, typeof newResumeSchema>(newResumeSchema);

const templateEnum = { classic: 'CLASSIC', modern: 'MODERN', compact: 'COMPACT' } as const;
const languageEnum = { en: 'EN', es: 'ES', fr: 'FR' } as const;

/** The form's first values: no name yet, Classic, the UI language, the paper of the browser's locale. */
export const newResumeValues = (
  language: Language,
  locale = typeof navigator === 'undefined' ? undefined : navigator.language,
): NewResumeValues => ({
  name: '',
  targetJob: { title: '', company: '', description: '' },
  template: 'classic' satisfies ResumeTemplate,
  language,
  paper: defaultPaper(locale) satisfies PaperSize,
});

/**
 * /app/resumes/edit/new: name, the job it is for, template, document language and paper. Create
 * makes the resume (it starts with the most recent events of the library) and opens the editor.
 * Leaving with something typed asks first, like the library's forms.
 */
export function NewResumePage() {
  const { t } = useTranslation();
  const title = t('pages.newResume');
  const navigate = useNavigate();
  const [, createResume] = useMutation(CreateResumeMutation);
  const [failure, setFailure] = useState<{ key: ParseKeys; detail: string } | null>(null);
  const languageHintId = useId();
  const paperLabelId = useId();
  const form = useForm<NewResumeValues, unknown, NewResume>({
    resolver,
    defaultValues: newResumeValues(currentLanguage()),
  });
  const { control, formState } = form;
  const documents = useDocuments('resume');
  const [language, paper] = useWatch({ control, name: ['language', 'paper'] });
  // Pictures of a sample resume in each template, in the language and paper chosen.
  const renderSample = useCallback(
    async (template: ResumeTemplate, signal: AbortSignal) => {
      const content = sampleResumeContent(t, { language, paper, template });
      return documents.picture(content, signal);
    },
    [documents, t, language, paper],
  );
  const thumbnails = useTemplateThumbnails(renderSample, `${language}:${paper}`);
  const { blocker, release } = useUnsavedChangesGuard(formState.isDirty);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const { data, error } = await createResume(
      {
        input: {
          name: values.name,
          targetJob: values.targetJob,
          template: templateEnum[values.template],
          language: languageEnum[values.language],
          paper: values.paper,
        },
      },
      { additionalTypenames: ['Resume'] },
    );
    const id = data?.resume.createResume.id;
    if (error || !id) {
      const badInput = error?.graphQLErrors.find(
        (graphqlError) => errorCodeOf(graphqlError) === apiErrorCodes.badUserInput,
      );
      setFailure(
        badInput
          ? { key: 'resumes.new.invalidInput', detail: badInput.message }
          : {
              key: error?.networkError ? 'resumes.new.networkError' : 'resumes.new.createFailed',
              detail: '',
            },
      );
      return;
    }
    release();
    await navigate(paths.editResume(id));
  });

  const optional = { htmlInput: { 'aria-required': false } };

  return (
    <PageContainer>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('resumes.new.intro')}
      </Typography>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={3}>
        <Typography variant="body2" color="text.secondary">
          {t('resumes.new.requiredNote')}
        </Typography>
        <FormTextField
          control={control}
          name="name"
          label={t('resumes.new.name')}
          helperText={t('resumes.new.nameHint')}
          required
          fullWidth
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: resumeLimits.name } }}
        />
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" variant="h2" sx={{ fontSize: '1.125rem', mb: 0.5 }}>
            {t('resumes.new.targetJob')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('resumes.new.targetJobHint')}
          </Typography>
          <Stack spacing={3}>
            <Box
              sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
            >
              <FormTextField
                control={control}
                name="targetJob.title"
                label={t('resumes.new.targetTitle')}
                fullWidth
                autoComplete="off"
                slotProps={{
                  htmlInput: { 'aria-required': false, maxLength: resumeLimits.text },
                }}
              />
              <FormTextField
                control={control}
                name="targetJob.company"
                label={t('resumes.new.targetCompany')}
                fullWidth
                autoComplete="off"
                slotProps={{
                  htmlInput: { 'aria-required': false, maxLength: resumeLimits.text },
                }}
              />
            </Box>
            <FormTextField
              control={control}
              name="targetJob.description"
              label={t('resumes.new.targetDescription')}
              helperText={t('resumes.new.targetDescriptionHint')}
              fullWidth
              multiline
              minRows={3}
              maxRows={12}
              slotProps={optional}
            />
          </Stack>
        </Box>
        <Controller
          control={control}
          name="template"
          render={({ field }) => (
            <TemplateChoice
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              thumbnails={thumbnails}
            />
          )}
        />
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            alignItems: 'start',
          }}
        >
          <Controller
            control={control}
            name="language"
            render={({ field }) => (
              <Box>
                <NativeSelectField
                  label={t('resumes.new.language')}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  options={languages.map((language) => ({
                    value: language,
                    label: languageNames[language],
                  }))}
                  inputProps={{ 'aria-describedby': languageHintId }}
                  sx={{ width: '100%' }}
                />
                <Typography
                  id={languageHintId}
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: 'block', mt: 0.5, mx: 1.75 }}
                >
                  {t('resumes.new.languageHint')}
                </Typography>
              </Box>
            )}
          />
          <Controller
            control={control}
            name="paper"
            render={({ field }) => (
              <FormControl component="fieldset">
                <FormLabel component="legend" id={paperLabelId}>
                  {t('resumes.new.paper')}
                </FormLabel>
                <RadioGroup
                  aria-labelledby={paperLabelId}
                  name={field.name}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                >
                  <FormControlLabel
                    value="LETTER"
                    control={<Radio />}
                    label={t('resumes.new.letter')}
                  />
                  <FormControlLabel value="A4" control={<Radio />} label={t('resumes.new.a4')} />
                </RadioGroup>
              </FormControl>
            )}
          />
        </Box>
        {failure && (
          <Alert severity="error" role="alert">
            {t(failure.key, { detail: failure.detail })}
          </Alert>
        )}
        <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" size="large" aria-busy={formState.isSubmitting}>
            {t('resumes.new.create')}
          </Button>
          <Button component={RouterLink} to={paths.resumes()} size="large">
            {t('resumes.new.cancel')}
          </Button>
        </Stack>
        <UnsavedChangesDialog blocker={blocker} />
      </Stack>
    </PageContainer>
  );
}
