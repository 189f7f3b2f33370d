import { describe, expect, it } from 'vitest';
import {
  careerProfile,
  contentWords,
  jobRequirements,
  matchJob,
  skillRarity,
  titleWords,
  type JobRequirements,
} from './job-match';
import type { ResumeLibrary } from './resume';
import { backend, skill, today, work } from './test-support/match-libraries';

const backendPosting = jobRequirements(
  'Senior Backend Engineer',
  [
    'Requirements:',
    '- 5+ years of experience building backend services in Go',
    '- PostgreSQL and AWS',
    '- Kubernetes',
    'Nice to have:',
    '- Rust',
    '- Terraform',
    "Bachelor's degree in Computer Science or equivalent.",
  ].join('\n'),
);

describe('jobRequirements', () => {
  it('reads skills required and preferred, seniority, years and education', () => {
    const { words, ...asks } = backendPosting;
    expect(asks).toEqual({
      title: 'Senior Backend Engineer',
      skillsRequired: ['Go', 'PostgreSQL', 'AWS', 'Kubernetes'],
      skillsPreferred: ['Rust', 'Terraform'],
      seniority: 'SENIOR',
      yearsRequired: 5,
      education: 'BACHELOR',
    });
    expect([...words!]).toEqual(
      expect.arrayContaining([...contentWords('Backend engineer, Kubernetes, bachelor degree')]),
    );
    expect(words!.has('the')).toBe(false);
  });

  it('takes the fewest degree asked, and none when none is named', () => {
    expect(jobRequirements('Analyst', "A bachelor's or master's degree.").education).toBe(
      'BACHELOR',
    );
    expect(jobRequirements('Researcher', 'PhD in physics required.').education).toBe('DOCTORATE');
    expect(jobRequirements('Cook', 'Love food.').education).toBeNull();
  });
});

describe('careerProfile', () => {
  const profile = careerProfile(backend, today);

  it('finds each skill with the events and bullets that name it, jobs first', () => {
    expect(profile.skills.get('Go')?.evidence).toEqual([
      {
        eventId: backend.work[0]!.id,
        eventKind: 'WORK',
        itemId: backend.work[0]!.accomplishments[0]!.id,
        text: 'Cut p95 latency of the Golang billing service by 40% with PostgreSQL index tuning',
        label: 'Senior Software Engineer, Acme',
      },
    ]);
    expect(profile.skills.get('Docker')?.evidence).toEqual([
      {
        eventId: backend.skills[1]!.id,
        eventKind: 'SKILL',
        itemId: null,
        text: 'Docker, Docker Compose',
        label: 'Docker',
      },
    ]);
  });

  it('counts how long and how lately a skill was used', () => {
    // Acme: March 2021 to November 2026, still going.
    expect(profile.skills.get('Go')).toMatchObject({ months: 69, monthsSinceUsed: 0 });
    // Globex: January 2016 to February 2021.
    expect(profile.skills.get('Python')).toMatchObject({ months: 62, monthsSinceUsed: 69 });
    expect(profile.skills.get('Terraform')).toMatchObject({ months: 0, monthsSinceUsed: null });
  });

  it('counts overlapping jobs once, and reads seniority and education', () => {
    const overlapping = careerProfile(
      {
        ...backend,
        work: [...backend.work, work('w3', 'Mentor', 'Code Club', '2020-01', '2022-12')],
      },
      today,
    );
    expect(overlapping.years).toBeCloseTo(profile.years, 5);
    expect(profile.years).toBeCloseTo(131 / 12, 5);
    expect(profile.seniority).toBe('SENIOR');
    expect(profile.education).toBe('BACHELOR');
  });

  it('reads seniority from the years when the latest title names none', () => {
    const early = careerProfile(
      { work: [work('w', 'Software Engineer', 'A', '2025-06', null)], edu: [], skills: [] },
      today,
    );
    expect(early.seniority).toBe('ENTRY');
  });
});

describe('matchJob', () => {
  const profile = careerProfile(backend, today);

  it('proves every matched requirement with an event, and lists what is missing', () => {
    const match = matchJob(profile, backendPosting);
    expect(match.matched.map(({ skill, required }) => [skill, required])).toEqual([
      ['Go', true],
      ['PostgreSQL', true],
      ['AWS', true],
      ['Kubernetes', true],
      ['Terraform', false],
    ]);
    expect(match.matched[0]?.evidence[0]).toMatchObject({
      eventId: backend.work[0]!.id,
      itemId: backend.work[0]!.accomplishments[0]!.id,
    });
    expect(match.missing).toEqual([{ skill: 'Rust', required: false }]);
    expect(match.band).toBe('GREAT');
    expect(match.biggestGap).toEqual({ kind: 'MISSING_SKILL', skill: 'Rust', required: false });
    expect(match.parts.reduce((sum, part) => sum + part.weight, 0)).toBeCloseTo(1, 10);
  });

  it('ranks a job of another field below, and names the gap', () => {
    const nurse = jobRequirements(
      'Registered Nurse',
      'Requirements: BLS certification, patient care, EHR charting experience.',
    );
    const match = matchJob(profile, nurse);
    expect(match.band).toBe('WEAK');
    expect(match.matched).toEqual([]);
    expect(match.biggestGap?.kind).toBe('MISSING_SKILL');
    expect(match.score).toBeLessThan(matchJob(profile, backendPosting).score);
  });

  it('does not let a list of keywords buy the band that shown work earns', () => {
    const stuffed: ResumeLibrary = {
      work: [work('w', 'Senior Software Engineer', 'Initech', '2016-01', null)],
      edu: [],
      skills: [
        skill('s', 'Everything', ['Go', 'PostgreSQL', 'AWS', 'Kubernetes', 'Rust', 'Terraform']),
      ],
    };
    const padded = matchJob(careerProfile(stuffed, today), backendPosting);
    const proven = matchJob(profile, backendPosting);
    expect(padded.missing).toEqual([]);
    expect(padded.score).toBeLessThan(proven.score);
    expect(padded.parts.find((part) => part.name === 'SKILLS')?.value).toBeCloseTo(0.63, 2);
  });

  it('penalises seniority both ways', () => {
    const asked = (seniority: JobRequirements['seniority']): JobRequirements => ({
      ...backendPosting,
      seniority,
    });
    const fit = (seniority: JobRequirements['seniority']) =>
      matchJob(profile, asked(seniority)).parts.find((part) => part.name === 'SENIORITY')!.value;
    expect(fit('SENIOR')).toBe(1);
    expect(fit('LEAD')).toBeLessThan(1);
    expect(fit('ENTRY')).toBeLessThan(1);
    expect(fit('EXECUTIVE')).toBeLessThan(fit('LEAD'));
    expect(matchJob(profile, { ...asked('EXECUTIVE'), skillsPreferred: [] }).biggestGap).toEqual({
      kind: 'SENIORITY_LOW',
      seniority: 'EXECUTIVE',
    });
    expect(matchJob(profile, { ...asked('INTERN'), skillsPreferred: [] }).biggestGap).toEqual({
      kind: 'SENIORITY_HIGH',
      seniority: 'INTERN',
    });
  });

  it('counts only the years of relevant jobs against the years asked', () => {
    const switcher: ResumeLibrary = {
      work: [
        work('w1', 'Software Engineer', 'A', '2024-11', null, ['Golang services on AWS']),
        work('w2', 'Chef', 'Bistro', '2010-01', '2024-10'),
      ],
      edu: [],
      skills: [],
    };
    const match = matchJob(careerProfile(switcher, today), {
      ...backendPosting,
      seniority: null,
      skillsPreferred: [],
      skillsRequired: ['Go', 'AWS'],
    });
    expect(match.biggestGap).toEqual({ kind: 'YEARS', years: 2, required: 5 });
  });

  it('weighs a rare skill above a common one', () => {
    const rarity = skillRarity(
      new Map([
        ['Go', 90],
        ['Rust', 1],
      ]),
      100,
    );
    expect(rarity('Rust')).toBeGreaterThan(rarity('Go'));
    const onlyGo = careerProfile(
      { work: [work('w', 'Engineer', 'A', '2020-01', null, ['Go'])], edu: [], skills: [] },
      today,
    );
    const onlyRust = careerProfile(
      { work: [work('w', 'Engineer', 'A', '2020-01', null, ['Rust'])], edu: [], skills: [] },
      today,
    );
    const both: JobRequirements = {
      ...backendPosting,
      skillsRequired: ['Go', 'Rust'],
      skillsPreferred: [],
    };
    expect(matchJob(onlyRust, both, { rarity }).score).toBeGreaterThan(
      matchJob(onlyGo, both, { rarity }).score,
    );
  });

  it('judges a posting that names no skill on the other parts', () => {
    const match = matchJob(profile, jobRequirements('Software Engineer', 'Join us.'));
    expect(match.parts.find((part) => part.name === 'SKILLS')?.weight).toBe(0);
    expect(match.parts.reduce((sum, part) => sum + part.weight, 0)).toBeCloseTo(1, 10);
    expect(match.band).toBe('GREAT');
  });

  it('caps the words in common, so a pile of words buys no more than their part', () => {
    const piled: ResumeLibrary = {
      ...backend,
      skills: [...backend.skills, skill('s', 'Words', [...backendPosting.words!])],
    };
    const words = (library: ResumeLibrary) =>
      matchJob(careerProfile(library, today), backendPosting).parts.find(
        (part) => part.name === 'KEYWORDS',
      )!;
    expect(words(piled).value).toBe(1);
    expect(words(piled).weight).toBeLessThan(0.4);
  });

  it('keeps a held band below the better bands in the order', () => {
    const executive = matchJob(profile, { ...backendPosting, seniority: 'EXECUTIVE' });
    const weighed = executive.parts.reduce((sum, part) => sum + part.weight * part.value, 0);
    // Great by its parts, held at Good by the seniority two levels up.
    expect(weighed).toBeGreaterThan(0.78);
    expect(executive.band).toBe('GOOD');
    expect(executive.score).toBeLessThan(0.78);
    expect(executive.score).toBeLessThan(matchJob(profile, backendPosting).score);
  });

  it('reads years alone as a floor: more experience than asked costs nothing', () => {
    const nurse = careerProfile(
      {
        work: [work('w', 'Registered Nurse', 'General', '2012-01', null, ['Patient care'])],
        edu: [],
        skills: [],
      },
      today,
    );
    const seniority = (title: string) =>
      matchJob(nurse, jobRequirements(title, 'Requirements: 1+ year of patient care.')).parts.find(
        (part) => part.name === 'SENIORITY',
      )!.value;
    expect(seniority('Staff Nurse - Telemetry')).toBe(1);
    expect(seniority('Junior Nurse')).toBeLessThan(1);
  });

  it('is deterministic', () => {
    expect(matchJob(careerProfile(backend, today), backendPosting)).toEqual(
      matchJob(careerProfile(backend, today), backendPosting),
    );
  });
});

describe('titleWords', () => {
  it('keeps role words, drops seniority, folds synonyms and languages', () => {
    expect(titleWords('Sr. Backend Developer (Remote)')).toEqual(['back', 'engineer']);
    expect(titleWords('Desarrolladora Frontend')).toEqual(['engineer', 'front']);
    expect(titleWords('Infirmière en soins intensifs')).toEqual(['nurse', 'soins', 'intensifs']);
  });

  it('weighs the role word of a title above the words around it', () => {
    const nurse = careerProfile(
      { work: [work('w', 'Registered Nurse', 'General', '2020-01', null)], edu: [], skills: [] },
      today,
    );
    const title = (asked: string) =>
      matchJob(nurse, jobRequirements(asked, '')).parts.find((part) => part.name === 'TITLE')!
        .value;
    expect(title('Staff Nurse - Cardiac Telemetry (Nights)')).toBeCloseTo(0.6, 5);
    expect(title('RN, Registered')).toBe(1);
    expect(title('Registered Dietitian')).toBeLessThan(title('Staff Nurse - Cardiac Telemetry'));
  });
});
