import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ParseKeys } from 'i18next';
import { useEffect, useId } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { z } from 'zod';
import { createCoverLetterInputSchema, letterTargetJobSchema } from '../../../domain/cover-letter';
import type { Language } from '../../../domain/language';
import { paths } from '../../../domain/paths';
import { defaultPaper } from '../../../domain/resume';
import { DesignFields, designInput, designSchema } from '../../components/documents/design-fields';
import { NewDocumentForm } from '../../components/documents/new-document-form';
import { resumeFormResolver } from '../../components/documents/validation';
import { NativeSelectField } from '../../components/native-select-field';
import { currentLanguage } from '../../lib/i18n';
import { CreateCoverLetterMutation, LetterResumesQuery } from './cover-letter-operations';

/**
 * What the new-letter form holds: the domain's name and target job, the resume to match ('' for
 * none), and the first design choices (used when no resume is matched).
 */
const newLetterSchema = z.object({
  name: createCoverLetterInputSchema.shape.name,
  targetJob: letterTargetJobSchema,
  resumeId: z.literal('').or(createCoverLetterInputSchema.shape.resumeId),
  ...designSchema,
});
export type NewCoverLetterValues = z.input<typeof newLetterSchema>;
type NewCoverLetter = z.output<typeof newLetterSchema>;

const resolver = resumeFormResolver<NewCoverLetterValues, typeof newLetterSchema>(newLetterSchema);

/** The form's first values: the resume asked for (if any), Classic, the UI language, local paper. */
const newLetterValues = (language: Language, resumeId: string): NewCoverLetterValues => ({
  name: '',
  targetJob: { position: '', company: '', hiringManager: '', description: '' },
  resumeId,
  template: 'classic',
  language,
  paper: defaultPaper(typeof navigator === 'undefined' ? undefined : navigator.language),
});

/** Refreshed whenever a resume is created or deleted. */
const resumesContext = { additionalTypenames: ['Resume'] };

/**
 * /app/cover-letters/edit/new (`?resume={id}` picks the resume to match): name, the job it is
 * for, and the resume it goes with, whose header, template and design the server copies into the
 * letter; with none, the template, document language and paper. Create makes the letter and
 * opens the editor. Leaving with something typed asks first.
 */
export function NewCoverLetterPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const [, createCoverLetter] = useMutation(CreateCoverLetterMutation);
  const [resumesResult] = useQuery({ query: LetterResumesQuery, context: resumesContext });
  const resumes = resumesResult.data?.resumes;
  const resumeHintId = useId();
  const form = useForm<NewCoverLetterValues, unknown, NewCoverLetter>({
    resolver,
    defaultValues: newLetterValues(currentLanguage(), searchParams.get('resume') ?? ''),
  });
  const { control } = form;
  const resume = useController({ control, name: 'resumeId' });
  const template = useController({ control, name: 'template' });
  const language = useController({ control, name: 'language' });
  const paper = useController({ control, name: 'paper' });

  // A resume asked for in the address that is not the user's (or no longer there) is not matched.
  const { resetField } = form;
  const asked = searchParams.get('resume');
  useEffect(() => {
    if (asked && resumes && !resumes.some((item) => item.id === asked)) {
      resetField('resumeId', { defaultValue: '' });
    }
  }, [asked, resumes, resetField]);

  const resumeError = resume.fieldState.error?.message;

  return (
    <NewDocumentForm
      form={form}
      messages="coverLetters.new"
      title={t('pages.newCoverLetter')}
      create={async (values) => {
        const { resumeId, name, targetJob } = values;
        const { data, error } = await createCoverLetter(
          {
            input: resumeId
              ? { name, targetJob, resumeId }
              : { name, targetJob, ...designInput(values) },
          },
          { additionalTypenames: ['CoverLetter'] },
        );
        return { id: data?.coverLetter.createCoverLetter.id, error };
      }}
      editPath={paths.editCoverLetter}
      cancelPath={paths.coverLetters()}
      targetJob={{
        fields: (['position', 'company', 'hiringManager'] as const).map((part) => ({
          name: `targetJob.${part}` as const,
          label: t(`coverLetters.new.${part}`),
        })),
        description: {
          name: 'targetJob.description',
          label: t('coverLetters.new.description'),
          hint: t('coverLetters.new.descriptionHint'),
        },
      }}
    >
      <Box>
        <NativeSelectField
          label={t('coverLetters.new.matchResume')}
          name={resume.field.name}
          value={resume.field.value ?? ''}
          onChange={resume.field.onChange}
          onBlur={resume.field.onBlur}
          inputRef={resume.field.ref}
          error={Boolean(resumeError)}
          options={[
            { value: '', label: t('coverLetters.new.noResume') },
            ...(resumes ?? []).map((item) => ({ value: item.id, label: item.name })),
          ]}
          inputProps={{ 'aria-describedby': resumeHintId }}
          sx={{ width: '100%' }}
        />
        <Typography
          id={resumeHintId}
          variant="caption"
          color={resumeError ? 'error' : 'text.secondary'}
          sx={{ display: 'block', mt: 0.5, mx: 1.75 }}
        >
          {resumeError
            ? t(resumeError as ParseKeys)
            : resumesResult.error && !resumes
              ? t('coverLetters.new.resumesFailed')
              : t('coverLetters.new.matchResumeHint')}
        </Typography>
      </Box>
      {!resume.field.value && (
        <DesignFields
          template={template.field}
          language={language.field}
          paper={paper.field}
          languageHint={t('coverLetters.new.languageHint')}
        />
      )}
    </NewDocumentForm>
  );
}
