// Above the grid: how many products, sort (deviation #2), page size (deviation #1) and the view
// modes (2, 3, 4 columns or a row list).
import { PAGE_SIZES, SORT_OPTIONS, type SortOption } from '@bazaar/contract/constants';
import { useLabels } from '../../i18n/use-labels.ts';
import { setPageSize, setSort, setView } from './listing-actions.ts';
import { VIEW_MODES, type ListingState, type ViewMode } from './listing-state.ts';
import type { Go } from './use-listing.ts';
import { ViewIcon } from './view-icon.tsx';

const PHONE_MODES: readonly ViewMode[] = ['2', 'list'];

export function ListingToolbar({
  state,
  go,
  summary,
  phone,
}: {
  state: ListingState;
  go: Go;
  summary: string;
  /** A phone shows every grid in 2 columns: only "2 columns" and "List" are offered. */
  phone: boolean;
}) {
  const t = useLabels('AllProducts');
  const viewLabel: Record<ViewMode, string> = {
    '2': t('lbl_lst_view_2'),
    '3': t('lbl_lst_view_3'),
    '4': t('lbl_lst_view_4'),
    list: t('lbl_lst_view_list'),
  };
  return (
    <div className="listing-toolbar">
      <p className="listing-toolbar__summary" role="status">
        {summary}
      </p>
      <div className="listing-toolbar__controls">
        {/* Popular and recent lists keep their own order. */}
        {state.mode === 'all' && (
          <label className="listing-toolbar__field">
            <span>{t('lbl_lst_sort')}</span>
            <select
              value={state.sort}
              onChange={(event) =>
                go((current) => setSort(current, event.target.value as SortOption))
              }
            >
              {SORT_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.value === '' && state.searchTerm
                    ? t('lbl_sort_relevance')
                    : t(option.labelId)}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="listing-toolbar__field">
          <span>{t('lbl_lst_page_size')}</span>
          <select
            value={state.pageSize}
            onChange={(event) => go((current) => setPageSize(current, Number(event.target.value)))}
          >
            {PAGE_SIZES.listingOptions.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <div className="view-switch" role="group" aria-label={t('lbl_lst_view')}>
          {(phone ? PHONE_MODES : VIEW_MODES).map((mode) => (
            <button
              key={mode}
              type="button"
              className={`view-switch__button view-switch__button--${mode}`}
              aria-pressed={
                phone ? (mode === 'list') === (state.view === 'list') : state.view === mode
              }
              onClick={() => go((current) => setView(current, mode))}
              title={viewLabel[mode]}
            >
              <ViewIcon mode={mode} />
              <span className="visually-hidden">{viewLabel[mode]}</span>
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
