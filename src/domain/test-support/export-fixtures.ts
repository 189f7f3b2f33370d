import type { CoverLetterDocument } from '../cover-letter';
import {
  resumeEntry,
  type ResumeDocument,
  type ResumeSection,
  type ResumeTheme,
} from '../resume-document';

/**
 * Small resolved resumes for the export tests (the renderers take nothing else). Accents and a
 * non-Latin script are on purpose: every export must keep them intact.
 */

export const fixtureTheme: ResumeTheme = {
  template: 'classic',
  font: 'Source Serif 4',
  fontSize: 10.5,
  accentColor: '#1f6feb',
  marginMm: 18,
  paper: 'A4',
  scale: 1,
};

/** An entry with every field empty; tests and fixtures fill in what they need. */
export const entry = resumeEntry;

export const workSection: ResumeSection = {
  id: 'work',
  kind: 'WORK',
  heading: 'Expérience professionnelle',
  entries: [
    entry({
      id: 'w1',
      title: 'Développeuse principale',
      organization: 'Société Générale',
      location: 'Montréal, QC',
      url: 'https://example.com/sg',
      dates: 'janv. 2021 – aujourd’hui',
      startDate: '2021-01',
      endDate: null,
      current: true,
      bullets: [
        'Réduit le temps de build de 40 % grâce à un cache partagé',
        'Encadré une équipe de 5 ingénieurs (Zoë, Ângela, Łukasz)',
      ],
    }),
    entry({
      id: 'w2',
      title: 'Ingénieure logiciel',
      organization: 'Café Crème',
      location: '',
      dates: 'mars 2018 – déc. 2020',
      startDate: '2018-03',
      endDate: '2020-12',
      bullets: ['Livré l’application mobile 日本語 en 6 mois'],
    }),
  ],
};

export const educationSection: ResumeSection = {
  id: 'edu',
  kind: 'EDUCATION',
  heading: 'Formation',
  entries: [
    entry({
      id: 'e1',
      title: 'Master en informatique',
      degree: 'Master',
      fieldOfStudy: 'informatique',
      organization: 'Université de Montréal',
      location: 'Montréal',
      url: 'https://umontreal.example.com',
      dates: '2016 – 2018',
      startDate: '2016-09',
      endDate: '2018-06',
      details: ['Algorithmique', 'Bases de données'],
      detailsLabel: 'Cours',
    }),
  ],
};

export const skillsSection: ResumeSection = {
  id: 'skills',
  kind: 'SKILLS',
  heading: 'Compétences',
  entries: [
    entry({
      id: 's1',
      title: 'TypeScript',
      subtitle: 'Expert',
      details: ['Node.js', 'React', 'Fastify'],
    }),
    entry({ id: 's2', title: 'Français', subtitle: '', details: [] }),
  ],
};

export const customSection: ResumeSection = {
  id: 'custom',
  kind: 'CUSTOM',
  heading: 'Bénévolat',
  entries: [
    entry({
      id: 'c1',
      title: 'Mentore',
      organization: 'Les Pâtissiers du Code',
      dates: '2019',
      startDate: '2019-01',
      endDate: '2019-12',
      bullets: ['Ateliers du samedi pour débutants'],
    }),
  ],
};

export const fixtureDocument: ResumeDocument = {
  language: 'fr',
  header: {
    name: 'Hélène Dubois-Ÿvon',
    headline: 'Développeuse full-stack',
    email: 'helene@example.com',
    phone: '+1 514 555 0199',
    location: 'Montréal, Canada',
    links: [
      { label: 'LinkedIn', url: 'https://www.linkedin.com/in/helene' },
      { label: 'Site', url: 'https://helene.example.com' },
    ],
  },
  summary: 'Ingénieure passionnée par les outils qui font gagner du temps.',
  summaryHeading: 'Profil',
  sections: [workSection, educationSection, skillsSection, customSection],
  theme: fixtureTheme,
};

/** A resume with nothing but a name: no stray separators may appear anywhere. */
export const minimalDocument: ResumeDocument = {
  language: 'en',
  header: { name: 'Ada Lovelace', headline: '', email: '', phone: '', location: '', links: [] },
  summary: '',
  summaryHeading: 'Summary',
  sections: [],
  theme: { ...fixtureTheme, paper: 'LETTER', font: 'Inter' },
};

/** A resolved cover letter by the same person, one placeholder left unfilled. */
export const fixtureLetter: CoverLetterDocument = {
  language: 'fr',
  header: fixtureDocument.header,
  date: '26 novembre 2026',
  recipient: ['Mme Ortiz', 'Société <Générale>', '29 bd Haussmann', '75009 Paris'],
  greeting: [{ text: 'Madame Ortiz,' }],
  paragraphs: [
    [
      { text: 'Je rejoindrais <b>volontiers</b> ' },
      { missing: 'team', known: false },
      { text: ' à Paris.' },
    ],
    [{ text: 'Second paragraphe, « cité » et 40 %.' }],
  ],
  closing: 'Cordialement,',
  signature: 'Hélène Dubois-Ÿvon',
  enclosure: 'Pièce jointe\u00a0: CV',
  missing: ['team'],
  theme: fixtureDocument.theme,
};
