import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { completeWebAddress } from '../../../../domain/career-event';
import { jobPostingLimits, type JobPostingDraft } from '../../../../domain/job-posting-page';
import { createJobTrackerClient, type PostingSource } from '../../../lib/job-tracker-client';
import { useServices } from '../../../lib/services';
import { visuallyHidden } from '../../../components/visually-hidden';
import { postingFailure, type PostingFailure } from './posting-failure';

/**
 * "From a posting's address": the server reads the page at the address typed (or the page's HTML
 * as the user pasted it, for sites that refuse to be fetched) and answers a draft, which
 * `onDraft` puts in the form for the user to check. Reading shows progress and can be stopped; a
 * failure says why and `onUnreadable` keeps the address for the form filled by hand.
 */
export function PostingReader({
  onDraft,
  onUnreadable,
}: {
  onDraft: (draft: JobPostingDraft, address: string) => void;
  onUnreadable: (address: string) => void;
}) {
  const { t } = useTranslation();
  const { identity } = useServices();
  const client = useMemo(() => createJobTrackerClient(identity), [identity]);
  const headingId = useId();
  const progressId = useId();
  const [url, setUrl] = useState('');
  const [html, setHtml] = useState('');
  const [pasting, setPasting] = useState(false);
  const [missing, setMissing] = useState<'url' | 'html' | null>(null);
  const [reading, setReading] = useState<AbortController | null>(null);
  const [failure, setFailure] = useState<PostingFailure | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const htmlField = useRef<HTMLTextAreaElement>(null);
  const urlField = useRef<HTMLInputElement>(null);

  // A read still going when the dialog closes is stopped.
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);

  const read = async (from: 'url' | 'html') => {
    if (current.current) return;
    const address = url.trim() === '' ? '' : completeWebAddress(url.trim());
    if (address !== url) setUrl(address);
    if (from === 'url' ? address === '' : html.trim() === '') {
      setMissing(from);
      (from === 'url' ? urlField : htmlField).current?.focus();
      return;
    }
    setMissing(null);
    setFailure(null);
    const source: PostingSource =
      from === 'url' ? { url: address } : { html, ...(address ? { url: address } : {}) };
    const controller = new AbortController();
    current.current = controller;
    setReading(controller);
    setAnnouncement(t('tracker.add.reading'));
    try {
      const draft = await client.readPosting(source, controller.signal);
      onDraft(draft, address);
      setAnnouncement(t('tracker.add.filled'));
    } catch (error) {
      if (controller.signal.aborted) {
        setAnnouncement(t('tracker.add.stopped'));
      } else {
        setAnnouncement('');
        setFailure(postingFailure(error));
        if (address) onUnreadable(address);
      }
    } finally {
      current.current = null;
      setReading(null);
    }
  };

  const onEnter = (event: KeyboardEvent, from: 'url' | 'html') => {
    // Enter reads the posting here; it does not save the form around it.
    if (event.key === 'Enter' && (from === 'url' || event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void read(from);
    }
  };

  const pasteInstead = () => {
    setPasting(true);
    // The field appears with this render; focus it once it is there.
    requestAnimationFrame(() => htmlField.current?.focus());
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('tracker.add.fromAddress')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('tracker.add.fromAddressHint')}
      </Typography>
      <Stack spacing={2}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: 'flex-start' }}
        >
          <TextField
            label={t('tracker.add.address')}
            type="url"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            onKeyDown={(event) => onEnter(event, 'url')}
            inputRef={urlField}
            error={missing === 'url'}
            helperText={missing === 'url' ? t('tracker.add.addressMissing') : undefined}
            fullWidth
            autoComplete="off"
            slotProps={{
              htmlInput: { inputMode: 'url', spellCheck: false, maxLength: jobPostingLimits.url },
            }}
          />
          <Button
            variant="outlined"
            onClick={() => void read('url')}
            aria-busy={reading !== null}
            sx={{ flexShrink: 0, minHeight: 56 }}
          >
            {t('tracker.add.read')}
          </Button>
        </Stack>
        {pasting && (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              label={t('tracker.add.html')}
              value={html}
              onChange={(event) => setHtml(event.target.value)}
              onKeyDown={(event) => onEnter(event, 'html')}
              inputRef={htmlField}
              error={missing === 'html'}
              helperText={
                missing === 'html' ? t('tracker.add.htmlMissing') : t('tracker.add.htmlHint')
              }
              multiline
              minRows={3}
              maxRows={8}
              fullWidth
              slotProps={{ htmlInput: { spellCheck: false } }}
            />
            <Button
              variant="outlined"
              onClick={() => void read('html')}
              aria-busy={reading !== null}
            >
              {t('tracker.add.readHtml')}
            </Button>
          </Stack>
        )}
        {reading && (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <CircularProgress size={20} aria-labelledby={progressId} />
            <Typography id={progressId} variant="body2">
              {t('tracker.add.reading')}
            </Typography>
            <Button size="small" onClick={() => reading.abort()}>
              {t('tracker.add.stop')}
            </Button>
          </Stack>
        )}
        {failure && (
          <Alert severity="warning" role="alert">
            {t(failure.key, { status: failure.status })} {t('tracker.add.fillByHand')}
          </Alert>
        )}
        {!pasting && (
          <Box>
            <Button size="small" onClick={pasteInstead}>
              {t('tracker.add.pasteInstead')}
            </Button>
          </Box>
        )}
      </Stack>
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Box>
  );
}
