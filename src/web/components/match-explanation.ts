import type { TFunction } from 'i18next';
import type {
  EducationLevel,
  MatchGap,
  MatchPartName,
  MatchedRequirement,
  MissingRequirement,
} from '../../domain/job-match';
import type { Seniority } from '../../domain/job-posting';

/**
 * A match (src/domain/job-match.ts, decision 094) in words, wherever one is explained: the savvy
 * search's results and the editors' Match panel. The sentences speak of the proof's `subject`:
 * the user's library (the savvy search) or the document being edited (the Match panel).
 */
export type MatchSubject = 'library' | 'document';

/** What the words need of a match: the engine's own, or the API's answer (the same fields). */
export interface ExplainedMatch {
  parts: ReadonlyArray<{ name: MatchPartName; value: number; weight: number }>;
  matched: ReadonlyArray<Pick<MatchedRequirement, 'required'>>;
  missing: ReadonlyArray<Pick<MissingRequirement, 'required'>>;
}

/**
 * How strong a part's value (0 to 1) is, in a word: strong from 0.8, partial from 0.4 (the
 * engine's own floor for a Fair match), weak below.
 */
export function strengthOf(value: number): 'strong' | 'partial' | 'weak' {
  if (value >= 0.8) return 'strong';
  if (value >= 0.4) return 'partial';
  return 'weak';
}

/** "4 of 5 required, 1 of 3 nice to have", counted from what matched and what is missing. */
export function skillsText(t: TFunction, match: Omit<ExplainedMatch, 'parts'>): string {
  const count = (required: boolean) => {
    const matched = match.matched.filter((item) => item.required === required).length;
    return {
      matched,
      count: matched + match.missing.filter((item) => item.required === required).length,
    };
  };
  const required = count(true);
  const preferred = count(false);
  const texts = [
    required.count > 0 ? t('match.skills.required', required) : '',
    preferred.count > 0 ? t('match.skills.preferred', preferred) : '',
  ].filter((text) => text !== '');
  return texts.length > 0 ? texts.join(', ') : t('match.skills.none');
}

/**
 * Each part that counted (a weight above zero), named, with its value in words: the skills in
 * counts, the others by their strength. Never a percentage.
 */
export function partTexts(
  t: TFunction,
  match: ExplainedMatch,
): Array<{ name: MatchPartName; label: string; value: string }> {
  return match.parts
    .filter((part) => part.weight > 0)
    .map((part) => ({
      name: part.name,
      label: t(`match.part.${part.name}`),
      value:
        part.name === 'SKILLS'
          ? skillsText(t, match)
          : t(`match.strength.${strengthOf(part.value)}`),
    }));
}

/** "Why not higher": the biggest gap in a sentence about the subject's proof. */
export function gapText(t: TFunction, gap: MatchGap, subject: MatchSubject): string {
  switch (gap.kind) {
    case 'MISSING_SKILL':
      return t(gap.required ? 'match.gap.missingRequired' : 'match.gap.missingPreferred', {
        context: subject,
        skill: gap.skill,
      });
    case 'TITLE':
      return t('match.gap.title', { context: subject });
    case 'SENIORITY_LOW':
    case 'SENIORITY_HIGH':
      return t(
        gap.kind === 'SENIORITY_LOW' ? 'match.gap.seniorityLow' : 'match.gap.seniorityHigh',
        {
          context: subject,
          seniority: t(`match.seniority.${gap.seniority}`),
        },
      );
    case 'YEARS':
      return t('match.gap.years', {
        context: subject,
        count: gap.required,
        years: gap.years,
      });
    case 'EDUCATION':
      return t('match.gap.education', {
        context: subject,
        education: t(`match.education.${gap.education}`),
      });
  }
}

/** A gap as the API sends it: one object for every kind, the fields its kind has not null. */
export interface GapFields {
  kind: MatchGap['kind'];
  skill: string | null;
  required: boolean | null;
  seniority: Seniority | null;
  years: number | null;
  requiredYears: number | null;
  education: EducationLevel | null;
}

/** The API's gap as the engine's; null if a field its kind needs is missing. */
export function gapOfFields(fields: GapFields): MatchGap | null {
  const { kind, skill, required, seniority, years, requiredYears, education } = fields;
  switch (kind) {
    case 'MISSING_SKILL':
      return skill === null ? null : { kind, skill, required: required ?? true };
    case 'TITLE':
      return { kind };
    case 'SENIORITY_LOW':
    case 'SENIORITY_HIGH':
      return seniority === null ? null : { kind, seniority };
    case 'YEARS':
      return requiredYears === null ? null : { kind, years: years ?? 0, required: requiredYears };
    case 'EDUCATION':
      return education === null ? null : { kind, education };
  }
}
