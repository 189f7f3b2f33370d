import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CheckCircle from '@mui/icons-material/CheckCircle';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useQuery } from 'urql';
import type { SentDocumentKind } from '../../../../domain/job-application';
import { refusalMessage } from '../../../components/document-editor/refusal-message';
import { editedText } from '../../../components/documents/edited-text';
import { RetryAlert } from '../../../components/retry-alert';
import { visuallyHidden } from '../../../components/visually-hidden';
import { DocumentError } from '../../../lib/documents-client';
import { createJobTrackerClient } from '../../../lib/job-tracker-client';
import { useServices } from '../../../lib/services';
import { JobApplicationsQuery, type JobApplication } from '../job-operations';
import { jobApplicationContext } from '../use-job-applications';
import {
  SendableCoverLettersQuery,
  SendableResumesQuery,
  type SendableDocument,
} from './sendable-documents';

/** The state of one ticked document: waiting, being frozen, kept, or refused (and why). */
type Progress = 'attaching' | 'attached' | { failed: string };

const keyOf = (kind: SentDocumentKind, id: string) => `${kind}:${id}`;

/**
 * "What did you send?": the user's resumes and cover letters to tick; "Attach" keeps a frozen copy
 * of each with the application (the server prints it, about a second each), one after the other,
 * showing each one's progress and, for one that fails, why. When every one is kept the dialog
 * closes; the tracker's list is fetched again, as a REST call leaves urql's cache as it was.
 */
export function AttachDocumentsDialog({
  application,
  title,
  onClose,
}: {
  /** The application the documents are sent with; the dialog is closed when null. */
  application: JobApplication | null;
  /** The dialog's heading ("What did you send?" after a move to Applied, "Attach a document"). */
  title: string;
  /** Closed: `attached` says whether anything was attached (the list refreshes by itself). */
  onClose: (attached: boolean) => void;
}) {
  const titleId = useId();
  // What was attached so far, so closing says so even after a failure.
  const [attached, setAttached] = useState(false);
  // While documents are being attached, the dialog stays (its buttons wait too).
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (busy) return;
    onClose(attached);
    setAttached(false);
  };
  return (
    <Dialog
      open={application !== null}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {application && (
        <AttachForm
          key={application.id}
          application={application}
          onAttached={() => setAttached(true)}
          onBusy={setBusy}
          onDone={(any) => {
            onClose(any || attached);
            setAttached(false);
          }}
        />
      )}
    </Dialog>
  );
}

function AttachForm({
  application,
  onAttached,
  onBusy,
  onDone,
}: {
  application: JobApplication;
  onAttached: () => void;
  onBusy: (busy: boolean) => void;
  onDone: (attached: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const { identity } = useServices();
  const client = useClient();
  const [resumes, retryResumes] = useQuery({
    query: SendableResumesQuery,
    requestPolicy: 'cache-and-network',
  });
  const [letters, retryLetters] = useQuery({
    query: SendableCoverLettersQuery,
    requestPolicy: 'cache-and-network',
  });
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [progress, setProgress] = useState<ReadonlyMap<string, Progress>>(new Map());
  const [working, setWorking] = useState(false);
  const [status, setStatus] = useState('');
  const [anyAttached, setAnyAttached] = useState(false);
  const now = Date.now();

  const toggle = (key: string) =>
    setTicked((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const failureOf = (error: unknown) =>
    (error instanceof DocumentError ? refusalMessage(t, error.refusal) : null) ??
    (error instanceof DocumentError && error.status === 0
      ? t('tracker.attach.unreachable')
      : error instanceof DocumentError && error.status === 404
        ? t('tracker.attach.gone')
        : t('tracker.attach.failed'));

  const attach = async () => {
    const byKey = new Map<string, { kind: SentDocumentKind; document: SendableDocument }>();
    for (const document of resumes.data?.resumes ?? [])
      byKey.set(keyOf('RESUME', document.id), { kind: 'RESUME', document });
    for (const document of letters.data?.coverLetters ?? [])
      byKey.set(keyOf('COVER_LETTER', document.id), { kind: 'COVER_LETTER', document });
    const todo = [...ticked].filter((key) => byKey.has(key) && progress.get(key) !== 'attached');
    if (todo.length === 0) return;
    setWorking(true);
    onBusy(true);
    const tracker = createJobTrackerClient(identity);
    let kept = 0;
    let refused = 0;
    for (const [index, key] of todo.entries()) {
      const { kind, document } = byKey.get(key)!;
      setStatus(
        t('tracker.attach.progress', {
          name: document.name,
          number: index + 1,
          total: todo.length,
        }),
      );
      setProgress((current) => new Map(current).set(key, 'attaching'));
      try {
        await tracker.attachDocument(application.id, kind, document.id);
        kept += 1;
        onAttached();
        setProgress((current) => new Map(current).set(key, 'attached'));
      } catch (error) {
        refused += 1;
        setProgress((current) => new Map(current).set(key, { failed: failureOf(error) }));
      }
    }
    const attachedNow = anyAttached || kept > 0;
    if (kept > 0) {
      setAnyAttached(true);
      // A REST call leaves urql's cache as it was: fetch the tracker's list again.
      await client
        .query(
          JobApplicationsQuery,
          {},
          { ...jobApplicationContext, requestPolicy: 'network-only' },
        )
        .toPromise();
    }
    setWorking(false);
    onBusy(false);
    if (refused === 0) {
      onDone(attachedNow);
      return;
    }
    setStatus(t('tracker.attach.someFailed', { count: refused }));
  };

  const loading = (resumes.fetching && !resumes.data) || (letters.fetching && !letters.data);
  const failedToLoad = (!resumes.data && resumes.error) || (!letters.data && letters.error);
  const noDocuments = resumes.data?.resumes.length === 0 && letters.data?.coverLetters.length === 0;

  const group = (
    kind: SentDocumentKind,
    heading: string,
    documents: readonly SendableDocument[] | undefined,
  ) =>
    documents &&
    documents.length > 0 && (
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, mb: 2 }}>
        <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
          {heading}
        </Typography>
        {documents.map((document) => {
          const key = keyOf(kind, document.id);
          const state = progress.get(key);
          return (
            <Box key={key} sx={{ mb: 0.5 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <FormControlLabel
                  sx={{ flex: 1, minWidth: 0, mr: 0 }}
                  control={
                    <Checkbox
                      checked={ticked.has(key)}
                      disabled={working || state === 'attached'}
                      onChange={() => toggle(key)}
                    />
                  }
                  label={
                    <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                      {document.name}
                      <Typography
                        component="span"
                        variant="body2"
                        color="text.secondary"
                        sx={{ display: 'block' }}
                      >
                        {editedText(t, i18n.language, document.updatedAt, now)}
                      </Typography>
                    </Box>
                  }
                />
                {state === 'attaching' && (
                  <CircularProgress
                    size={20}
                    aria-label={t('tracker.attach.attaching', { name: document.name })}
                  />
                )}
                {state === 'attached' && (
                  <CheckCircle
                    color="success"
                    titleAccess={t('tracker.attach.attached', { name: document.name })}
                  />
                )}
              </Box>
              {typeof state === 'object' && (
                <Alert severity="error" sx={{ mt: 0.5 }}>
                  {t('tracker.attach.failedOne', { name: document.name, reason: state.failed })}
                </Alert>
              )}
            </Box>
          );
        })}
      </Box>
    );

  const retry = () => {
    retryResumes({ requestPolicy: 'network-only' });
    retryLetters({ requestPolicy: 'network-only' });
  };
  const toAttach = [...ticked].filter((key) => progress.get(key) !== 'attached').length;

  return (
    <>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('tracker.attach.intro', { company: application.company })}
        </Typography>
        {failedToLoad ? (
          <RetryAlert message={t('tracker.attach.loadFailed')} onRetry={retry} />
        ) : loading ? (
          <CircularProgress aria-label={t('common.loading')} />
        ) : noDocuments ? (
          <Typography>{t('tracker.attach.none')}</Typography>
        ) : (
          <>
            {group('RESUME', t('tracker.attach.resumes'), resumes.data?.resumes)}
            {group('COVER_LETTER', t('tracker.attach.coverLetters'), letters.data?.coverLetters)}
          </>
        )}
        <Box role="status" sx={visuallyHidden}>
          {status}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onDone(anyAttached)} disabled={working}>
          {anyAttached ? t('tracker.attach.close') : t('tracker.attach.skip')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void attach()}
          disabled={working || toAttach === 0}
          loading={working}
        >
          {t('tracker.attach.attach')}
        </Button>
      </DialogActions>
    </>
  );
}
