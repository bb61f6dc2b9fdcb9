// Header search: runs only for a trimmed term longer than one character and goes to the
// listing with ?SearchTerm= by a full reload, as the spec asks (§2).
import { useId, useState, type FormEvent } from 'react';
import { searchHref } from './search.ts';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { SearchIcon } from '../../components/icons.tsx';

export function SearchBox() {
  const lang = useLanguage();
  const t = useLabels('Navbar');
  const inputId = useId();
  const [term, setTerm] = useState(
    () => new URLSearchParams(window.location.search).get('SearchTerm') ?? '',
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const href = searchHref(lang, term);
    if (href) window.location.assign(href);
  };

  return (
    <form className="search-box" role="search" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('lbl_hdr_search_label')}
      </label>
      <input
        id={inputId}
        type="search"
        name="SearchTerm"
        value={term}
        maxLength={100}
        autoComplete="off"
        placeholder={t('lbl_hdr_search_placeholder')}
        onChange={(event) => setTerm(event.target.value)}
      />
      <button type="submit" className="search-box__submit">
        <SearchIcon size={18} />
        <span className="visually-hidden">{t('lbl_hdr_search')}</span>
      </button>
    </form>
  );
}
