import { useCallback, useEffect, useRef, useState } from 'react';
import { paths } from '../../../domain/paths';
import { useServices } from '../services';
import type { AuthFailure } from './auth-failure';
import { toAuthFailure } from './auth-failure';
import {
  isPartnerSignInMessage,
  openPartnerSignInChannel,
  popupParam,
} from './partner-sign-in-channel';

const popupFeatures = 'popup=yes,width=520,height=720';
const popupName = 'my-resume-partner-sign-in';

/** The finish page, marked as the popup's when it is. */
const finishPage = (next: string | null, inPopup: boolean) => {
  const page = paths.oidcDone(next ?? undefined);
  return inPopup ? `${page}${page.includes('?') ? '&' : '?'}${popupParam}=1` : page;
};

export type PartnerSignInResult = { signedIn: true } | { signedIn: false; error: string | null };

/**
 * Partner single sign-on (docs/product/api.md "Popup sign-in with an OIDC provider"): a popup opens on the
 * user's click (so popup blockers let it through), goes to the partner once the server has started
 * the sign-in, and comes back to the finish page, which tells this page; the session is then read
 * from the cookie, and `onDone` runs. With the popup blocked, the whole page goes to the partner
 * and the finish page takes over.
 */
export function usePartnerSignIn(onDone: (result: PartnerSignInResult) => void) {
  const { identity, reporter } = useServices();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<AuthFailure | null>(null);
  const cleanup = useRef<(() => void) | null>(null);
  const doneRef = useRef(onDone);
  useEffect(() => {
    doneRef.current = onDone;
  }, [onDone]);
  useEffect(() => () => cleanup.current?.(), []);

  const start = useCallback(
    async (providerId: string, next: string | null) => {
      cleanup.current?.();
      setError(null);
      setLoading(true);
      // Opened now, inside the click, before any await: later it would be blocked.
      const popup = window.open('about:blank', popupName, popupFeatures);
      const inPopup = popup !== null;
      let url: string;
      try {
        const callback = finishPage(next, inPopup);
        url = await identity.startSocialSignIn(providerId, callback, callback);
      } catch (failure) {
        popup?.close();
        const authFailure = toAuthFailure(failure);
        reporter.report(`Partner sign-in failed: ${authFailure.code}`, {
          error: failure,
          level: 'warning',
        });
        setError(authFailure);
        setLoading(false);
        return;
      }
      if (!popup || popup.closed) {
        window.location.assign(url);
        return;
      }
      popup.location.href = url;

      const channel = openPartnerSignInChannel();
      let watch: ReturnType<typeof setInterval> | undefined;
      const stop = () => {
        if (watch !== undefined) clearInterval(watch);
        channel?.close();
        cleanup.current = null;
      };
      cleanup.current = stop;
      // Closed before it finished (or cut off from this page): the button works again, and a
      // late answer from the finish page is still heard.
      watch = setInterval(() => {
        if (popup.closed) {
          clearInterval(watch);
          watch = undefined;
          setLoading(false);
        }
      }, 500);
      if (channel) {
        channel.onmessage = (event: MessageEvent<unknown>) => {
          const message = event.data;
          if (!isPartnerSignInMessage(message) || message.type !== 'done') return;
          channel.postMessage({ type: 'received' });
          stop();
          if (!popup.closed) popup.close();
          void (async () => {
            setLoading(true);
            if (message.error) {
              setLoading(false);
              doneRef.current({ signedIn: false, error: message.error });
              return;
            }
            const user = await identity.syncSession();
            setLoading(false);
            doneRef.current(user ? { signedIn: true } : { signedIn: false, error: null });
          })();
        };
      }
    },
    [identity, reporter],
  );

  return { start, loading, error };
}
