import BookmarkAdd from '@mui/icons-material/BookmarkAdd';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { SavablePosting, SavePosting } from './use-save-posting';

/** "Save to tracker" for a posting not there yet; "Open in tracker" for one that is. */
export function TrackerButton({
  posting,
  describedBy,
  save,
}: {
  posting: SavablePosting;
  /** The id of the posting's title, which tells screen readers which posting the button acts on. */
  describedBy: string;
  save: SavePosting;
}) {
  const { t } = useTranslation();
  const busy = save.saving === posting.id;
  return (
    <Button
      onClick={() => void save.save(posting)}
      disabled={busy}
      aria-describedby={describedBy}
      startIcon={posting.tracked ? <ArrowForward /> : <BookmarkAdd />}
      variant={posting.tracked ? 'text' : 'outlined'}
    >
      {busy
        ? t('jobSearch.results.saving')
        : posting.tracked
          ? t('jobSearch.results.open')
          : t('jobSearch.results.save')}
    </Button>
  );
}
