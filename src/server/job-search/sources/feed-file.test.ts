import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsedPostingSchema, type ParsedPosting } from '../../../domain/job-posting';
import { parseFeedFile } from './feed-file';

const read = (name: string) =>
  readFileSync(new URL(`./test-data/${name}`, import.meta.url), 'utf8');

const postingsOf = (records: ReturnType<typeof parseFeedFile>) =>
  records.flatMap((record) => ('posting' in record ? [record.posting] : []));

describe('reading a JSON Lines feed file', () => {
  const records = parseFeedFile(read('feed-file.jsonl'));
  const postings = postingsOf(records);

  it('reads every line, a bad line being its own error', () => {
    expect(records).toHaveLength(6);
    expect(postings).toHaveLength(2);
    expect(records.filter((record) => 'error' in record)).toEqual([
      { error: 'line 4 is not JSON' },
      { error: 'the record has no title', externalId: 'no-title' },
      { error: 'salary currency must be an ISO 4217 code', externalId: 'bad-currency' },
      { error: 'line 7 is not an object' },
    ]);
  });

  it('reads a record field by field, its HTML untouched', () => {
    expect(postings[0]).toEqual({
      externalId: 'fr-0001',
      title: 'Développeuse TypeScript — 前端 💻',
      company: 'Société Générale d’Exemple',
      locations: ['Paris, France', 'Lyon, France'],
      remote: 'HYBRID',
      employmentType: 'FULL_TIME',
      salary: { min: 55000, max: 70000, currency: 'EUR', period: 'YEAR' },
      postedAt: '2026-09-01',
      closesAt: '2026-10-31',
      descriptionHtml:
        "<p>Rejoignez l’équipe « Produit » ✨</p><script>alert('x')</script><img src=x onerror=alert(1)>",
      applyUrl: 'https://emplois.example.fr/offres/fr-0001',
      language: 'fr',
    } satisfies ParsedPosting);
  });

  it('reads a one-place record, the words sources use, and a timestamp as its UTC day', () => {
    expect(postings[1]).toEqual({
      externalId: '1002',
      title: 'Data intern',
      company: 'Example Labs',
      locations: ['Berlin'],
      remote: 'REMOTE',
      employmentType: 'INTERNSHIP',
      salary: null,
      postedAt: '2026-09-15',
      closesAt: null,
      descriptionHtml: 'Plain text, kept as it is.\nSecond line.',
      applyUrl: null,
      language: null,
    } satisfies ParsedPosting);
  });

  it('gives postings that pass the checks before storing', () => {
    for (const posting of postings)
      expect(parsedPostingSchema.safeParse(posting).success).toBe(true);
  });

  it('refuses a field given in a form that means nothing, naming it', () => {
    const line = (fields: object) =>
      parseFeedFile(JSON.stringify({ externalId: 'x', title: 'T', company: 'C', ...fields }));
    expect(line({ remote: 'sometimes' })).toEqual([
      { error: 'remote must be ON_SITE, HYBRID or REMOTE', externalId: 'x' },
    ]);
    expect(line({ locations: [1, 2] })).toEqual([
      { error: 'locations must be a list of texts', externalId: 'x' },
    ]);
    expect(line({ salary: { min: -5 } })).toEqual([
      { error: 'salary min must be an amount', externalId: 'x' },
    ]);
    expect(line({ salary: { max: 10, period: 'FORTNIGHT' } })).toEqual([
      { error: 'salary period must be HOUR, DAY, WEEK, MONTH or YEAR', externalId: 'x' },
    ]);
    expect(line({ applyUrl: 'javascript:alert(1)' })).toEqual([
      { error: 'applyUrl must be a web address', externalId: 'x' },
    ]);
    expect(line({ postedAt: '2026-02-30' })).toEqual([
      { error: 'postedAt must be a date', externalId: 'x' },
    ]);
    expect(line({ company: 7 })).toEqual([
      { error: 'the record names no company', externalId: 'x' },
    ]);
  });
});

describe('reading a CSV feed file', () => {
  const records = parseFeedFile(read('feed-file.csv'));
  const postings = postingsOf(records);

  it('reads every row, a bad row being its own error', () => {
    expect(records).toHaveLength(5);
    expect(postings).toHaveLength(2);
    expect(records.filter((record) => 'error' in record)).toEqual([
      { error: 'the record has no title', externalId: 'csv-003' },
      { error: 'postedAt must be a date', externalId: 'csv-004' },
      {
        error: 'row 6: Too few fields: expected 15 fields but parsed 3',
        externalId: 'csv-005',
      },
    ]);
  });

  it('reads a row field by field: places split, quotes and line breaks kept', () => {
    expect(postings[0]).toEqual({
      externalId: 'csv-001',
      title: 'Ingénieur QA, 自動テスト 🧪',
      company: 'Ünternehmen GmbH',
      locations: ['München, Deutschland', 'Wien, Österreich'],
      remote: 'ON_SITE',
      // Stated, in a word we have no type for.
      employmentType: 'OTHER',
      salary: { min: 4200, max: 5100, currency: 'EUR', period: 'MONTH' },
      postedAt: '2026-08-20',
      closesAt: '2026-09-30',
      descriptionHtml:
        '<p>Tests, Qualität &amp; "Sorgfalt".</p>\n<script>steal()</script><img src=x onerror=alert(1)>',
      applyUrl: 'https://karriere.example.de/jobs/csv-001',
      language: 'de-AT',
    } satisfies ParsedPosting);
  });

  it('reads a row of empty cells as fields left out', () => {
    expect(postings[1]).toEqual({
      externalId: 'csv-002',
      title: 'Warehouse associate',
      company: 'Example Logistics',
      locations: [],
      remote: null,
      employmentType: null,
      salary: null,
      postedAt: null,
      closesAt: null,
      descriptionHtml: '',
      applyUrl: null,
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

  it('throws on a body that is neither form', () => {
    expect(() => parseFeedFile('<html><body>Not found</body></html>')).toThrow(
      'Feed file: neither JSON Lines nor a CSV with external_id and title columns',
    );
    expect(() => parseFeedFile('')).toThrow('Feed file');
  });
});
