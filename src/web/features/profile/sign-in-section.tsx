import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { paths } from '../../../domain/paths';
import { IdentityError } from '../../lib/identity';
import { useServices } from '../../lib/services';
import { FormOutcome, ProfileSection, SubmitButton, type ProfileMe } from './profile-section';

/** The query the confirmation link comes back with (the identity service's redirect). */
export const emailChangedParam = 'email';

const passwordProblems: Record<string, string> = {
  INVALID_PASSWORD: 'profile.password.wrongCurrent',
  PASSWORD_TOO_SHORT: 'profile.password.tooShort',
  PASSWORD_TOO_LONG: 'profile.password.tooLong',
  PASSWORD_TOO_COMMON: 'profile.password.tooCommon',
  RATE_LIMITED: 'profile.password.rateLimited',
};

const codeOf = (error: unknown) => (error instanceof IdentityError ? error.code : 'UNKNOWN');

/**
 * The sign-in details of an account with a password: the email (a change is confirmed by a link
 * to the new address; the old one signs in until then) and the password (current + new).
 */
export function SignInSection({ me }: { me: ProfileMe }) {
  const { t } = useTranslation();
  return (
    <>
      <ProfileSection title={t('profile.email.heading')}>
        {me.hasPassword ? (
          <EmailForm current={me.email ?? ''} />
        ) : (
          <Typography color="text.secondary">{t('profile.email.unavailable')}</Typography>
        )}
      </ProfileSection>
      {me.hasPassword ? (
        <ProfileSection title={t('profile.password.heading')}>
          <PasswordForm />
        </ProfileSection>
      ) : null}
    </>
  );
}

function EmailForm({ current }: { current: string }) {
  const { t } = useTranslation();
  const { identity } = useServices();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirmed =
    typeof window !== 'undefined' &&
    new URLSearchParams(window.location.search).get(emailChangedParam) === 'changed';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSentTo(null);
    const wanted = email.trim().toLowerCase();
    if (!z.email().safeParse(wanted).success) return setProblem('profile.email.invalid');
    if (wanted === current.toLowerCase()) return setProblem('profile.email.same');
    setBusy(true);
    try {
      await identity.changeEmail(wanted, `${paths.profile()}?${emailChangedParam}=changed`);
      setProblem(null);
      setSentTo(wanted);
      setEmail('');
    } catch (error) {
      setProblem(
        codeOf(error) === 'RATE_LIMITED' ? 'profile.password.rateLimited' : 'profile.failed',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack component="form" spacing={2} onSubmit={(event) => void submit(event)} noValidate>
      {confirmed ? (
        <Alert severity="success" role="status">
          {t('profile.email.confirmed')}
        </Alert>
      ) : null}
      <Typography>{t('profile.email.current', { email: current })}</Typography>
      <TextField
        label={t('profile.email.new')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={problem === 'profile.email.invalid' || problem === 'profile.email.same'}
        fullWidth
      />
      <FormOutcome
        error={problem ? t(problem as 'profile.failed') : null}
        success={sentTo ? t('profile.email.sent', { email: sentTo, current }) : null}
        severity="info"
      />
      <SubmitButton label={t('profile.email.submit')} busy={busy} />
    </Stack>
  );
}

function PasswordForm() {
  const { t } = useTranslation();
  const { identity } = useServices();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(false);
    if (newPassword.length < 8) return setProblem('profile.password.tooShort');
    setBusy(true);
    try {
      await identity.changePassword(currentPassword, newPassword);
      setProblem(null);
      setDone(true);
      setCurrentPassword('');
      setNewPassword('');
    } catch (error) {
      setProblem(passwordProblems[codeOf(error)] ?? 'profile.failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack component="form" spacing={2} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('profile.password.current')}
        type="password"
        autoComplete="current-password"
        value={currentPassword}
        onChange={(event) => setCurrentPassword(event.target.value)}
        error={problem === 'profile.password.wrongCurrent'}
        fullWidth
      />
      <TextField
        label={t('profile.password.new')}
        type="password"
        autoComplete="new-password"
        value={newPassword}
        onChange={(event) => setNewPassword(event.target.value)}
        helperText={t('profile.password.hint')}
        error={Boolean(problem) && problem !== 'profile.password.wrongCurrent'}
        fullWidth
      />
      <FormOutcome
        error={problem ? t(problem as 'profile.failed') : null}
        success={done ? t('profile.password.done') : null}
      />
      <SubmitButton label={t('profile.password.submit')} busy={busy} />
    </Stack>
  );
}
