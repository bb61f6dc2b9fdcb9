// Any 401 from the API (a missing, expired or revoked Token, spec deviation #8) logs the shopper
// out cleanly and sends them to login, saying why. Mounted once, with the header's account area.
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { safeReturnTo } from '@bazaar/contract/return-to';
import { t as message } from '@bazaar/i18n/messages';
import { onUnauthorized } from '../../api/client.ts';
import { currentLanguage } from '../../i18n/language.ts';
import { paths } from '../../lib/paths.ts';
import { showToast } from '../../lib/toast.ts';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { userLoggedOut } from './user-slice.ts';

export function useSessionGuard(): void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const loggedIn = useAppSelector((state) => state.user.loggedIn);
  // Read when a 401 arrives, not when the listener was added.
  const wasLoggedIn = useRef(loggedIn);
  useEffect(() => {
    wasLoggedIn.current = loggedIn;
  }, [loggedIn]);

  useEffect(
    () =>
      onUnauthorized(() => {
        const lang = currentLanguage();
        const ended = wasLoggedIn.current;
        dispatch(userLoggedOut());
        showToast('error', message(lang, ended ? 'sessionExpired' : 'loginRequired'));
        // Back to this page after logging in again (deviation 12).
        const { pathname, search } = window.location;
        void navigate(paths.login(lang, safeReturnTo(pathname + search) ?? undefined));
      }),
    [dispatch, navigate],
  );
}
