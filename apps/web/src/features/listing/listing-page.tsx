// Product listing (/:lang/all-products/:categoryId/:slug, spec §2): filters in a sidebar (a
// drawer on a phone), applied-filter chips, toolbar, grid and pagination. The whole state is the
// address (listing-state.ts); this page reads it, asks for the data and writes new addresses.
import { useEffect, useMemo, useRef, useState } from 'react';
import { fill } from '@bazaar/i18n/text';
import { TIMING } from '@bazaar/contract/constants';
import { useLabels } from '../../i18n/use-labels.ts';
import { Breadcrumb } from '../../components/breadcrumb.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { localizedName } from '../../lib/localized-name.ts';
import { appliedChips } from './applied-filters.ts';
import { facetOptions } from './facet-options.ts';
import { FilterChips } from './filter-chips.tsx';
import { FilterDrawer } from './filter-drawer.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { ListingEmpty, UnknownCategory } from './listing-empty.tsx';
import { ListingToolbar } from './listing-toolbar.tsx';
import { hasFilters, setPage } from './listing-actions.ts';
import { listingHref } from './listing-state.ts';
import { pageCount } from './pagination.ts';
import { PaginationNav } from './pagination-nav.tsx';
import { ProductGrid } from './product-grid.tsx';
import { SidebarPopular } from './sidebar-popular.tsx';
import { PHONE_QUERY, useMediaQuery } from './use-media-query.ts';
import { useListingData, useListingState, useLookups } from './use-listing.ts';
import { FilterIcon } from './filter-icon.tsx';
import './listing.css';
import './listing-results.css';
import './listing-drawer.css';

export default function ListingPage() {
  const t = useLabels('AllProducts');
  const tc = useLabels('Common');
  const { lang, state, go } = useListingState();
  const lookups = useLookups();
  const data = useListingData(state, lang);
  const phone = useMediaQuery(PHONE_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const filtersButton = useRef<HTMLButtonElement>(null);
  const listTop = useRef<HTMLDivElement>(null);
  const timer = useRef(0);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const options = useMemo(
    () => facetOptions(state, lookups, data.facets, lang),
    [state, lookups, data.facets, lang],
  );
  const stars = (n: number) => t(`lbl_lst_stars_${n}` as 'lbl_lst_stars_1');
  const chips = appliedChips(lang, state, options, {
    search: t('lbl_lst_search_chip'),
    under: t('lbl_lst_price_under'),
    between: t('lbl_lst_price_between'),
    above: t('lbl_lst_price_above'),
    stars,
  });
  const filtered = hasFilters(state);

  const category =
    state.categoryIds.length === 1
      ? lookups.categories.find((row) => row.CategoryID === state.categoryIds[0])
      : undefined;
  // A category id the shop does not have (an old or mistyped link) is a not-found state, never
  // the whole catalogue shown as if it were that category.
  const unknownCategory =
    lookups.categoriesLoaded &&
    state.categoryIds.some((id) => !lookups.categories.some((row) => row.CategoryID === id));
  const title = unknownCategory
    ? t('lbl_lst_no_category_title')
    : state.searchTerm
      ? fill(lang, t('lbl_lst_search_title'), { term: state.searchTerm })
      : state.mode === 'popular'
        ? t('lbl_lst_popular')
        : state.mode === 'recent'
          ? t('lbl_lst_recent')
          : category
            ? localizedName(category.Name, category.LocalizationJsonData, lang)
            : tc('lbl_cmn_all_products');
  usePageMeta(title, fill(lang, t('lbl_lst_meta'), { title }));

  const corrected =
    state.searchTerm &&
    data.termUsed &&
    data.termUsed.toLocaleLowerCase() !== state.searchTerm.toLocaleLowerCase()
      ? data.termUsed
      : null;
  const pages = pageCount(data.total, state.pageSize);
  const from = (state.page - 1) * state.pageSize + 1;
  const summary = data.loading
    ? t('lbl_lst_loading')
    : data.total > 0 && data.rows?.length
      ? fill(lang, t('lbl_lst_range'), {
          from,
          to: from + data.rows.length - 1,
          total: data.total,
        })
      : '';

  const categoryName = (id: number) =>
    lookups.categories.find((row) => row.CategoryID === id)?.Name;
  const hrefOf = (page: number) => listingHref(lang, setPage(state, page), categoryName);
  const changePage = (page: number) => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    listTop.current?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      go((current) => setPage(current, page));
      listTop.current?.focus({ preventScroll: true });
    }, TIMING.pageChangeReload);
  };

  const panel = <FilterPanel lang={lang} options={options} go={go} />;
  let results;
  if (data.failed) {
    results = (
      <div className="listing-empty" role="alert">
        <p>{t('lbl_lst_error')}</p>
        <button type="button" className="btn" onClick={data.retry}>
          {tc('lbl_cmn_retry')}
        </button>
      </div>
    );
  } else if (data.rows && data.rows.length === 0) {
    results = <ListingEmpty lang={lang} state={state} filtered={filtered} go={go} />;
  } else {
    results = (
      <ProductGrid
        rows={data.rows}
        view={state.view}
        skeletons={state.pageSize}
        busyLabel={t('lbl_lst_loading')}
      />
    );
  }

  if (unknownCategory) return <UnknownCategory lang={lang} title={title} />;

  return (
    <>
      <Breadcrumb title={title} />
      <div className="container page listing">
        <h1 className="page__title listing__title" dir="auto">
          {title}
        </h1>
        {corrected && (
          <p className="listing__corrected" role="status">
            <strong>{fill(lang, t('lbl_lst_corrected'), { term: corrected })}</strong>{' '}
            <span>{fill(lang, t('lbl_lst_corrected_from'), { term: state.searchTerm })}</span>
          </p>
        )}
        <div className="listing__layout">
          {!phone && (
            <aside className="listing__sidebar" aria-labelledby="listing-filters-title">
              <h2 id="listing-filters-title" className="listing__sidebar-title">
                {t('lbl_lst_filters')}
              </h2>
              {panel}
              <SidebarPopular lang={lang} showAll={state.mode !== 'popular'} />
            </aside>
          )}
          <div className="listing__main">
            <div ref={listTop} className="listing__top" tabIndex={-1}>
              {phone && (
                <button
                  ref={filtersButton}
                  type="button"
                  className="btn btn--ghost listing__filters-button"
                  aria-haspopup="dialog"
                  onClick={() => setDrawerOpen(true)}
                >
                  <FilterIcon />
                  {t('lbl_lst_filters')}
                  {chips.length > 0 && (
                    <span className="listing__filters-count">{chips.length}</span>
                  )}
                </button>
              )}
              <ListingToolbar state={state} go={go} summary={summary} phone={phone} />
            </div>
            <FilterChips chips={chips} canClear={filtered} go={go} />
            {results}
            <PaginationNav
              lang={lang}
              page={state.page}
              pages={pages}
              hrefOf={hrefOf}
              onPage={changePage}
            />
          </div>
        </div>
      </div>
      {phone && (
        <FilterDrawer
          lang={lang}
          open={drawerOpen}
          total={data.loading ? undefined : data.total}
          onClose={() => {
            setDrawerOpen(false);
            filtersButton.current?.focus();
          }}
        >
          {panel}
        </FilterDrawer>
      )}
    </>
  );
}
