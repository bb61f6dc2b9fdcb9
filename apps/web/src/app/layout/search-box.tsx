// Header search, an ARIA 1.2 combobox: suggestions appear as the shopper types (arrows move
// through them, Enter opens the active one, Escape closes the list). A typo that suggests nothing
// gets "Did you mean …?" as the first option, which searches the corrected term. Enter without a chosen
// suggestion searches: only a trimmed term longer than one character, going to the listing with
// ?SearchTerm= by a full reload, as the spec asks (§2).
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { plural } from '@bazaar/i18n/plural';
import { fill } from '@bazaar/i18n/text';
import type { SearchSuggestionRow } from '@bazaar/contract/schemas/catalogue';
import { searchHref } from './search.ts';
import { moveActive, suggestionHref, useSearchSuggestions } from './search-suggestions.ts';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { SearchIcon } from '../../components/icons.tsx';
import { mediaUrl } from '@bazaar/contract/links';
import { Price } from '../../components/price.tsx';
import './search-box.css';

export function SearchBox() {
  const lang = useLanguage();
  const t = useLabels('Navbar');
  const navigate = useNavigate();
  const id = useId();
  const [term, setTerm] = useState(
    () => new URLSearchParams(window.location.search).get('SearchTerm') ?? '',
  );
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSearchSuggestions(term, lang);
  const expanded = open && suggestions.length > 0;
  // Rendered grouped (a correction, products, then categories); `active` indexes this order.
  const corrections = suggestions.filter((row) => row.Kind === 'correction');
  const products = suggestions.filter((row) => row.Kind === 'product');
  const categories = suggestions.filter((row) => row.Kind === 'category');
  const ordered = [...corrections, ...products, ...categories];
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (row: SearchSuggestionRow) => {
    if (row.Kind === 'correction') setTerm(row.Name);
    setOpen(false);
    setActive(-1);
    void navigate(suggestionHref(lang, row));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = expanded ? ordered[active] : undefined;
    if (chosen) {
      choose(chosen);
      return;
    }
    const href = searchHref(lang, term);
    if (href) window.location.assign(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (expanded)
        setActive(moveActive(active, event.key === 'ArrowDown' ? 1 : -1, suggestions.length));
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const renderOption = (row: SearchSuggestionRow, index: number) => (
    <li
      key={`${row.Kind}-${row.ID}`}
      id={optionId(index)}
      role="option"
      aria-selected={index === active}
      className="search-suggestions__option"
      // Keeps focus in the input, so the list is not closed by blur before the click lands.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => choose(row)}
    >
      {row.ImageUrl && (
        <img src={mediaUrl(row.ImageUrl)} alt="" width={40} height={40} loading="lazy" />
      )}
      <span className="search-suggestions__name" dir="auto">
        {row.Kind === 'correction'
          ? fill(lang, t('lbl_hdr_did_you_mean'), { term: row.Name })
          : row.Name}
      </span>
      {row.Price !== null && <Price price={row.Price} discounted={row.DiscountedPrice} />}
    </li>
  );
  const group = (label: string | null, rows: SearchSuggestionRow[], offset: number) =>
    rows.length > 0 && (
      <ul role="group" aria-labelledby={label === null ? undefined : `${id}-group-${offset}`}>
        {label !== null && (
          <li
            role="presentation"
            id={`${id}-group-${offset}`}
            className="search-suggestions__heading"
          >
            {label}
          </li>
        )}
        {rows.map((row, index) => renderOption(row, offset + index))}
      </ul>
    );

  return (
    <form className="search-box" role="search" onSubmit={onSubmit}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t('lbl_hdr_search_label')}
      </label>
      <input
        id={`${id}-input`}
        type="search"
        name="SearchTerm"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={term}
        maxLength={100}
        autoComplete="off"
        placeholder={t('lbl_hdr_search_placeholder')}
        onChange={(event) => {
          setTerm(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      <button type="submit" className="search-box__submit">
        <SearchIcon size={18} />
        <span className="visually-hidden">{t('lbl_hdr_search')}</span>
      </button>
      <div
        id={`${id}-list`}
        role="listbox"
        aria-label={t('lbl_hdr_suggestions')}
        className="search-suggestions"
        hidden={!expanded}
      >
        {group(null, corrections, 0)}
        {group(t('lbl_hdr_suggested_products'), products, corrections.length)}
        {group(t('lbl_hdr_suggested_categories'), categories, corrections.length + products.length)}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {expanded ? plural(lang, suggestions.length, 'suggestions') : ''}
      </p>
    </form>
  );
}
