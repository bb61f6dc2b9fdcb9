// Main navbar: logo, Home, All Products, Categories mega-menu, search and account area.
// Sticky after TIMING.stickyThresholdPx; a placeholder keeps its height so nothing jumps.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { TIMING } from '@bazaar/contract/constants';
import { paths } from '../../lib/paths.ts';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { mediaUrl } from '@bazaar/contract/links';
import { CloseIcon, MenuIcon } from '../../components/icons.tsx';
import { useScrolledPast } from './use-scrolled-past.ts';
import { buildMenuColumns, type CategoryRow } from './categories.ts';
import { MegaMenu } from './mega-menu.tsx';
import { SearchBox } from './search-box.tsx';
import { AccountArea } from './account-area.tsx';
import './navbar.css';

export function Navbar({ logo, categories }: { logo: string; categories: CategoryRow[] }) {
  const lang = useLanguage();
  const t = useLabels('Navbar');
  const tc = useLabels('Common');
  const { pathname } = useLocation();
  const sticky = useScrolledPast(TIMING.stickyThresholdPx);
  const [menuOpen, setMenuOpen] = useState(false);
  const [height, setHeight] = useState(0);
  const barRef = useRef<HTMLDivElement>(null);
  const columns = useMemo(() => buildMenuColumns(categories, lang), [categories, lang]);

  // The slot always holds the bar's in-flow height, measured before it turns fixed: set only at
  // the switch, the first frame would lay out without it and the page would jump by that much.
  useLayoutEffect(() => {
    const bar = barRef.current;
    if (!bar || sticky) return;
    const measure = () => setHeight(bar.offsetHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    return () => observer.disconnect();
  }, [sticky]);
  // A route change (a menu link, the logo) closes the mobile menu.
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);

  return (
    <div className="navbar-slot" style={height ? { minBlockSize: height } : undefined}>
      <div ref={barRef} className={sticky ? 'navbar is-sticky' : 'navbar'}>
        <div className="container navbar__inner">
          <Link to={paths.home(lang)} className="navbar__logo">
            {logo ? (
              <img src={mediaUrl(logo)} alt={t('lbl_hdr_logo_alt')} width={160} height={44} />
            ) : (
              <span className="navbar__wordmark">
                <span className="visually-hidden">{t('lbl_hdr_logo_alt')}</span>
                <span aria-hidden="true">{tc('lbl_cmn_site_name')}</span>
              </span>
            )}
          </Link>
          <button
            type="button"
            className="navbar__menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="main-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
            <span className="visually-hidden">{t('lbl_hdr_menu')}</span>
          </button>
          <nav
            id="main-menu"
            className={menuOpen ? 'navbar__nav is-open' : 'navbar__nav'}
            aria-label={t('lbl_hdr_main_nav')}
          >
            <ul className="navbar__list">
              <li>
                <NavLink to={paths.home(lang)} end className="navbar__link">
                  {t('lbl_hdr_home')}
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.listing(lang)} className="navbar__link">
                  {t('lbl_hdr_all_products')}
                </NavLink>
              </li>
              <MegaMenu
                label={t('lbl_hdr_categories')}
                columns={columns}
                lang={lang}
                onNavigate={() => setMenuOpen(false)}
              />
            </ul>
          </nav>
          <SearchBox />
          <AccountArea />
        </div>
      </div>
    </div>
  );
}
