// A visitor on a page that needs a shopper: "Please log in" and off to login, which brings them
// back to this very page afterwards (deviation 12).
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { t as message } from '@bazaar/i18n/messages';
import { useLanguage } from '../i18n/language.ts';
import { paths } from '../lib/paths.ts';
import { showToast } from '../lib/toast.ts';

export function ToLogin() {
  const lang = useLanguage();
  const { pathname, search } = useLocation();
  useEffect(() => showToast('info', message(lang, 'loginRequired')), [lang]);
  return <Navigate to={paths.login(lang, pathname + search)} replace />;
}
