// Wishlist side panel 'My Wish List (count)': image, name (30 chars), quantity x price;
// Continue Shopping closes it and goes home after TIMING.wishlistContinue; Clear Wishlist.
// A modal <dialog> gives focus trapping and Escape for free.
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { TIMING, TRUNCATE } from '@bazaar/contract/constants';
import { paths } from '../../lib/paths.ts';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { formatPrice, truncate } from '../../lib/format.ts';
import { mediaUrl } from '../../lib/media.ts';
import { effectivePrice } from '../../lib/price.ts';
import { CloseIcon } from '../../components/icons.tsx';
import { wishlistCleared } from '../../store/cart-slice.ts';
import './wishlist-panel.css';

export default function WishlistPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const lang = useLanguage();
  const t = useLabels('Navbar');
  const tc = useLabels('Common');
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const items = useAppSelector((state) => state.cart.customerWishList);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const timer = useRef(0);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const continueShopping = () => {
    onClose();
    timer.current = window.setTimeout(
      () => void navigate(paths.home(lang)),
      TIMING.wishlistContinue,
    );
  };

  return (
    <dialog
      ref={dialogRef}
      id="wishlist-panel"
      className="wishlist-panel"
      aria-labelledby="wishlist-title"
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog box itself, outside the content) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="wishlist-panel__content">
        <div className="wishlist-panel__head">
          <h2 id="wishlist-title">
            {t('lbl_hdr_wishlist_title')} ({items.length})
          </h2>
          <button type="button" className="icon-button" onClick={onClose}>
            <CloseIcon />
            <span className="visually-hidden">{tc('lbl_cmn_close')}</span>
          </button>
        </div>
        {items.length === 0 ? (
          <p className="wishlist-panel__empty">{t('lbl_hdr_wishlist_empty')}</p>
        ) : (
          <ul className="wishlist-panel__items">
            {items.map((item) => (
              <li key={item.ProductId} className="wishlist-panel__item">
                {item.DefaultImage ? (
                  <img
                    src={mediaUrl(item.DefaultImage)}
                    alt={item.ProductName}
                    width={64}
                    height={64}
                    loading="lazy"
                  />
                ) : (
                  <span className="wishlist-panel__no-image" />
                )}
                <div>
                  <p className="wishlist-panel__name" dir="auto">
                    {truncate(item.ProductName, TRUNCATE.wishlistName)}
                  </p>
                  {/* An arithmetic expression: left to right in Arabic too. */}
                  <p className="wishlist-panel__qty">
                    <bdi dir="ltr">
                      {item.Quantity} x{' '}
                      {formatPrice(effectivePrice(item.Price, item.DiscountedPrice))}
                    </bdi>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
        <div className="wishlist-panel__actions">
          <button type="button" className="btn" onClick={continueShopping}>
            {t('lbl_hdr_continue_shopping')}
          </button>
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => dispatch(wishlistCleared())}
            disabled={items.length === 0}
          >
            {t('lbl_hdr_clear_wishlist')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
