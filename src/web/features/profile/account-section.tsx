import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../domain/paths';
import { saveFile } from '../../components/documents/save-file';
import { IdentityError } from '../../lib/identity';
import { useServices } from '../../lib/services';
import type { ProfileClient } from './profile-client';
import { FormOutcome, ProfileSection, type ProfileMe } from './profile-section';

const deleteProblems: Record<string, string> = {
  INVALID_PASSWORD: 'profile.delete.wrongPassword',
  PASSWORD_REQUIRED: 'profile.delete.wrongPassword',
  SESSION_EXPIRED: 'profile.delete.sessionExpired',
  RATE_LIMITED: 'profile.password.rateLimited',
};

/** "Download my data" and "Delete my account" (decision 103). */
export function AccountSection({ me, client }: { me: ProfileMe; client: ProfileClient }) {
  const { t } = useTranslation();
  const [exportFailed, setExportFailed] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function exportData() {
    setExporting(true);
    try {
      const { blob, fileName } = await client.exportData();
      saveFile(blob, fileName);
      setExportFailed(false);
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <ProfileSection title={t('profile.data.heading')}>
        <Stack spacing={2}>
          <Typography color="text.secondary">{t('profile.data.exportHint')}</Typography>
          {exportFailed ? (
            <Alert severity="error" role="alert">
              {t('profile.data.exportFailed')}
            </Alert>
          ) : null}
          <Box>
            <Button variant="outlined" onClick={() => void exportData()} disabled={exporting}>
              {t('profile.data.export')}
            </Button>
          </Box>
        </Stack>
      </ProfileSection>
      <ProfileSection title={t('profile.delete.heading')}>
        <Stack spacing={2}>
          <Typography color="text.secondary">{t('profile.delete.intro')}</Typography>
          <Box>
            <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
              {t('profile.delete.open')}
            </Button>
          </Box>
        </Stack>
      </ProfileSection>
      {deleting ? (
        <DeleteAccountDialog hasPassword={me.hasPassword} onClose={() => setDeleting(false)} />
      ) : null}
    </>
  );
}

function DeleteAccountDialog({
  hasPassword,
  onClose,
}: {
  hasPassword: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { identity, loadPage } = useServices();
  const titleId = useId();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (hasPassword && !password) return setProblem('profile.delete.wrongPassword');
    setBusy(true);
    try {
      await identity.deleteAccount(hasPassword ? password : undefined);
      loadPage(paths.landing());
    } catch (error) {
      const code = error instanceof IdentityError ? error.code : 'UNKNOWN';
      setProblem(deleteProblems[code] ?? 'profile.delete.failed');
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId}>
      <form onSubmit={(event) => void confirm(event)} noValidate>
        <DialogTitle id={titleId}>{t('profile.delete.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t('profile.delete.body')}</DialogContentText>
            {hasPassword ? (
              <TextField
                label={t('profile.delete.password')}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                error={problem === 'profile.delete.wrongPassword'}
                fullWidth
              />
            ) : (
              <DialogContentText>{t('profile.delete.freshSignIn')}</DialogContentText>
            )}
            <FormOutcome
              error={problem ? t(problem as 'profile.delete.failed') : null}
              success={null}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('profile.delete.cancel')}
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={busy}>
            {t('profile.delete.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
