// Wishlist side panel 'My Wish List (count)' (spec §2): image, name (30 chars), quantity x price,
// remove one, Move to cart (the §5 add-to-cart checks: the cart entity's card actions), or
// "Out of stock" instead for an item the server says is sold out (get-products-list-by-ids);
// Continue Shopping closes it and goes home after TIMING.wishlistContinue; Clear Wishlist.
// A modal <dialog> traps focus and closes on Escape; on closing, focus returns to the control
// that opened it (the header's Wishlist toggle). A new page closes it.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { TIMING, TRUNCATE } from '@bazaar/contract/constants';
import { paths } from '../../lib/paths.ts';
import { Thumb } from '../../components/thumb.tsx';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { formatPrice, truncate } from '../../lib/format.ts';
import { mediaUrl } from '@bazaar/contract/links';
import { effectivePrice } from '../../lib/price.ts';
import { CartIcon, CloseIcon } from '../../components/icons.tsx';
import { moveToCart as moveChecked } from '../../entities/cart/card-actions.ts';
import {
  removedFromWishlist,
  selectWishlist,
  wishlistCleared,
  type WishlistItem,
} from '../../entities/cart/cart-slice.ts';
import { useCardContext } from '../../entities/cart/use-card-context.ts';
import { useApi } from '../../lib/use-api.ts';
import './wishlist-panel.css';

export default function WishlistPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const lang = useLanguage();
  const t = useLabels('Wishlist');
  const tc = useLabels('Common');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = useAppSelector(selectWishlist);
  const dispatch = useAppDispatch();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const timer = useRef(0);
  // Whether each item can still be bought, asked while the panel is open.
  const ids = items.map((item) => item.ProductId).join(',');
  const stock = useApi('getProductsByIds', { ProductsIds: ids }, { enabled: open && ids !== '' });
  const soldOut = new Set(
    (stock.data ?? []).filter((row) => row.InStock === false).map((row) => row.ProductId),
  );

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // A link or a Move to cart that needs a choice leads to another page: the panel goes away.
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current !== pathname && dialogRef.current?.open) dialogRef.current.close();
    shownAt.current = pathname;
  }, [pathname]);

  const continueShopping = () => {
    dialogRef.current?.close();
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
      onClose={() => {
        onClose();
        opener.current?.focus();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog box itself, outside the content) closes it.
        if (event.target === event.currentTarget) dialogRef.current?.close();
      }}
    >
      <div className="wishlist-panel__content">
        <div className="wishlist-panel__head">
          <h2 id="wishlist-title">
            {t('lbl_wishlist_title')} ({items.length})
          </h2>
          <button type="button" className="icon-button" onClick={() => dialogRef.current?.close()}>
            <CloseIcon />
            <span className="visually-hidden">{tc('lbl_cmn_close')}</span>
          </button>
        </div>
        {items.length === 0 ? (
          <p className="wishlist-panel__empty">{t('lbl_wishlist_empty')}</p>
        ) : (
          <ul className="wishlist-panel__items">
            {items.map((item) => (
              <WishlistEntry
                key={item.ProductId}
                item={item}
                soldOut={soldOut.has(item.ProductId)}
                onRemove={() => dispatch(removedFromWishlist(item.ProductId))}
              />
            ))}
          </ul>
        )}
        <div className="wishlist-panel__actions">
          <button type="button" className="btn" onClick={continueShopping}>
            {t('lbl_wishlist_contshop')}
          </button>
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => dispatch(wishlistCleared())}
            disabled={items.length === 0}
          >
            {t('lbl_wishlist_clrlist')}
          </button>
        </div>
      </div>
    </dialog>
  );
}

function WishlistEntry({
  item,
  soldOut,
  onRemove,
}: {
  item: WishlistItem;
  soldOut: boolean;
  onRemove: () => void;
}) {
  const t = useLabels('Wishlist');
  const tc = useLabels('Common');
  const context = useCardContext();
  const [moving, setMoving] = useState(false);
  const name = truncate(item.ProductName, TRUNCATE.wishlistName);

  const moveToCart = async () => {
    if (moving) return;
    setMoving(true);
    try {
      await moveChecked(item, context.current);
    } finally {
      setMoving(false);
    }
  };

  return (
    <li className="wishlist-panel__item">
      <Thumb src={mediaUrl(item.DefaultImage)} size={64} lazy />
      <div className="wishlist-panel__info">
        <p className="wishlist-panel__name" dir="auto">
          {name}
        </p>
        {/* An arithmetic expression: left to right in Arabic too. */}
        <p className="wishlist-panel__qty">
          <bdi dir="ltr">
            {item.Quantity} x {formatPrice(effectivePrice(item.Price, item.DiscountedPrice))}
          </bdi>
        </p>
        <div className="wishlist-panel__buttons">
          {soldOut ? (
            <span className="wishlist-panel__sold-out">{tc('lbl_cmn_out_of_stock')}</span>
          ) : (
            <button
              type="button"
              className="btn btn--ghost wishlist-panel__move"
              onClick={() => void moveToCart()}
              disabled={moving}
            >
              <CartIcon size={16} />
              {t('lbl_wishlist_move')}
              <span className="visually-hidden">: {item.ProductName}</span>
            </button>
          )}
          <button type="button" className="link-button wishlist-panel__remove" onClick={onRemove}>
            {t('lbl_wishlist_remove')}
            <span className="visually-hidden">: {item.ProductName}</span>
          </button>
        </div>
      </div>
    </li>
  );
}
