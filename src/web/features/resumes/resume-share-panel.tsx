import ContentCopy from '@mui/icons-material/ContentCopy';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { paths } from '../../../domain/paths';
import { visuallyHidden } from '../../components/visually-hidden';
import type { ResultOf } from '../../lib/graphql';
import {
  ReplaceResumeShareLinkMutation,
  SetResumeSharingMutation,
  type ResumesQuery,
} from './resume-operations';
import type { Notify } from './use-notice';

export type ResumeShare = ResultOf<typeof ResumesQuery>['resumes'][number]['share'];

/** The full public address of a shared resume (the server renders it, not the app). */
export const shareUrl = (shareId: string) =>
  `${window.location.origin}${paths.onlineResume(shareId)}`;

/**
 * A resume's public link: on or off; when on, the address with Copy, whether search engines may
 * list it, a new link (after a warning: the old one stops working), and how often it was viewed.
 * A change shows at once and stays until the list has been reloaded with it.
 */
export function ResumeSharePanel({
  resumeId,
  share,
  notify,
}: {
  resumeId: string;
  share: ResumeShare;
  notify: Notify;
}) {
  const { t } = useTranslation();
  const [{ fetching: settingSharing }, setSharing] = useMutation(SetResumeSharingMutation);
  const [{ fetching: replacing }, replaceLink] = useMutation(ReplaceResumeShareLinkMutation);
  // What the user just chose, over the list's `share` it was chosen from (a newer list wins).
  const [chosen, setChosen] = useState<{ base: ResumeShare; value: ResumeShare } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const linkField = useRef<HTMLInputElement>(null);
  const current = chosen?.base === share ? chosen.value : share;
  const url = shareUrl(current.id);
  const busy = settingSharing || replacing;

  // Controls stay enabled (a disabled control would lose the keyboard's focus); a change made
  // while another is saving is ignored.
  const change = async (input: { enabled: boolean; indexable: boolean }) => {
    if (busy) return;
    const base = share;
    setChosen({ base, value: { ...current, ...input } });
    const { data, error } = await setSharing({ id: resumeId, input });
    const saved = data?.resume.setResumeSharing.share;
    if (error || !saved) {
      setChosen(null);
      notify(t('resumes.share.failed'));
      return;
    }
    setChosen({ base, value: saved });
  };

  const replace = async () => {
    setConfirming(false);
    if (busy) return;
    const base = share;
    const { data, error } = await replaceLink({ id: resumeId });
    const saved = data?.resume.replaceResumeShareLink.share;
    if (error || !saved) {
      notify(t('resumes.share.failed'));
      return;
    }
    setChosen({ base, value: saved });
    notify(t('resumes.share.newLinkDone'));
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify(t('resumes.share.copied'));
    } catch {
      linkField.current?.focus();
      linkField.current?.select();
      notify(t('resumes.share.copyFailed'));
    }
  };

  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={current.enabled}
            onChange={(event) =>
              void change({ enabled: event.target.checked, indexable: current.indexable })
            }
          />
        }
        label={t('resumes.share.toggle')}
      />
      {current.enabled && (
        <Stack spacing={1.5} sx={{ mt: 1 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <TextField
              label={t('resumes.share.link')}
              value={url}
              size="small"
              fullWidth
              inputRef={linkField}
              onFocus={(event) => event.target.select()}
              slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
            />
            <Button
              variant="outlined"
              startIcon={<ContentCopy />}
              onClick={() => void copy()}
              sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
            >
              {t('resumes.share.copy')}
            </Button>
          </Stack>
          <Stack
            direction="row"
            sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1 }}
          >
            <FormControlLabel
              control={
                <Checkbox
                  checked={current.indexable}
                  onChange={(event) =>
                    void change({ enabled: true, indexable: event.target.checked })
                  }
                />
              }
              label={t('resumes.share.indexable')}
            />
            <Button size="small" onClick={() => setConfirming(true)}>
              {t('resumes.share.newLink')}
            </Button>
            <Link href={url} target="_blank" rel="noopener" variant="body2">
              {t('resumes.share.view')}
              <OpenInNew fontSize="inherit" sx={{ ml: 0.5, verticalAlign: 'middle' }} />
              <Box component="span" sx={visuallyHidden}>
                {` ${t('resumes.share.newTab')}`}
              </Box>
            </Link>
            <Typography variant="body2" color="text.secondary">
              {current.viewCount === 0
                ? t('resumes.share.notViewed')
                : t('resumes.share.views', { count: current.viewCount })}
            </Typography>
          </Stack>
        </Stack>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)}>
        <DialogTitle>{t('resumes.share.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('resumes.share.confirmBody')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('resumes.share.cancel')}</Button>
          <Button variant="contained" onClick={() => void replace()}>
            {t('resumes.share.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
