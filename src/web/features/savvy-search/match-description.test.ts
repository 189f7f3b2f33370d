import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { setupI18n } from '../../test-support/render-app';
import {
  adjustmentText,
  evidenceAddress,
  gapText,
  partLines,
  strengthOf,
} from './match-description';
import type { JobMatch } from './savvy-search-operations';

beforeAll(setupI18n);

type Gap = NonNullable<JobMatch['biggestGap']>;
const gap = (fields: Partial<Gap> & Pick<Gap, 'kind'>): Gap => ({
  skill: null,
  required: null,
  seniority: null,
  years: null,
  requiredYears: null,
  education: null,
  ...fields,
});

const match = (fields: Partial<JobMatch>): JobMatch => ({
  band: 'GOOD',
  parts: [],
  matched: [],
  missing: [],
  biggestGap: null,
  ...fields,
});

describe('a match in words', () => {
  it('calls a part strong from 0.8, partial from 0.4, and weak below', () => {
    expect([1, 0.8, 0.79, 0.4, 0.39, 0].map(strengthOf)).toEqual([
      'strong',
      'strong',
      'partial',
      'partial',
      'weak',
      'weak',
    ]);
  });

  it('lists the parts that counted: skills in counts, the others in a word', () => {
    const lines = partLines(
      i18next.t,
      match({
        parts: [
          { name: 'SKILLS', value: 0.6, weight: 0.5 },
          { name: 'SENIORITY', value: 0.5, weight: 0.2 },
          { name: 'EDUCATION', value: 0, weight: 0 },
          { name: 'YEARS', value: 0.1, weight: 0.1 },
        ],
        matched: [
          { skill: 'React', required: true, evidence: [] },
          { skill: 'CSS', required: false, evidence: [] },
        ],
        missing: [{ skill: 'Go', required: true }],
      }),
    );
    expect(lines).toEqual([
      'Skills: 1 of 2 required, 1 of 1 nice to have',
      'Seniority: partial',
      'Years: weak',
    ]);
    expect(
      partLines(i18next.t, match({ parts: [{ name: 'SKILLS', value: 0.5, weight: 1 }] })),
    ).toEqual(['Skills: the posting names none']);
  });

  it('says why a result is not higher, for each kind of gap', () => {
    const why = (fields: Partial<Gap> & Pick<Gap, 'kind'>) => gapText(i18next.t, gap(fields));
    expect(why({ kind: 'MISSING_SKILL', skill: 'Kotlin', required: true })).toBe(
      "Why not higher: the posting asks for Kotlin, which your library doesn't show.",
    );
    expect(why({ kind: 'MISSING_SKILL', skill: 'Figma', required: false })).toBe(
      "Why not higher: the posting would like Figma, which your library doesn't show.",
    );
    expect(why({ kind: 'TITLE' })).toBe(
      'Why not higher: the titles in your library are far from this one.',
    );
    expect(why({ kind: 'SENIORITY_LOW', seniority: 'SENIOR' })).toBe(
      'Why not higher: it asks for more seniority (“Senior”) than your work so far.',
    );
    expect(why({ kind: 'SENIORITY_HIGH', seniority: 'ENTRY' })).toBe(
      'Why not higher: it asks for less seniority (“Entry level”) than your work so far.',
    );
    expect(why({ kind: 'SENIORITY_HIGH' })).toBe(
      'Why not higher: it asks for less seniority than your work so far.',
    );
    expect(why({ kind: 'YEARS', years: 2, requiredYears: 5 })).toBe(
      'Why not higher: it asks for 5+ years of experience; your library shows 2.',
    );
    expect(why({ kind: 'YEARS', years: 0, requiredYears: 1 })).toBe(
      'Why not higher: it asks for 1+ year of experience; your library shows 0.',
    );
    expect(why({ kind: 'EDUCATION', education: 'MASTER' })).toBe(
      "Why not higher: it asks for at least a master's degree.",
    );
  });

  it('says how a save or a hide moved a result', () => {
    expect(
      adjustmentText(i18next.t, {
        kind: 'LIKE_SAVED',
        reason: null,
        postingTitle: 'Data analyst',
        company: 'Hooli',
      }),
    ).toBe('Ranked higher: like “Data analyst” at Hooli, which you saved');
    expect(
      adjustmentText(i18next.t, {
        kind: 'LIKE_HIDDEN',
        reason: 'TOO_SENIOR',
        postingTitle: 'Staff engineer',
        company: 'Hooli',
      }),
    ).toBe('Ranked lower: like “Staff engineer”, which you hid as too senior');
    expect(
      adjustmentText(i18next.t, {
        kind: 'LIKE_HIDDEN',
        reason: null,
        postingTitle: 'Staff engineer',
        company: 'Hooli',
      }),
    ).toBe('Ranked lower: like “Staff engineer”, which you hid');
  });

  it('links each kind of proving event to its page in the library', () => {
    expect(evidenceAddress('WORK', 'a/b')).toBe('/app/events/work/edit/a%2Fb');
    expect(evidenceAddress('EDU', 'e-1')).toBe('/app/events/edu/edit/e-1');
    expect(evidenceAddress('SKILL', 's-1')).toBe('/app/events/skills/edit/s-1');
  });

  it('speaks the UI language, with French spacing', async () => {
    await changeLanguage('fr');
    try {
      expect(gapText(i18next.t, gap({ kind: 'YEARS', years: 2, requiredYears: 5 }))).toBe(
        'Pourquoi pas plus haut\u00A0: elle demande 5 ans d’expérience ou plus\u202F; votre bibliothèque en montre 2.',
      );
    } finally {
      await changeLanguage('en');
    }
  });
});
