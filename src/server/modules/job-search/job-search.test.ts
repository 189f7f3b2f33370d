import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDay } from '../../../domain/job-application';
import type { ParsedPosting } from '../../../domain/job-posting';
import { ingestSource } from '../../job-search/ingest';
import { createTestApp, type TestApp } from '../../test-support/app';
import {
  dataOf,
  errorOf,
  signUpWithRecord,
  type EventUser,
} from '../../test-support/career-events';
import { jobSearchInputSchema } from '../../../domain/job-search';
import { highlight, searchPostings } from './job-search.service';

const fields = `id source title company locations remote employmentType
  salary { min max currency period yearlyMin yearlyMax } postedAt closesAt description snippet
  applyUrl language skillsRequired skillsPreferred seniority yearsRequired expired tracked`;
const ops = {
  search: `query ($search: JobSearchInput, $first: Int, $after: String) {
    jobPostings(search: $search, first: $first, after: $after) { postings { ${fields} } nextCursor } }`,
  get: `query ($id: ID!) { jobPosting(id: $id) { ${fields} } }`,
  save: `mutation ($id: ID!) { job { saveJobPosting(id: $id) {
    id company position postingUrl location remote salary { min max currency period } deadline notes stage } } }`,
};

interface Posting {
  id: string;
  title: string;
  company: string;
  snippet: string | null;
  tracked: boolean;
  [field: string]: unknown;
}

const daysAgo = (days: number) => isoDay(new Date(Date.now() - days * 86_400_000));

const posting = (externalId: string, changes: Partial<ParsedPosting>): ParsedPosting => ({
  externalId,
  title: 'Engineer',
  company: 'Acme',
  locations: ['Paris, France'],
  remote: null,
  employmentType: 'FULL_TIME',
  salary: null,
  postedAt: daysAgo(1),
  closesAt: null,
  descriptionHtml: '<p>We build things.</p>',
  applyUrl: `https://jobs.example.com/${externalId}`,
  language: 'en',
  ...changes,
});

describe('the job search', () => {
  let app: TestApp;
  let user: EventUser;

  const search = async (variables: Record<string, unknown>) =>
    dataOf(
      await user.call<{ jobPostings: { postings: Posting[]; nextCursor: string | null } }>(
        ops.search,
        variables,
      ),
    ).jobPostings;
  const titles = async (variables: Record<string, unknown>) =>
    (await search(variables)).postings.map((found) => found.title);

  beforeAll(async () => {
    app = await createTestApp();
    user = await signUpWithRecord(app, 'seeker@example.com');
    const feed = [
      posting('react', {
        title: 'Senior React Developer',
        company: 'Globex',
        remote: 'REMOTE',
        locations: ['Remote (Spain)'],
        salary: { min: 60000, max: 80000, currency: 'EUR', period: 'YEAR' },
        descriptionHtml:
          '<p>You will build our design system in React and TypeScript.</p><ul><li>5+ years of React</li></ul>',
        postedAt: daysAgo(2),
      }),
      posting('data', {
        title: 'Data Engineer',
        company: 'Initech',
        descriptionHtml: '<p>Pipelines in Python. Some React on the side.</p>',
        salary: { min: 30, max: 40, currency: 'EUR', period: 'HOUR' },
        postedAt: daysAgo(10),
      }),
      posting('nurse', {
        title: 'Infirmière de nuit',
        company: 'Hôpital Saint-Louis',
        language: 'fr',
        descriptionHtml: '<p>Vous soignerez les patients des services de médecine.</p>',
        employmentType: 'PART_TIME',
        postedAt: daysAgo(40),
      }),
      posting('old', { title: 'Engineer, no date', postedAt: null }),
      ...Array.from({ length: 5 }, (_, index) =>
        posting(`bulk-${index}`, {
          title: `Support Engineer ${index}`,
          postedAt: daysAgo(3 + index),
        }),
      ),
    ];
    await ingestSource(
      app.database.db,
      { id: 'feed:test', kind: 'FEED_FILE', board: 'test' },
      async () => feed.map((one) => ({ posting: one })),
    );
  });

  afterAll(async () => {
    await app?.close();
  });

  it('finds by words, the title above the description, with the passages that matched', async () => {
    const found = await search({ search: { query: 'react' } });
    expect(found.postings.map((hit) => hit.title)).toEqual([
      'Senior React Developer',
      'Data Engineer',
    ]);
    expect(found.postings[0]!.snippet).toContain(`${highlight.start}React${highlight.stop}`);
    expect(found.postings[0]).toMatchObject({
      company: 'Globex',
      remote: 'REMOTE',
      salary: { min: 60000, max: 80000, currency: 'EUR', period: 'YEAR', yearlyMin: 60000 },
      skillsRequired: expect.arrayContaining(['React', 'TypeScript']),
      seniority: 'SENIOR',
      yearsRequired: 5,
      tracked: false,
      expired: false,
    });
  });

  it('reads words in the posting’s own language, and quoted phrases and exclusions', async () => {
    expect(await titles({ search: { query: 'soigner patient' } })).toEqual(['Infirmière de nuit']);
    expect(await titles({ search: { query: '"design system"' } })).toEqual([
      'Senior React Developer',
    ]);
    expect(await titles({ search: { query: 'react -senior' } })).toEqual(['Data Engineer']);
    // Nothing to search for in any language: every posting.
    expect(await titles({ search: { query: '!!!' } })).toHaveLength(9);
  });

  it('filters by place, company, workplace, type, date and salary', async () => {
    expect(await titles({ search: { location: 'spain' } })).toEqual(['Senior React Developer']);
    expect(await titles({ search: { company: 'hôpital' } })).toEqual(['Infirmière de nuit']);
    expect(await titles({ search: { remote: ['REMOTE', 'HYBRID'] } })).toEqual([
      'Senior React Developer',
    ]);
    expect(await titles({ search: { employmentTypes: ['PART_TIME'] } })).toEqual([
      'Infirmière de nuit',
    ]);
    expect(await titles({ search: { postedWithinDays: 30, query: 'engineer' } })).not.toContain(
      'Engineer, no date',
    );
    // 40 € an hour is 83,200 € a year.
    expect(
      await titles({ search: { salaryFloor: { amount: 70000, currency: 'eur' }, sort: 'DATE' } }),
    ).toEqual(['Senior React Developer', 'Data Engineer']);
    expect(await titles({ search: { salaryFloor: { amount: 70000, currency: 'USD' } } })).toEqual(
      [],
    );
  });

  it('pages by date without repeating or skipping, undated postings last', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: { postings: Posting[]; nextCursor: string | null } = await search({
        search: { sort: 'DATE' },
        first: 2,
        after,
      });
      seen.push(...page.postings.map((hit) => hit.title));
      after = page.nextCursor;
    } while (after);
    expect(seen).toHaveLength(9);
    expect(new Set(seen).size).toBe(9);
    expect(seen.slice(0, 2)).toEqual(['Senior React Developer', 'Support Engineer 0']);
    expect(seen.at(-1)).toBe('Engineer, no date');
  });

  it('pages by relevance the same way', async () => {
    const all = await titles({ search: { query: 'engineer' }, first: 50 });
    const paged: string[] = [];
    let after: string | null = null;
    do {
      const page: { postings: Posting[]; nextCursor: string | null } = await search({
        search: { query: 'engineer' },
        first: 3,
        after,
      });
      paged.push(...page.postings.map((hit) => hit.title));
      after = page.nextCursor;
    } while (after);
    expect(paged).toEqual(all);
    expect(all.length).toBeGreaterThan(3);
  });

  it('ranks the newest matches only when there are more, and pages through those alone', async () => {
    const { db } = app.database;
    const input = jobSearchInputSchema.parse({ query: 'engineer' });
    const page = async (after: string | null) =>
      searchPostings(db, '00000000-0000-4000-8000-000000000000', input, {
        first: 2,
        after,
        today: daysAgo(0),
        ranked: 3,
      });
    const first = await page(null);
    expect(first.postings.map((hit) => hit.title)).toEqual([
      'Support Engineer 0',
      'Support Engineer 1',
    ]);
    expect(first.newestRanked).toBe(true);
    // A newer match arriving meanwhile neither repeats nor pushes out what the first page ranked.
    const source = { id: 'feed:later', kind: 'FEED_FILE', board: 'later' } as const;
    await ingestSource(db, source, async () => [
      { posting: posting('later', { postedAt: daysAgo(0) }) },
    ]);
    try {
      const second = await page(first.nextCursor);
      // The three newest matches, no older one (Data Engineer, Support Engineer 3 and 4, …).
      expect(second.postings.map((hit) => hit.title)).toEqual(['Support Engineer 2']);
      expect(second.nextCursor).toBeNull();
      expect(second.newestRanked).toBe(true);
      const everyMatch = await searchPostings(db, '00000000-0000-4000-8000-000000000000', input, {
        first: 50,
        after: null,
        today: daysAgo(0),
      });
      expect(everyMatch.newestRanked).toBe(false);
    } finally {
      await ingestSource(db, source, async () => []);
    }
  });

  it('refuses a cursor it did not make and a search beyond its limits, naming the field', async () => {
    expect(errorOf(await user.call(ops.search, { after: 'bm9wZQ' }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'after',
    });
    expect(
      errorOf(await user.call(ops.search, { search: { query: 'x'.repeat(201) } })),
    ).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'query',
    });
    expect(
      errorOf(await user.call(ops.search, { search: { location: 'Par\u0000is' } })),
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'location' });
    expect(
      errorOf(
        await user.call(ops.search, { search: { salaryFloor: { amount: 1, currency: 'euro' } } }),
      ),
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'salaryFloor.currency' });
  });

  it('saves a posting to the tracker once, filled in, and marks it tracked', async () => {
    const [react] = (await search({ search: { query: 'senior react' } })).postings;
    const save = async () =>
      dataOf(
        await user.call<{ job: { saveJobPosting: Record<string, unknown> } }>(ops.save, {
          id: react!.id,
        }),
      ).job.saveJobPosting;
    const saved = await save();
    expect(saved).toMatchObject({
      company: 'Globex',
      position: 'Senior React Developer',
      postingUrl: 'https://jobs.example.com/react',
      location: 'Remote (Spain)',
      remote: 'REMOTE',
      salary: { min: 60000, max: 80000, currency: 'EUR', period: 'YEAR' },
      stage: 'SAVED',
    });
    expect(saved.notes).toContain('You will build our design system in React and TypeScript.');
    expect((await save()).id).toBe(saved.id);
    const again = dataOf(
      await user.call<{ jobPosting: Posting }>(ops.get, { id: react!.id }),
    ).jobPosting;
    expect(again.tracked).toBe(true);
    // Someone else's tracker is theirs.
    const other = await signUpWithRecord(app, 'other-seeker@example.com');
    const theirs = dataOf(
      await other.call<{ jobPosting: Posting }>(ops.get, { id: react!.id }),
    ).jobPosting;
    expect(theirs.tracked).toBe(false);
  });

  it('answers NO_DATA_FOUND for an unknown posting, and nothing without a sign-in', async () => {
    expect(
      errorOf(await user.call(ops.get, { id: '00000000-0000-4000-8000-000000000000' })),
    ).toMatchObject({
      code: 'NO_DATA_FOUND',
    });
    expect(errorOf(await user.call(ops.get, { id: 'not-an-id' }))).toMatchObject({
      code: 'NO_DATA_FOUND',
    });
  });
});
