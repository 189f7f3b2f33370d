import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useMutation, useQuery } from 'urql';
import { apiLanguages, type ApiLanguage, type Language } from '../../../domain/language';
import { isPartnerDeployment } from '../../../domain/runtime-config';
import { followBrowserLanguage, followPreferredLanguage, languageNames } from '../../lib/i18n';
import { useServices } from '../../lib/services';
import { MeQuery } from '../../lib/user-operations';
import { AccountSection } from './account-section';
import { HeadshotSection } from './headshot-section';
import { createProfileClient } from './profile-client';
import { ProfileQuery, UpdateProfileMutation } from './profile-operations';
import { FormOutcome, ProfileSection, SubmitButton, type ProfileMe } from './profile-section';
import { SignInSection } from './sign-in-section';

const browserChoice = 'browser';

/**
 * /app/profile (decision 103): name and language, photo, email and password, the data export and
 * the account's deletion. On the partner deployment the partner's own profile page is the one.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const { config, identity } = useServices();
  const partnerProfile = isPartnerDeployment(config.env) ? config.links.partnerProfile : null;
  const [{ data, fetching, error }, reload] = useQuery({ query: ProfileQuery });
  const client = useMemo(() => createProfileClient(identity), [identity]);
  const graphqlClient = useClient();
  // A new or removed photo: this page and the shell's profile block read it again.
  const photoChanged = () => {
    reload({ requestPolicy: 'network-only' });
    void graphqlClient.query(MeQuery, {}, { requestPolicy: 'network-only' }).toPromise();
  };

  useEffect(() => {
    if (partnerProfile) window.location.replace(partnerProfile);
  }, [partnerProfile]);

  const me = data?.me;
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', p: { xs: 2, sm: 3 } }}>
      <Typography variant="h1" sx={{ fontSize: '2rem', fontWeight: 700, mb: 3 }}>
        {t('profile.title')}
      </Typography>
      {partnerProfile || (fetching && !me) ? (
        <CircularProgress aria-label={t('common.loading')} />
      ) : !me ? (
        <Alert severity="error">{error ? t('profile.failed') : null}</Alert>
      ) : (
        <Stack spacing={3}>
          {me.isAnonymous ? <Alert severity="info">{t('profile.anonymous')}</Alert> : null}
          <NamesSection me={me} />
          <HeadshotSection me={me} client={client} onChange={photoChanged} />
          {me.isAnonymous ? null : <SignInSection me={me} />}
          <AccountSection me={me} client={client} />
        </Stack>
      )}
    </Box>
  );
}

function NamesSection({ me }: { me: ProfileMe }) {
  const { t } = useTranslation();
  const [firstName, setFirstName] = useState(me.profile.firstName);
  const [lastName, setLastName] = useState(me.profile.lastName);
  const [language, setLanguage] = useState<string>(me.language ?? browserChoice);
  const [problem, setProblem] = useState<'required' | 'tooLong' | 'failed' | null>(null);
  const [saved, setSaved] = useState(false);
  const [{ fetching }, update] = useMutation(UpdateProfileMutation);

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const names = { firstName: firstName.trim(), lastName: lastName.trim() };
    if (!names.firstName || !names.lastName) return setProblem('required');
    if (names.firstName.length > 100 || names.lastName.length > 100) return setProblem('tooLong');
    const chosen = language === browserChoice ? null : (language as ApiLanguage);
    const result = await update({ input: { ...names, language: chosen } });
    if (result.error) return setProblem('failed');
    setProblem(null);
    setSaved(true);
    const code = chosen ? (chosen.toLowerCase() as Language) : null;
    if (code) await followPreferredLanguage(code);
    else if (me.language) await followBrowserLanguage();
  }

  const invalid = problem === 'required' || problem === 'tooLong';
  return (
    <ProfileSection title={t('profile.names.heading')}>
      <Stack component="form" spacing={2} onSubmit={(event) => void save(event)} noValidate>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {(
            [
              ['firstName', firstName, setFirstName, 'given-name'],
              ['lastName', lastName, setLastName, 'family-name'],
            ] as const
          ).map(([field, value, setValue, autoComplete]) => (
            <TextField
              key={field}
              label={t(`profile.names.${field}`)}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              required
              fullWidth
              autoComplete={autoComplete}
              error={invalid && (!value.trim() || value.trim().length > 100)}
            />
          ))}
        </Stack>
        <TextField
          select
          label={t('profile.language.label')}
          value={language}
          onChange={(event) => setLanguage(event.target.value)}
          helperText={t('profile.language.hint')}
          fullWidth
        >
          <MenuItem value={browserChoice}>{t('profile.language.browser')}</MenuItem>
          {(Object.keys(apiLanguages) as Language[]).map((code) => (
            <MenuItem key={code} value={apiLanguages[code]} lang={code}>
              {languageNames[code]}
            </MenuItem>
          ))}
        </TextField>
        <FormOutcome
          error={
            problem ? t(problem === 'failed' ? 'profile.failed' : `profile.names.${problem}`) : null
          }
          success={saved ? t('profile.saved') : null}
        />
        <SubmitButton label={t('profile.names.save')} busy={fetching} />
      </Stack>
    </ProfileSection>
  );
}
