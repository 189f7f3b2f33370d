import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDay } from '../../../domain/job-application';
import type { ParsedPosting } from '../../../domain/job-posting';
import { matchPartNames } from '../../../domain/job-match';
import { jobSearchInputSchema } from '../../../domain/job-search';
import { jobPostings } from '../../db/schema';
import { ingestSource } from '../../job-search/ingest';
import { createTestApp, type TestApp } from '../../test-support/app';
import { dataOf, errorOf, eventCalls, type EventUser } from '../../test-support/career-events';
import { signUpPremium } from '../../test-support/premium';
import { savvyPostings } from './savvy-search.service';

const ops = {
  savvy: `query ($search: JobSearchInput, $first: Int, $offset: Int) {
    savvyPostings(search: $search, first: $first, offset: $offset) {
      results {
        posting { id title company locations skillsRequired skillsPreferred tracked }
        match {
          band
          parts { name value weight }
          matched { skill required evidence { eventId eventKind itemId text label } }
          missing { skill required }
          biggestGap { kind skill required seniority years requiredYears education }
        }
        adjustment { kind reason postingTitle company }
      }
      nextOffset candidates candidatesCapped libraryEmpty } }`,
  hidden: `query { hiddenJobPostings { posting { id title } reason hiddenAt } }`,
  hide: `mutation ($id: ID!, $reason: HideReason!) { job { hideJobPosting(id: $id, reason: $reason) } }`,
  unhide: `mutation ($id: ID!) { job { unhideJobPosting(id: $id) } }`,
  save: `mutation ($id: ID!) { job { saveJobPosting(id: $id) { id } } }`,
  tailor: `mutation ($postingId: ID!) { resume { tailorResume(postingId: $postingId) {
    id name targetJob { title company description } content } } }`,
};

interface Evidence {
  eventId: string;
  eventKind: 'WORK' | 'EDU' | 'SKILL';
  itemId: string | null;
  text: string;
  label: string;
}
interface Result {
  posting: { id: string; title: string; company: string; locations: string[]; tracked: boolean };
  match: {
    band: string;
    parts: Array<{ name: string; value: number; weight: number }>;
    matched: Array<{ skill: string; required: boolean; evidence: Evidence[] }>;
    missing: Array<{ skill: string; required: boolean }>;
    biggestGap: { kind: string } | null;
  };
  adjustment: {
    kind: string;
    reason: string | null;
    postingTitle: string;
    company: string;
  } | null;
}
interface Page {
  results: Result[];
  nextOffset: number | null;
  candidates: number;
  candidatesCapped: boolean;
  libraryEmpty: boolean;
}

const daysAgo = (days: number) => isoDay(new Date(Date.now() - days * 86_400_000));

const posting = (externalId: string, changes: Partial<ParsedPosting>): ParsedPosting => ({
  externalId,
  title: 'Frontend Engineer',
  company: 'Acme',
  locations: ['Paris, France'],
  remote: 'ON_SITE',
  employmentType: 'FULL_TIME',
  salary: null,
  postedAt: daysAgo(5),
  closesAt: null,
  descriptionHtml: '<p>Requirements: React and TypeScript.</p>',
  applyUrl: `https://jobs.example.com/${externalId}`,
  language: 'en',
  ...changes,
});

const feed = [
  posting('best', {
    title: 'Frontend Engineer',
    company: 'Initech',
    descriptionHtml:
      '<p>You will build our web app.</p><h3>Requirements</h3><ul><li>React</li><li>TypeScript</li><li>GraphQL</li></ul>',
    postedAt: daysAgo(20),
  }),
  posting('half', {
    title: 'Frontend Engineer',
    company: 'Hooli',
    descriptionHtml: '<h3>Requirements</h3><ul><li>React</li><li>Rust</li><li>Kotlin</li></ul>',
    postedAt: daysAgo(2),
  }),
  posting('title-only', {
    title: 'Frontend Developer',
    company: 'Vandelay',
    descriptionHtml: '<h3>Requirements</h3><ul><li>Java</li><li>Kotlin</li></ul>',
    postedAt: daysAgo(1),
  }),
  // Neither a skill nor a role word of the library: the gate keeps it out.
  posting('nurse', {
    title: 'Night Nurse',
    company: 'General Hospital',
    descriptionHtml: '<p>Care for patients on the night shift.</p>',
  }),
  posting('old', { title: 'Frontend Engineer', company: 'Oldco', postedAt: daysAgo(90) }),
  posting('expired', { title: 'Frontend Engineer', company: 'Goneco' }),
  // Two postings the engine cannot tell apart, but by place (and date: Berlin is newer).
  posting('twin-berlin', {
    company: 'Twins',
    locations: ['Berlin, Germany'],
    postedAt: daysAgo(3),
  }),
  posting('twin-paris', { company: 'Twins', locations: ['Paris, France'], postedAt: daysAgo(4) }),
  posting('berlin-hide', {
    company: 'Elsewhere',
    locations: ['Berlin, Germany'],
    postedAt: daysAgo(6),
  }),
  posting('to-hide', { company: 'Hidden Corp', postedAt: daysAgo(7) }),
  posting('to-save', {
    company: 'Saved Inc',
    descriptionHtml:
      '<h3>Requirements</h3><ul><li>React</li><li>TypeScript</li><li>GraphQL</li></ul>',
    postedAt: daysAgo(8),
  }),
];

describe('the savvy search', () => {
  let app: TestApp;
  let user: EventUser;
  let other: EventUser;
  const ids = new Map<string, string>();
  const library = { work: '', proof: '', other: '', oldWork: '', graphql: '' };

  const savvy = async (who: EventUser, variables: Record<string, unknown> = {}) =>
    dataOf(await who.call<{ savvyPostings: Page }>(ops.savvy, variables)).savvyPostings;
  const companies = async (variables: Record<string, unknown> = {}) =>
    (await savvy(user, { first: 50, ...variables })).results.map(
      (result) => result.posting.company,
    );
  const idOf = (externalId: string) => ids.get(externalId)!;

  beforeAll(async () => {
    app = await createTestApp();
    user = await signUpPremium(app, 'savvy@example.com');
    other = await signUpPremium(app, 'savvy-other@example.com');
    const source = { id: 'feed:savvy', kind: 'FEED_FILE', board: 'savvy' } as const;
    await ingestSource(app.database.db, source, async () => feed.map((one) => ({ posting: one })));
    // The expired one leaves its feed.
    await ingestSource(app.database.db, source, async () =>
      feed.filter((one) => one.externalId !== 'expired').map((one) => ({ posting: one })),
    );
    const rows = await app.database.db
      .select({ id: jobPostings.id, externalId: jobPostings.externalId })
      .from(jobPostings);
    for (const row of rows) ids.set(row.externalId, row.id);

    const work = eventCalls<{ id: string; accomplishments: Array<{ id: string }> }>(
      user,
      'WorkEvent',
    );
    const current = await work.create({
      company: 'Globex',
      position: 'Frontend Developer',
      startDate: '2019-01',
      accomplishments: [
        { description: 'Ran the weekly demo for the whole company' },
        { description: 'Built the design system in React and TypeScript' },
      ],
    });
    library.work = current.id;
    library.other = current.accomplishments[0]!.id;
    library.proof = current.accomplishments[1]!.id;
    library.oldWork = (
      await work.create({
        company: 'Shop',
        position: 'Cashier',
        startDate: '2015-01',
        endDate: '2018-12',
        accomplishments: [{ description: 'Kept the till balanced' }],
      })
    ).id;
    library.graphql = (
      await eventCalls<{ id: string }>(user, 'SkillEvent').create({ name: 'GraphQL' })
    ).id;
    // The other user's library proves the same, so their hides could matter to mine.
    await eventCalls(other, 'SkillEvent').create({ name: 'React' });
  });

  afterAll(async () => {
    await app?.close();
  });

  it('ranks what the library proves first, with the proof of each requirement', async () => {
    const page = await savvy(user, { first: 50 });
    expect(page.libraryEmpty).toBe(false);
    const order = page.results.map((result) => result.posting.company);
    // Every skill proved, and the title: above one skill of three, and above the title alone.
    expect(order.indexOf('Initech')).toBeLessThan(order.indexOf('Hooli'));
    expect(order.indexOf('Initech')).toBeLessThan(order.indexOf('Vandelay'));
    const best = page.results.find((result) => result.posting.company === 'Initech')!;
    expect(best.match.matched.map((requirement) => requirement.skill)).toEqual([
      'React',
      'TypeScript',
      'GraphQL',
    ]);
    expect(best.match.missing).toEqual([]);
    const react = best.match.matched[0]!;
    expect(react.evidence).toContainEqual(
      expect.objectContaining({
        eventId: library.work,
        eventKind: 'WORK',
        itemId: library.proof,
        text: 'Built the design system in React and TypeScript',
      }),
    );
    expect(best.match.matched[2]!.evidence).toContainEqual(
      expect.objectContaining({ eventId: library.graphql, eventKind: 'SKILL' }),
    );
    const half = page.results.find((result) => result.posting.company === 'Hooli')!;
    expect(half.match.missing.map((requirement) => requirement.skill)).toEqual(['Rust', 'Kotlin']);
    expect(half.match.parts.map((part) => part.name)).toEqual(matchPartNames);
    // The words in common are read from the description too.
    expect(half.match.parts.find((part) => part.name === 'KEYWORDS')!.weight).toBeGreaterThan(0);
    expect(page.results.every((result) => result.adjustment === null)).toBe(true);
  });

  it('reads the words and the degree ingest stored, and judges a posting without words on the rest', async () => {
    const hooli = () =>
      savvy(user, { first: 50 }).then(
        (page) => page.results.find((result) => result.posting.company === 'Hooli')!.match,
      );
    const part = (match: Result['match'], name: string) =>
      match.parts.find((one) => one.name === name)!;
    const stored = eq(jobPostings.id, idOf('half'));
    const [before] = await app.database.db
      .select({ words: jobPostings.contentWords })
      .from(jobPostings)
      .where(stored);
    try {
      // A degree asked that the library does not show counts against it.
      expect(part(await hooli(), 'EDUCATION').value).toBe(1);
      await app.database.db
        .update(jobPostings)
        .set({ educationRequired: 'DOCTORATE' })
        .where(stored);
      const asked = await hooli();
      expect(part(asked, 'EDUCATION').weight).toBeGreaterThan(0);
      expect(part(asked, 'EDUCATION').value).toBeLessThan(1);
      // Stored before ingest read words: the words in common do not count, the rest does.
      await app.database.db.update(jobPostings).set({ contentWords: null }).where(stored);
      const wordless = await hooli();
      expect(part(wordless, 'KEYWORDS').weight).toBe(0);
      expect(part(wordless, 'SKILLS').weight).toBeGreaterThan(part(asked, 'SKILLS').weight);
    } finally {
      await app.database.db
        .update(jobPostings)
        .set({ contentWords: before!.words, educationRequired: null })
        .where(stored);
    }
  });

  it('gates the candidates and applies the job search’s filters', async () => {
    const page = await savvy(user, { first: 50 });
    const all = page.results.map((result) => result.posting.company);
    // Neither a skill nor a title word in common; expired.
    expect(all).not.toContain('General Hospital');
    expect(all).not.toContain('Goneco');
    expect(page.candidates).toBe(all.length);
    expect(page.candidatesCapped).toBe(false);
    expect(await companies({ search: { postedWithinDays: 30 } })).not.toContain('Oldco');
    expect(await companies({ search: { location: 'berlin' } })).toEqual(['Twins', 'Elsewhere']);
    expect(await companies({ search: { query: 'graphql' } })).toEqual(['Saved Inc', 'Initech']);
    expect(
      errorOf(await user.call(ops.savvy, { search: { location: 'Ber\u0000lin' } })),
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'location' });
    expect(errorOf(await user.call(ops.savvy, { first: 51 }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'first',
    });
  });

  it('pages by offset through the same order', async () => {
    const all = await companies();
    const paged: string[] = [];
    let offset: number | null = 0;
    while (offset !== null) {
      const page: Page = await savvy(user, { first: 3, offset });
      paged.push(...page.results.map((result) => result.posting.company));
      offset = page.nextOffset;
    }
    expect(paged).toEqual(all);
  });

  it('ranks the newest candidates only, saying so, when more pass the gate', async () => {
    const page = await savvyPostings(
      app.database.db,
      await userId(user),
      jobSearchInputSchema.parse({}),
      {
        first: 20,
        offset: 0,
        today: daysAgo(0),
        candidateLimit: 2,
      },
      app.config,
    );
    expect(page.candidates).toBe(2);
    expect(page.candidatesCapped).toBe(true);
    // The two newest: Vandelay (1 day) and Hooli (2 days).
    expect(page.results.map((result) => result.posting.company).sort()).toEqual([
      'Hooli',
      'Vandelay',
    ]);
  });

  it('says when the library holds nothing to rank by', async () => {
    const empty = await signUpPremium(app, 'savvy-empty@example.com');
    expect(await savvy(empty)).toEqual({
      results: [],
      nextOffset: null,
      candidates: 0,
      candidatesCapped: false,
      libraryEmpty: true,
    });
  });

  it('hides and shows a posting again, idempotently, for this user alone', async () => {
    const id = idOf('to-hide');
    const hide = async (who: EventUser, reason: string) =>
      dataOf(await who.call<{ job: { hideJobPosting: string } }>(ops.hide, { id, reason })).job
        .hideJobPosting;
    expect(await companies()).toContain('Hidden Corp');
    expect(await hide(other, 'OTHER')).toBe(id);
    // Another user's hide does not touch mine.
    expect(await companies()).toContain('Hidden Corp');
    expect(await hide(user, 'OTHER')).toBe(id);
    expect(await hide(user, 'NOT_MY_FIELD')).toBe(id);
    expect(await companies()).not.toContain('Hidden Corp');
    const listed = dataOf(
      await user.call<{ hiddenJobPostings: Array<{ posting: { id: string }; reason: string }> }>(
        ops.hidden,
      ),
    ).hiddenJobPostings;
    expect(listed).toEqual([
      {
        posting: { id, title: 'Frontend Engineer' },
        reason: 'NOT_MY_FIELD',
        hiddenAt: expect.any(String),
      },
    ]);
    const unhide = async () =>
      dataOf(await user.call<{ job: { unhideJobPosting: string } }>(ops.unhide, { id })).job
        .unhideJobPosting;
    expect(await unhide()).toBe(id);
    expect(await unhide()).toBe(id);
    expect(await companies()).toContain('Hidden Corp');
    expect(
      dataOf(await user.call<{ hiddenJobPostings: unknown[] }>(ops.hidden)).hiddenJobPostings,
    ).toEqual([]);
    // The other user's hide stays theirs.
    expect(
      dataOf(await other.call<{ hiddenJobPostings: unknown[] }>(ops.hidden)).hiddenJobPostings,
    ).toHaveLength(1);
    await other.call(ops.unhide, { id });
  });

  it('answers NO_DATA_FOUND for an unknown posting, and refuses an unknown reason', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect(errorOf(await user.call(ops.hide, { id, reason: 'OTHER' }))).toMatchObject({
        code: 'NO_DATA_FOUND',
      });
      expect(errorOf(await user.call(ops.unhide, { id }))).toMatchObject({
        code: 'NO_DATA_FOUND',
      });
      expect(errorOf(await user.call(ops.tailor, { postingId: id }))).toMatchObject({
        code: 'NO_DATA_FOUND',
      });
    }
    const refused = await user.call(ops.hide, { id: idOf('half'), reason: 'BORED' });
    expect(refused.data ?? null).toBeNull();
    expect(refused.errors?.[0]?.message).toContain('"HideReason"');
  });

  it('lowers postings like one hidden, naming it, and raises postings like one saved', async () => {
    const twins = async () =>
      (await savvy(user, { first: 50 })).results.filter(
        (result) => result.posting.company === 'Twins',
      );
    const before = await twins();
    // Alike but for the place: the newer (Berlin) first.
    expect(before.map((result) => result.posting.locations[0])).toEqual([
      'Berlin, Germany',
      'Paris, France',
    ]);
    expect(before[0]!.match.band).toBe(before[1]!.match.band);
    await user.call(ops.hide, { id: idOf('berlin-hide'), reason: 'LOCATION' });
    const after = await twins();
    expect(after.map((result) => result.posting.locations[0])).toEqual([
      'Paris, France',
      'Berlin, Germany',
    ]);
    expect(after[1]!.adjustment).toEqual({
      kind: 'LIKE_HIDDEN',
      reason: 'LOCATION',
      postingTitle: 'Frontend Engineer',
      company: 'Elsewhere',
    });
    // The band stays the engine's.
    expect(after[1]!.match.band).toBe(before[0]!.match.band);
    await user.call(ops.unhide, { id: idOf('berlin-hide') });

    // Saved to the tracker: it leaves the results, and those asking for most of its skills rise.
    dataOf(await user.call(ops.save, { id: idOf('to-save') }));
    const page = await savvy(user, { first: 50 });
    expect(page.results.map((result) => result.posting.company)).not.toContain('Saved Inc');
    const initech = page.results.find((result) => result.posting.company === 'Initech')!;
    expect(initech.adjustment).toEqual({
      kind: 'LIKE_SAVED',
      reason: null,
      postingTitle: 'Frontend Engineer',
      company: 'Saved Inc',
    });
    const vandelay = page.results.find((result) => result.posting.company === 'Vandelay')!;
    expect(vandelay.adjustment).toBeNull();
  });

  it('hides a company’s postings when one is hidden for its company', async () => {
    await user.call(ops.hide, { id: idOf('twin-paris'), reason: 'COMPANY' });
    expect(await companies()).not.toContain('Twins');
    await user.call(ops.unhide, { id: idOf('twin-paris') });
    expect(await companies()).toContain('Twins');
  });

  it('tailors a resume: the target job, the proving events and bullets first, the matched skills', async () => {
    const resume = dataOf(
      await user.call<{
        resume: {
          tailorResume: {
            name: string;
            targetJob: { title: string; company: string; description: string };
            content: {
              header: { headline: string };
              sections: Array<{
                kind: string;
                entries: Array<{
                  eventId: string;
                  bullets: Array<{ itemId: string; visible: boolean }>;
                }>;
              }>;
            };
          };
        };
      }>(ops.tailor, { postingId: idOf('best') }),
    ).resume.tailorResume;
    expect(resume.name).toBe('Frontend Engineer — Initech');
    expect(resume.targetJob).toEqual({
      title: 'Frontend Engineer',
      company: 'Initech',
      description: expect.stringContaining('You will build our web app.'),
    });
    expect(resume.content.header.headline).toBe('Frontend Engineer');
    const section = (kind: string) =>
      resume.content.sections.find((one) => one.kind === kind)!.entries;
    // The proving job first, its proving bullet before the other; then the others.
    expect(section('WORK').map((entry) => entry.eventId)).toEqual([library.work, library.oldWork]);
    expect(section('WORK')[0]!.bullets).toEqual([
      { itemId: library.proof, visible: true, text: null },
      { itemId: library.other, visible: true, text: null },
    ]);
    expect(section('SKILLS').map((entry) => entry.eventId)).toEqual([library.graphql]);
    // It is one of the user's resumes.
    const listed = dataOf(
      await user.call<{ resumes: Array<{ name: string }> }>('query { resumes { name } }'),
    );
    expect(listed.resumes.map((one) => one.name)).toContain('Frontend Engineer — Initech');
  });
});

/** The app's user id behind a signed-in user (for calling the service directly). */
async function userId(who: EventUser): Promise<string> {
  const me = dataOf(await who.call<{ me: { id: string } }>('query { me { id } }'));
  return me.me.id;
}
