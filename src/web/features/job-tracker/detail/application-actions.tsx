import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Event from '@mui/icons-material/EventOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { memo, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { archiveReasons, type ArchiveReason } from '../../../../domain/job-application';
import { saveFile } from '../../../components/documents/save-file';
import type { Notify } from '../../../components/documents/use-notice';
import { createJobTrackerClient } from '../../../lib/job-tracker-client';
import { useServices } from '../../../lib/services';
import type { JobApplication } from '../job-operations';
import type { JobApplicationActions } from '../use-job-applications';

/** True when the application has a date a calendar can hold: a deadline, a follow-up, an interview. */
export const hasCalendarDates = (application: JobApplication) =>
  application.deadline !== null ||
  application.nextFollowUp !== null ||
  application.history.some((change) => change.stage === 'INTERVIEWING');

/** "Add to calendar" (the application's `.ics`), archive for a reason or unarchive, and delete. */
export const ApplicationActions = memo(function ApplicationActions({
  application,
  actions,
  notify,
  onDelete,
}: {
  application: JobApplication;
  actions: JobApplicationActions;
  notify: Notify;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const menuId = useId();
  const buttonId = useId();
  const { identity } = useServices();
  const client = useMemo(() => createJobTrackerClient(identity), [identity]);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);

  const addToCalendar = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const { blob, fileName } = await client.calendarFile(application.id);
      saveFile(blob, fileName);
    } catch {
      notify(t('tracker.detail.actions.calendarFailed'));
    } finally {
      setBusy(false);
    }
  };

  const archive = async (reason: ArchiveReason) => {
    setAnchor(null);
    const archived = await actions.archive(application.id, reason);
    notify(
      archived
        ? t('tracker.detail.actions.archived', { reason: t(`tracker.archiveReason.${reason}`) })
        : t('tracker.detail.actions.archiveFailed'),
    );
  };

  const unarchive = async () => {
    const back = await actions.unarchive(application.id);
    notify(
      back ? t('tracker.detail.actions.unarchived') : t('tracker.detail.actions.unarchiveFailed'),
    );
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {hasCalendarDates(application) && (
        <Button
          variant="outlined"
          startIcon={<Event />}
          aria-busy={busy}
          onClick={() => void addToCalendar()}
        >
          {t('tracker.detail.actions.calendar')}
        </Button>
      )}
      {application.archived ? (
        <Button
          variant="outlined"
          startIcon={<UnarchiveOutlined />}
          onClick={() => void unarchive()}
        >
          {t('tracker.detail.actions.unarchive')}
        </Button>
      ) : (
        <>
          <Button
            id={buttonId}
            variant="outlined"
            startIcon={<ArchiveOutlined />}
            endIcon={<ArrowDropDown />}
            aria-haspopup="menu"
            aria-controls={anchor ? menuId : undefined}
            aria-expanded={anchor ? 'true' : undefined}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            {t('tracker.detail.actions.archive')}
          </Button>
          <Menu
            id={menuId}
            anchorEl={anchor}
            open={anchor !== null}
            onClose={() => setAnchor(null)}
            slotProps={{ list: { 'aria-labelledby': buttonId } }}
          >
            {archiveReasons.map((reason) => (
              <MenuItem key={reason} onClick={() => void archive(reason)}>
                {t(`tracker.archiveReason.${reason}`)}
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
      <Button color="error" variant="outlined" startIcon={<DeleteOutline />} onClick={onDelete}>
        {t('tracker.detail.actions.delete')}
      </Button>
    </Box>
  );
});
