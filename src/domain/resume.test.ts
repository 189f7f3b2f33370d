import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import es from '../locales/es.json';
import fr from '../locales/fr.json';
import {
  bulletRows,
  defaultPaper,
  formatDateRange,
  newResumeContent,
  picksOf,
  resolveResume,
  resumeContentSchema,
  type DocumentLabels,
  type ResumeLibrary,
} from './resume';

const labels = en.resumeDocument as DocumentLabels;

const item = (id: string, description: string) => ({ id, uuid: null, description });

const library: ResumeLibrary = {
  work: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      company: 'Acme',
      position: 'Engineer',
      location: 'Québec',
      link: 'https://acme.example',
      startDate: '2019-03',
      startDatePrecision: 'MONTH',
      endDate: '2021-06',
      endDatePrecision: 'MONTH',
      accomplishments: [item('a1', 'Built the billing system'), item('a2', 'Cut costs by 30%')],
    },
    {
      id: '00000000-0000-4000-8000-000000000002',
      company: 'Globex',
      position: 'Lead',
      location: '',
      link: '',
      startDate: '2021-07',
      startDatePrecision: 'MONTH',
      endDate: null,
      endDatePrecision: 'MONTH',
      accomplishments: [item('b1', 'Leads a team of five')],
    },
  ],
  edu: [
    {
      id: '00000000-0000-4000-8000-000000000003',
      university: 'Universidad de Sevilla',
      degree: 'BSc',
      major: 'Physics',
      minor: 'Music',
      location: 'Sevilla',
      link: '',
      startDate: '2015-09',
      startDatePrecision: 'MONTH',
      endDate: '2019-06',
      endDatePrecision: 'MONTH',
      attending: false,
      accomplishments: [item('e1', 'Graduated with honours')],
      coursework: [item('c1', 'Optics'), item('c2', 'Mécanique')],
    },
  ],
  skills: [
    {
      id: '00000000-0000-4000-8000-000000000004',
      name: 'TypeScript',
      category: '',
      level: 'EXPERT',
      keywords: ['React', 'Node.js'],
    },
  ],
};

const [acme, globex] = library.work;

describe('resolveResume', () => {
  const content = resumeContentSchema.parse({
    header: { name: 'Zoë Núñez', email: 'zoe@example.com' },
    summary: 'Engineer.',
    sections: [
      {
        id: 's1',
        kind: 'WORK',
        entries: [
          {
            id: 'w1',
            eventId: acme!.id,
            bullets: [
              { itemId: 'a2', visible: true, text: 'Cut cloud costs by a third' },
              { itemId: 'a1', visible: true },
              { itemId: 'gone', visible: true, text: 'an override of a deleted bullet' },
            ],
          },
          { id: 'w2', eventId: globex!.id, bullets: [{ itemId: 'b1', visible: false }] },
          { id: 'w3', eventId: '00000000-0000-4000-8000-0000000000ff', bullets: [] },
        ],
      },
      {
        id: 's2',
        kind: 'EDUCATION',
        heading: 'Studies',
        entries: [
          { id: 'e', eventId: library.edu[0]!.id, bullets: [{ itemId: 'e1', visible: true }] },
        ],
      },
      { id: 's3', kind: 'SKILLS', entries: [{ id: 'k', eventId: library.skills[0]!.id }] },
      {
        id: 's4',
        kind: 'CUSTOM',
        heading: 'Volunteering',
        entries: [{ id: 'c', title: 'Food bank', dates: '2020', bullets: ['Sorted food', ''] }],
      },
    ],
  });
  const document = resolveResume(content, library, labels);
  const [work, edu, skills, custom] = document.sections;

  it('shows the picked bullets in the resume order, with the resume wording where it has one', () => {
    expect(work!.entries[0]!.bullets).toEqual([
      'Cut cloud costs by a third',
      'Built the billing system',
    ]);
  });

  it('leaves out hidden bullets, deleted accomplishments and events that are gone', () => {
    expect(work!.entries.map((entry) => entry.organization)).toEqual(['Acme', 'Globex']);
    expect(work!.entries[1]!.bullets).toEqual([]);
  });

  it('follows the library: a changed accomplishment shows its new text', () => {
    const edited: ResumeLibrary = {
      ...library,
      work: [
        { ...acme!, accomplishments: [item('a1', 'Rebuilt the billing system'), item('a2', 'x')] },
        globex!,
      ],
    };
    expect(resolveResume(content, edited, labels).sections[0]!.entries[0]!.bullets).toEqual([
      'Cut cloud costs by a third',
      'Rebuilt the billing system',
    ]);
  });

  it('writes the headings and dates of the document language', () => {
    expect(work!.heading).toBe('Experience');
    expect(edu!.heading).toBe('Studies');
    expect(work!.entries[0]!.dates).toBe('Mar 2019 – Jun 2021');
    expect(work!.entries[1]!.dates).toBe('Jul 2021 – Present');
    const spanish = resolveResume(
      { ...content, language: 'es' },
      library,
      es.resumeDocument as DocumentLabels,
    );
    expect(spanish.sections[0]!.heading).toBe('Experiencia');
    expect(spanish.sections[0]!.entries[1]!.dates).toMatch(/^jul 2021 – Actualidad$/);
    const french = resolveResume(
      { ...content, language: 'fr' },
      library,
      fr.resumeDocument as DocumentLabels,
    );
    expect(french.sections[2]!.heading).toBe('Compétences');
    expect(french.sections[0]!.entries[0]!.dates).toMatch(/^mars 2019 – juin 2021$/);
  });

  it('maps education, skills and custom entries to the document fields', () => {
    expect(edu!.entries[0]).toMatchObject({
      title: 'BSc, Physics',
      degree: 'BSc',
      fieldOfStudy: 'Physics',
      organization: 'Universidad de Sevilla',
      subtitle: 'Music',
      bullets: ['Graduated with honours'],
      details: ['Optics', 'Mécanique'],
      detailsLabel: 'Coursework',
      startDate: '2015-09',
      endDate: '2019-06',
    });
    expect(skills!.entries[0]).toMatchObject({
      title: 'TypeScript',
      subtitle: 'Expert',
      details: ['React', 'Node.js'],
      bullets: [],
    });
    expect(custom!.entries[0]).toMatchObject({
      title: 'Food bank',
      dates: '2020',
      bullets: ['Sorted food'],
    });
    expect(document.header.name).toBe('Zoë Núñez');
    expect(document.summaryHeading).toBe('Summary');
  });

  it('prints a year given alone as the year, in every language, and keeps it a year', () => {
    const yearOnly: ResumeLibrary = {
      ...library,
      work: [
        {
          ...acme!,
          startDate: '2010-01',
          startDatePrecision: 'YEAR',
          endDate: '2014-12',
          endDatePrecision: 'YEAR',
        },
        { ...globex!, startDate: '2014-12', startDatePrecision: 'YEAR' },
      ],
      edu: [
        {
          ...library.edu[0]!,
          startDate: '2011-06',
          endDate: '2014-12',
          endDatePrecision: 'YEAR',
        },
      ],
    };
    const printed = (language: 'en' | 'es' | 'fr', labels: DocumentLabels) =>
      resolveResume({ ...content, language }, yearOnly, labels).sections.map((section) =>
        section.entries.map(({ dates, startDate, endDate }) => ({ dates, startDate, endDate })),
      );
    expect(printed('en', labels).slice(0, 2)).toEqual([
      [
        { dates: '2010 – 2014', startDate: '2010', endDate: '2014' },
        { dates: '2014 – Present', startDate: '2014', endDate: null },
      ],
      [{ dates: 'Jun 2011 – 2014', startDate: '2011-06', endDate: '2014' }],
    ]);
    expect(printed('fr', fr.resumeDocument as DocumentLabels)[1]).toEqual([
      { dates: 'juin 2011 – 2014', startDate: '2011-06', endDate: '2014' },
    ]);
    expect(printed('es', es.resumeDocument as DocumentLabels)[0]![0]!.dates).toBe('2010 – 2014');
  });
});

describe('formatDateRange', () => {
  it('prints one month once, and nothing for no dates', () => {
    expect(formatDateRange('2020-01', '2020-01', false, 'en', 'Present')).toBe('Jan 2020');
    expect(formatDateRange(null, '2020-01', false, 'en', 'Present')).toBe('Jan 2020');
    expect(formatDateRange(null, null, false, 'en', 'Present')).toBe('');
  });

  it('prints a year alone as the year, never as a month of it', () => {
    expect(formatDateRange('2014', '2014', false, 'en', 'Present')).toBe('2014');
    expect(formatDateRange('2010', '2014', false, 'fr', 'aujourd’hui')).toBe('2010 – 2014');
    expect(formatDateRange('2014', null, true, 'es', 'Actualidad')).toBe('2014 – Actualidad');
  });
});

describe('bulletRows', () => {
  it('lists the picks in order, then what the library gained since, hidden and marked new', () => {
    const rows = bulletRows(
      [
        { itemId: 'a2', visible: true, text: 'mine' },
        { itemId: 'deleted', visible: true, text: null },
        { itemId: 'a2', visible: false, text: null },
      ],
      acme!.accomplishments,
    );
    expect(rows).toEqual([
      {
        itemId: 'a2',
        libraryText: 'Cut costs by 30%',
        override: 'mine',
        visible: true,
        isNew: false,
      },
      {
        itemId: 'a1',
        libraryText: 'Built the billing system',
        override: null,
        visible: false,
        isNew: true,
      },
    ]);
    expect(picksOf(rows)).toEqual([
      { itemId: 'a2', visible: true, text: 'mine' },
      { itemId: 'a1', visible: false, text: null },
    ]);
  });
});

describe('newResumeContent', () => {
  let next = 0;
  const content = newResumeContent(library, {
    header: { name: 'Zoë Núñez', email: 'zoe@example.com' },
    language: 'fr',
    paper: 'A4',
    newId: () => `id-${next++}`,
  });

  it('starts with the most recent events, every bullet shown', () => {
    expect(content.sections.map((section) => section.kind)).toEqual([
      'WORK',
      'EDUCATION',
      'SKILLS',
    ]);
    const work = content.sections[0]!;
    expect(work.entries.map((entry) => 'eventId' in entry && entry.eventId)).toEqual([
      globex!.id,
      acme!.id,
    ]);
    expect(work.entries[1]).toMatchObject({
      bullets: [
        { itemId: 'a1', visible: true, text: null },
        { itemId: 'a2', visible: true, text: null },
      ],
    });
  });

  it('takes the header, language and paper it is given, and default theme otherwise', () => {
    expect(content.header).toMatchObject({
      name: 'Zoë Núñez',
      email: 'zoe@example.com',
      links: [],
    });
    expect(content.language).toBe('fr');
    expect(content.theme).toMatchObject({ paper: 'A4', template: 'classic', scale: 1 });
  });
});

describe('defaultPaper', () => {
  it('is Letter in the United States and Canada and for plain English, A4 elsewhere', () => {
    expect(defaultPaper('en-US')).toBe('LETTER');
    expect(defaultPaper('fr-CA')).toBe('LETTER');
    expect(defaultPaper('en')).toBe('LETTER');
    expect(defaultPaper(undefined)).toBe('LETTER');
    expect(defaultPaper('en-GB')).toBe('A4');
    expect(defaultPaper('es-ES')).toBe('A4');
    expect(defaultPaper('fr')).toBe('A4');
  });
});

describe('resumeContentSchema', () => {
  const issues = (value: unknown) =>
    resumeContentSchema
      .safeParse(value)
      .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

  it('refuses what no resume may hold, naming the field', () => {
    expect(issues({ theme: { accentColor: 'red' } })).toEqual([
      'theme.accentColor: must be a colour like #1f4e79',
    ]);
    expect(issues({ theme: { fontSize: 30 } })?.[0]).toMatch(/^theme.fontSize: /);
    expect(issues({ header: { links: [{ label: 'x', url: 'javascript:alert(1)' }] } })).toEqual([
      'header.links.0.url: must be empty or a web address starting with http:// or https://',
    ]);
    expect(
      issues({
        sections: [
          { id: 'a', kind: 'WORK' },
          { id: 'a', kind: 'CUSTOM' },
        ],
      }),
    ).toEqual(['sections.1.id: is repeated']);
    expect(
      issues({ sections: [{ id: 'a', kind: 'WORK', entries: [{ id: 'e', eventId: 'x' }] }] }),
    ).toEqual(['sections.0.entries.0.eventId: must be an event id']);
  });

  it('completes a header link typed without its scheme, as the library does', () => {
    const links = (url: string) =>
      resumeContentSchema.parse({ header: { links: [{ label: 'Site', url }] } }).header.links;
    expect(links(' example.com/me ')).toEqual([{ label: 'Site', url: 'https://example.com/me' }]);
    expect(links('//example.com')).toEqual([{ label: 'Site', url: 'https://example.com' }]);
    expect(links('http://example.com')).toEqual([{ label: 'Site', url: 'http://example.com' }]);
    expect(issues({ header: { links: [{ label: 'x', url: 'me@example.com' }] } })).toHaveLength(1);
  });

  it('fills a resume with nothing in it with the defaults', () => {
    expect(resumeContentSchema.parse({})).toMatchObject({
      language: 'en',
      summary: '',
      sections: [],
      header: { name: '', links: [] },
      theme: { template: 'classic', paper: 'LETTER', scale: 1 },
    });
  });
});
