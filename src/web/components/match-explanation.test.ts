import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MatchGap } from '../../domain/job-match';
import { changeLanguage } from '../lib/i18n';
import { apiMatchGap } from '../test-support/fake-savvy-search';
import { setupI18n } from '../test-support/render-app';
import {
  gapOfFields,
  gapText,
  partTexts,
  strengthOf,
  type ExplainedMatch,
} from './match-explanation';

beforeAll(setupI18n);

const match = (fields: Partial<ExplainedMatch>): ExplainedMatch => ({
  parts: [],
  matched: [],
  missing: [],
  ...fields,
});

const fields = apiMatchGap;

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

  it('names the parts that counted: skills in counts, the others in a word', () => {
    const parts = partTexts(
      i18next.t,
      match({
        parts: [
          { name: 'SKILLS', value: 0.6, weight: 0.5 },
          { name: 'SENIORITY', value: 0.5, weight: 0.2 },
          { name: 'EDUCATION', value: 0, weight: 0 },
          { name: 'YEARS', value: 0.1, weight: 0.1 },
          { name: 'TITLE', value: 0.9, weight: 0.1 },
          { name: 'KEYWORDS', value: 0.45, weight: 0.1 },
        ],
        matched: [{ required: true }, { required: false }],
        missing: [{ required: true }],
      }),
    );
    expect(parts.map(({ label, value }) => [label, value])).toEqual([
      ['Skills', '1 of 2 required, 1 of 1 nice to have'],
      ['Seniority', 'partial'],
      ['Years of experience', 'weak'],
      ['Job title', 'strong'],
      ['Words in common with the job', 'partial'],
    ]);
    expect(parts.map((part) => part.name)).toEqual([
      'SKILLS',
      'SENIORITY',
      'YEARS',
      'TITLE',
      'KEYWORDS',
    ]);
    const skillsOnly = (given: Partial<ExplainedMatch>) =>
      partTexts(
        i18next.t,
        match({ parts: [{ name: 'SKILLS', value: 0.5, weight: 1 }], ...given }),
      )[0]?.value;
    expect(skillsOnly({ missing: [{ required: false }] })).toBe('0 of 1 nice to have');
    expect(skillsOnly({})).toBe('the posting names none');
  });

  describe('says why a match is not higher, for each kind of gap', () => {
    const gaps: Array<[string, MatchGap, string, string]> = [
      [
        'a required skill',
        { kind: 'MISSING_SKILL', skill: 'Kotlin', required: true },
        "the posting asks for Kotlin, which your library doesn't show.",
        'the job requires Kotlin, and this document does not show it.',
      ],
      [
        'a preferred skill',
        { kind: 'MISSING_SKILL', skill: 'Figma', required: false },
        "the posting would like Figma, which your library doesn't show.",
        'the job prefers Figma, and this document does not show it.',
      ],
      [
        'the title',
        { kind: 'TITLE' },
        'the titles in your library are far from this one.',
        "none of the job titles shown is close to the job's title.",
      ],
      [
        'a higher seniority',
        { kind: 'SENIORITY_LOW', seniority: 'SENIOR' },
        'it asks for more seniority (“senior”) than your work so far.',
        "the job's level (“senior”) is above the experience shown.",
      ],
      [
        'a lower seniority',
        { kind: 'SENIORITY_HIGH', seniority: 'ENTRY' },
        'it asks for less seniority (“entry-level”) than your work so far.',
        "the job's level (“entry-level”) is below the experience shown.",
      ],
      [
        'years',
        { kind: 'YEARS', years: 2, required: 5 },
        'it asks for 5+ years of experience; your library shows 2.',
        'the job asks for 5 years of experience, and the work shown adds up to 2.',
      ],
      [
        'one year',
        { kind: 'YEARS', years: 0, required: 1 },
        'it asks for 1+ year of experience; your library shows 0.',
        'the job asks for 1 year of experience, and the work shown adds up to 0.',
      ],
      [
        'education',
        { kind: 'EDUCATION', education: 'MASTER' },
        "it asks for at least a master's degree.",
        "the job asks for a master's degree, above the education shown.",
      ],
    ];
    it.each(gaps)('%s, of the library and of a document', (_, gap, library, document) => {
      expect(gapText(i18next.t, gap, 'library')).toBe(library);
      expect(gapText(i18next.t, gap, 'document')).toBe(document);
    });
  });

  it("reads the API's gap as the engine's, and drops one missing what its kind needs", () => {
    expect(gapOfFields(fields({ kind: 'MISSING_SKILL', skill: 'Go', required: false }))).toEqual({
      kind: 'MISSING_SKILL',
      skill: 'Go',
      required: false,
    });
    expect(gapOfFields(fields({ kind: 'TITLE' }))).toEqual({ kind: 'TITLE' });
    expect(gapOfFields(fields({ kind: 'SENIORITY_HIGH', seniority: 'LEAD' }))).toEqual({
      kind: 'SENIORITY_HIGH',
      seniority: 'LEAD',
    });
    expect(gapOfFields(fields({ kind: 'YEARS', years: 3, requiredYears: 5 }))).toEqual({
      kind: 'YEARS',
      years: 3,
      required: 5,
    });
    expect(gapOfFields(fields({ kind: 'EDUCATION', education: 'DOCTORATE' }))).toEqual({
      kind: 'EDUCATION',
      education: 'DOCTORATE',
    });
    expect(
      [
        fields({ kind: 'MISSING_SKILL' }),
        fields({ kind: 'SENIORITY_LOW' }),
        fields({ kind: 'YEARS', years: 3 }),
        fields({ kind: 'EDUCATION' }),
      ].map(gapOfFields),
    ).toEqual([null, null, null, null]);
  });

  it('speaks the UI language, with French spacing', async () => {
    await changeLanguage('fr');
    try {
      const gap: MatchGap = { kind: 'YEARS', years: 2, required: 5 };
      expect(gapText(i18next.t, gap, 'library')).toBe(
        'elle demande 5 ans d’expérience ou plus\u202F; votre bibliothèque en montre 2.',
      );
      expect(gapText(i18next.t, gap, 'document')).toBe(
        'le poste demande 5 ans d’expérience, et le travail montré en compte 2.',
      );
      expect(i18next.t('match.whyNotHigher')).toBe('Pourquoi pas plus haut\u00A0:');
    } finally {
      await changeLanguage('en');
    }
  });
});
