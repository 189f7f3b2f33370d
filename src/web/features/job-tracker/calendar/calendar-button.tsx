import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notify } from '../../../components/documents/use-notice';
import { CalendarFeedDialog } from './calendar-feed-dialog';

/** "Calendar": the private feed of the tracker's dates that a calendar app subscribes to. */
export function CalendarButton({ notify }: { notify: Notify }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Each opening starts afresh: an address shown once is not kept on screen.
  const [opening, setOpening] = useState(0);
  return (
    <>
      <Button
        startIcon={<CalendarMonth />}
        onClick={() => {
          setOpening((count) => count + 1);
          setOpen(true);
        }}
      >
        {t('tracker.calendar.open')}
      </Button>
      <CalendarFeedDialog
        key={opening}
        open={open}
        onClose={() => setOpen(false)}
        notify={notify}
      />
    </>
  );
}
