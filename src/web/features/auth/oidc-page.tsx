import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { paths, returnToParam, safeReturnTo } from '../../../domain/paths';
import { partnerDomainFor } from '../../../domain/runtime-config';
import { usePartnerSignIn, type PartnerSignInResult } from '../../lib/auth/use-partner-sign-in';
import { useRuntimeConfig } from '../../lib/services';
import { AuthCard } from './auth-card';
import { AuthErrorAlert } from './auth-error-alert';
import { useSignedInOnArrival } from './use-signed-in-on-arrival';
import { AuthProviderIdQuery } from './partner-operations';

/** The message for an `error` the partner sign-in came back with. */
const partnerErrorKey = (code: string) =>
  code === 'access_denied' ? ('oidc.errors.denied' as const) : ('oidc.errors.failed' as const);

/**
 * /oidc, partner single sign-on (docs/product/routes.md, routes.md#states-and-redirects, api.md): one button that signs in with the partner's
 * OpenID provider, found by the partner domain; afterwards the user goes to `next`.
 */
export function OidcPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useRuntimeConfig();
  const [params, setParams] = useSearchParams();
  const signedIn = useSignedInOnArrival();
  const next = params.get(returnToParam);
  const returnedError = params.get('error');
  const domain = useMemo(() => partnerDomainFor(config, window.location.host), [config]);

  const [provider] = useQuery({
    query: AuthProviderIdQuery,
    variables: { input: { domain: domain ?? '' } },
    pause: !domain,
  });
  const providerId = provider.data?.authProvider.id ?? null;
  const providerError = provider.error?.graphQLErrors[0];

  const onDone = useCallback(
    (result: PartnerSignInResult) => {
      if (result.signedIn) {
        void navigate(safeReturnTo(next), { replace: true });
        return;
      }
      setParams(
        (current) => {
          const kept = new URLSearchParams(current);
          kept.set('error', result.error ?? 'unknown');
          return kept;
        },
        { replace: true },
      );
    },
    [navigate, next, setParams],
  );
  const { start, loading, error } = usePartnerSignIn(onDone);

  if (signedIn) return <Navigate to={safeReturnTo(next)} replace />;

  const onClick = () => {
    if (!providerId) return;
    if (returnedError) {
      setParams(
        (current) => {
          const kept = new URLSearchParams(current);
          kept.delete('error');
          return kept;
        },
        { replace: true },
      );
    }
    void start(providerId, next);
  };

  let providerProblem: string | null = null;
  if (!domain) providerProblem = t('oidc.errors.noPartner');
  else if (providerError) providerProblem = providerError.message;
  else if (provider.error) providerProblem = t('oidc.errors.network');

  return (
    <AuthCard title={t('oidc.title')} intro={t('oidc.intro')}>
      {providerProblem ? (
        <Alert severity="error" role="alert">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('oidc.errors.provider')}
          </Typography>
          <Typography variant="body2">{providerProblem}</Typography>
        </Alert>
      ) : (
        <Stack spacing={2}>
          {returnedError && (
            <Alert severity="error" role="alert">
              {t(partnerErrorKey(returnedError))}
            </Alert>
          )}
          <AuthErrorAlert error={error} />
          {provider.fetching || !providerId ? (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
              <CircularProgress size={20} aria-hidden />
              <Typography>{t('oidc.loading')}</Typography>
            </Stack>
          ) : (
            <Button variant="contained" size="large" loading={loading} onClick={onClick}>
              {t('oidc.signIn')}
            </Button>
          )}
          {loading && (
            <Typography variant="body2" color="text.secondary" role="status">
              {t('oidc.waiting')}
            </Typography>
          )}
        </Stack>
      )}
    </AuthCard>
  );
}

/** Where the sign-in page sends someone back with an error from the partner. */
export const oidcWithError = (next: string | null, code: string) => {
  const page = paths.oidc(next ?? undefined);
  return `${page}${page.includes('?') ? '&' : '?'}error=${encodeURIComponent(code)}`;
};
