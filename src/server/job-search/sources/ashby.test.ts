import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsedPostingSchema, type ParsedPosting } from '../../../domain/job-posting';
import { parseAshby } from './ashby';

const body = readFileSync(new URL('./test-data/ashby-job-board.json', import.meta.url), 'utf8');
const captured = (JSON.parse(body) as { jobs: { descriptionHtml: string }[] }).jobs;

const postingsOf = (records: ReturnType<typeof parseAshby>) =>
  records.flatMap((record) => ('posting' in record ? [record.posting] : []));

describe('reading an Ashby job board', () => {
  const records = parseAshby(body, 'ramp');
  const postings = postingsOf(records);

  it('reads the good records and names why each bad one is refused', () => {
    expect(records).toHaveLength(5);
    expect(postings).toHaveLength(2);
    expect(records.filter((record) => 'error' in record)).toEqual([
      { error: 'the posting is not listed', externalId: 'a5b10000-0000-4000-8000-000000000002' },
      { error: 'the record has no title', externalId: 'a5b10000-0000-4000-8000-000000000003' },
      { error: 'the description is not text', externalId: 'a5b10000-0000-4000-8000-000000000004' },
    ]);
  });

  it('reads a captured job field by field, its salary from the compensation', () => {
    const expected: ParsedPosting = {
      externalId: '4e64ab86-4e30-403b-b1b9-41dc052570ce',
      title: 'Software Engineer, Frontend',
      company: 'ramp',
      locations: [
        'New York, NY (HQ)',
        'Remote (Canada)',
        'San Francisco, CA',
        'Remote (US)',
        'Miami, FL',
      ],
      remote: 'HYBRID',
      employmentType: 'FULL_TIME',
      salary: { min: 143200, max: 284000, currency: 'USD', period: 'YEAR' },
      postedAt: '2023-03-09',
      closesAt: null,
      descriptionHtml: captured[0]!.descriptionHtml,
      applyUrl: 'https://jobs.ashbyhq.com/ramp/4e64ab86-4e30-403b-b1b9-41dc052570ce/application',
      language: null,
    };
    expect(postings[0]).toEqual(expected);
    expect(postings[0]!.descriptionHtml).toContain('what you\u2019ve built');
    expect(postings[0]!.descriptionHtml).toContain('Build!\u00a0</p>');
  });

  it('reads a monthly salary, places once each, a UTC day, and scripts untouched', () => {
    expect(postings[1]).toEqual({
      externalId: 'a5b10000-0000-4000-8000-000000000001',
      title: 'Ingeniera de datos – São Paulo 🇧🇷',
      company: 'ramp',
      locations: ['São Paulo', 'Ciudad de México'],
      remote: 'ON_SITE',
      employmentType: 'CONTRACT',
      salary: { min: 18000, max: 24000, currency: 'BRL', period: 'MONTH' },
      // 23:59 on the 31st at UTC−3 is the 1st in UTC.
      postedAt: '2026-02-01',
      closesAt: null,
      descriptionHtml:
        '<p>Dados &amp; análise — 数据 📊</p><img src=x onerror="alert(1)"><script>fetch(\'//evil.example\')</script>',
      applyUrl: 'https://jobs.ashbyhq.com/ramp/a5b10000-0000-4000-8000-000000000001/application',
      language: null,
    } satisfies ParsedPosting);
  });

  it('gives postings that pass the checks before storing, every character kept', () => {
    for (const posting of postings) {
      const checked = parsedPostingSchema.safeParse(posting);
      expect(checked.success).toBe(true);
      expect(checked.data?.title).toBe(posting.title);
    }
  });

  it('takes isRemote only as a yes, and the salary from a tier when no summary is given', () => {
    const [read] = parseAshby(
      JSON.stringify({
        jobs: [
          {
            id: 'j',
            title: 'Role',
            isRemote: true,
            compensation: {
              compensationTiers: [
                {
                  components: [
                    { compensationType: 'EquityPercentage', interval: 'NONE' },
                    {
                      compensationType: 'Salary',
                      interval: '1 HOUR',
                      currencyCode: 'gbp',
                      minValue: 20,
                      maxValue: null,
                    },
                  ],
                },
              ],
            },
          },
          { id: 'k', title: 'Office', isRemote: false },
        ],
      }),
      'acme',
    );
    expect(read).toMatchObject({
      posting: {
        remote: 'REMOTE',
        salary: { min: 20, max: null, currency: 'GBP', period: 'HOUR' },
        employmentType: null,
        descriptionHtml: '',
        applyUrl: null,
      },
    });
    const office = parseAshby('{"jobs":[{"id":"k","title":"Office","isRemote":false}]}', 'acme');
    expect(office).toMatchObject([{ posting: { remote: null, salary: null } }]);
  });

  it('throws on a body that is not a job board answer', () => {
    expect(() => parseAshby('[]', 'acme')).toThrow('Ashby: the answer has no list of jobs');
    expect(() => parseAshby('', 'acme')).toThrow('Ashby: the body is not JSON');
  });
});
