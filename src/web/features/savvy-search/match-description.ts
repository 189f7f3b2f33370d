import type { TFunction } from 'i18next';
import { paths } from '../../../domain/paths';
import type { JobMatch, MatchAdjustment } from './savvy-search-operations';

type Part = JobMatch['parts'][number];
type Gap = NonNullable<JobMatch['biggestGap']>;
type EvidenceKind = JobMatch['matched'][number]['evidence'][number]['eventKind'];

/** How strong a part's value (0 to 1) is, in a word: strong from 0.8, partial from 0.4. */
export function strengthOf(value: number): 'strong' | 'partial' | 'weak' {
  if (value >= 0.8) return 'strong';
  if (value >= 0.4) return 'partial';
  return 'weak';
}

/** "4 of 5 required, 1 of 3 nice to have", counted from what matched and what is missing. */
export function skillsText(t: TFunction, match: Pick<JobMatch, 'matched' | 'missing'>): string {
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
    required.count > 0 ? t('savvy.parts.required', required) : '',
    preferred.count > 0 ? t('savvy.parts.preferred', preferred) : '',
  ].filter((text) => text !== '');
  return texts.length > 0 ? texts.join(', ') : t('savvy.parts.noSkills');
}

/**
 * Each part that counted (a weight above zero) as a labelled line: the skills in counts, the
 * others in a word from their value.
 */
export function partLines(t: TFunction, match: JobMatch): string[] {
  return match.parts
    .filter((part: Part) => part.weight > 0)
    .map((part) =>
      t('savvy.parts.line', {
        name: t(`savvy.parts.name.${part.name}`),
        value:
          part.name === 'SKILLS'
            ? skillsText(t, match)
            : t(`savvy.parts.strength.${strengthOf(part.value)}`),
      }),
    );
}

/** "Why not higher": the biggest gap in a sentence. */
export function gapText(t: TFunction, gap: Gap): string {
  switch (gap.kind) {
    case 'MISSING_SKILL':
      return t(
        gap.required === false ? 'savvy.gap.MISSING_SKILL_preferred' : 'savvy.gap.MISSING_SKILL',
        {
          skill: gap.skill ?? '',
        },
      );
    case 'TITLE':
      return t('savvy.gap.TITLE');
    case 'SENIORITY_LOW':
    case 'SENIORITY_HIGH':
      return gap.seniority
        ? t(`savvy.gap.${gap.kind}_level`, {
            seniority: t(`jobSearch.detail.seniority.${gap.seniority}`),
          })
        : t(`savvy.gap.${gap.kind}`);
    case 'YEARS':
      return gap.requiredYears !== null
        ? t('savvy.gap.YEARS', { count: gap.requiredYears, years: gap.years ?? 0 })
        : t('savvy.gap.YEARS_unknown');
    case 'EDUCATION':
      return gap.education
        ? t('savvy.gap.EDUCATION', { education: t(`savvy.gap.education.${gap.education}`) })
        : t('savvy.gap.EDUCATION_unknown');
  }
}

/** Why the user's own saves and hides moved this result. */
export function adjustmentText(t: TFunction, adjustment: MatchAdjustment): string {
  const values = { title: adjustment.postingTitle, company: adjustment.company };
  if (adjustment.kind === 'LIKE_SAVED') return t('savvy.adjustment.LIKE_SAVED', values);
  return t(`savvy.adjustment.hidden.${adjustment.reason ?? 'OTHER'}`, values);
}

/** The library page where a proving event is edited. */
export function evidenceAddress(kind: EvidenceKind, eventId: string): string {
  switch (kind) {
    case 'WORK':
      return paths.editWorkEvent(eventId);
    case 'EDU':
      return paths.editEduEvent(eventId);
    case 'SKILL':
      return paths.editOtherEvent(eventId);
  }
}
