import type { TFunction } from 'i18next';
import { paths } from '../../../domain/paths';
import type { JobMatch, MatchAdjustment } from './savvy-search-operations';

type EvidenceKind = JobMatch['matched'][number]['evidence'][number]['eventKind'];

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
