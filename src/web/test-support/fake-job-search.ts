/**
 * The job search's API for component tests, in front of the tracker's fake: the operations of
 * features/job-search/job-search-operations.ts and components/job-postings/job-posting-operations.ts
 * (by name) over a small in-memory list. It filters by the search's variables (every word must
 * appear in the title or description; no phrases or exclusions), pages with keyset cursors (the
 * last id shown), marks the words found in the snippet, and answers `tracked` from the tracker's
 * applications for the posting's address.
 * Saving a posting adds a Saved application to the tracker, or answers the one already there.
 */
import type { EmploymentType } from '../../domain/job-posting';
import type { WorkplaceType } from '../../domain/job-application';
import type { JobSearchInput } from '../../domain/job-search';
import type { FakeBackend } from './fake-backend';
import { graphqlError, json, layeredFetch } from './fake-operations';
import type { withFakeJobApplications } from './fake-job-applications';

export interface FakePosting {
  id: string;
  title: string;
  company: string;
  locations: string[];
  remote: WorkplaceType | null;
  employmentType: EmploymentType | null;
  salary: {
    min: number | null;
    max: number | null;
    currency: string | null;
    period: 'YEAR';
  } | null;
  postedAt: string | null;
  source: string;
  description: string;
  applyUrl: string | null;
  closesAt: string | null;
  seniority: string | null;
  yearsRequired: number | null;
  skillsRequired: string[];
  skillsPreferred: string[];
  expired: boolean;
  language: string;
}

type Variables = Record<string, unknown>;
type FakeTracker = ReturnType<typeof withFakeJobApplications>;

const markStart = '\uE000';
const markStop = '\uE001';
const wordsOf = (query: string) => query.toLowerCase().split(/\s+/).filter(Boolean);
const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `days` days before today, as YYYY-MM-DD. */
export const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Whether a posting passes a search's words and filters. */
export function matchesSearch(posting: FakePosting, search: Partial<JobSearchInput>): boolean {
  const text = `${posting.title} ${posting.description}`.toLowerCase();
  const contains = (haystack: string, needle = '') =>
    haystack.toLowerCase().includes(needle.toLowerCase());
  const floor = search.salaryFloor;
  return (
    wordsOf(search.query ?? '').every((word) => text.includes(word)) &&
    posting.locations.some((place) => contains(place, search.location ?? '')) &&
    contains(posting.company, search.company ?? '') &&
    (!search.remote?.length || search.remote.includes(posting.remote as WorkplaceType)) &&
    (!search.employmentTypes?.length ||
      search.employmentTypes.includes(posting.employmentType as EmploymentType)) &&
    (!search.postedWithinDays ||
      (posting.postedAt !== null && posting.postedAt >= daysAgo(search.postedWithinDays))) &&
    (!floor ||
      (posting.salary?.currency === floor.currency &&
        (posting.salary.max ?? posting.salary.min ?? -1) >= floor.amount))
  );
}

function snippetOf(posting: FakePosting, query: string): string | null {
  const words = wordsOf(query);
  if (words.length === 0) return null;
  const pattern = new RegExp(`(${words.map(escaped).join('|')})`, 'gi');
  return posting.description.replace(pattern, `${markStart}$1${markStop}`);
}

export function withFakeJobSearch(tracker: FakeTracker) {
  const postings: FakePosting[] = [];
  const calls: Array<{ operation: string; variables: Variables }> = [];
  const failures = new Set<string>();
  let nextId = 1;

  function add(fields: Partial<FakePosting> & { title: string }): FakePosting {
    const id = `posting-${nextId++}`;
    const posting: FakePosting = {
      id,
      company: 'Initech',
      locations: ['Paris'],
      remote: null,
      employmentType: 'FULL_TIME',
      salary: null,
      postedAt: daysAgo(1),
      source: 'greenhouse:initech',
      description: `The ${fields.title} role.`,
      applyUrl: `https://jobs.example.com/${id}`,
      closesAt: null,
      seniority: null,
      yearsRequired: null,
      skillsRequired: [],
      skillsPreferred: [],
      expired: false,
      language: 'en',
      ...fields,
    };
    postings.push(posting);
    return posting;
  }

  const applicationFor = (posting: FakePosting) =>
    tracker.applications.find(
      (application) =>
        !application.deleted && posting.applyUrl && application.postingUrl === posting.applyUrl,
    );

  const summary = (posting: FakePosting, query: string) => ({
    __typename: 'JobPosting',
    id: posting.id,
    title: posting.title,
    company: posting.company,
    locations: posting.locations,
    remote: posting.remote,
    employmentType: posting.employmentType,
    salary: posting.salary && { __typename: 'JobPostingSalary', ...posting.salary },
    postedAt: posting.postedAt,
    source: posting.source,
    snippet: snippetOf(posting, query),
    tracked: applicationFor(posting) !== undefined,
  });

  const operations: Record<string, (variables: Variables) => Response> = {
    JobPostings: ({ search, first, after }) => {
      const asked = (search ?? {}) as Partial<JobSearchInput>;
      const found = postings.filter((posting) => !posting.expired && matchesSearch(posting, asked));
      if (asked.sort === 'DATE') {
        found.sort((a, b) => (b.postedAt ?? '').localeCompare(a.postedAt ?? ''));
      }
      let start = 0;
      if (typeof after === 'string') {
        const last = found.findIndex((posting) => posting.id === after);
        if (last === -1) return graphqlError('Bad cursor', 'BAD_USER_INPUT', ['jobPostings']);
        start = last + 1;
      }
      const page = found.slice(start, start + (typeof first === 'number' ? first : 20));
      const more = start + page.length < found.length;
      return json({
        data: {
          jobPostings: {
            __typename: 'JobPostingPage',
            postings: page.map((posting) => summary(posting, asked.query ?? '')),
            nextCursor: more ? page.at(-1)!.id : null,
          },
        },
      });
    },
    JobPosting: ({ id }) => {
      const posting = postings.find((candidate) => candidate.id === id);
      if (!posting) return graphqlError('Not found', 'NO_DATA_FOUND', ['jobPosting']);
      return json({ data: { jobPosting: { ...posting, ...summary(posting, '') } } });
    },
    SaveJobPosting: ({ id }) => {
      const posting = postings.find((candidate) => candidate.id === id);
      if (!posting) return graphqlError('Not found', 'NO_DATA_FOUND', ['job', 'saveJobPosting']);
      const application =
        applicationFor(posting) ??
        tracker.add({
          company: posting.company,
          position: posting.title,
          postingUrl: posting.applyUrl ?? '',
        });
      return json({
        data: {
          job: {
            __typename: 'JobMutations',
            saveJobPosting: { __typename: 'JobApplication', id: application.id },
          },
        },
      });
    },
  };

  const fetch = layeredFetch(operations, calls, failures, (input, init) =>
    tracker.backend.fetch(input, init),
  );

  return {
    backend: { ...tracker.backend, fetch } as FakeBackend,
    tracker,
    postings,
    calls,
    add,
    /** A posting as a result shows it (its passages for `query`, whether it is tracked). */
    summaryOf: summary,
    /** Makes the next call of an operation (by name) fail with an internal error. */
    failNext(operation: string) {
      failures.add(operation);
    },
  };
}
