import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { returnToParam, safeReturnTo } from '../../../domain/paths';
import {
  isPartnerSignInMessage,
  openPartnerSignInChannel,
  popupParam,
} from '../../lib/auth/partner-sign-in-channel';
import { useServices } from '../../lib/services';
import { PageContainer } from '../../components/page-container';
import { oidcWithError } from './oidc-page';

/** How long the popup waits for the page that opened it before it carries on by itself. */
const answerWaitMs = 1500;

/**
 * /oidc/done: where a partner sign-in comes back (with the session cookie set, or `?error=`). In
 * the popup it tells the page that opened it and closes; after a full-page sign-in (or when nobody
 * answers) it reads the session and goes on to `next`, or back to /oidc with the error.
 */
export function OidcDonePage() {
  const { t } = useTranslation();
  const { identity } = useServices();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get(returnToParam);
  const error = params.get('error');
  // A sign-in that came back unreadable (forged or expired state) has lost the popup mark, so an
  // error is offered to a waiting opener in any case.
  const maybeInPopup = params.get(popupParam) === '1' || error !== null;
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const channel = maybeInPopup ? openPartnerSignInChannel() : null;

    const carryOn = async () => {
      channel?.close();
      if (error) {
        void navigate(oidcWithError(next, error), { replace: true });
        return;
      }
      const user = await identity.syncSession();
      void navigate(user ? safeReturnTo(next) : oidcWithError(next, 'unknown'), {
        replace: true,
      });
    };

    if (!channel) {
      void carryOn();
      return;
    }
    const timer = setTimeout(() => void carryOn(), answerWaitMs);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      if (!isPartnerSignInMessage(event.data) || event.data.type !== 'received') return;
      clearTimeout(timer);
      channel.close();
      window.close();
    };
    channel.postMessage({ type: 'done', error });
  }, [error, identity, maybeInPopup, navigate, next]);

  return (
    <PageContainer maxWidth="sm">
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ alignItems: 'center', justifyContent: 'center', py: 6 }}
        role="status"
      >
        <CircularProgress size={24} aria-hidden />
        <Typography>{t('oidc.finishing')}</Typography>
      </Stack>
    </PageContainer>
  );
}
