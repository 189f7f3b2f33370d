import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsedPostingSchema, type ParsedPosting } from '../../../domain/job-posting';
import { parseLever } from './lever';

const body = readFileSync(new URL('./test-data/lever-postings.json', import.meta.url), 'utf8');
const captured = JSON.parse(body) as { description: string; additional: string }[];

const postingsOf = (records: ReturnType<typeof parseLever>) =>
  records.flatMap((record) => ('posting' in record ? [record.posting] : []));

describe('reading a Lever site', () => {
  const records = parseLever(body, 'rws');
  const postings = postingsOf(records);

  it('reads the good records and names why each bad one is refused', () => {
    expect(records).toHaveLength(6);
    expect(postings).toHaveLength(3);
    expect(records.filter((record) => 'error' in record)).toEqual([
      { error: 'the record has no title', externalId: '5d1c0000-0000-4000-8000-000000000003' },
      { error: 'the record has no id' },
      { error: 'the record is not an object' },
    ]);
  });

  it('reads a captured posting field by field', () => {
    const expected: ParsedPosting = {
      externalId: 'f4e3ba40-dc02-4f86-a88a-9cc7e7891ede',
      title: '*Future Opportunities: Join our global TrainAI talent pool',
      company: 'rws',
      locations: ['Florida'],
      remote: 'REMOTE',
      // "Temporary/Contract"
      employmentType: 'CONTRACT',
      salary: null,
      // createdAt 1741982801320 ms
      postedAt: '2025-03-14',
      closesAt: null,
      descriptionHtml: `${captured[0]!.description}\n${captured[0]!.additional}`,
      applyUrl: 'https://jobs.lever.co/rws/f4e3ba40-dc02-4f86-a88a-9cc7e7891ede/apply',
      language: null,
    };
    expect(postings[0]).toEqual(expected);
  });

  it('reads the salary range, the workplace, and lists under their headings, scripts untouched', () => {
    expect(postings[1]).toEqual({
      externalId: '5d1c0000-0000-4000-8000-000000000001',
      title: 'Traductrice·eur FR ↔ 日本語 (contrat) ✨',
      company: 'rws',
      locations: ['Lyon', 'Genève'],
      remote: 'ON_SITE',
      employmentType: 'PART_TIME',
      salary: { min: 28, max: 35, currency: 'EUR', period: 'HOUR' },
      postedAt: '2026-09-21',
      closesAt: null,
      descriptionHtml:
        '<p>Traduisez des guides — <b>précision</b> avant tout.</p><script>document.cookie</script>\n' +
        '<h3>Ce que vous ferez &amp; apprendrez</h3><ul><li>Relire</li><li>Traduire <img src=x onerror=alert(1)></li></ul>\n' +
        '<p>Égalité des chances.</p>',
      applyUrl: 'https://jobs.lever.co/rws/5d1c0000-0000-4000-8000-000000000001/apply',
      language: null,
    } satisfies ParsedPosting);
  });

  it('gives the plain texts of a posting without HTML and null for what is unsaid', () => {
    expect(postings[2]).toEqual({
      externalId: '5d1c0000-0000-4000-8000-000000000002',
      title: 'Plain text only',
      company: 'rws',
      locations: [],
      remote: null,
      employmentType: null,
      salary: null,
      postedAt: null,
      closesAt: null,
      descriptionHtml: 'Line one\nLine two\n\nClosing words',
      applyUrl: 'https://jobs.lever.co/rws/5d1c0000-0000-4000-8000-000000000002',
      language: null,
    } satisfies ParsedPosting);
  });

  it('gives postings that pass the checks before storing, every character kept', () => {
    for (const posting of postings) {
      const checked = parsedPostingSchema.safeParse(posting);
      expect(checked.success).toBe(true);
      expect(checked.data?.title).toBe(posting.title);
      expect(checked.data?.locations).toEqual(posting.locations);
    }
  });

  it('reads the salary periods Lever writes and leaves a fortnight without one', () => {
    const withInterval = (interval: string) =>
      parseLever(
        JSON.stringify([
          { id: 'x', text: 'Role', salaryRange: { min: 1, max: 2, currency: 'usd', interval } },
        ]),
        'acme',
      )[0];
    expect(withInterval('per-year-salary')).toMatchObject({
      posting: { salary: { period: 'YEAR' } },
    });
    expect(withInterval('per-month-salary')).toMatchObject({
      posting: { salary: { period: 'MONTH', currency: 'USD' } },
    });
    expect(withInterval('bi-week-salary')).toMatchObject({ posting: { salary: { period: null } } });
  });

  it('refuses postings no company names, and throws on a body that is not a site answer', () => {
    expect(parseLever('[{"id":"a","text":"Role"}]')).toEqual([
      { error: 'the record names no company', externalId: 'a' },
    ]);
    expect(() => parseLever('{"ok":false,"error":"Document not found"}', 'gone')).toThrow(
      'Lever: the answer is not a list of postings (Document not found)',
    );
    expect(() => parseLever('not json', 'acme')).toThrow('Lever: the body is not JSON');
  });
});
