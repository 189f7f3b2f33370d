import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parsedPostingSchema, postingLimits, yearlySalary } from '../../src/domain/job-posting';
import { sampleFeedLine, sampleLabel, samplePostings, type SamplePosting } from './generate';
import { sampleReferenceDate } from '../../src/server/job-search/sample-feed';
import { committedSample, sampleFeedChunks } from './write-feed';

const count = 3000;
const postings = [...samplePostings(count, 1, sampleReferenceDate)];

const asParsed = ({ description, ...rest }: SamplePosting) => ({
  ...rest,
  descriptionHtml: description,
});

const share = (predicate: (posting: SamplePosting) => boolean) =>
  postings.filter(predicate).length / postings.length;

describe('the sample job feed generator', () => {
  it('gives the same bytes for the same seed and date, and others for another seed', () => {
    const text = (seed: number) =>
      [...samplePostings(200, seed, sampleReferenceDate)].map(sampleFeedLine).join('');
    expect(text(1)).toBe(text(1));
    expect(text(1)).toBe(postings.slice(0, 200).map(sampleFeedLine).join(''));
    expect(text(2)).not.toBe(text(1));
  });

  it('writes postings the feed parser accepts, unchanged by its checks', () => {
    for (const posting of postings) {
      const result = parsedPostingSchema.safeParse(asParsed(posting));
      expect(result.error, posting.externalId).toBeUndefined();
      // Nothing was trimmed or collapsed: every character arrives as generated.
      expect(result.data).toEqual(asParsed(posting));
      const yearly = yearlySalary(posting.salary);
      if (yearly) expect(yearly.max ?? yearly.min).toBeLessThanOrEqual(postingLimits.salary);
    }
  });

  it('numbers the postings and points them at the reserved example.com', () => {
    postings.forEach((posting, index) => {
      expect(posting.externalId).toBe(`sample-${index + 1}`);
      expect(posting.applyUrl).toBe(`https://example.com/jobs/sample-${index + 1}`);
    });
  });

  it('labels every posting as fictional, in its own language, first', () => {
    for (const posting of postings) {
      expect(posting.description.startsWith(`<p>${sampleLabel[posting.language]}</p>`)).toBe(true);
    }
  });

  it('dates postings within the 60 days before the reference date, closing after posting', () => {
    const days = new Set(postings.map((posting) => posting.postedAt));
    expect(days.size).toBe(60);
    expect([...days].sort().at(0)).toBe('2026-09-03');
    expect([...days].sort().at(-1)).toBe(sampleReferenceDate);
    for (const { postedAt, closesAt } of postings) {
      if (closesAt !== null) expect(closesAt > postedAt).toBe(true);
    }
  });

  it('mixes languages, workplaces, salaries and roles like a real feed', () => {
    expect(share((posting) => posting.language === 'es')).toBeGreaterThan(0.07);
    expect(share((posting) => posting.language === 'es')).toBeLessThan(0.13);
    expect(share((posting) => posting.language === 'fr')).toBeGreaterThan(0.07);
    expect(share((posting) => posting.language === 'fr')).toBeLessThan(0.13);
    expect(share((posting) => posting.remote === 'REMOTE')).toBeGreaterThan(0.1);
    expect(share((posting) => posting.remote === 'REMOTE')).toBeLessThan(0.35);
    expect(share((posting) => posting.salary !== null)).toBeGreaterThan(0.45);
    expect(share((posting) => posting.salary !== null)).toBeLessThan(0.8);
    expect(share((posting) => posting.salary?.period === 'YEAR')).toBeGreaterThan(0.25);
    expect(share((posting) => posting.salary?.period === 'HOUR')).toBeGreaterThan(0.05);
    expect(new Set(postings.map((posting) => posting.salary?.currency)).size).toBeGreaterThan(15);
    expect(new Set(postings.map((posting) => posting.company)).size).toBeGreaterThan(350);
    expect(new Set(postings.flatMap((posting) => posting.locations)).size).toBeGreaterThan(150);
    expect(new Set(postings.map((posting) => posting.title)).size).toBeGreaterThan(300);
    expect(share((posting) => /^Senior /.test(posting.title))).toBeGreaterThan(0.1);
    expect(share((posting) => posting.employmentType === 'INTERNSHIP')).toBeGreaterThan(0.01);
  });

  it('writes Spanish and French postings in those languages', () => {
    const spanish = postings.filter((posting) => posting.language === 'es');
    const french = postings.filter((posting) => posting.language === 'fr');
    expect(spanish.every((posting) => posting.description.includes('Qué ofrecemos'))).toBe(true);
    expect(french.every((posting) => posting.description.includes('Ce que nous offrons'))).toBe(
      true,
    );
    expect(spanish.some((posting) => /[áéíóúñ]/.test(posting.title))).toBe(true);
    expect(french.some((posting) => /[éèêàç·]/.test(posting.title))).toBe(true);
    expect(spanish.some((posting) => posting.description.includes('What you bring'))).toBe(false);
  });

  it('exercises every kind of character: accents, other scripts and emoji', () => {
    const everything = postings.map(sampleFeedLine).join('');
    for (const text of ['Zürich', 'São Paulo', '東京', 'Łódź', 'Αθήνα', '서울', '🚲', '&amp;']) {
      expect(everything, text).toContain(text);
    }
    expect(postings.some((posting) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(posting.company))).toBe(
      true,
    );
  });

  it('the committed sample is the generator’s output today (regenerate with the CLI)', () => {
    const committed = gunzipSync(readFileSync(committedSample.file)).toString('utf8');
    expect(committed.split('\n').filter(Boolean)).toHaveLength(committedSample.count);
    expect(committed).toBe([...sampleFeedChunks(committedSample)].join(''));
    expect(committedSample.count).toBe(count);
  });
});
