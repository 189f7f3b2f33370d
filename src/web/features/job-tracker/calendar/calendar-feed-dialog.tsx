import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ParseKeys } from 'i18next';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { apiLanguages } from '../../../../domain/language';
import { useConfirm } from '../../../components/documents/use-confirm';
import type { Notify } from '../../../components/documents/use-notice';
import { visuallyHidden } from '../../../components/visually-hidden';
import { currentLanguage } from '../../../lib/i18n';
import { CreateCalendarFeedMutation, RevokeCalendarFeedMutation } from '../job-operations';

/** The address for a calendar app: `webcal://` opens the subscription in the app. */
export const webcalAddress = (url: string) => url.replace(/^https?:\/\//i, 'webcal://');

/**
 * The calendar feed: what it holds and who can read it; creating an address (shown this once, as
 * only its hash is kept), copying it or opening it in the calendar app, replacing it (the old one
 * stops working) and stopping the feed.
 */
export function CalendarFeedDialog({
  open,
  onClose,
  notify,
}: {
  open: boolean;
  onClose: () => void;
  notify: Notify;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const { ask, dialog: confirmDialog } = useConfirm();
  const [{ fetching: creating }, createFeed] = useMutation(CreateCalendarFeedMutation);
  const [{ fetching: revoking }, revokeFeed] = useMutation(RevokeCalendarFeedMutation);
  const [url, setUrl] = useState<string | null>(null);
  const [failure, setFailure] = useState<ParseKeys | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const urlField = useRef<HTMLInputElement>(null);
  const busy = creating || revoking;

  const create = async (replacing: boolean) => {
    if (busy) return;
    if (replacing && !(await ask(t('tracker.calendar.replaceConfirm')))) return;
    setFailure(null);
    const { data } = await createFeed(
      { language: apiLanguages[currentLanguage()] },
      { additionalTypenames: ['CalendarFeed'] },
    );
    const created = data?.job.createCalendarFeed.url;
    if (!created) {
      setFailure('tracker.calendar.createFailed');
      return;
    }
    setUrl(created);
    setAnnouncement(t(replacing ? 'tracker.calendar.replaced' : 'tracker.calendar.created'));
    requestAnimationFrame(() => urlField.current?.focus());
  };

  const revoke = async () => {
    if (busy || !(await ask(t('tracker.calendar.stopConfirm')))) return;
    setFailure(null);
    const { data } = await revokeFeed({}, { additionalTypenames: ['CalendarFeed'] });
    const answer = data?.job.revokeCalendarFeed;
    if (answer === undefined) {
      setFailure('tracker.calendar.stopFailed');
      return;
    }
    setUrl(null);
    notify(t(answer ? 'tracker.calendar.stopped' : 'tracker.calendar.noneToStop'));
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      notify(t('tracker.calendar.copied'));
    } catch {
      urlField.current?.focus();
      urlField.current?.select();
      notify(t('tracker.calendar.copyFailed'));
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      scroll="paper"
    >
      <DialogTitle id={titleId}>{t('tracker.calendar.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <DialogContentText>{t('tracker.calendar.intro')}</DialogContentText>
          <DialogContentText>{t('tracker.calendar.private')}</DialogContentText>
          {url ? (
            <>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <TextField
                  label={t('tracker.calendar.address')}
                  value={url}
                  size="small"
                  fullWidth
                  inputRef={urlField}
                  onFocus={(event) => event.target.select()}
                  helperText={t('tracker.calendar.shownOnce')}
                  slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
                />
                <Button
                  variant="outlined"
                  startIcon={<ContentCopy />}
                  onClick={() => void copy()}
                  sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'flex-start' } }}
                >
                  {t('tracker.calendar.copy')}
                </Button>
              </Stack>
              <Box>
                <Link href={webcalAddress(url)} variant="body2">
                  {t('tracker.calendar.openInApp')}
                </Link>
              </Box>
            </>
          ) : (
            <DialogContentText>{t('tracker.calendar.notShownAgain')}</DialogContentText>
          )}
          {failure && (
            <Alert severity="error" role="alert">
              {t(failure)}
            </Alert>
          )}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {url ? (
              <Button variant="outlined" onClick={() => void create(true)} aria-busy={creating}>
                {t('tracker.calendar.replace')}
              </Button>
            ) : (
              <Button variant="contained" onClick={() => void create(false)} aria-busy={creating}>
                {t('tracker.calendar.create')}
              </Button>
            )}
            <Button color="error" onClick={() => void revoke()} aria-busy={revoking}>
              {t('tracker.calendar.stop')}
            </Button>
          </Stack>
        </Stack>
        <Box role="status" sx={visuallyHidden}>
          {announcement}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('tracker.calendar.close')}</Button>
      </DialogActions>
      {confirmDialog}
    </Dialog>
  );
}
