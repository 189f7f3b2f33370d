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
import { UpgradeLink } from '../plan/plan-notice';
import { visuallyHidden } from '../visually-hidden';
import type { Notify } from './use-notice';

/** A document's public link, as the API answers it (`DocumentShare`). */
export interface DocumentShare {
  id: string;
  enabled: boolean;
  indexable: boolean;
  /** Null on a plan without view counts (decision 100). */
  viewCount: number | null;
}

export interface SharingInput {
  enabled: boolean;
  indexable: boolean;
}

/** How a kind of document's link is changed: each answers the saved link, or null on failure. */
export interface SharingActions {
  /** The public page's path of a link id (`/r/{id}`, `/c/{id}`). */
  path: (shareId: string) => string;
  setSharing: (input: SharingInput) => Promise<DocumentShare | null>;
  replaceLink: () => Promise<DocumentShare | null>;
  /** Asked before sharing is turned on; false leaves it off. */
  confirmEnable?: () => Promise<boolean>;
}

/**
 * A document's public link: on or off; when on, the address with Copy, whether search engines may
 * list it, a new link (after a warning: the old one stops working), and how often it was viewed.
 * A change shows at once and stays until the list has been reloaded with it.
 */
export function SharePanel({
  share,
  notify,
  actions,
}: {
  share: DocumentShare;
  notify: Notify;
  actions: SharingActions;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  // What the user just chose, over the list's `share` it was chosen from (a newer list wins).
  const [chosen, setChosen] = useState<{ base: DocumentShare; value: DocumentShare } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const linkField = useRef<HTMLInputElement>(null);
  const current = chosen?.base === share ? chosen.value : share;
  const url = `${window.location.origin}${actions.path(current.id)}`;

  // Controls stay enabled (a disabled control would lose the keyboard's focus); a change made
  // while another is saving is ignored.
  const change = async (input: SharingInput) => {
    if (busy) return;
    setBusy(true);
    try {
      if (input.enabled && !current.enabled && !((await actions.confirmEnable?.()) ?? true)) {
        return;
      }
      await save(input);
    } finally {
      setBusy(false);
    }
  };

  const save = async (input: SharingInput) => {
    const base = share;
    setChosen({ base, value: { ...current, ...input } });
    const saved = await actions.setSharing(input);
    if (!saved) {
      setChosen(null);
      notify(t('documents.share.failed'));
      return;
    }
    setChosen({ base, value: saved });
  };

  const replace = async () => {
    setConfirming(false);
    if (busy) return;
    setBusy(true);
    const base = share;
    const saved = await actions.replaceLink().finally(() => setBusy(false));
    if (!saved) {
      notify(t('documents.share.failed'));
      return;
    }
    setChosen({ base, value: saved });
    notify(t('documents.share.newLinkDone'));
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify(t('documents.share.copied'));
    } catch {
      linkField.current?.focus();
      linkField.current?.select();
      notify(t('documents.share.copyFailed'));
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
        label={t('documents.share.toggle')}
      />
      {current.enabled && (
        <Stack spacing={1.5} sx={{ mt: 1 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <TextField
              label={t('documents.share.link')}
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
              {t('documents.share.copy')}
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
              label={t('documents.share.indexable')}
            />
            <Button size="small" onClick={() => setConfirming(true)}>
              {t('documents.share.newLink')}
            </Button>
            <Link href={url} target="_blank" rel="noopener" variant="body2">
              {t('documents.share.view')}
              <OpenInNew fontSize="inherit" sx={{ ml: 0.5, verticalAlign: 'middle' }} />
              <Box component="span" sx={visuallyHidden}>
                {` ${t('documents.share.newTab')}`}
              </Box>
            </Link>
            <Typography variant="body2" color="text.secondary">
              {current.viewCount === null ? (
                <>
                  {t('plans.viewCountHint')} <UpgradeLink />
                </>
              ) : current.viewCount === 0 ? (
                t('documents.share.notViewed')
              ) : (
                t('documents.share.views', { count: current.viewCount })
              )}
            </Typography>
          </Stack>
        </Stack>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)}>
        <DialogTitle>{t('documents.share.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('documents.share.confirmBody')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('documents.share.cancel')}</Button>
          <Button variant="contained" onClick={() => void replace()}>
            {t('documents.share.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
