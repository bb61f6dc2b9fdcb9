// "Page not found" with a way home: the 404 route, and a page whose thing does not exist (or is
// not the shopper's), such as someone else's order. The 404 route adds ways onward as children.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../lib/paths.ts';
import { useLanguage } from '../i18n/language.ts';
import { useLabels } from '../i18n/use-labels.ts';
import { PageTitle } from './page-title.tsx';

export function NotFound({ children }: { children?: ReactNode }) {
  const lang = useLanguage();
  const t = useLabels('Common');
  return (
    <PageTitle title={t('lbl_cmn_not_found_title')}>
      <p>{t('lbl_cmn_not_found_text')}</p>
      {children}
      <Link className="btn" to={paths.home(lang)}>
        {t('lbl_cmn_back_home')}
      </Link>
    </PageTitle>
  );
}
