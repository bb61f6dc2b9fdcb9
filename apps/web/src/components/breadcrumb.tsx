// Home (the language root) › page title (spec §2).
import { Link } from 'react-router';
import { paths } from '../lib/paths.ts';
import { useLanguage } from '../i18n/language.ts';
import { useLabels } from '../i18n/use-labels.ts';
import './breadcrumb.css';

export function Breadcrumb({ title }: { title: string }) {
  const lang = useLanguage();
  const t = useLabels('Common');
  return (
    <nav className="breadcrumb" aria-label={t('lbl_cmn_breadcrumb')}>
      <ol className="breadcrumb__list">
        <li className="breadcrumb__item">
          <Link to={paths.home(lang)}>{t('lbl_cmn_home')}</Link>
        </li>
        <li className="breadcrumb__item" aria-current="page">
          {title}
        </li>
      </ol>
    </nav>
  );
}
