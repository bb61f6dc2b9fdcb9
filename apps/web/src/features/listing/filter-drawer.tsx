// On a phone the sidebar is a "Filters" drawer: a modal <dialog> (focus kept inside, Escape
// closes, focus returns to the button that opened it). Choices apply at once, so the counts stay
// live; "Show N products" closes it onto the results.
import { useEffect, useRef, type ReactNode } from 'react';
import { fill } from '@bazaar/i18n/text';
import type { Lang } from '@bazaar/i18n/text';
import { useLabels } from '../../i18n/use-labels.ts';
import { CloseIcon } from '../../components/icons.tsx';

export function FilterDrawer({
  lang,
  open,
  onClose,
  total,
  children,
}: {
  lang: Lang;
  open: boolean;
  onClose: () => void;
  total: number | undefined;
  children: ReactNode;
}) {
  const t = useLabels('AllProducts');
  const tc = useLabels('Common');
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="filter-drawer"
      aria-labelledby="filter-drawer-title"
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog box itself, outside its content) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="filter-drawer__content">
        <div className="filter-drawer__head">
          <h2 id="filter-drawer-title">{t('lbl_lst_filters')}</h2>
          <button type="button" className="icon-button" onClick={onClose}>
            <CloseIcon />
            <span className="visually-hidden">{tc('lbl_cmn_close')}</span>
          </button>
        </div>
        <div className="filter-drawer__body">{children}</div>
        <div className="filter-drawer__foot">
          <button type="button" className="btn filter-drawer__apply" onClick={onClose}>
            {total === undefined
              ? t('lbl_lst_loading')
              : fill(lang, t('lbl_lst_show_products'), { n: total })}
          </button>
        </div>
      </div>
    </dialog>
  );
}
