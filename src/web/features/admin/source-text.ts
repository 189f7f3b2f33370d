import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobSource } from './job-source-operations';

/** A source as people read it: its kind, then its board, address or file (the sample: its kind). */
export function useSourceName() {
  const { t } = useTranslation();
  return useCallback(
    (source: Pick<JobSource, 'kind' | 'board'>) =>
      source.kind === 'SAMPLE'
        ? t('admin.sources.kind.SAMPLE')
        : t('admin.sources.name', {
            kind: t(`admin.sources.kind.${source.kind}`),
            board: source.board,
          }),
    [t],
  );
}

/** A moment as the reader's language writes it. */
export function useMoment() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (iso: string) => format.format(new Date(iso));
}
