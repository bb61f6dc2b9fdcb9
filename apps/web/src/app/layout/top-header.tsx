// Top strip: About, FAQ's, Contact, Become Seller; the Wishlist toggle; the language selector.
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { isLanguageCode } from '@bazaar/contract/constants';
import { LANGS, type Lang } from '@bazaar/i18n/text';
import { paths } from '../../lib/paths.ts';
import { reloadInLanguage, useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { setLangCode } from '../../store/common-slice.ts';
import { GlobeIcon, HeartIcon } from '../../components/icons.tsx';
import './top-header.css';

/** The strip's links: the page each opens and its label. */
const TOP_LINKS = [
  ['about', 'lbl_hdr_about'],
  ['faq', 'lbl_hdr_faq'],
  ['contact', 'lbl_hdr_contact'],
  ['becomeSeller', 'lbl_hdr_become_seller'],
] as const;

/** Language names are shown in their own language, so they are not translated. */
const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', ar: 'العربية' };

export function TopHeader({
  wishlistOpen,
  onToggleWishlist,
}: {
  wishlistOpen: boolean;
  onToggleWishlist: () => void;
}) {
  const lang = useLanguage();
  const t = useLabels('Navbar');
  const dispatch = useAppDispatch();
  const wishCount = useAppSelector((state) => state.cart.customerWishList.length);
  const keyboardStep = useRef(false);
  const [shown, setShown] = useState<string>(lang);
  const choose = (next: string) => {
    if (!isLanguageCode(next) || next === lang) return;
    dispatch(setLangCode(next));
    reloadInLanguage(next);
  };

  return (
    <div className="top-header">
      <div className="container top-header__inner">
        <nav aria-label={t('lbl_hdr_top_links')}>
          <ul className="top-header__links">
            {TOP_LINKS.map(([page, label]) => (
              <li key={page}>
                <Link to={paths[page](lang)}>{t(label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="top-header__tools">
          <button
            type="button"
            className="top-header__wishlist"
            aria-expanded={wishlistOpen}
            aria-controls="wishlist-panel"
            onClick={onToggleWishlist}
          >
            <HeartIcon size={18} />
            <span>{t('lbl_hdr_wishlist')}</span>
            <span className="top-header__badge">{wishCount}</span>
          </button>
          <div className="top-header__language">
            <GlobeIcon size={18} />
            <label htmlFor="language-select" className="visually-hidden">
              {t('lbl_hdr_language')}
            </label>
            <select
              id="language-select"
              value={shown}
              // WCAG 3.2.2: an arrow key on the closed select only moves the choice; the page
              // reloads on an explicit one (a click in the list, Enter), never on the way there.
              onKeyDown={(event) => {
                if (event.key === 'Enter') choose(event.currentTarget.value);
                else keyboardStep.current = event.key.startsWith('Arrow');
              }}
              onChange={(event) => {
                setShown(event.target.value);
                if (!keyboardStep.current) choose(event.target.value);
              }}
              onBlur={() => {
                keyboardStep.current = false;
                setShown(lang);
              }}
            >
              {LANGS.map((code) => (
                <option key={code} value={code} lang={code}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
    </div>
  );
}
