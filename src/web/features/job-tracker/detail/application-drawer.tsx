import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import type { Notify } from '../../../components/documents/use-notice';
import { useDeleteWithUndo } from '../../../components/use-delete-with-undo';
import {
  DeleteJobApplicationMutation,
  JobApplicationsQuery,
  RestoreJobApplicationMutation,
  type JobApplication,
} from '../job-operations';
import { jobApplicationContext, type JobApplicationActions } from '../use-job-applications';
import { ApplicationDetail } from './application-detail';

/**
 * An application's detail in a drawer (`?application={id}`, right; the whole width on a phone):
 * every field, autosaved; the stage and its history; contacts; what was sent; archive, delete
 * with undo and the calendar file. An id that names no application (deleted, someone else's)
 * says so and offers to close.
 */
export function ApplicationDrawer({
  application,
  actions,
  onClose,
  notify,
}: {
  application: JobApplication | null;
  actions: JobApplicationActions;
  onClose: () => void;
  notify: Notify;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [params] = useSearchParams();
  const openId = params.get('application');
  // The page's own list (the same query, from urql's cache): loaded or not, and the columns.
  const [{ data }] = useQuery({ query: JobApplicationsQuery, context: jobApplicationContext });
  const applications = data?.jobApplications;
  const { requestDelete, snackbar } = useDeleteWithUndo({
    deleteDocument: DeleteJobApplicationMutation,
    restoreDocument: RestoreJobApplicationMutation,
    typename: 'JobApplication',
    messages: 'documents.list',
  });

  // The open detail asks first (it saves what waits); until then, and for a missing one, close.
  const closeRequest = useRef<(() => void) | null>(null);
  const requestClose = () => (closeRequest.current ?? onClose)();
  const registerClose = useCallback((close: (() => void) | null) => {
    closeRequest.current = close;
  }, []);

  // What was shown stays during the closing slide.
  const [shown, setShown] = useState(application);
  if (application && application !== shown) setShown(application);
  const current = application ?? (openId === null ? shown : null);

  const columnLength = useCallback(
    (stage: JobApplication['stage'], id: string) =>
      applications?.filter((other) => other.stage === stage && !other.archived && other.id !== id)
        .length ?? 0,
    [applications],
  );
  const onDelete = useCallback(
    (deleted: JobApplication) => {
      onClose();
      void requestDelete({ id: deleted.id, title: deleted.company });
    },
    [onClose, requestDelete],
  );

  let content;
  if (current) {
    content = (
      <ApplicationDetail
        key={current.id}
        application={current}
        actions={actions}
        headingId={headingId}
        notify={notify}
        onClose={onClose}
        registerClose={registerClose}
        columnLength={columnLength}
        onDelete={onDelete}
      />
    );
  } else if (openId !== null && !applications) {
    content = (
      <Box sx={{ p: 3 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('tracker.detail.loading')}
        </Typography>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  } else {
    content = (
      <Box sx={{ p: 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ flex: 1 }}>
            {t('tracker.detail.notFound.title')}
          </Typography>
          <IconButton aria-label={t('tracker.detail.close')} onClick={onClose}>
            <Close />
          </IconButton>
        </Box>
        <Typography sx={{ my: 2 }}>{t('tracker.detail.notFound.body')}</Typography>
        <Button variant="contained" onClick={onClose}>
          {t('tracker.detail.notFound.close')}
        </Button>
      </Box>
    );
  }

  return (
    <>
      <Drawer
        anchor="right"
        open={openId !== null}
        onClose={requestClose}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-modal': true,
            'aria-labelledby': headingId,
            sx: { width: { xs: '100%', sm: 560 }, maxWidth: '100%' },
          },
        }}
      >
        {content}
      </Drawer>
      {snackbar}
    </>
  );
}
