import { describe, expect, it } from 'vitest';
import { documentLabels } from './document-labels';
import { documentLibrary } from './document-library';
import { careerProfile } from './job-match';
import { newResumeContent, resolveResume } from './resume';
import { backend, today } from './test-support/match-libraries';

describe('documentLibrary', () => {
  let id = 0;
  const content = newResumeContent(backend, {
    header: { name: 'Ada', headline: 'Backend engineer' },
    language: 'en',
    paper: 'LETTER',
    newId: () => `id-${++id}`,
  });
  const printed = resolveResume(content, backend, documentLabels.en);

  it('profiles a resume showing everything as its whole library', () => {
    const whole = careerProfile(backend, today);
    const shown = careerProfile(documentLibrary(printed), today);
    const summary = (profile: typeof whole) =>
      [...profile.skills.values()].map(({ skill, months, monthsSinceUsed, evidence }) => ({
        skill,
        months,
        monthsSinceUsed,
        kinds: evidence.map((item) => item.eventKind),
      }));
    expect(summary(shown)).toEqual(summary(whole));
    expect(shown.years).toBe(whole.years);
    expect(shown.seniority).toBe(whole.seniority);
    expect(shown.education).toBe(whole.education);
  });

  it('sees only what the resume shows, and reads its summary as listed words', () => {
    const [work, ...rest] = printed.sections;
    const fewer = {
      ...printed,
      summary: 'Fluent in Rust.',
      sections: [
        { ...work!, entries: work!.entries.map((entry) => ({ ...entry, bullets: [] })) },
        ...rest,
      ],
    };
    const profile = careerProfile(documentLibrary(fewer), today);
    expect(profile.skills.has('Kubernetes')).toBe(false);
    expect(profile.skills.get('Rust')?.evidence).toEqual([
      {
        eventId: 'summary',
        eventKind: 'SKILL',
        itemId: null,
        text: 'Backend engineer, Fluent in Rust.',
        label: 'Backend engineer',
      },
    ]);
  });
});
