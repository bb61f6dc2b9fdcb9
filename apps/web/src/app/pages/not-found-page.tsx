// Any unknown route: a clear message, a way home, and the same frame as every page.
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { PageTitle } from '../../components/page-title.tsx';

export default function NotFoundPage() {
  const lang = useLanguage();
  const t = useLabels('Common');
  return (
    <PageTitle title={t('lbl_cmn_not_found_title')}>
      <p>{t('lbl_cmn_not_found_text')}</p>
      <Link className="btn" to={paths.home(lang)}>
        {t('lbl_cmn_back_home')}
      </Link>
    </PageTitle>
  );
}
