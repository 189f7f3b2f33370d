import type { TFunction } from 'i18next';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * "Edited 3 hours ago", "Edited yesterday", "Edited on Mar 4, 2025": relative within the last
 * week, a date before that, in the UI language.
 */
export function editedText(t: TFunction, language: string, updatedAt: string, now: number): string {
  const then = Date.parse(updatedAt);
  if (Number.isNaN(then)) return '';
  const elapsed = Math.max(0, now - then);
  if (elapsed < minute) return t('documents.list.editedJustNow');
  if (elapsed < 7 * day) {
    const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
    const when =
      elapsed < hour
        ? relative.format(-Math.floor(elapsed / minute), 'minute')
        : elapsed < day
          ? relative.format(-Math.floor(elapsed / hour), 'hour')
          : relative.format(-Math.floor(elapsed / day), 'day');
    return t('documents.list.editedAgo', { when });
  }
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(then);
  return t('documents.list.editedOn', { date });
}
