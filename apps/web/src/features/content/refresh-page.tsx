// /refresh: clears the stored user, cart, wishlist and logo, then goes to the home page in the
// shopper's language (/ar/refresh → /ar/) and says so. A client-side navigation keeps the module-level toast queue, so the toast survives.
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { t } from '@bazaar/i18n/messages';
import { useLanguage } from '../../i18n/language.ts';
import { useAppDispatch } from '../../store/hooks.ts';
import { showToast } from '../../lib/toast.ts';
import { paths } from '../../lib/paths.ts';
import { refreshAllData } from './refresh-data.ts';

export default function RefreshPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const lang = useLanguage();
  // StrictMode runs effects twice in development; one refresh, one toast.
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    refreshAllData(dispatch);
    void navigate(paths.home(lang), { replace: true });
    showToast('success', t(lang, 'refreshSuccess'));
  }, [dispatch, navigate, lang]);

  return null;
}
