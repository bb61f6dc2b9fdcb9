// Applied filters as removable chips above the grid, with "Clear all".
import { useLabels } from '../../i18n/use-labels.ts';
import { CloseIcon } from '../../components/icons.tsx';
import type { Chip } from './applied-filters.ts';
import { clearFilters } from './listing-actions.ts';
import type { Go } from './use-listing.ts';

export function FilterChips({
  chips,
  canClear,
  go,
}: {
  chips: readonly Chip[];
  /** There are filters to clear. */
  canClear: boolean;
  go: Go;
}) {
  const t = useLabels('AllProducts');
  if (chips.length === 0) return null;
  return (
    <section className="filter-chips" aria-labelledby="filter-chips-title">
      <h2 id="filter-chips-title" className="visually-hidden">
        {t('lbl_lst_applied')}
      </h2>
      <ul className="filter-chips__list inline-list">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button type="button" className="filter-chip" onClick={() => go(chip.without)}>
              <span dir="auto">{chip.label}</span>
              <CloseIcon size={14} />
              <span className="visually-hidden">{t('lbl_lst_remove')}</span>
            </button>
          </li>
        ))}
      </ul>
      {canClear && (
        <button
          type="button"
          className="link-button filter-chips__clear"
          onClick={() => go(clearFilters)}
        >
          {t('lbl_lst_clear_all')}
        </button>
      )}
    </section>
  );
}
