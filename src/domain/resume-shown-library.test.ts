import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import {
  resolveResume,
  resumeContentSchema,
  type DocumentLabels,
  type ResumeLibrary,
} from './resume';
import { shownLibrary } from './resume-shown-library';

const item = (id: string, description: string) => ({ id, uuid: null, description });
const workId = '00000000-0000-4000-8000-000000000001';
const otherWorkId = '00000000-0000-4000-8000-000000000002';
const eduId = '00000000-0000-4000-8000-000000000003';
const skillId = '00000000-0000-4000-8000-000000000004';
const otherSkillId = '00000000-0000-4000-8000-000000000005';
const goneId = '00000000-0000-4000-8000-000000000009';

const library: ResumeLibrary = {
  work: [
    {
      id: workId,
      company: 'Acme',
      position: 'Engineer',
      location: 'Québec',
      link: '',
      startDate: '2019-03',
      startDatePrecision: 'MONTH',
      endDate: null,
      endDatePrecision: 'MONTH',
      accomplishments: [
        item('a1', 'Built the billing system in Go'),
        item('a2', 'Moved the front end to React'),
        item('a3', 'Ran the Kubernetes clusters'),
      ],
    },
    {
      id: otherWorkId,
      company: 'Globex',
      position: 'Analyst',
      location: '',
      link: '',
      startDate: '2016-01',
      startDatePrecision: 'MONTH',
      endDate: '2019-02',
      endDatePrecision: 'MONTH',
      accomplishments: [item('b1', 'Wrote SQL reports')],
    },
  ],
  edu: [
    {
      id: eduId,
      university: 'Laval',
      degree: 'BSc',
      major: 'Computer Science',
      minor: '',
      location: '',
      link: '',
      startDate: '2012-09',
      startDatePrecision: 'MONTH',
      endDate: '2016-05',
      endDatePrecision: 'MONTH',
      attending: false,
      accomplishments: [item('e1', 'Thesis on Python tooling'), item('e2', 'Dean’s list')],
      coursework: [item('c1', 'Databases')],
    },
  ],
  skills: [
    { id: skillId, name: 'TypeScript', category: 'Languages', level: 'EXPERT', keywords: ['Node'] },
    { id: otherSkillId, name: 'Docker', category: 'Tools', level: null, keywords: [] },
  ],
};

const content = resumeContentSchema.parse({
  summary: 'Ten years of Java',
  sections: [
    {
      id: 'work',
      kind: 'WORK',
      entries: [
        {
          id: 'w1',
          eventId: workId,
          bullets: [
            { itemId: 'a2', visible: true, text: 'Rebuilt the web app in Vue' },
            { itemId: 'a1', visible: false },
            { itemId: 'gone', visible: true },
          ],
        },
        { id: 'w2', eventId: goneId, bullets: [] },
      ],
    },
    {
      id: 'edu',
      kind: 'EDUCATION',
      entries: [{ id: 'e', eventId: eduId, bullets: [{ itemId: 'e1', visible: true }] }],
    },
    { id: 'skills', kind: 'SKILLS', entries: [{ id: 's', eventId: skillId }] },
    {
      id: 'custom',
      kind: 'CUSTOM',
      entries: [{ id: 'x', title: 'Projects', bullets: ['A Rust compiler'] }],
    },
  ],
});

describe('shownLibrary', () => {
  it('keeps the events the sections show, with only their shown bullets in the resume’s words', () => {
    const shown = shownLibrary(content, library);
    expect(shown.work.map((event) => event.id)).toEqual([workId]);
    expect(shown.work[0]?.accomplishments).toEqual([item('a2', 'Rebuilt the web app in Vue')]);
    expect(shown.work[0]?.position).toBe('Engineer');
    expect(shown.edu.map((event) => event.id)).toEqual([eduId]);
    expect(shown.edu[0]?.accomplishments).toEqual([item('e1', 'Thesis on Python tooling')]);
    expect(shown.edu[0]?.coursework).toEqual([item('c1', 'Databases')]);
    expect(shown.skills).toEqual([
      { id: skillId, name: 'TypeScript', category: '', level: 'EXPERT', keywords: ['Node'] },
    ]);
  });

  it('shows exactly the bullets the resolved resume prints', () => {
    const shown = shownLibrary(content, library);
    const printed = resolveResume(content, library, en.resumeDocument as DocumentLabels);
    const printedBullets = printed.sections.flatMap((section) =>
      section.kind === 'CUSTOM' ? [] : section.entries.flatMap((entry) => entry.bullets),
    );
    const shownBullets = [...shown.work, ...shown.edu].flatMap((event) =>
      event.accomplishments.map((bullet) => bullet.description),
    );
    expect(shownBullets).toEqual(printedBullets);
  });

  it('leaves out a bullet the library gained after it was picked, and the summary and custom sections', () => {
    const shown = shownLibrary(content, library);
    const texts = JSON.stringify(shown);
    expect(texts).not.toContain('Kubernetes');
    expect(texts).not.toContain('Java');
    expect(texts).not.toContain('Rust');
  });

  it('shows an event in two entries once, with the bullets of both', () => {
    const twice = resumeContentSchema.parse({
      sections: [
        {
          id: 'one',
          kind: 'WORK',
          entries: [{ id: 'w1', eventId: workId, bullets: [{ itemId: 'a1', visible: true }] }],
        },
        {
          id: 'two',
          kind: 'WORK',
          entries: [
            {
              id: 'w2',
              eventId: workId,
              bullets: [
                { itemId: 'a1', visible: true },
                { itemId: 'a3', visible: true },
              ],
            },
          ],
        },
        {
          id: 's',
          kind: 'SKILLS',
          entries: [
            { id: 's1', eventId: skillId },
            { id: 's2', eventId: skillId },
          ],
        },
      ],
    });
    const shown = shownLibrary(twice, library);
    expect(shown.work).toHaveLength(1);
    expect(shown.work[0]?.accomplishments.map((bullet) => bullet.id)).toEqual(['a1', 'a3']);
    expect(shown.skills).toHaveLength(1);
  });

  it('shows nothing of an empty resume, and changes neither argument', () => {
    const before = JSON.stringify(library);
    expect(shownLibrary(resumeContentSchema.parse({}), library)).toEqual({
      work: [],
      edu: [],
      skills: [],
    });
    shownLibrary(content, library);
    expect(JSON.stringify(library)).toBe(before);
  });
});
