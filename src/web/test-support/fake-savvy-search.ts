/**
 * The savvy search's API for component tests (features/savvy-search/savvy-search-operations.ts,
 * by name), in front of the job search's fake, whose postings it ranks, and the resumes' fake,
 * where a tailored resume is made. A small stand-in for the engine: the library is a list of
 * proofs (an event, its quoted text, the skills it proves); a posting's skills part is the
 * share of its skills proven (a required one counts twice), its title part the share of its
 * title's words found in the titles of work proofs, its years part the library's years against
 * those asked for; the band follows the weighted sum. A saved posting ranks postings like it
 * (same company, or same title) higher, a hidden one lower, and says so. Hidden postings leave
 * the ranking; pages are offsets into it.
 */
import type { JobSearchInput } from '../../domain/job-search';
import type { GapFields } from '../components/match-explanation';
import type { FakeBackend } from './fake-backend';
import { graphqlError, json, layeredFetch } from './fake-operations';
import { matchesSearch, type FakePosting, type withFakeJobSearch } from './fake-job-search';
import type { withFakeResumes } from './fake-resumes';

export interface FakeProof {
  eventId: string;
  eventKind: 'WORK' | 'EDU' | 'SKILL';
  itemId?: string | null;
  /** The bullet (or the entry) quoted as the proof. */
  text: string;
  /** What the proof is called: the event's title, e.g. "Developer at Acme". */
  label: string;
  /** The skills it proves, as postings name them (any case). */
  skills: string[];
}

/** A gap as the API sends it: every field, null where its kind has none. */
export const apiMatchGap = (fields: Partial<GapFields> & Pick<GapFields, 'kind'>) => ({
  __typename: 'MatchGap' as const,
  skill: null,
  required: null,
  seniority: null,
  years: null,
  requiredYears: null,
  education: null,
  ...fields,
});

type HideReason = 'NOT_MY_FIELD' | 'TOO_SENIOR' | 'TOO_JUNIOR' | 'LOCATION' | 'COMPANY' | 'OTHER';
type Variables = Record<string, unknown>;
type FakeJobSearch = ReturnType<typeof withFakeJobSearch>;
type FakeResumes = ReturnType<typeof withFakeResumes>;

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter((word) => word.length >= 3);

function bandOf(score: number) {
  if (score >= 0.8) return 'GREAT';
  if (score >= 0.6) return 'GOOD';
  if (score >= 0.35) return 'FAIR';
  return 'WEAK';
}

export function withFakeSavvySearch(jobs: FakeJobSearch, resumes: FakeResumes) {
  const library: FakeProof[] = [];
  /** Years of work the library shows. */
  const profile = { years: 5 };
  const hidden = new Map<string, HideReason>();
  const calls: Array<{ operation: string; variables: Variables }> = [];
  const failures = new Set<string>();
  /** At most this many candidates are ranked (the newest). */
  let candidateLimit = Number.POSITIVE_INFINITY;

  function matchOf(posting: FakePosting) {
    const proofsOf = (skill: string) =>
      library.filter((proof) => proof.skills.some((proven) => same(proven, skill)));
    const requirements = [
      ...posting.skillsRequired.map((skill) => ({ skill, required: true })),
      ...posting.skillsPreferred.map((skill) => ({ skill, required: false })),
    ];
    const proven = requirements.filter((requirement) => proofsOf(requirement.skill).length > 0);
    const unproven = requirements.filter((requirement) => !proven.includes(requirement));
    const weightOf = (requirement: { required: boolean }) => (requirement.required ? 2 : 1);
    const total = requirements.reduce((sum, requirement) => sum + weightOf(requirement), 0);
    const skills =
      total === 0
        ? 0.5
        : proven.reduce((sum, requirement) => sum + weightOf(requirement), 0) / total;
    const titleWords = wordsOf(posting.title);
    const workWords = new Set(
      library
        .filter((proof) => proof.eventKind === 'WORK')
        .flatMap((proof) => wordsOf(proof.label)),
    );
    const title =
      titleWords.length === 0
        ? 0
        : titleWords.filter((word) => workWords.has(word)).length / titleWords.length;
    const parts = [
      { name: 'SKILLS', value: skills, weight: 0.7 },
      { name: 'TITLE', value: title, weight: 0.3 },
    ];
    const yearsShort = posting.yearsRequired !== null && profile.years < posting.yearsRequired;
    if (posting.yearsRequired !== null) {
      parts.push({
        name: 'YEARS',
        value: Math.min(1, profile.years / Math.max(1, posting.yearsRequired)),
        weight: 0.2,
      });
    }
    const weights = parts.reduce((sum, part) => sum + part.weight, 0);
    const score = parts.reduce((sum, part) => sum + part.value * part.weight, 0) / weights;
    const missingRequired = unproven.find((requirement) => requirement.required);
    const missingPreferred = unproven.find((requirement) => !requirement.required);
    let biggestGap = null;
    if (missingRequired) biggestGap = apiMatchGap({ kind: 'MISSING_SKILL', ...missingRequired });
    else if (yearsShort) {
      biggestGap = apiMatchGap({
        kind: 'YEARS',
        years: profile.years,
        requiredYears: posting.yearsRequired,
      });
    } else if (title < 0.4) biggestGap = apiMatchGap({ kind: 'TITLE' });
    else if (missingPreferred)
      biggestGap = apiMatchGap({ kind: 'MISSING_SKILL', ...missingPreferred });
    return {
      score,
      match: {
        __typename: 'JobMatch',
        band: bandOf(score),
        parts: parts.map((part) => ({ __typename: 'MatchPart', ...part })),
        matched: proven.map((requirement) => ({
          __typename: 'MatchedRequirement',
          ...requirement,
          evidence: proofsOf(requirement.skill).map((proof) => ({
            __typename: 'MatchEvidence',
            eventId: proof.eventId,
            eventKind: proof.eventKind,
            itemId: proof.itemId ?? null,
            text: proof.text,
            label: proof.label,
          })),
        })),
        missing: unproven.map((requirement) => ({
          __typename: 'MissingRequirement',
          ...requirement,
        })),
        biggestGap,
      },
    };
  }

  const tracked = (posting: FakePosting) => jobs.summaryOf(posting, '').tracked;
  const alike = (a: FakePosting, b: FakePosting) =>
    a.id !== b.id && (same(a.company, b.company) || same(a.title, b.title));

  function adjustmentOf(posting: FakePosting) {
    const saved = jobs.postings.find((other) => alike(other, posting) && tracked(other));
    if (saved) {
      return {
        lift: 0.25,
        adjustment: {
          __typename: 'MatchAdjustment',
          kind: 'LIKE_SAVED',
          reason: null,
          postingTitle: saved.title,
          company: saved.company,
        },
      };
    }
    const hiddenLike = jobs.postings.find((other) => alike(other, posting) && hidden.has(other.id));
    if (hiddenLike) {
      return {
        lift: -0.25,
        adjustment: {
          __typename: 'MatchAdjustment',
          kind: 'LIKE_HIDDEN',
          reason: hidden.get(hiddenLike.id)!,
          postingTitle: hiddenLike.title,
          company: hiddenLike.company,
        },
      };
    }
    return { lift: 0, adjustment: null };
  }

  const find = (id: unknown) => jobs.postings.find((posting) => posting.id === id);

  const operations: Record<string, (variables: Variables) => Response> = {
    SavvyPostings: ({ search, first, offset }) => {
      const asked = (search ?? {}) as Partial<JobSearchInput>;
      const candidates = jobs.postings
        .filter((posting) => !posting.expired && !hidden.has(posting.id))
        .filter((posting) => matchesSearch(posting, asked))
        .sort((a, b) => (b.postedAt ?? '').localeCompare(a.postedAt ?? ''));
      const ranked = candidates.slice(0, candidateLimit).map((posting) => {
        const { score, match } = matchOf(posting);
        const { lift, adjustment } = adjustmentOf(posting);
        return { posting, rank: score + lift, match, adjustment };
      });
      ranked.sort((a, b) => b.rank - a.rank);
      const libraryEmpty = library.length === 0;
      const start = typeof offset === 'number' ? offset : 0;
      const page = libraryEmpty
        ? []
        : ranked.slice(start, start + (typeof first === 'number' ? first : 20));
      const more = !libraryEmpty && start + page.length < ranked.length;
      return json({
        data: {
          savvyPostings: {
            __typename: 'SavvyPage',
            results: page.map(({ posting, match, adjustment }) => ({
              __typename: 'SavvyResult',
              posting: jobs.summaryOf(posting, asked.query ?? ''),
              match,
              adjustment,
            })),
            nextOffset: more ? start + page.length : null,
            candidates: ranked.length,
            candidatesCapped: candidates.length > ranked.length,
            libraryEmpty,
          },
        },
      });
    },
    HideJobPosting: ({ id, reason }) => {
      if (!find(id)) return graphqlError('Not found', 'NO_DATA_FOUND', ['job', 'hideJobPosting']);
      hidden.set(String(id), reason as HideReason);
      return json({ data: { job: { __typename: 'JobMutations', hideJobPosting: id } } });
    },
    UnhideJobPosting: ({ id }) => {
      if (!find(id)) return graphqlError('Not found', 'NO_DATA_FOUND', ['job', 'unhideJobPosting']);
      hidden.delete(String(id));
      return json({ data: { job: { __typename: 'JobMutations', unhideJobPosting: id } } });
    },
    TailorResume: ({ postingId }) => {
      const posting = find(postingId);
      if (!posting) return graphqlError('Not found', 'NO_DATA_FOUND', ['resume', 'tailorResume']);
      const resume = resumes.add({
        name: `${posting.title} — ${posting.company}`,
        targetJob: {
          title: posting.title,
          company: posting.company,
          description: posting.description,
        },
      });
      return json({
        data: {
          resume: {
            __typename: 'ResumeMutations',
            tailorResume: { __typename: 'Resume', id: resume.id },
          },
        },
      });
    },
  };

  const fetch = layeredFetch(operations, calls, failures, (input, init) =>
    resumes.backend.fetch(input, init),
  );

  return {
    backend: { ...resumes.backend, fetch } as FakeBackend,
    jobs,
    resumes,
    library,
    profile,
    /** The postings hidden, by id, with their reasons. */
    hidden,
    calls,
    /** Adds a proof to the library. */
    prove(proof: FakeProof) {
      library.push(proof);
      return proof;
    },
    /** Ranks at most this many candidates, the newest. */
    limitCandidates(limit: number) {
      candidateLimit = limit;
    },
    /** Makes the next call of an operation (by name) fail with an internal error. */
    failNext(operation: string) {
      failures.add(operation);
    },
  };
}
