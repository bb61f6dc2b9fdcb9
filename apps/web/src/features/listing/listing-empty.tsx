// No results: say why and offer the way out — clear the filters, or browse everything.
import { Link } from 'react-router';
import { fill } from '@bazaar/i18n/text';
import type { LanguageCode } from '@bazaar/contract/constants';
import { useLabels } from '../../i18n/use-labels.ts';
import { paths } from '../../lib/paths.ts';
import type { ListingState } from './listing-state.ts';

export function ListingEmpty({
  lang,
  searchTerm,
  clearFilters,
  go,
}: {
  lang: LanguageCode;
  searchTerm: string;
  /** The state without filters, when filters are applied. */
  clearFilters: ListingState | null;
  go: (next: ListingState) => void;
}) {
  const t = useLabels('AllProducts');
  return (
    <div className="listing-empty">
      <h2 className="listing-empty__title">{t('lbl_lst_empty_title')}</h2>
      <p>
        {clearFilters
          ? t('lbl_lst_empty_filters')
          : fill(lang, t('lbl_lst_empty_search'), { term: searchTerm })}
      </p>
      <div className="listing-empty__actions">
        {clearFilters && (
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
