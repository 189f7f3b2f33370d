import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveStatus } from '../../../components/document-editor/save-status';
import { useConfirm } from '../../../components/documents/use-confirm';
import type { Notify } from '../../../components/documents/use-notice';
import type { JobApplication } from '../job-operations';
import type { JobApplicationActions } from '../use-job-applications';
import { ApplicationActions } from './application-actions';
import { ApplicationFields } from './application-fields';
import { ContactsSection } from './contacts-section';
import { SentDocumentsSection } from './sent-documents-section';
import { StageSection } from './stage-section';
import { useApplicationAutosave } from './use-application-autosave';

/**
 * The open application: its heading (company — position), the autosave's state, and its
 * sections. Closing saves what waits first; when that fails, the user chooses to stay or leave.
 */
export function ApplicationDetail({
  application,
  actions,
  headingId,
  notify,
  onClose,
  registerClose,
  columnLength,
  onDelete,
}: {
  application: JobApplication;
  actions: JobApplicationActions;
  headingId: string;
  notify: Notify;
  onClose: () => void;
  /** Gives the drawer the way to close this detail (Escape, the backdrop). */
  registerClose: (close: (() => void) | null) => void;
  /** How many applications are in a stage's column, this one left out. */
  columnLength: (stage: JobApplication['stage'], id: string) => number;
  onDelete: (application: JobApplication) => void;
}) {
  const { t } = useTranslation();
  const autosave = useApplicationAutosave(application);
  const { draft, saver } = autosave;
  const { ask, dialog } = useConfirm();

  const { discard } = autosave;
  const close = useCallback(async () => {
    if ((await saver.flush()) || (await ask(t('tracker.detail.closeUnsaved')))) {
      if (saver.getState().status !== 'saved') discard();
      onClose();
    }
  }, [ask, discard, onClose, saver, t]);
  useEffect(() => {
    registerClose(() => void close());
    return () => registerClose(null);
  }, [close, registerClose]);

  const remove = useCallback(() => {
    discard();
    onDelete(application);
  }, [application, discard, onDelete]);

  const heading = [draft.company.trim() || application.company, draft.position.trim()]
    .filter(Boolean)
    .join(' — ');

  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}
      onBlur={() => {
        if (saver.getState().status === 'pending') void saver.flush();
      }}
    >
      <Box
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 1,
          bgcolor: 'background.paper',
          px: { xs: 2, sm: 3 },
          pt: 2,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Typography
            id={headingId}
            variant="h6"
            component="h2"
            sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {heading}
          </Typography>
          <IconButton aria-label={t('tracker.detail.close')} onClick={() => void close()}>
            <Close />
          </IconButton>
        </Box>
        <SaveStatus autosave={saver} />
      </Box>
      <Box sx={{ px: { xs: 2, sm: 3 }, py: 2, display: 'grid', gap: 3 }}>
        {application.archived && application.archivedReason && (
          <Alert severity="info">
            {t('tracker.detail.archivedBecause', {
              reason: t(`tracker.archiveReason.${application.archivedReason}`),
            })}
          </Alert>
        )}
        <StageSection
          application={application}
          history={draft.history}
          edit={autosave.edit}
          problems={autosave.problems}
          saver={saver}
          actions={actions}
          notify={notify}
          columnLength={columnLength}
        />
        <Divider />
        <ApplicationFields autosave={autosave} />
        <Divider />
        <ContactsSection
          contacts={draft.contacts}
          edit={autosave.edit}
          problems={autosave.problems}
        />
        <Divider />
        <SentDocumentsSection application={application} notify={notify} />
        <Divider />
        <ApplicationActions
          application={application}
          actions={actions}
          notify={notify}
          onDelete={remove}
        />
      </Box>
      {dialog}
    </Box>
  );
}
