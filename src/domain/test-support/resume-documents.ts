import type { Language } from '../language';
import {
  resumeEntry,
  type ResumeDocument,
  type ResumeEntry,
  type ResumeSection,
  type ResumeSectionKind,
  type ResumeTheme,
} from '../resume-document';
import type { YearMonth } from '../year-month';

/**
 * Resolved resumes for the renderers' tests and benchmarks (ours: invented people and companies,
 * real places). `onePageResume` fills about one page and `twoPageResume` about a page and a half
 * with the default theme; both carry accented names and places (é, ñ, ç, ü, œ, ß) on purpose.
 * `inLanguage(doc, 'es' | 'fr')` gives the same resume with Spanish or French headings, labels
 * and date ranges, as `resolveResume` would write them.
 */

export const defaultTestTheme: ResumeTheme = {
  template: 'classic',
  font: 'Source Serif 4',
  fontSize: 10.5,
  accentColor: '#1f4e79',
  marginMm: 18,
  paper: 'LETTER',
  scale: 1,
};

/** Headings and labels in each language, keyed by section kind. */
const words: Record<
  Language,
  {
    summary: string;
    present: string;
    coursework: string;
    headings: Record<ResumeSectionKind, string>;
    custom: Record<string, string>;
  }
> = {
  en: {
    summary: 'Summary',
    present: 'Present',
    coursework: 'Coursework',
    headings: { WORK: 'Experience', EDUCATION: 'Education', SKILLS: 'Skills', CUSTOM: '' },
    custom: { projects: 'Projects', volunteering: 'Volunteering', languages: 'Languages' },
  },
  es: {
    summary: 'Perfil',
    present: 'Actualidad',
    coursework: 'Asignaturas',
    headings: { WORK: 'Experiencia', EDUCATION: 'Formación', SKILLS: 'Habilidades', CUSTOM: '' },
    custom: { projects: 'Proyectos', volunteering: 'Voluntariado', languages: 'Idiomas' },
  },
  fr: {
    summary: 'Profil',
    present: 'Aujourd’hui',
    coursework: 'Cours suivis',
    headings: { WORK: 'Expérience', EDUCATION: 'Formation', SKILLS: 'Compétences', CUSTOM: '' },
    custom: { projects: 'Projets', volunteering: 'Bénévolat', languages: 'Langues' },
  },
};

function formatMonth(value: YearMonth, language: Language): string {
  const [year, month] = value.split('-').map(Number);
  return new Intl.DateTimeFormat(language, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year ?? 2000, (month ?? 1) - 1, 1)));
}

/** "Jan 2020 – Present", in the document's language; empty when undated. */
export function formatDateRange(
  start: YearMonth | null,
  end: YearMonth | null,
  current: boolean,
  language: Language,
): string {
  const from = start ? formatMonth(start, language) : '';
  const to = current ? words[language].present : end ? formatMonth(end, language) : '';
  if (from && to) return `${from} – ${to}`;
  return from || to;
}

type EntryInput = Partial<ResumeEntry> & Pick<ResumeEntry, 'id'>;

function entry(input: EntryInput): ResumeEntry {
  const result = resumeEntry(input);
  result.dates = formatDateRange(result.startDate, result.endDate, result.current, 'en');
  return result;
}

const ines = {
  name: 'Inès Ibáñez-Müller',
  headline: 'Senior Backend Engineer',
  email: 'ines.ibanez@example.com',
  phone: '+33 6 12 34 56 78',
  location: 'Besançon, France',
  links: [
    { label: 'LinkedIn', url: 'https://www.linkedin.com/in/ines-ibanez-muller' },
    { label: 'GitHub', url: 'https://github.com/ines-im' },
  ],
};

const summary =
  'Backend engineer with nine years of experience building payment and logistics platforms in ' +
  'TypeScript, Go and PostgreSQL. I turn slow, fragile systems into fast, observable ones, and I ' +
  'enjoy mentoring engineers through their first on-call rotations.';

const workOnePage: ResumeEntry[] = [
  entry({
    id: 'work-lumiere',
    title: 'Senior Backend Engineer',
    organization: 'Lumière Paiements',
    location: 'Lyon, France',
    url: 'https://lumiere-paiements.example.com',
    startDate: '2021-03',
    current: true,
    bullets: [
      'Led the move of card settlement from nightly batches to an event-driven pipeline, cutting payout delays from 36 hours to under 2.',
      'Designed an idempotent ledger API in TypeScript and PostgreSQL that now records 4 million entries a day with zero reconciliation gaps.',
      'Reduced p95 checkout latency by 41% by removing three synchronous calls and adding a write-through cache.',
      'Mentored six engineers, two of whom now lead their own teams.',
    ],
  }),
  entry({
    id: 'work-muller',
    title: 'Software Engineer',
    organization: 'Müller & Söhne Logistik GmbH',
    location: 'Hamburg, Germany',
    startDate: '2017-09',
    endDate: '2021-02',
    bullets: [
      'Built the route-planning service for 1,200 delivery vans across Schleswig-Holstein and Niedersachsen.',
      'Replaced a hand-written scheduler with a constraint solver, saving 9% of fuel costs in the first year.',
      'Introduced contract tests between twelve services, which halved integration incidents.',
    ],
  }),
];

const educationOnePage: ResumeEntry[] = [
  entry({
    id: 'edu-besancon',
    title: 'MSc in Computer Science',
    organization: 'Université de Franche-Comté',
    location: 'Besançon, France',
    startDate: '2015-09',
    endDate: '2017-06',
    details: ['Distributed Systems', 'Database Internals', 'Compilers', 'Applied Cryptography'],
    detailsLabel: 'Coursework',
  }),
];

const skillsOnePage: ResumeEntry[] = [
  entry({
    id: 'skill-languages',
    title: 'Programming',
    subtitle: 'Expert',
    details: ['TypeScript', 'Go', 'SQL', 'Python'],
  }),
  entry({
    id: 'skill-data',
    title: 'Data',
    subtitle: 'Advanced',
    details: ['PostgreSQL', 'Kafka', 'Redis', 'ClickHouse'],
  }),
  entry({
    id: 'skill-ops',
    title: 'Operations',
    subtitle: 'Advanced',
    details: ['Kubernetes', 'Terraform', 'OpenTelemetry', 'on-call leadership'],
  }),
];

const languagesEntry = entry({
  id: 'custom-languages',
  title: 'French (native), Spanish (native), English (C2), German (B2)',
});

function section(
  id: string,
  kind: ResumeSectionKind,
  heading: string,
  entries: ResumeEntry[],
): ResumeSection {
  return { id, kind, heading, entries };
}

/** About one page with the default theme: two jobs, one degree, three skills, languages. */
export const onePageResume: ResumeDocument = {
  language: 'en',
  header: ines,
  summary,
  summaryHeading: 'Summary',
  sections: [
    section('work', 'WORK', 'Experience', workOnePage),
    section('education', 'EDUCATION', 'Education', educationOnePage),
    section('skills', 'SKILLS', 'Skills', skillsOnePage),
    section('languages', 'CUSTOM', 'Languages', [languagesEntry]),
  ],
  theme: defaultTestTheme,
};

const workTwoPage: ResumeEntry[] = [
  entry({
    id: 'work-cafe',
    title: 'Staff Engineer, Payments Platform',
    organization: 'Café Olé Marketplace',
    location: 'Barcelona, Spain',
    url: 'https://cafeole.example.com',
    startDate: '2022-01',
    current: true,
    bullets: [
      'Own the technical direction of the payments platform (14 engineers, 3 teams) that processes €2.3 billion a year.',
      'Designed multi-acquirer routing that raised authorization rates by 3.2 points and saved €4.1 million in fees.',
      'Led the PCI DSS 4.0 migration: tokenized card storage, segmented networks and quarterly key rotation, passed with no findings.',
      'Created the incident review practice; mean time to recovery fell from 47 to 12 minutes over four quarters.',
      'Hired and onboarded nine engineers, including two from the company’s first apprenticeship programme.',
      'Speak each year at PGConf.EU and Codemotion Madrid on ledger design and safe schema changes.',
    ],
  }),
  entry({
    id: 'work-lumiere',
    title: 'Senior Backend Engineer',
    organization: 'Lumière Paiements',
    location: 'Lyon, France',
    startDate: '2019-03',
    endDate: '2021-12',
    bullets: [
      'Moved card settlement from nightly batches to an event-driven pipeline, cutting payout delays from 36 hours to under 2.',
      'Designed an idempotent ledger API in TypeScript and PostgreSQL that records 4 million entries a day with zero reconciliation gaps.',
      'Reduced p95 checkout latency by 41% by removing three synchronous calls and adding a write-through cache.',
      'Introduced property-based tests for currency conversion, catching eleven rounding bugs before release.',
      'Mentored six engineers, two of whom now lead their own teams.',
    ],
  }),
  entry({
    id: 'work-muller',
    title: 'Software Engineer',
    organization: 'Müller & Söhne Logistik GmbH',
    location: 'Hamburg, Germany',
    startDate: '2016-09',
    endDate: '2019-02',
    bullets: [
      'Built the route-planning service for 1,200 delivery vans across Schleswig-Holstein and Niedersachsen.',
      'Replaced a hand-written scheduler with a constraint solver, saving 9% of fuel costs in the first year.',
      'Introduced contract tests between twelve services, which halved integration incidents.',
      'Ran the Straßenverkehr data import that geocoded 3.5 million addresses with 99.2% accuracy.',
    ],
  }),
  entry({
    id: 'work-nunez',
    title: 'Junior Developer',
    organization: 'Núñez Ingeniería',
    location: 'Valencia, Spain',
    startDate: '2014-07',
    endDate: '2016-08',
    bullets: [
      'Maintained the booking system of 40 regional clinics, written in PHP and MySQL.',
      'Automated the weekly reports the clinics used to print by hand, saving each site half a day a week.',
      'Moved deployments from FTP uploads to a scripted pipeline with rollbacks.',
    ],
  }),
  entry({
    id: 'work-intern',
    title: 'Software Engineering Intern',
    organization: 'Société Générale de Cœur de Ville',
    location: 'Nantes, France',
    startDate: '2013-06',
    endDate: '2013-09',
    bullets: [
      'Wrote the first automated test suite for the municipal parking payment kiosks.',
      'Documented the kiosk protocol, which the city still uses to onboard new vendors.',
      'Fixed a daylight-saving bug that double-charged drivers twice a year.',
    ],
  }),
];

const educationTwoPage: ResumeEntry[] = [
  entry({
    id: 'edu-besancon',
    title: 'MSc in Computer Science',
    organization: 'Université de Franche-Comté',
    location: 'Besançon, France',
    startDate: '2012-09',
    endDate: '2014-06',
    bullets: ['Thesis: consistent snapshots for sharded ledgers, graded 17/20.'],
    details: ['Distributed Systems', 'Database Internals', 'Compilers', 'Applied Cryptography'],
    detailsLabel: 'Coursework',
  }),
  entry({
    id: 'edu-salamanca',
    title: 'BSc in Mathematics',
    organization: 'Universidad de Salamanca',
    location: 'Salamanca, Spain',
    startDate: '2009-09',
    endDate: '2012-06',
    details: ['Linear Algebra', 'Probability', 'Numerical Methods', 'Graph Theory'],
    detailsLabel: 'Coursework',
  }),
];

const skillsTwoPage: ResumeEntry[] = [
  ...skillsOnePage,
  entry({
    id: 'skill-leadership',
    title: 'Leadership',
    subtitle: 'Advanced',
    details: ['hiring', 'mentoring', 'incident reviews', 'technical strategy'],
  }),
  entry({
    id: 'skill-payments',
    title: 'Payments',
    subtitle: 'Expert',
    details: ['PCI DSS', '3-D Secure', 'SEPA', 'ISO 20022', 'chargebacks'],
  }),
];

const projects: ResumeEntry[] = [
  entry({
    id: 'project-ledger',
    title: 'pg-ledger',
    subtitle: 'Open-source maintainer',
    url: 'https://github.com/ines-im/pg-ledger',
    startDate: '2020-05',
    current: true,
    bullets: [
      'A double-entry ledger extension for PostgreSQL with 2,300 GitHub stars and 40 contributors.',
      'Keeps balances exact under concurrent writes with advisory locks and deferred constraints.',
      'Used in production by four European fintech companies.',
    ],
  }),
  entry({
    id: 'project-route',
    title: 'Tour de Straße',
    subtitle: 'Weekend project',
    startDate: '2018-04',
    endDate: '2018-10',
    bullets: [
      'A cycling route planner for German and French bike paths built on OpenStreetMap data.',
      'Served 15,000 riders in its first summer from a single €5 virtual machine.',
    ],
  }),
];

const volunteering: ResumeEntry[] = [
  entry({
    id: 'volunteer-coeur',
    title: 'Volunteer coding coach',
    organization: 'Les Restos du Cœur',
    location: 'Lyon, France',
    startDate: '2019-01',
    current: true,
    bullets: [
      'Teach a weekly web-development class to adults returning to work; 31 graduates so far.',
      'Built the volunteer scheduling tool used by eight local centres.',
    ],
  }),
];

/** About a page and a half with the default theme: five jobs, two degrees, projects and more. */
export const twoPageResume: ResumeDocument = {
  language: 'en',
  header: {
    ...ines,
    name: 'Inès Ibáñez-Müller',
    headline: 'Staff Engineer · Payments and Ledgers',
    location: 'Barcelona, Spain',
    phone: '+34 612 345 678',
  },
  summary:
    'Staff engineer with over ten years of experience building payment, ledger and logistics ' +
    'systems in Spain, France and Germany. I design systems that stay correct under load, lead ' +
    'teams through large migrations without downtime, and care about the people who run them at ' +
    'three in the morning. Fluent in French, Spanish and English; conversational German.',
  summaryHeading: 'Summary',
  sections: [
    section('work', 'WORK', 'Experience', workTwoPage),
    section('education', 'EDUCATION', 'Education', educationTwoPage),
    section('skills', 'SKILLS', 'Skills', skillsTwoPage),
    section('projects', 'CUSTOM', 'Projects', projects),
    section('volunteering', 'CUSTOM', 'Volunteering', volunteering),
    section('languages', 'CUSTOM', 'Languages', [languagesEntry]),
  ],
  theme: defaultTestTheme,
};

/**
 * The one-page resume with two more jobs and a project: a little over one page at scale 1, one
 * page when "fit to 1 page" lowers the scale.
 */
export const slightlyOverOnePageResume: ResumeDocument = {
  ...onePageResume,
  sections: [
    ...onePageResume.sections.map((item) =>
      item.kind === 'WORK'
        ? { ...item, entries: [...item.entries, ...workTwoPage.slice(3)] }
        : item,
    ),
    section('projects', 'CUSTOM', 'Projects', projects.slice(0, 1)),
  ],
};

const customKeys: Record<string, string> = {
  projects: 'projects',
  volunteering: 'volunteering',
  languages: 'languages',
};

/** The same resume with headings, labels and date ranges written in `language`. */
export function inLanguage(doc: ResumeDocument, language: Language): ResumeDocument {
  const w = words[language];
  return {
    ...doc,
    language,
    summaryHeading: doc.summaryHeading ? w.summary : '',
    sections: doc.sections.map((item) => ({
      ...item,
      heading:
        item.kind === 'CUSTOM'
          ? (w.custom[customKeys[item.id] ?? ''] ?? item.heading)
          : w.headings[item.kind],
      entries: item.entries.map((e) => ({
        ...e,
        dates: formatDateRange(e.startDate, e.endDate, e.current, language),
        detailsLabel: e.detailsLabel ? w.coursework : '',
      })),
    })),
  };
}
