// Categories mega-menu: a disclosure button opening on hover (mouse), click, Enter or Space;
// Escape closes it and returns focus to the button; leaving it with Tab closes it too. A click
// pins a menu that hovering opened (the pointer passes over the button before clicking it), and
// only a pinned menu closes on a second click; a hover-opened one closes when the pointer leaves.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { Lang } from '@bazaar/i18n/text';
import { paths } from '../../lib/paths.ts';
import { ChevronDownIcon } from '../../components/icons.tsx';
import type { MenuColumn } from './categories.ts';
import './mega-menu.css';

const HOVER_CLOSE_DELAY = 150;

export function MegaMenu({
  label,
  columns,
  lang,
  onNavigate,
}: {
  label: string;
  columns: MenuColumn[];
  lang: Lang;
  onNavigate?: () => void;
}) {
  const [open, setOpen] = useState<false | 'hover' | 'pinned'>(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef(0);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const openOnHover = () => {
    window.clearTimeout(closeTimer.current);
    setOpen((state) => state || 'hover');
  };
  const closeSoon = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(
      () => setOpen((state) => (state === 'hover' ? false : state)),
      HOVER_CLOSE_DELAY,
    );
  };
  const close = () => {
    setOpen(false);
    onNavigate?.();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <li
      className={open ? 'mega-menu is-open' : 'mega-menu'}
      onPointerEnter={(event) => event.pointerType === 'mouse' && openOnHover()}
      onPointerLeave={(event) => event.pointerType === 'mouse' && closeSoon()}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="navbar__link mega-menu__toggle"
        aria-expanded={Boolean(open)}
        aria-controls={panelId}
        onClick={() => setOpen((state) => (state === 'pinned' ? false : 'pinned'))}
      >
        {label}
        <ChevronDownIcon size={16} />
      </button>
      <div id={panelId} className="mega-menu__panel" hidden={!open}>
        <div className="mega-menu__columns">
          {columns.map((column) => (
            <div key={column.id} className="mega-menu__column">
              <Link
                className="mega-menu__title"
                to={paths.listing(lang, column.id, column.name)}
                onClick={close}
              >
                {column.title}
              </Link>
              <ul className="mega-menu__links">
                {column.links.map((link) => (
                  <li key={link.id}>
                    <Link to={paths.listing(lang, link.id, link.name)} onClick={close}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </li>
  );
}
