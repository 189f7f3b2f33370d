import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import es from '../locales/es.json';
import fr from '../locales/fr.json';
import {
  careerEventLimits,
  eduEventInputSchema,
  skillEventInputSchema,
  workEventInputSchema,
} from './career-event';
import {
  eventsToImport,
  fnv1a64,
  jsonResumeImportKey,
  jsonResumeLimits,
  mapJsonResume,
  readJsonResume,
  skillLevelOf,
  yearMonthOfJsonResumeDate,
  type JsonResumeImport,
  type JsonResumeReadResult,
} from './json-resume';

// The JSON Resume project's sample (MIT), copied into the repository: see test-support/README.md.
const samplePath = path.resolve('src', 'domain', 'test-support', 'sample.resume.json');
const sampleText = readFileSync(samplePath, 'utf8');

function imported(result: JsonResumeReadResult): JsonResumeImport {
  if (!result.ok) throw new Error(`expected an import, got ${JSON.stringify(result.error)}`);
  return result.value;
}

const importOf = (value: unknown) => imported(mapJsonResume(value));

const work = (entry: Record<string, unknown>) => ({
  name: 'Pied Piper',
  position: 'CEO',
  startDate: '2013-12-01',
  ...entry,
});

describe('the JSON Resume sample file', () => {
  it('maps its work, education and skills, ignoring the sections we do not model', () => {
    const result = imported(readJsonResume(sampleText));
    expect(result.issues).toEqual([]);
    expect(result.work.map(({ event }) => event)).toEqual([
      {
        uuid: expect.stringMatching(/^json-resume:[0-9a-f]{16}$/),
        company: 'Pied Piper',
        position: 'CEO/President',
        location: 'Palo Alto, CA',
        link: 'http://piedpiper.example.com',
        startDate: '2013-12',
        startDatePrecision: 'MONTH',
        endDate: '2014-12',
        endDatePrecision: 'MONTH',
        accomplishments: [
          {
            uuid: null,
            description:
              'Build an algorithm for artist to detect if their music was violating copy right infringement laws',
          },
          { uuid: null, description: 'Successfully won Techcrunch Disrupt' },
          {
            uuid: null,
            description:
              'Optimized an algorithm that holds the current world record for Weisman Scores',
          },
        ],
        fromSyncSvc: false,
      },
    ]);
    expect(result.education.map(({ event }) => event)).toEqual([
      {
        uuid: expect.stringMatching(/^json-resume:[0-9a-f]{16}$/),
        university: 'University of Oklahoma',
        degree: 'Bachelor',
        major: 'Information Technology',
        minor: '',
        location: '',
        link: 'https://www.ou.edu/',
        startDate: '2011-06',
        startDatePrecision: 'MONTH',
        endDate: '2014-01',
        endDatePrecision: 'MONTH',
        attending: false,
        accomplishments: [],
        coursework: [
          { uuid: null, description: 'DB1101 - Basic SQL' },
          { uuid: null, description: 'CS2011 - Java Introduction' },
        ],
        fromSyncSvc: false,
      },
    ]);
    expect(result.skills.map(({ event }) => event)).toEqual([
      {
        uuid: expect.stringMatching(/^json-resume:/),
        name: 'Web Development',
        category: '',
        level: 'EXPERT',
        keywords: ['HTML', 'CSS', 'Javascript'],
      },
      {
        uuid: expect.stringMatching(/^json-resume:/),
        name: 'Compression',
        category: '',
        level: 'EXPERT',
        keywords: ['Mpeg', 'MP4', 'GIF'],
      },
    ]);
  });

  it('gives the same import keys every time it is read, one per entry', () => {
    const first = imported(readJsonResume(sampleText));
    const second = imported(readJsonResume(sampleText));
    const keys = (result: JsonResumeImport) =>
      [...result.work, ...result.education, ...result.skills].map(({ key, event }) => {
        expect(event.uuid).toBe(key);
        return key;
      });
    expect(keys(second)).toEqual(keys(first));
    expect(new Set(keys(first)).size).toBe(4);
    expect(first.work[0]?.entry).toBe(1);
  });

  it('maps to events the domain schemas accept unchanged', () => {
    const result = imported(readJsonResume(sampleText));
    for (const { event } of result.work) expect(workEventInputSchema.parse(event)).toEqual(event);
    for (const { event } of result.education) {
      expect(eduEventInputSchema.parse(event)).toEqual(event);
    }
    for (const { event } of result.skills)
      expect(skillEventInputSchema.parse(event)).toEqual(event);
  });
});

describe('yearMonthOfJsonResumeDate', () => {
  it.each([
    ['2013-12-01', 'start', '2013-12'],
    ['2013-12', 'start', '2013-12'],
    ['2013', 'start', '2013-01'],
    ['2013', 'end', '2013-12'],
    ['2013-12', 'end', '2013-12'],
    ['2024-02-29', 'start', '2024-02'],
    ['2000-02-29', 'start', '2000-02'],
    ['2013-12-01T00:00:00Z', 'start', '2013-12'],
    ['2013-12-01T10:30:00.000+02:00', 'end', '2013-12'],
    [' 2013-12 ', 'start', '2013-12'],
  ] as const)('reads %j as a %s month: %s', (text, edge, month) => {
    expect(yearMonthOfJsonResumeDate(text, edge)).toBe(month);
  });

  it.each([
    ['2013-13', 'there is no thirteenth month'],
    ['2013-13-01', 'there is no thirteenth month'],
    ['2013-00', 'there is no month zero'],
    ['2013-02-30', 'February has no 30th'],
    ['2023-02-29', 'not a leap year'],
    ['1900-02-29', 'not a leap year'],
    ['2013-04-31', 'April has 30 days'],
    ['2013-12-00', 'there is no day zero'],
    ['0000', 'there is no year zero'],
    ['13', 'the year has four digits'],
    ['2013-1', 'the month has two digits'],
    ['Dec 2013', 'words'],
    ['2013/12', 'the separator is a hyphen'],
    ['', 'empty'],
  ])('refuses %j (%s)', (text) => {
    expect(yearMonthOfJsonResumeDate(text, 'start')).toBeNull();
  });
});

describe('skillLevelOf', () => {
  it.each([
    ['Beginner', 'BEGINNER'],
    ['intermediate', 'INTERMEDIATE'],
    ['ADVANCED', 'ADVANCED'],
    ['Expert', 'EXPERT'],
    [' Master ', 'EXPERT'],
    ['Fluent', null],
    ['', null],
    [5, null],
    [null, null],
  ])('maps %j to %j', (level, expected) => {
    expect(skillLevelOf(level)).toBe(expected);
  });

  it.each([
    ['en', en],
    ['es', es],
    ['fr', fr],
  ])('reads back every level our %s documents print', (_language, catalogue) => {
    for (const [level, word] of Object.entries(catalogue.resumeDocument.levels)) {
      expect(skillLevelOf(word)).toBe(level);
    }
  });
});

describe('import keys', () => {
  it('use 64-bit FNV-1a', () => {
    expect(fnv1a64('')).toBe('cbf29ce484222325');
    expect(fnv1a64('a')).toBe('af63dc4c8601ec8c');
    expect(fnv1a64('foobar')).toBe('85944171f73967e8');
  });

  it('ignore case, surrounding and repeated spaces, and the day of a date', () => {
    const [a] = importOf({ work: [work({ name: 'Pied  Piper ', startDate: '2013-12-01' })] }).work;
    const [b] = importOf({ work: [work({ name: 'pied piper', startDate: '2013-12' })] }).work;
    expect(a?.key).toBe(b?.key);
  });

  it('differ when an identifying field differs', () => {
    const keys = importOf({
      work: [work({}), work({ position: 'CTO' }), work({ startDate: '2014-01' })],
    }).work.map(({ key }) => key);
    expect(new Set(keys).size).toBe(3);
  });

  it('differ between kinds, and between fields that only add up to the same text', () => {
    expect(jsonResumeImportKey('skill', ['Go'])).not.toBe(jsonResumeImportKey('work', ['Go']));
    expect(jsonResumeImportKey('work', ['ab', 'c', '2013-01'])).not.toBe(
      jsonResumeImportKey('work', ['a', 'bc', '2013-01']),
    );
  });

  it('fit the domain’s uuid limit', () => {
    expect(jsonResumeImportKey('edu', ['x'.repeat(200)]).length).toBeLessThanOrEqual(
      careerEventLimits.uuid,
    );
  });
});

describe('mapping', () => {
  it('completes an address without https://, drops non-web ones but keeps the entry', () => {
    const result = importOf({
      work: [
        work({ url: '' }),
        work({ position: 'A', url: 'missdirection.example.com' }),
        work({ position: 'B', url: 'javascript:alert(1)' }),
        work({ position: 'C', url: ' https://piedpiper.example.com/ ' }),
      ],
    });
    expect(result.issues).toEqual([]);
    expect(result.work.map(({ event }) => event.link)).toEqual([
      '',
      'https://missdirection.example.com',
      '',
      'https://piedpiper.example.com/',
    ]);
  });

  it('reads the 0.x names company and website', () => {
    const [entry] = importOf({
      work: [
        {
          company: 'Hooli',
          position: 'Developer',
          website: 'https://hooli.example.com',
          startDate: '2012',
        },
      ],
    }).work;
    expect(entry?.event).toMatchObject({
      company: 'Hooli',
      link: 'https://hooli.example.com',
      startDate: '2012-01',
    });
  });

  it('trims text and cuts it to the domain limits', () => {
    const long = 'x'.repeat(careerEventLimits.text + 50);
    const [entry] = importOf({
      work: [
        work({
          name: `  ${long}  `,
          position: ' Engineer ',
          location: `${'y'.repeat(careerEventLimits.text - 1)}😀`,
          highlights: [
            ' first ',
            '',
            '   ',
            'z'.repeat(careerEventLimits.itemText + 1),
            ...Array.from({ length: careerEventLimits.items + 5 }, (_, index) => `more ${index}`),
          ],
        }),
      ],
    }).work;
    const event = entry!.event;
    expect(event.company).toBe('x'.repeat(careerEventLimits.text));
    expect(event.position).toBe('Engineer');
    // The emoji is two code units: it is left out whole rather than cut in half.
    expect(event.location).toBe('y'.repeat(careerEventLimits.text - 1));
    expect(event.accomplishments).toHaveLength(careerEventLimits.items);
    expect(event.accomplishments[0]?.description).toBe('first');
    expect(event.accomplishments[1]?.description).toHaveLength(careerEventLimits.itemText);
  });

  it('caps skill keywords and drops empty ones', () => {
    const [entry] = importOf({
      skills: [
        {
          name: ' Go ',
          level: 'Advanced',
          keywords: [
            '',
            ' goroutines ',
            'k'.repeat(careerEventLimits.keyword + 1),
            ...Array.from({ length: careerEventLimits.keywords }, (_, index) => `k${index}`),
          ],
        },
      ],
    }).skills;
    expect(entry?.event.name).toBe('Go');
    expect(entry?.event.level).toBe('ADVANCED');
    expect(entry?.event.keywords).toHaveLength(careerEventLimits.keywords);
    expect(entry?.event.keywords.slice(0, 2)).toEqual([
      'goroutines',
      'k'.repeat(careerEventLimits.keyword),
    ]);
  });

  it('leaves an unknown skill level empty', () => {
    const [entry] = importOf({ skills: [{ name: 'Go', level: 'Fluent' }] }).skills;
    expect(entry?.event.level).toBeNull();
  });

  it.each([
    [{}, true, null],
    [{ endDate: '' }, true, null],
    [{ endDate: 'Present' }, true, null],
    [{ endDate: null }, true, null],
    [{ endDate: '2014-01-01' }, false, '2014-01'],
    [{ endDate: '2099' }, false, '2099-12'],
  ])('an education with %j is attending: %s', (dates, attending, endDate) => {
    const [entry] = importOf({
      education: [{ institution: 'Stanford', startDate: '2011', ...dates }],
    }).education;
    expect(entry?.event).toMatchObject({ attending, endDate, startDate: '2011-01' });
  });

  it('keeps an education without any dates', () => {
    const [entry] = importOf({ education: [{ institution: 'Stanford' }] }).education;
    expect(entry?.event).toMatchObject({ startDate: null, endDate: null, attending: true });
  });

  it('takes a work entry with no end date as the current job', () => {
    const [entry] = importOf({ work: [work({ endDate: '' })] }).work;
    expect(entry?.event.endDate).toBeNull();
  });

  it('keeps a bare year a year, stored as December when it ends, so never before its start', () => {
    const [entry] = importOf({ work: [work({ startDate: '2014-06', endDate: '2014' })] }).work;
    expect(entry?.event).toMatchObject({
      startDate: '2014-06',
      startDatePrecision: 'MONTH',
      endDate: '2014-12',
      endDatePrecision: 'YEAR',
    });
  });

  it('keeps bare years years on both ends, and a full date a month (issue 13 §5)', () => {
    const [job] = importOf({ work: [work({ startDate: '2010', endDate: '2014' })] }).work;
    expect(job?.event).toMatchObject({
      startDate: '2010-01',
      startDatePrecision: 'YEAR',
      endDate: '2014-12',
      endDatePrecision: 'YEAR',
    });
    const [school] = importOf({
      education: [{ institution: 'Stanford', startDate: '2011-06-01', endDate: '2014' }],
    }).education;
    expect(school?.event).toMatchObject({
      startDate: '2011-06',
      startDatePrecision: 'MONTH',
      endDate: '2014-12',
      endDatePrecision: 'YEAR',
    });
  });

  it("reads an education's highlights as its accomplishments", () => {
    const [school] = importOf({
      education: [{ institution: 'Stanford', highlights: ['Dean’s list', ' '] }],
    }).education;
    expect(school?.event.accomplishments).toEqual([{ uuid: null, description: 'Dean’s list' }]);
  });
});

describe('entries that cannot be imported', () => {
  it('are listed with their reasons while the rest of the file imports', () => {
    const result = importOf({
      work: [
        work({}),
        work({ startDate: undefined, name: 'Hooli' }),
        work({ name: 'Raviga', startDate: '2013-13-01' }),
        work({ name: 'Bachmanity', startDate: '2015-06', endDate: '2015-01' }),
        work({ name: '  ', position: '' }),
      ],
      education: [{ institution: 'Stanford', endDate: '2012-02-30' }, null],
      skills: [{ name: 'Go' }, { name: 'go ' }, 'Rust', { name: 42 }],
    });
    expect(result.work.map(({ entry }) => entry)).toEqual([1]);
    expect(result.education).toEqual([]);
    expect(result.skills.map(({ entry }) => entry)).toEqual([1]);
    expect(result.issues).toEqual([
      { section: 'work', entry: 2, label: 'Hooli', code: 'missing', field: 'startDate' },
      {
        section: 'work',
        entry: 3,
        label: 'Raviga',
        code: 'notADate',
        field: 'startDate',
        value: '2013-13-01',
      },
      {
        section: 'work',
        entry: 4,
        label: 'Bachmanity',
        code: 'endBeforeStart',
        field: 'endDate',
      },
      { section: 'work', entry: 5, label: null, code: 'missing', field: 'name' },
      { section: 'work', entry: 5, label: null, code: 'missing', field: 'position' },
      {
        section: 'education',
        entry: 1,
        label: 'Stanford',
        code: 'notADate',
        field: 'endDate',
        value: '2012-02-30',
      },
      { section: 'education', entry: 2, label: null, code: 'notAnEntry', field: null },
      {
        section: 'skills',
        entry: 2,
        label: 'go',
        code: 'duplicate',
        field: null,
        duplicateOf: 1,
      },
      { section: 'skills', entry: 3, label: null, code: 'notAnEntry', field: null },
      { section: 'skills', entry: 4, label: null, code: 'notText', field: 'name' },
    ]);
  });

  it('include fields of the wrong type', () => {
    const result = importOf({
      work: [work({ position: 7, highlights: ['fine', 3] }), work({ highlights: 'one' })],
    });
    expect(result.work).toEqual([]);
    expect(result.issues.map(({ entry, code, field }) => [entry, code, field])).toEqual([
      [1, 'notText', 'position'],
      [1, 'notTextList', 'highlights'],
      [2, 'notAList', 'highlights'],
    ]);
  });
});

describe('files that cannot be imported', () => {
  it('refuses text that is not JSON', () => {
    expect(readJsonResume('{"work": [')).toEqual({ ok: false, error: { code: 'notJson' } });
    expect(readJsonResume('')).toEqual({ ok: false, error: { code: 'notJson' } });
  });

  it('reads JSON that starts with a byte-order mark', () => {
    expect(readJsonResume(`\uFEFF${sampleText}`).ok).toBe(true);
  });

  it.each([['[]'], ['"resume"'], ['null'], ['42']])('refuses %s: not an object', (text) => {
    expect(readJsonResume(text)).toEqual({ ok: false, error: { code: 'notAnObject' } });
  });

  it('refuses a section that is not a list', () => {
    expect(mapJsonResume({ work: [], skills: { name: 'Go' } })).toEqual({
      ok: false,
      error: { code: 'notAList', section: 'skills' },
    });
  });

  it.each([
    [{}],
    [{ name: 'my-resume', version: '0.1.0' }],
    [{ basics: { name: 'Richard' }, work: [], education: null }],
  ])('refuses %j: nothing to import', (value) => {
    expect(mapJsonResume(value)).toEqual({ ok: false, error: { code: 'noEntries' } });
  });

  it('refuses more entries than one import may add', () => {
    const skills = Array.from({ length: jsonResumeLimits.entries - 1 }, (_, index) => ({
      name: `skill ${index}`,
    }));
    expect(mapJsonResume({ work: [work({})], skills }).ok).toBe(true);
    expect(mapJsonResume({ work: [work({}), work({})], skills })).toEqual({
      ok: false,
      error: { code: 'tooManyEntries', count: 501, max: 500 },
    });
  });

  it('refuses a huge file without parsing it', () => {
    const huge = JSON.stringify({ skills: [{ name: 'x'.repeat(jsonResumeLimits.fileBytes) }] });
    expect(readJsonResume(huge)).toEqual({
      ok: false,
      error: { code: 'tooLarge', maxBytes: jsonResumeLimits.fileBytes },
    });
  });
});

describe('eventsToImport', () => {
  it('keeps only the entries whose key the library does not have', () => {
    const result = imported(readJsonResume(sampleText));
    const everything = eventsToImport(result, new Set());
    expect([everything.work.length, everything.edu.length, everything.skills.length]).toEqual([
      1, 1, 2,
    ]);
    const known = new Set([result.work[0]!.key, result.skills[1]!.key, 'json-resume:other']);
    const rest = eventsToImport(result, known);
    expect(rest.work).toEqual([]);
    expect(rest.edu).toEqual([result.education[0]!.event]);
    expect(rest.skills).toEqual([result.skills[0]!.event]);
  });
});
