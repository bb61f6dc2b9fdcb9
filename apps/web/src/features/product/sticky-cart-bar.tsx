// Phones only (CSS): the price and Add to cart pinned to the bottom of the screen while the
// page's own Add to cart is out of sight, so a shopper reading the reviews can still buy. It is
// not drawn for a product that cannot be added. While it shows, the floating buttons and toasts
// stand above it (--bottom-bar-size) and the page keeps room for it at its end (CSS).
import { useEffect, useState, type RefObject } from 'react';
import { Price } from '../../components/price.tsx';
import { CartIcon } from '../../components/icons.tsx';

export function StickyCartBar({
  mainButton,
  price,
  label,
  productName,
  onAdd,
}: {
  /** The page's own Add to cart: the bar stays away while it can be seen. */
  mainButton: RefObject<HTMLElement | null>;
  price: { price: number; discounted: number | null };
  label: string;
  productName: string;
  onAdd: () => void;
}) {
  const [mainInSight, setMainInSight] = useState(true);
  useEffect(() => {
    const button = mainButton.current;
    if (!button || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setMainInSight(entry.isIntersecting);
    });
    observer.observe(button);
    return () => observer.disconnect();
  }, [mainButton]);

  return (
    <div className="sticky-cart-bar" hidden={mainInSight} data-testid="sticky-cart-bar">
      <Price price={price.price} discounted={price.discounted} />
      <button
        type="button"
        className="btn sticky-cart-bar__add"
        onClick={onAdd}
        aria-label={`${label}: ${productName}`}
      >
        <CartIcon />
        <span>{label}</span>
      </button>
    </div>
  );
}
