import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsedPostingSchema, type ParsedPosting } from '../../../domain/job-posting';
import { parseJsonLdPage } from './json-ld';

const page = readFileSync(new URL('./test-data/json-ld-careers.html', import.meta.url), 'utf8');

const postingsOf = (records: ReturnType<typeof parseJsonLdPage>) =>
  records.flatMap((record) => ('posting' in record ? [record.posting] : []));

describe('reading the JobPostings of a page', () => {
  const records = parseJsonLdPage(page, 'https://atelier.example/carrieres');
  const postings = postingsOf(records);

  it('reads every JobPosting of the page, skipping a malformed script', () => {
    expect(records).toHaveLength(4);
    expect(postings).toHaveLength(2);
    expect(records.filter((record) => 'error' in record)).toEqual([
      { error: 'the record has no title', externalId: 'AE-2026-099' },
      {
        error: 'the record names no company',
        externalId: 'https://atelier.example/carrieres/anonyme',
      },
    ]);
  });

  it('reads a posting field by field: identifier, places, salary, UTC day, relative address', () => {
    expect(postings[0]).toEqual({
      externalId: 'AE-2026-014',
      title: 'Chef·fe de projet — 日本市場 🌏',
      company: 'Atelier Exemple',
      locations: ['Nantes, Pays de la Loire, FR', 'Tōkyō, JP'],
      remote: null,
      employmentType: 'FULL_TIME',
      salary: { min: 48000, max: 56000, currency: 'EUR', period: 'YEAR' },
      // 23:30 on the 30th at UTC−2 is the 1st in UTC.
      postedAt: '2026-10-01',
      closesAt: '2026-11-15',
      descriptionHtml:
        '<p>Pilotez nos projets « export » — café offert ☕</p><script>alert(1)</script><img src=x onerror=alert(2)>',
      applyUrl: 'https://atelier.example/carrieres/ae-2026-014',
      language: 'fr-FR',
    } satisfies ParsedPosting);
  });

  it('reads a remote posting: its url as id, where applicants may live as its place', () => {
    expect(postings[1]).toEqual({
      externalId: 'https://atelier.example/carrieres/support',
      title: 'Remote support engineer',
      company: 'Atelier Exemple',
      locations: ['Portugal'],
      remote: 'REMOTE',
      employmentType: 'PART_TIME',
      salary: null,
      postedAt: '2026-10-01',
      closesAt: null,
      descriptionHtml: 'Plain text description.',
      applyUrl: 'https://atelier.example/carrieres/support',
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

  it('throws on a page that carries no JobPosting', () => {
    expect(() => parseJsonLdPage('<html><body>Maintenance</body></html>')).toThrow(
      'The page carries no schema.org JobPosting',
    );
  });
});
