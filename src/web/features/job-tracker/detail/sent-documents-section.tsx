import AttachFile from '@mui/icons-material/AttachFile';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { memo, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { paths } from '../../../../domain/paths';
import { saveFile } from '../../../components/documents/save-file';
import { BandChip } from '../../../components/match-band';
import { useConfirm } from '../../../components/documents/use-confirm';
import type { Notify } from '../../../components/documents/use-notice';
import { createJobTrackerClient } from '../../../lib/job-tracker-client';
import { useServices } from '../../../lib/services';
import { AttachDocumentsDialog } from '../sent/attach-documents-dialog';
import {
  DetachDocumentMutation,
  SentDocumentMatchesQuery,
  type JobApplication,
} from '../job-operations';
import { jobApplicationContext } from '../use-job-applications';
import { formatDay } from './stage-section';

/**
 * Exactly what was sent: each frozen copy with its kind, name and date, its PDF as it was sent,
 * a link to the document as it is now (when it still exists), and Remove (the copy is gone, so it
 * asks first); a sent resume's band against the posting (decision 094); and "Attach a resume or
 * letter".
 */
export const SentDocumentsSection = memo(function SentDocumentsSection({
  application,
  notify,
}: {
  application: JobApplication;
  notify: Notify;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const { identity } = useServices();
  const client = useMemo(() => createJobTrackerClient(identity), [identity]);
  const [, detach] = useMutation(DetachDocumentMutation);
  const { ask, dialog } = useConfirm();
  const [attaching, setAttaching] = useState(false);
  const [downloading, setDownloading] = useState<string | null>(null);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const sent = application.sentDocuments;
  const [{ data: matches }] = useQuery({
    query: SentDocumentMatchesQuery,
    variables: { id: application.id },
    pause: !sent.some((document) => document.kind === 'RESUME'),
    context: jobApplicationContext,
  });
  const bands = new Map(
    (matches?.jobApplication.sentDocuments ?? []).map((document) => [
      document.id,
      document.match?.band ?? null,
    ]),
  );

  const download = async (sentId: string) => {
    if (downloading) return;
    setDownloading(sentId);
    try {
      const { blob, fileName } = await client.sentPdf(application.id, sentId);
      saveFile(blob, fileName);
    } catch {
      notify(t('tracker.detail.sent.downloadFailed'));
    } finally {
      setDownloading(null);
    }
  };

  const remove = async (document: JobApplication['sentDocuments'][number]) => {
    if (!(await ask(t('tracker.detail.sent.removeConfirm', { name: document.name })))) return;
    const { error } = await detach(
      { id: application.id, sentDocumentId: document.id },
      jobApplicationContext,
    );
    notify(
      error
        ? t('tracker.detail.sent.removeFailed', { name: document.name })
        : t('tracker.detail.sent.removed', { name: document.name }),
    );
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('tracker.detail.sent.heading')}
      </Typography>
      {sent.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('tracker.detail.sent.none')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {sent.map((document) => (
            <Paper component="li" key={document.id} variant="outlined" sx={{ p: 1.5 }}>
              <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                {document.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('tracker.detail.sent.kindAndDate', {
                  kind: t(`tracker.sentKind.${document.kind}`),
                  date: formatDay(document.sentAt.slice(0, 10), language),
                })}
              </Typography>
              {bands.get(document.id) && (
                <Typography variant="body2" component="div" sx={{ mt: 0.5 }}>
                  {t('tracker.detail.sent.match')}{' '}
                  <BandChip size="small" band={bands.get(document.id)!} />
                </Typography>
              )}
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1, alignItems: 'center' }}>
                <Button
                  size="small"
                  startIcon={<Download />}
                  aria-busy={downloading === document.id}
                  aria-label={t('tracker.detail.sent.download', { name: document.name })}
                  onClick={() => void download(document.id)}
                >
                  {t('tracker.detail.sent.downloadShort')}
                </Button>
                {document.sourceId !== null && (
                  <Link
                    component={RouterLink}
                    to={
                      document.kind === 'RESUME'
                        ? paths.editResume(document.sourceId)
                        : paths.editCoverLetter(document.sourceId)
                    }
                    variant="body2"
                    aria-label={t('tracker.detail.sent.openCurrent', { name: document.name })}
                  >
                    {t('tracker.detail.sent.openCurrentShort')}
                  </Link>
                )}
                <Button
                  size="small"
                  color="error"
                  startIcon={<DeleteOutline />}
                  aria-label={t('tracker.detail.sent.remove', { name: document.name })}
                  onClick={() => void remove(document)}
                >
                  {t('tracker.detail.sent.removeShort')}
                </Button>
              </Box>
            </Paper>
          ))}
        </Box>
      )}
      <Box>
        <Button variant="outlined" startIcon={<AttachFile />} onClick={() => setAttaching(true)}>
          {t('tracker.detail.sent.attach')}
        </Button>
      </Box>
      <AttachDocumentsDialog
        application={attaching ? application : null}
        title={t('tracker.detail.sent.attachTitle')}
        onClose={() => setAttaching(false)}
      />
      {dialog}
    </Box>
  );
});
