import { describe, expect, it } from 'vitest';
import { readJsonResume } from './json-resume';
import type { ResumeContent } from './resume';
import { importedResumeContent, jsonResumeBasicsHeader } from './resume-import';
import sample from './test-support/sample.resume.json';

/** A valid event id named by its text: the same text gives the same id. */
const names: string[] = [];
const uuid = (name: string) => {
  if (!names.includes(name)) names.push(name);
  return `00000000-0000-4000-8000-${String(names.indexOf(name)).padStart(12, '0')}`;
};

const counter = () => {
  let next = 0;
  return () => `id-${++next}`;
};

describe('jsonResumeBasicsHeader', () => {
  it("reads the sample's basics: label as headline, location text, url and profiles with an address as links", () => {
    expect(jsonResumeBasicsHeader(sample)).toEqual({
      header: {
        name: 'Richard Hendriks',
        headline: 'Programmer',
        email: 'richard.hendriks@mail.com',
        phone: '(912) 555-4321',
        location: 'San Francisco, California, US',
        links: [
          { label: 'richardhendricks.example.com', url: 'http://richardhendricks.example.com' },
          { label: 'SoundCloud', url: 'https://soundcloud.example.com/dandymusicnl' },
        ],
      },
      summary: expect.stringMatching(/^Richard hails from Tulsa\./),
    });
  });

  it('leaves out what has the wrong shape, and cuts text and links to the limits', () => {
    const profiles = Array.from({ length: 9 }, (_, index) => ({
      username: `user${index}`,
      url: `https://example.com/${index}`,
    }));
    const { header, summary } = jsonResumeBasicsHeader({
      basics: {
        name: ` ${'N'.repeat(300)} `,
        label: 42,
        url: 'javascript:alert(1)',
        location: 'Paris',
        profiles: [null, { network: 'Bad', url: 'ftp://x.example' }, ...profiles],
      },
    });
    expect(header.name).toHaveLength(200);
    expect([header.headline, header.location, summary]).toEqual(['', '', '']);
    expect(header.links).toHaveLength(6);
    expect(header.links[0]).toEqual({ label: 'user0', url: 'https://example.com/0' });
  });

  it('answers an empty header for a file without basics', () => {
    for (const value of [{}, null, [], { basics: 'me' }]) {
      expect(jsonResumeBasicsHeader(value)).toEqual({
        header: { name: '', headline: '', email: '', phone: '', location: '', links: [] },
        summary: '',
      });
    }
  });
});

/** The events a section points at. */
const eventIdsOf = (section: ResumeContent['sections'][number] | undefined) =>
  (section?.entries ?? []).map((entry) => ('eventId' in entry ? entry.eventId : null));

describe('importedResumeContent', () => {
  const items = (...ids: string[]) => ids.map((id) => ({ id, uuid: null, description: id }));
  const library = {
    work: [
      { id: uuid('w-old'), uuid: 'k-old', accomplishments: items('a1') },
      { id: uuid('w-new'), uuid: 'k-new', accomplishments: items('b1', 'b2') },
      { id: uuid('w-typed'), uuid: null, accomplishments: [] },
    ],
    edu: [{ id: uuid('e1'), uuid: 'k-edu', accomplishments: [] }],
    skills: [
      { id: uuid('s1'), uuid: 'k-s1' },
      { id: uuid('s2'), uuid: 'k-s2' },
    ],
  };
  const options = {
    header: { name: 'Ada' },
    summary: 'Hello',
    language: 'fr' as const,
    paper: 'A4' as const,
    template: 'modern' as const,
    newId: counter(),
  };

  it("points at the file's events in the file's order, every bullet shown", () => {
    const content = importedResumeContent(
      {
        work: [{ uuid: 'k-new' }, { uuid: 'k-old' }, { uuid: 'k-gone' }, { uuid: 'k-new' }],
        edu: [{ uuid: 'k-edu' }],
        skills: [{ uuid: 'k-s2' }, { uuid: 'k-s1' }],
      } as never,
      library,
      options,
    );
    const [work, edu, skills] = content.sections;
    expect(content.sections.map((section) => section.kind)).toEqual([
      'WORK',
      'EDUCATION',
      'SKILLS',
    ]);
    expect(work?.entries).toEqual([
      {
        id: expect.any(String),
        eventId: uuid('w-new'),
        bullets: [
          { itemId: 'b1', visible: true, text: null },
          { itemId: 'b2', visible: true, text: null },
        ],
      },
      {
        id: expect.any(String),
        eventId: uuid('w-old'),
        bullets: [{ itemId: 'a1', visible: true, text: null }],
      },
    ]);
    expect(eventIdsOf(edu)).toEqual([uuid('e1')]);
    expect(skills?.entries).toEqual([
      { id: expect.any(String), eventId: uuid('s2'), bullets: [] },
      { id: expect.any(String), eventId: uuid('s1'), bullets: [] },
    ]);
    expect(content.header).toMatchObject({ name: 'Ada', headline: '', links: [] });
    expect(content.summary).toBe('Hello');
    expect(content.language).toBe('fr');
    expect(content.theme).toMatchObject({
      paper: 'A4',
      template: 'modern',
      font: 'Source Serif 4',
    });
    const ids = content.sections.flatMap((section) => [
      section.id,
      ...section.entries.map((e) => e.id),
    ]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps at most 60 entries a section', () => {
    const many = Array.from({ length: 70 }, (_, index) => ({
      id: uuid(`s${index}`),
      uuid: `k${index}`,
    }));
    const content = importedResumeContent(
      { work: [], edu: [], skills: many.map(({ uuid }) => ({ uuid })) } as never,
      { work: [], edu: [], skills: many },
      options,
    );
    expect(eventIdsOf(content.sections[2])).toEqual(many.slice(0, 60).map(({ id }) => id));
  });

  it('builds a resume from the sample file once its events are in the library', () => {
    const read = readJsonResume(JSON.stringify(sample));
    if (!read.ok) throw new Error('the sample must read');
    const { work, education, skills } = read.value;
    const asLibrary = (entries: typeof work | typeof education | typeof skills) =>
      entries.map(({ key }, index) => ({
        id: uuid(`${key}-${index}`),
        uuid: key,
        accomplishments: [],
      }));
    const content = importedResumeContent(
      {
        work: work.map(({ event }) => event),
        edu: education.map(({ event }) => event),
        skills: skills.map(({ event }) => event),
      },
      { work: asLibrary(work), edu: asLibrary(education), skills: asLibrary(skills) },
      {
        ...jsonResumeBasicsHeader(sample),
        language: 'en',
        paper: 'LETTER',
        template: 'classic',
        newId: counter(),
      },
    );
    expect(content.sections.map((section) => section.entries.length)).toEqual([1, 1, 2]);
    expect(content.header.name).toBe('Richard Hendriks');
  });
});
