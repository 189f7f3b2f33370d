import { documentLabels as labels } from '../document-labels';
import type { Language } from '../language';
import { formatDateRange } from '../resume';
import {
  resumeEntry,
  type ResumeDocument,
  type ResumeEntry,
  type ResumeTheme,
} from '../resume-document';
import type { PartialDate } from '../year-month';
import { defaultTestTheme } from './resume-documents';

/**
 * The resume the template layout test reads back from the PDF as an applicant tracking system
 * would (docs/templates.md): every section kind, bullets that wrap onto a second line, a current
 * job, year-only dates, a long company name, a linked company and email, skills with levels and
 * two schools. No headline: the contact line sits right under the name, the tightest case. Headings, labels, levels and date ranges are in the document's language, as the
 * resolver writes them; what the user typed stays in English. No word of it is hyphenated, so a
 * line break never splits a word.
 */

/** A custom section's heading is the user's own; this user writes it in each language. */
const projectsHeading: Record<Language, string> = {
  en: 'Projects',
  es: 'Proyectos',
  fr: 'Projets',
};

interface Dated {
  startDate: PartialDate;
  endDate?: PartialDate;
  current?: boolean;
}

export function atsResume(
  language: Language = 'en',
  theme: Partial<ResumeTheme> = {},
): ResumeDocument {
  const words = labels[language];
  const dated = (fields: Partial<ResumeEntry> & Pick<ResumeEntry, 'id'> & Dated): ResumeEntry => {
    const { startDate, endDate = null, current = false } = fields;
    return resumeEntry({
      ...fields,
      endDate,
      current,
      dates: formatDateRange(startDate, endDate, current, language, words.present),
    });
  };
  return {
    language,
    header: {
      name: 'Amara Lindqvist',
      headline: '',
      email: 'amara.lindqvist@example.com',
      phone: '+46 70 123 45 67',
      location: 'Gothenburg, Sweden',
      links: [
        { label: 'LinkedIn', url: 'https://www.linkedin.com/in/amaralindqvist' },
        { label: 'Portfolio', url: 'https://amara.example.com' },
      ],
    },
    summary:
      'Platform engineer with ten years of experience running freight systems in Sweden and the ' +
      'Netherlands. I make slow batch jobs fast and observable, and I like teaching what I learn.',
    summaryHeading: words.headings.summary,
    sections: [
      {
        id: 'work',
        kind: 'WORK',
        heading: words.headings.WORK,
        entries: [
          dated({
            id: 'work-northwind',
            title: 'Senior Platform Engineer',
            organization: 'Northwind Freight',
            url: 'https://northwind.example.com',
            location: 'Gothenburg, Sweden',
            startDate: '2021-04',
            current: true,
            bullets: [
              'Moved container tracking from nightly batches to a streaming pipeline, so customers ' +
                'see a delayed shipment within a minute instead of the next morning.',
              'Cut cloud costs by a third in one year.',
            ],
          }),
          dated({
            id: 'work-consolidated',
            title: 'Software Engineer',
            organization: 'Consolidated Intercontinental Shipping and Warehousing Corporation',
            location: 'Rotterdam, Netherlands',
            startDate: '2016',
            endDate: '2021-03',
            bullets: [
              'Built the berth planning service that schedules four hundred vessels a month ' +
                'across three terminals, replacing spreadsheets kept by hand for twenty years.',
              'Mentored five graduates.',
            ],
          }),
        ],
      },
      {
        id: 'education',
        kind: 'EDUCATION',
        heading: words.headings.EDUCATION,
        entries: [
          dated({
            id: 'edu-chalmers',
            title: 'MSc, Computer Science',
            degree: 'MSc',
            fieldOfStudy: 'Computer Science',
            organization: 'Chalmers University of Technology',
            location: 'Gothenburg, Sweden',
            startDate: '2014',
            endDate: '2016',
            details: ['Distributed Systems', 'Compilers'],
            detailsLabel: words.coursework,
          }),
          dated({
            id: 'edu-lagos',
            title: 'BSc, Mathematics',
            degree: 'BSc',
            fieldOfStudy: 'Mathematics',
            organization: 'University of Lagos',
            location: 'Lagos, Nigeria',
            startDate: '2010',
            endDate: '2014',
          }),
        ],
      },
      {
        id: 'skills',
        kind: 'SKILLS',
        heading: words.headings.SKILLS,
        entries: [
          resumeEntry({
            id: 'skill-typescript',
            title: 'TypeScript',
            subtitle: words.levels.EXPERT,
            details: ['Node.js', 'React'],
          }),
          resumeEntry({
            id: 'skill-cloud',
            title: 'Cloud',
            subtitle: words.levels.ADVANCED,
            details: ['Kubernetes', 'Terraform', 'AWS'],
          }),
        ],
      },
      {
        id: 'projects',
        kind: 'CUSTOM',
        heading: projectsHeading[language],
        entries: [
          resumeEntry({
            id: 'project-cargo',
            title: 'Cargo bike route planner',
            dates: '2022',
            bullets: ['Plans the morning rounds of forty couriers in Gothenburg.'],
          }),
        ],
      },
    ],
    theme: { ...defaultTestTheme, ...theme },
  };
}
