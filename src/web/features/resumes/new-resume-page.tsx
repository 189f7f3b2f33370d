import { useCallback } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { z } from 'zod';
import type { Language } from '../../../domain/language';
import { paths } from '../../../domain/paths';
import { defaultPaper, resumeNameSchema, targetJobSchema } from '../../../domain/resume';
import type { PaperSize, ResumeTemplate } from '../../../domain/resume-document';
import { useTemplateThumbnails } from '../../components/document-editor/use-template-thumbnails';
import { DesignFields, designInput, designSchema } from '../../components/documents/design-fields';
import { NewDocumentForm } from '../../components/documents/new-document-form';
import { resumeFormResolver } from '../../components/documents/validation';
import { currentLanguage } from '../../lib/i18n';
import { useDocuments } from '../../lib/use-documents';
import { CreateResumeMutation } from './resume-operations';
import { sampleResumeContent } from './sample-resume';

/** What the new-resume form holds: the domain's name and target job, and the first theme choices. */
const newResumeSchema = z.object({
  name: resumeNameSchema,
  targetJob: targetJobSchema,
  ...designSchema,
});
export type NewResumeValues = z.input<typeof newResumeSchema>;
type NewResume = z.output<typeof newResumeSchema>;

const resolver = resumeFormResolver<NewResumeValues, typeof newResumeSchema>(newResumeSchema);

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
  const [, createResume] = useMutation(CreateResumeMutation);
  const form = useForm<NewResumeValues, unknown, NewResume>({
    resolver,
    defaultValues: newResumeValues(currentLanguage()),
  });
  const { control } = form;
  const documents = useDocuments('resume');
  const template = useController({ control, name: 'template' });
  const language = useController({ control, name: 'language' });
  const paper = useController({ control, name: 'paper' });
  // Pictures of a sample resume in each template, in the language and paper chosen.
  const renderSample = useCallback(
    async (choice: ResumeTemplate, signal: AbortSignal) => {
      const content = sampleResumeContent(t, {
        language: language.field.value,
        paper: paper.field.value,
        template: choice,
      });
      return documents.picture(content, signal);
    },
    [documents, t, language.field.value, paper.field.value],
  );
  const thumbnails = useTemplateThumbnails(
    renderSample,
    `${language.field.value}:${paper.field.value}`,
  );

  return (
    <NewDocumentForm
      form={form}
      messages="resumes.new"
      title={t('pages.newResume')}
      create={async (values) => {
        const { data, error } = await createResume(
          {
            input: { name: values.name, targetJob: values.targetJob, ...designInput(values) },
          },
          { additionalTypenames: ['Resume'] },
        );
        return { id: data?.resume.createResume.id, error };
      }}
      editPath={paths.editResume}
      cancelPath={paths.resumes()}
      targetJob={{
        fields: [
          { name: 'targetJob.title', label: t('resumes.new.targetTitle') },
          { name: 'targetJob.company', label: t('resumes.new.targetCompany') },
        ],
        description: {
          name: 'targetJob.description',
          label: t('resumes.new.targetDescription'),
          hint: t('resumes.new.targetDescriptionHint'),
        },
      }}
    >
      <DesignFields
        template={template.field}
        language={language.field}
        paper={paper.field}
        thumbnails={thumbnails}
        languageHint={t('resumes.new.languageHint')}
      />
    </NewDocumentForm>
  );
}
