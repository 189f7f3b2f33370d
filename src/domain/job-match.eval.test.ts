import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { skillLevels } from './career-event';
import { careerProfile, jobRequirements, matchJob, skillRarity, type JobMatch } from './job-match';
import type { ResumeLibrary } from './resume';
import { skillDictionary } from './skill-dictionary';
import { datePrecisions, isIsoDate, isYearMonth } from './year-month';

/**
 * The matching engine against people's judgement (issue 19, "Tests and figures"): six libraries of
 * different fields and levels, forty postings each, every posting judged 0 to 3 by a person before
 * the engine ran (src/domain/test-data/match-eval/README.md). The engine ranks each library's
 * postings, and so does the naive keyword overlap an applicant-tracking system shows; NDCG@10 of
 * both is printed, and the engine must rank better. Every skill the engine says is matched must
 * point at the event that names it; every skill it says is missing must be named nowhere.
 */

const folder = join(import.meta.dirname, 'test-data', 'match-eval');
const dictionary = skillDictionary();

// ── The files, checked so that bad data fails clearly. ──

const text = z.string().trim().min(1);
const yearMonth = z.string().refine(isYearMonth, 'must be a month written YYYY-MM');
const listItem = z.strictObject({ id: text, uuid: z.string().nullable(), description: text });
const dates = {
  startDatePrecision: z.enum(datePrecisions),
  endDate: yearMonth.nullable(),
  endDatePrecision: z.enum(datePrecisions),
};

const librarySchema = z.strictObject({
  work: z.array(
    z.strictObject({
      id: text,
      company: text,
      position: text,
      location: z.string(),
      link: z.string(),
      startDate: yearMonth,
      ...dates,
      accomplishments: z.array(listItem),
    }),
  ),
  edu: z.array(
    z.strictObject({
      id: text,
      university: text,
      degree: z.string(),
      major: z.string(),
      minor: z.string(),
      location: z.string(),
      link: z.string(),
      startDate: yearMonth.nullable(),
      ...dates,
      attending: z.boolean(),
      accomplishments: z.array(listItem),
      coursework: z.array(listItem),
    }),
  ),
  skills: z.array(
    z.strictObject({
      id: text,
      name: text,
      category: z.string(),
      level: z.enum(skillLevels).nullable(),
      keywords: z.array(text),
    }),
  ),
});

const wordCount = (value: string) => value.split(/\s+/).filter(Boolean).length;

const evalFileSchema = z.strictObject({
  person: text,
  today: z.string().refine(isIsoDate, 'must be a date written YYYY-MM-DD'),
  library: librarySchema,
  postings: z
    .array(
      z.strictObject({
        id: text,
        title: text,
        company: text,
        description: text.refine(
          (value) => wordCount(value) >= 80 && wordCount(value) <= 250,
          'must be 80 to 250 words',
        ),
        relevance: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
        why: text,
      }),
    )
    .length(40)
    .refine((postings) => new Set(postings.map((posting) => posting.id)).size === postings.length, {
      message: 'posting ids must be unique',
    }),
});

type EvalFile = z.output<typeof evalFileSchema>;
type Posting = EvalFile['postings'][number];

const files = readdirSync(folder)
  .filter((name) => name.endsWith('.json'))
  .sort();

function load(name: string): EvalFile {
  const parsed = evalFileSchema.safeParse(JSON.parse(readFileSync(join(folder, name), 'utf8')));
  if (!parsed.success) throw new Error(`${name}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

// ── The two rankers. ──

/** What the engine makes of one library's postings, ranked together as a search ranks them. */
function engineMatches(file: EvalFile): JobMatch[] {
  const library: ResumeLibrary = file.library;
  const profile = careerProfile(library, file.today);
  const requirements = file.postings.map((posting) =>
    jobRequirements(posting.title, posting.description),
  );
  const postingsWithSkill = new Map<string, number>();
  for (const asks of requirements) {
    for (const skill of new Set([...asks.skillsRequired, ...asks.skillsPreferred]))
      postingsWithSkill.set(skill, (postingsWithSkill.get(skill) ?? 0) + 1);
  }
  const rarity = skillRarity(postingsWithSkill, file.postings.length);
  return requirements.map((asks) => matchJob(profile, asks, { rarity }));
}

/** Words that carry no meaning of their own in a posting or a resume. */
const stopWords = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before ' +
    'being below between both but by can could did do does doing down during each even ever ' +
    'every few for from further get had has have having he her here hers him his how i if in ' +
    'into is it its itself just least less let like may me might more most much must my no nor ' +
    'not now of off on once one only or other our ours out over own per same she should so some ' +
    'such than that the their theirs them then there these they this those through to too under ' +
    'until up upon us very via was we well were what when where which while who whom why will ' +
    'with within without would yet you your yours etc including plus able'
  ).split(' '),
);

/** Lower-cased words (keeping "c++" and "c#" whole), stop words and single letters dropped. */
function words(value: string): Set<string> {
  const tokens = value.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}+#]*/gu) ?? [];
  return new Set(tokens.filter((token) => token.length > 1 && !stopWords.has(token)));
}

/** Every text the library's events hold, as a resume prints them (not ids, dates or links). */
function libraryTexts(library: ResumeLibrary): string[] {
  return [
    ...library.work.flatMap((work) => [
      work.position,
      work.company,
      work.location,
      ...work.accomplishments.map((item) => item.description),
    ]),
    ...library.edu.flatMap((edu) => [
      edu.degree,
      edu.major,
      edu.minor,
      edu.university,
      edu.location,
      ...edu.accomplishments.map((item) => item.description),
      ...edu.coursework.map((item) => item.description),
    ]),
    ...library.skills.flatMap((skill) => [skill.name, skill.category, ...skill.keywords]),
  ];
}

/**
 * The naive "ATS score": the share of the posting's distinct words (title and description) that
 * the library's text also holds.
 */
function keywordOverlap(file: EvalFile): number[] {
  const resume = words(libraryTexts(file.library).join('\n'));
  return file.postings.map((posting) => {
    const asked = words(`${posting.title}\n${posting.description}`);
    let shared = 0;
    for (const word of asked) if (resume.has(word)) shared += 1;
    return asked.size === 0 ? 0 : shared / asked.size;
  });
}

// ── NDCG@10. ──

const gain = (relevance: number) => 2 ** relevance - 1;
const dcg = (relevances: number[]) =>
  relevances.reduce((sum, relevance, index) => sum + gain(relevance) / Math.log2(index + 2), 0);

/** Highest score first; equal scores keep the order of the file. */
function ranked(postings: Posting[], scores: number[]): Posting[] {
  return postings
    .map((posting, index) => ({ posting, index, score: scores[index]! }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ posting }) => posting);
}

function ndcgAt(cutoff: number, postings: Posting[], scores: number[]): number {
  const got = ranked(postings, scores)
    .slice(0, cutoff)
    .map((posting) => posting.relevance);
  const ideal = postings
    .map((posting) => posting.relevance)
    .sort((a, b) => b - a)
    .slice(0, cutoff);
  return dcg(got) / dcg(ideal);
}

describe('ndcgAt', () => {
  const postings = [0, 3, 1, 2].map((relevance, index) => ({
    id: `p${index}`,
    title: '',
    company: '',
    description: '',
    relevance: relevance as Posting['relevance'],
    why: '',
  }));

  it('is 1 for the ideal order and less for another, ties kept in file order', () => {
    expect(ndcgAt(10, postings, [0, 4, 2, 3])).toBe(1);
    // Order 0, 3, 1, 2: gains 0, 7, 1, 3 against the ideal 7, 3, 1, 0.
    const got = 7 / Math.log2(3) + 1 / Math.log2(4) + 3 / Math.log2(5);
    const ideal = 7 + 3 / Math.log2(3) + 1 / Math.log2(4);
    expect(ndcgAt(10, postings, [1, 1, 1, 1])).toBeCloseTo(got / ideal, 12);
    expect(ndcgAt(1, postings, [1, 1, 1, 1])).toBe(0);
  });
});

// ── The evaluation. ──

describe('the job match against hand-labelled postings', () => {
  const data = files.map((name) => ({ name: name.replace(/\.json$/, ''), file: load(name) }));

  it('has at least five libraries of forty judged postings, every level used', () => {
    expect(data.length).toBeGreaterThanOrEqual(5);
    for (const { file } of data) {
      for (const level of [0, 1, 2, 3])
        expect(
          file.postings.filter((posting) => posting.relevance === level).length,
        ).toBeGreaterThan(5);
    }
  });

  it('ranks the postings better than the keyword overlap (NDCG@10)', () => {
    const rows = data.map(({ name, file }) => {
      const matches = engineMatches(file);
      return {
        library: name,
        engine: ndcgAt(
          10,
          file.postings,
          matches.map((match) => match.score),
        ),
        baseline: ndcgAt(10, file.postings, keywordOverlap(file)),
      };
    });
    const mean = (values: number[]) =>
      values.reduce((sum, value) => sum + value, 0) / values.length;
    const engine = mean(rows.map((row) => row.engine));
    const baseline = mean(rows.map((row) => row.baseline));
    const line = (library: string, a: number, b: number) =>
      `${library.padEnd(22)} ${a.toFixed(3).padStart(7)} ${b.toFixed(3).padStart(9)}`;
    console.log(
      [
        `${'NDCG@10'.padEnd(22)} ${'engine'.padStart(7)} ${'baseline'.padStart(9)}`,
        ...rows.map((row) => line(row.library, row.engine, row.baseline)),
        line('mean', engine, baseline),
      ].join('\n'),
    );
    expect(engine).toBeGreaterThan(baseline);
  });

  it('gives higher bands to postings judged more relevant', () => {
    const bands = ['GREAT', 'GOOD', 'FAIR', 'WEAK'] as const;
    const judged = new Map(bands.map((band) => [band, [] as number[]]));
    for (const { file } of data) {
      engineMatches(file).forEach((match, index) =>
        judged.get(match.band)!.push(file.postings[index]!.relevance),
      );
    }
    const count = (band: (typeof bands)[number], level: number) =>
      judged.get(band)!.filter((relevance) => relevance === level).length;
    console.log(
      [
        `${'judged'.padEnd(8)}${bands.map((band) => band.padStart(7)).join('')}`,
        ...[3, 2, 1, 0].map(
          (level) =>
            `${String(level).padEnd(8)}${bands.map((band) => String(count(band, level)).padStart(7)).join('')}`,
        ),
      ].join('\n'),
    );
    // The mean judgement falls from Great to Weak.
    const means = bands.map((band) => {
      const levels = judged.get(band)!;
      return levels.reduce((sum, level) => sum + level, 0) / levels.length;
    });
    expect(means).toEqual([...means].sort((a, b) => b - a));
  });

  describe.each(files.map((name) => name.replace(/\.json$/, '')))('%s', (name) => {
    const file = load(`${name}.json`);
    const library: ResumeLibrary = file.library;
    const matches = engineMatches(file);

    /** Each event by id: its own fields' text and its items' texts by id. */
    const events = new Map<string, { own: string; items: Map<string, string> }>();
    const itemsOf = (...lists: Array<Array<{ id: string; description: string }>>) =>
      new Map(lists.flat().map((item) => [item.id, item.description]));
    for (const work of library.work)
      events.set(work.id, {
        own: [work.position, work.company, work.location].join('\n'),
        items: itemsOf(work.accomplishments),
      });
    for (const edu of library.edu)
      events.set(edu.id, {
        own: [edu.degree, edu.major, edu.minor, edu.university, edu.location].join('\n'),
        items: itemsOf(edu.accomplishments, edu.coursework),
      });
    for (const skill of library.skills)
      events.set(skill.id, {
        own: [skill.name, skill.category, ...skill.keywords].join('\n'),
        items: new Map(),
      });
    const names = (value: string, skill: string) =>
      dictionary.findSkills(value).some((found) => found.skill === skill);
    const anywhere = libraryTexts(library);
    for (const work of library.work) anywhere.push(work.link);
    for (const edu of library.edu) anywhere.push(edu.link);

    it('proves every matched skill with an event of the library that names it', () => {
      const problems: string[] = [];
      file.postings.forEach((posting, index) => {
        for (const { skill, evidence } of matches[index]!.matched) {
          if (evidence.length === 0) problems.push(`${posting.id}: ${skill} has no evidence`);
          for (const proof of evidence) {
            const event = events.get(proof.eventId);
            const source =
              event && (proof.itemId === null ? event.own : event.items.get(proof.itemId));
            if (source === undefined) {
              problems.push(`${posting.id}: ${skill} points at ${proof.eventId}/${proof.itemId}`);
              continue;
            }
            if (!names(proof.text, skill))
              problems.push(`${posting.id}: ${skill} is not named in "${proof.text}"`);
            if (!names(source, skill))
              problems.push(`${posting.id}: ${skill} is not in ${proof.eventId}/${proof.itemId}`);
            if (proof.itemId !== null && proof.text !== source)
              problems.push(`${posting.id}: ${skill} quotes "${proof.text}", not the item`);
          }
        }
      });
      expect(problems).toEqual([]);
    });

    it('calls a skill missing only when no text of the library names it', () => {
      const problems: string[] = [];
      file.postings.forEach((posting, index) => {
        for (const { skill } of matches[index]!.missing) {
          const where = anywhere.find((value) => names(value, skill));
          if (where !== undefined)
            problems.push(`${posting.id}: ${skill} is missing, yet "${where}" names it`);
        }
      });
      expect(problems).toEqual([]);
    });

    it('reads every skill the posting asks as either matched or missing', () => {
      file.postings.forEach((posting, index) => {
        const asks = jobRequirements(posting.title, posting.description);
        const { matched, missing } = matches[index]!;
        expect([...matched, ...missing].map((ask) => ask.skill).sort()).toEqual(
          [...asks.skillsRequired, ...asks.skillsPreferred].sort(),
        );
      });
    });
  });
});
