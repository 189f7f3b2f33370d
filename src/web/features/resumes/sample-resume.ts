import type { TFunction } from 'i18next';
import type { Language } from '../../../domain/language';
import { resumeContentSchema, type ResumeContent } from '../../../domain/resume';
import type { PaperSize, ResumeTemplate } from '../../../domain/resume-document';

/**
 * A made-up resume, in `language`, for pictures of the templates where the user has no resume yet
 * (the new-resume page). Typed in custom sections, so it needs nothing from the library; its words
 * come from the catalogues (`resumes.sample`).
 */
export function sampleResumeContent(
  t: TFunction,
  options: { language: Language; paper: PaperSize; template: ResumeTemplate },
): ResumeContent {
  const { language: lng } = options;
  const say = (key: string) => t(`resumes.sample.${key}` as 'resumes.sample.name', { lng });
  return resumeContentSchema.parse({
    language: lng,
    header: {
      name: say('name'),
      headline: say('headline'),
      email: 'alex@example.com',
      location: say('location'),
    },
    summary: say('summary'),
    sections: [
      {
        id: 'work',
        kind: 'CUSTOM',
        heading: t('resumeDocument.headings.WORK', { lng }),
        entries: [
          {
            id: 'job',
            title: say('jobTitle'),
            subtitle: say('jobCompany'),
            dates: say('jobDates'),
            bullets: [say('jobBullet1'), say('jobBullet2'), say('jobBullet3')],
          },
          {
            id: 'earlier',
            title: say('earlierTitle'),
            subtitle: say('earlierCompany'),
            dates: say('earlierDates'),
            bullets: [say('earlierBullet1'), say('earlierBullet2')],
          },
        ],
      },
      {
        id: 'education',
        kind: 'CUSTOM',
        heading: t('resumeDocument.headings.EDUCATION', { lng }),
        entries: [
          {
            id: 'degree',
            title: say('degree'),
            subtitle: say('school'),
            dates: say('schoolDates'),
          },
        ],
      },
      {
        id: 'skills',
        kind: 'CUSTOM',
        heading: t('resumeDocument.headings.SKILLS', { lng }),
        entries: [{ id: 'skills', title: say('skills') }],
      },
    ],
    theme: { template: options.template, paper: options.paper },
  });
}
