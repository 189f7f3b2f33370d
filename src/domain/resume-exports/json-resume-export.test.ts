import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mapJsonResume, readJsonResume, type JsonResumeImport } from '../json-resume';
import type { ResumeDocument } from '../resume-document';
import { jsonResumeSchemaUrl, resumeToJsonResume } from './json-resume-export';
import { entry, fixtureDocument, minimalDocument } from '../test-support/export-fixtures';

function imported(value: unknown): JsonResumeImport {
  const result = mapJsonResume(value);
  if (!result.ok) throw new Error(`expected an import, got ${JSON.stringify(result.error)}`);
  return result.value;
}

describe('resumeToJsonResume', () => {
  it('maps the header to basics: website as url, networks as profiles', () => {
    expect(resumeToJsonResume(fixtureDocument).basics).toEqual({
      name: 'Hélène Dubois-Ÿvon',
      label: 'Développeuse full-stack',
      email: 'helene@example.com',
      phone: '+1 514 555 0199',
      url: 'https://helene.example.com',
      summary: 'Ingénieure passionnée par les outils qui font gagner du temps.',
      location: { city: 'Montréal, Canada' },
      profiles: [
        { network: 'LinkedIn', username: 'helene', url: 'https://www.linkedin.com/in/helene' },
      ],
    });
  });

  it('maps work, education and skills with YYYY-MM dates, no end date while current', () => {
    const resume = resumeToJsonResume(fixtureDocument);
    expect(resume.$schema).toBe(jsonResumeSchemaUrl);
    expect(resume.work).toEqual([
      {
        name: 'Société Générale',
        position: 'Développeuse principale',
        location: 'Montréal, QC',
        url: 'https://example.com/sg',
        startDate: '2021-01',
        highlights: [
          'Réduit le temps de build de 40 % grâce à un cache partagé',
          'Encadré une équipe de 5 ingénieurs (Zoë, Ângela, Łukasz)',
        ],
      },
      {
        name: 'Café Crème',
        position: 'Ingénieure logiciel',
        startDate: '2018-03',
        endDate: '2020-12',
        highlights: ['Livré l’application mobile 日本語 en 6 mois'],
      },
    ]);
    expect(resume.education).toEqual([
      {
        institution: 'Université de Montréal',
        studyType: 'Master',
        area: 'informatique',
        url: 'https://umontreal.example.com',
        startDate: '2016-09',
        endDate: '2018-06',
        courses: ['Algorithmique', 'Bases de données'],
      },
    ]);
    expect(resume.skills).toEqual([
      { name: 'TypeScript', level: 'Expert', keywords: ['Node.js', 'React', 'Fastify'] },
      { name: 'Français' },
    ]);
  });

  it('maps custom sections to projects, keeping the section heading as the type', () => {
    expect(resumeToJsonResume(fixtureDocument).projects).toEqual([
      {
        name: 'Mentore',
        entity: 'Les Pâtissiers du Code',
        type: 'Bénévolat',
        startDate: '2019-01',
        endDate: '2019-12',
        highlights: ['Ateliers du samedi pour débutants'],
      },
    ]);
  });

  it('drops addresses that are not http(s) and dates that are not dates', () => {
    const doc: ResumeDocument = {
      ...minimalDocument,
      header: {
        ...minimalDocument.header,
        links: [
          { label: 'Evil', url: 'javascript:alert(1)' },
          { label: 'Mail', url: 'mailto:ada@example.com' },
          { label: '', url: 'https://github.com/ada' },
        ],
      },
      sections: [
        {
          id: 'w',
          kind: 'WORK',
          heading: 'Work',
          entries: [
            entry({
              id: '1',
              title: 'Analyst',
              organization: 'Engine Co',
              url: 'data:text/html,x',
              startDate: '1843-1',
              endDate: '1843-13',
              current: false,
              details: ['ignored for work'],
            }),
          ],
        },
      ],
    };
    const resume = resumeToJsonResume(doc);
    expect(resume.basics).toEqual({
      name: 'Ada Lovelace',
      profiles: [{ network: 'GitHub', username: 'ada', url: 'https://github.com/ada' }],
    });
    expect(resume.work).toEqual([{ name: 'Engine Co', position: 'Analyst' }]);
  });

  it('reads back through our own import with the same work, education and skills', () => {
    const text = JSON.stringify(resumeToJsonResume(fixtureDocument), null, 2);
    const result = readJsonResume(text);
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    const back = result.value;
    expect(back.issues).toEqual([]);
    expect(back.work.map(({ event }) => event)).toEqual([
      {
        uuid: expect.any(String),
        company: 'Société Générale',
        position: 'Développeuse principale',
        location: 'Montréal, QC',
        link: 'https://example.com/sg',
        startDate: '2021-01',
        startDatePrecision: 'MONTH',
        endDate: null,
        endDatePrecision: 'MONTH',
        fromSyncSvc: false,
        accomplishments: [
          { uuid: null, description: 'Réduit le temps de build de 40 % grâce à un cache partagé' },
          { uuid: null, description: 'Encadré une équipe de 5 ingénieurs (Zoë, Ângela, Łukasz)' },
        ],
      },
      {
        uuid: expect.any(String),
        company: 'Café Crème',
        position: 'Ingénieure logiciel',
        location: '',
        link: '',
        startDate: '2018-03',
        startDatePrecision: 'MONTH',
        endDate: '2020-12',
        endDatePrecision: 'MONTH',
        fromSyncSvc: false,
        accomplishments: [
          { uuid: null, description: 'Livré l’application mobile 日本語 en 6 mois' },
        ],
      },
    ]);
    expect(back.education.map(({ event }) => event)).toEqual([
      expect.objectContaining({
        university: 'Université de Montréal',
        degree: 'Master',
        major: 'informatique',
        link: 'https://umontreal.example.com',
        startDate: '2016-09',
        endDate: '2018-06',
        attending: false,
        coursework: [
          expect.objectContaining({ description: 'Algorithmique' }),
          expect.objectContaining({ description: 'Bases de données' }),
        ],
      }),
    ]);
    expect(back.skills.map(({ event }) => event)).toEqual([
      expect.objectContaining({
        name: 'TypeScript',
        level: 'EXPERT',
        keywords: ['Node.js', 'React', 'Fastify'],
      }),
      expect.objectContaining({ name: 'Français', level: null, keywords: [] }),
    ]);
  });

  it('round-trips an entry of each kind through export, import and export', () => {
    const first = resumeToJsonResume(fixtureDocument);
    const back = imported(first);
    // The imported events, written again as JSON Resume, give the same sections.
    expect(
      back.work.map(({ event }) => ({
        name: event.company,
        position: event.position,
        startDate: event.startDate,
        endDate: event.endDate ?? undefined,
        highlights: event.accomplishments.map(({ description }) => description),
      })),
    ).toEqual(
      first.work.map(({ name, position, startDate, endDate, highlights }) => ({
        name,
        position,
        startDate,
        endDate,
        highlights,
      })),
    );
  });

  it('exports something the import accepts even for the minimal resume', () => {
    const resume = resumeToJsonResume(minimalDocument);
    expect(resume).toEqual({
      $schema: jsonResumeSchemaUrl,
      basics: { name: 'Ada Lovelace' },
      work: [],
      education: [],
      skills: [],
      projects: [],
    });
    // No entries: the import refuses the file as empty, not as malformed.
    expect(mapJsonResume(resume)).toEqual({ ok: false, error: { code: 'noEntries' } });
  });

  it('uses the field names of the JSON Resume sample', () => {
    const sample = JSON.parse(
      readFileSync(path.resolve('src', 'domain', 'test-support', 'sample.resume.json'), 'utf8'),
    ) as Record<'work' | 'education' | 'skills' | 'projects', Array<Record<string, unknown>>>;
    const ours = resumeToJsonResume(fixtureDocument);
    const namesIn = (entries: Array<object>) => new Set(entries.flatMap((e) => Object.keys(e)));
    for (const section of ['work', 'education', 'skills', 'projects'] as const) {
      const known = namesIn(sample[section]);
      // Education may add `highlights` (allowed by the schema, not in the sample).
      if (section === 'education') known.add('highlights');
      expect([...namesIn(ours[section])].filter((name) => !known.has(name))).toEqual([]);
    }
  });
});
