import { describe, expect, it } from 'vitest';
import { careerEventLimits } from './career-event';
import {
  mapPartnerEducation,
  mapPartnerHistory,
  mapPartnerWork,
  parsePartnerDate,
  PartnerDateError,
  PartnerRecordError,
} from './partner-import';
import { partnerEducationRecord, partnerWorkRecord } from './test-support/partner-records';

const work = partnerWorkRecord;
const education = partnerEducationRecord;

const today = '2024-05-10';

describe('parsePartnerDate', () => {
  it('keeps the month of a real calendar day', () => {
    expect(parsePartnerDate('2024-02-29')).toBe('2024-02');
    expect(parsePartnerDate('0001-01-01')).toBe('0001-01');
    expect(parsePartnerDate('1999-12-31')).toBe('1999-12');
  });

  it.each([
    '2024-02-30',
    '2023-02-29',
    '2024-13-01',
    '2024-00-10',
    '2024-04-31',
    '0000-01-01',
    '2024-01',
    '2024-1-01',
    '2024-01-01T00:00:00Z',
    ' 2024-01-01',
    '',
    null,
    undefined,
    20240101,
  ])('refuses %j', (value) => {
    expect(() => parsePartnerDate(value)).toThrow(PartnerDateError);
  });

  it('names the value in its message', () => {
    expect(() => parsePartnerDate('2024-02-30')).toThrow(
      '"2024-02-30" is not a date written YYYY-MM-DD',
    );
  });
});

describe('mapPartnerWork', () => {
  it("maps every field of the partner's records (docs/product/data.md), trimmed, with the empty fields and fromSyncSvc", () => {
    const padded = {
      ...work,
      company_name: '  Acme  ',
      accomplishments: [{ uuid: ' acc-1 ', description: ' Shipped the thing ' }],
    };
    expect(mapPartnerWork(padded)).toEqual({
      uuid: 'job-1',
      company: 'Acme',
      position: 'Engineer',
      location: '',
      link: '',
      startDate: '2019-03',
      startDatePrecision: 'MONTH',
      endDate: '2021-11',
      endDatePrecision: 'MONTH',
      accomplishments: [{ uuid: 'acc-1', description: 'Shipped the thing' }],
      fromSyncSvc: true,
    });
  });

  it('has no end date when the partner gives none (a current job)', () => {
    for (const finish_date of [undefined, null, '']) {
      expect(mapPartnerWork({ ...work, finish_date }).endDate).toBeNull();
    }
  });

  it('ignores fields the partner adds', () => {
    expect(mapPartnerWork({ ...work, salary: 1, location: 'Paris' })).toEqual(mapPartnerWork(work));
  });

  it('takes accomplishments given as plain text, and drops blank ones', () => {
    const mapped = mapPartnerWork({
      ...work,
      accomplishments: ['Led a team', '  ', { description: 'x' }],
    });
    expect(mapped.accomplishments).toEqual([
      { uuid: null, description: 'Led a team' },
      { uuid: null, description: 'x' },
    ]);
    expect(mapPartnerWork({ ...work, accomplishments: null }).accomplishments).toEqual([]);
  });

  it('cuts over-long text to the library limits', () => {
    const mapped = mapPartnerWork({
      ...work,
      company_name: 'c'.repeat(500),
      job_title: `${'p'.repeat(careerEventLimits.text - 1)}😀`,
      accomplishments: Array.from({ length: 80 }, (_, index) => ({
        uuid: `a-${index}`,
        description: 'd'.repeat(5000),
      })),
    });
    expect(mapped.company).toBe('c'.repeat(careerEventLimits.text));
    // The emoji is two UTF-16 units: it is left out whole rather than cut in half.
    expect(mapped.position).toBe('p'.repeat(careerEventLimits.text - 1));
    expect(mapped.accomplishments).toHaveLength(careerEventLimits.items);
    expect(mapped.accomplishments[0]?.description).toHaveLength(careerEventLimits.itemText);
    expect(mapped.accomplishments.at(-1)?.uuid).toBe(`a-${careerEventLimits.items - 1}`);
  });

  it.each([
    ['a missing uuid', { uuid: undefined }, 'uuid'],
    ['an over-long uuid', { uuid: 'u'.repeat(careerEventLimits.uuid + 1) }, 'uuid'],
    ['a blank company', { company_name: '  ' }, 'company'],
    ['a missing job title', { job_title: null }, 'job_title'],
    ['a missing start date', { start_date: undefined }, 'start_date'],
    ['an impossible start date', { start_date: '2024-02-30' }, 'start_date'],
    ['a month for a date', { finish_date: '2024-01' }, 'finish_date'],
    ['an end before the start', { finish_date: '2018-01-01' }, 'endDate'],
    [
      'an accomplishment that is neither text nor an object',
      { accomplishments: [42] },
      'accomplishments',
    ],
  ])('refuses a record with %s', (_name, change, field) => {
    const map = () => mapPartnerWork({ ...work, ...change });
    expect(map).toThrow(PartnerRecordError);
    expect(map).toThrow(field);
  });

  it('never puts the refused value in its message', () => {
    expect(() => mapPartnerWork({ ...work, start_date: 'secret-ish' })).toThrow(
      /^start_date must be a date written YYYY-MM-DD$/,
    );
  });
});

describe('mapPartnerEducation', () => {
  it("maps every field of the partner's records (docs/product/data.md), with the empty fields and fromSyncSvc", () => {
    expect(mapPartnerEducation(education, today)).toEqual({
      uuid: 'edu-1',
      university: 'State University',
      degree: 'Bachelor',
      major: 'Physics',
      minor: '',
      link: '',
      attending: false,
      location: '',
      startDate: null,
      startDatePrecision: 'MONTH',
      endDate: '2018-06',
      endDatePrecision: 'MONTH',
      accomplishments: [{ uuid: 'acc-2', description: 'Honours' }],
      coursework: [],
      fromSyncSvc: true,
    });
  });

  it('is attending only when the finish date is after today, and then has no end date', () => {
    const finishing = (finish_date: string | null) =>
      mapPartnerEducation({ ...education, finish_date }, today);
    expect(finishing('2024-05-10')).toMatchObject({ attending: false, endDate: '2024-05' });
    expect(finishing('2024-05-09')).toMatchObject({ attending: false, endDate: '2024-05' });
    expect(finishing('2024-05-11')).toMatchObject({ attending: true, endDate: null });
    expect(finishing('2030-01-01')).toMatchObject({ attending: true, endDate: null });
    expect(finishing(null)).toMatchObject({ attending: false, endDate: null });
  });

  it("takes today as a Date's UTC day", () => {
    const at = new Date('2024-05-10T23:30:00Z');
    expect(mapPartnerEducation({ ...education, finish_date: '2024-05-10' }, at).attending).toBe(
      false,
    );
    expect(mapPartnerEducation({ ...education, finish_date: '2024-05-11' }, at).attending).toBe(
      true,
    );
  });

  it('leaves degree and major empty when the partner has none', () => {
    const mapped = mapPartnerEducation(
      { ...education, education_level: null, field_of_study: undefined },
      today,
    );
    expect(mapped).toMatchObject({ degree: '', major: '' });
  });

  it('refuses a record without a school or with a bad finish date', () => {
    expect(() => mapPartnerEducation({ ...education, school: '' }, today)).toThrow('university');
    expect(() => mapPartnerEducation({ ...education, finish_date: '2024-13-01' }, today)).toThrow(
      'finish_date',
    );
  });
});

describe('mapPartnerHistory', () => {
  it('keeps the good records and reports the bad ones by place', () => {
    const history = mapPartnerHistory(
      {
        work: [
          work,
          { ...work, uuid: 'w-2', start_date: 'soon' },
          'not a record',
          { ...work, uuid: 'w-3' },
        ],
        education: [null, education],
      },
      today,
    );
    expect(history.work.map((event) => event.uuid)).toEqual(['job-1', 'w-3']);
    expect(history.education.map((event) => event.uuid)).toEqual(['edu-1']);
    expect(history.skipped).toEqual([
      { kind: 'work', index: 1, reason: 'start_date must be a date written YYYY-MM-DD' },
      { kind: 'work', index: 2, reason: expect.stringContaining('(record)') },
      { kind: 'education', index: 0, reason: expect.stringContaining('(record)') },
    ]);
  });

  it('takes at most the import limit of records', () => {
    const many = Array.from({ length: careerEventLimits.importEvents }, (_, index) => ({
      ...work,
      uuid: `w-${index}`,
    }));
    const history = mapPartnerHistory({ work: many, education: [education] }, today);
    expect(history.work).toHaveLength(careerEventLimits.importEvents);
    expect(history.education).toEqual([]);
    expect(history.skipped).toEqual([
      { kind: 'education', index: 0, reason: 'beyond the import limit' },
    ]);
  });
});
