// Any unknown route: a clear message and ways onward — a search box, the departments and All
// Products — in the same frame as every page.
import { Link } from 'react-router';
import { PAGE_SIZES } from '@bazaar/contract/constants';
import { paths } from '../../lib/paths.ts';
import { useApi } from '../../lib/use-api.ts';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { NotFound } from '../../components/not-found.tsx';
import { SearchBox } from '../layout/search-box.tsx';
import { categoryName } from '../layout/categories.ts';
import './not-found-page.css';

// The header's own request, so the answer comes from the cache.
const CATEGORIES = { PageNo: 1, PageSize: PAGE_SIZES.lookups };

export default function NotFoundPage() {
  const lang = useLanguage();
  const t = useLabels('Common');
  const departments = (useApi('getCategoriesList', CATEGORIES).data ?? []).filter(
    (category) => !category.ParentCategoryID,
  );
  return (
    <NotFound>
      <section className="not-found__search" aria-labelledby="not-found-search">
        <h2 id="not-found-search">{t('lbl_cmn_not_found_search')}</h2>
        <SearchBox />
      </section>
      <nav className="not-found__links" aria-labelledby="not-found-browse">
        <h2 id="not-found-browse">{t('lbl_cmn_not_found_browse')}</h2>
        <ul className="inline-list">
          <li>
            <Link className="pill-link" to={paths.listing(lang)}>
              {t('lbl_cmn_all_products')}
            </Link>
          </li>
          {departments.map((department) => (
            <li key={department.CategoryID}>
              <Link
                className="pill-link"
                to={paths.listing(lang, department.CategoryID, department.Name)}
              >
                {categoryName(department, lang)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </NotFound>
  );
}
