// No results: say why and offer the way out — clear the filters, or browse everything; and an
// unknown category's not-found state.
import { Link } from 'react-router';
import { fill } from '@bazaar/i18n/text';
import type { Lang } from '@bazaar/i18n/text';
import { useLabels } from '../../i18n/use-labels.ts';
import { paths } from '../../lib/paths.ts';
import { Breadcrumb } from '../../components/breadcrumb.tsx';
import { clearFilters, setPage } from './listing-actions.ts';
import type { ListingState } from './listing-state.ts';
import type { Go } from './use-listing.ts';

export function ListingEmpty({
  lang,
  state,
  filtered,
  go,
}: {
  lang: Lang;
  state: ListingState;
  /** Filters are applied (they can be cleared). */
  filtered: boolean;
  go: Go;
}) {
  const t = useLabels('AllProducts');
  // An old bookmark may point past the last page; otherwise the filters or the search say why.
  const pastTheEnd = state.page > 1;
  const reason = pastTheEnd
    ? t('lbl_lst_empty_page')
    : filtered
      ? t('lbl_lst_empty_filters')
      : state.searchTerm
        ? fill(lang, t('lbl_lst_empty_search'), { term: state.searchTerm })
        : t('lbl_lst_empty_none');
  return (
    <div className="listing-empty">
      <h2 className="listing-empty__title">{t('lbl_lst_empty_title')}</h2>
      <p>{reason}</p>
      <div className="listing-empty__actions">
        {pastTheEnd && (
          <button
            type="button"
            className="btn"
            onClick={() => go((current) => setPage(current, 1))}
          >
            {t('lbl_lst_first_page')}
          </button>
        )}
        {filtered && !pastTheEnd && (
          <button type="button" className="btn" onClick={() => go(clearFilters)}>
            {t('lbl_lst_clear_filters')}
          </button>
        )}
        <Link className="btn btn--ghost" to={paths.listing(lang)}>
          {t('lbl_lst_empty_browse')}
        </Link>
      </div>
    </div>
  );
}

/** The address names a category the shop does not have: say so and offer everything. */
export function UnknownCategory({ lang, title }: { lang: Lang; title: string }) {
  const t = useLabels('AllProducts');
  return (
    <>
      <Breadcrumb title={title} />
      <div className="container page listing">
        <h1 className="page__title listing__title">{title}</h1>
        <div className="listing-empty">
          <p>{t('lbl_lst_no_category_text')}</p>
          <Link className="btn" to={paths.listing(lang)}>
            {t('lbl_lst_empty_browse')}
          </Link>
        </div>
      </div>
    </>
  );
}
