// Cart Totals (spec §2): subtotal, shipping and total as the server answered them, shown 500 ms
// after its answer (usePricedCart), and Proceed to Checkout, held back until the server says
// every line can be ordered as asked. An applied coupon priced for this very cart shows its
// discount and the one total after it; the free-delivery threshold says what is left to add.
import { useId } from 'react';
import { Link } from 'react-router';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { formatPrice } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import type { PricedCart } from '../../entities/cart/use-priced-cart.ts';
import { useAppliedCoupon } from '../../entities/cart/coupon-slice.ts';
import { FreeDeliveryNote } from './free-delivery-note.tsx';

export function CartTotals({ priced }: { priced: PricedCart }) {
  const t = useLabels('Cart');
  const lang = useLanguage();
  const headingId = useId();
  const blockedId = useId();
  const { totals } = priced;
  const applied = useAppliedCoupon();
  const coupon = applied && applied.pricedFor === priced.cartJsonData ? applied : null;
  // Waiting for figures is not a reason to name: only the server's "invalid" is.
  const blocked = priced.current && priced.cart?.isValid === false;
  const figure = (amount: number | undefined) =>
    amount === undefined ? <span className="cart-totals__pending">…</span> : formatPrice(amount);

  return (
    <section className="cart-totals" aria-labelledby={headingId}>
      <h2 id={headingId} className="cart-totals__title">
        {t('lbl_cart_total')}
      </h2>
      <dl className="cart-totals__list" aria-busy={!priced.current || totals === undefined}>
        <div>
          <dt>{t('lbl_cart_subtotal')}</dt>
          <dd data-testid="cart-subtotal">{figure(totals?.cartSubTotal)}</dd>
        </div>
        <div>
          <dt>{t('lbl_cart_shipping')}</dt>
          <dd data-testid="cart-shipping">
            {totals?.shippingSubTotal === 0 ? t('lbl_cart_free') : figure(totals?.shippingSubTotal)}
          </dd>
        </div>
        {coupon && (
          <div>
            <dt>{t('lbl_coupon_discount')}</dt>
            <dd data-testid="cart-discount">
              <bdi dir="ltr">−{formatPrice(coupon.discountAmount)}</bdi>
            </dd>
          </div>
        )}
        <div className="cart-totals__grand">
          <dt>{t('lbl_cart_total_2')}</dt>
          <dd data-testid="cart-total">
            {figure(coupon && totals ? coupon.totalAfterDiscount : totals?.orderTotal)}
          </dd>
        </div>
      </dl>
      <p className="cart-totals__taxes">{t('lbl_cart_incl_taxes')}</p>
      <FreeDeliveryNote cart={priced.current ? priced.cart : undefined} />
      {blocked && (
        <p id={blockedId} className="cart-totals__blocked" role="alert">
          {t('lbl_cart_blocked')}
        </p>
      )}
      {priced.canCheckout ? (
        <Link to={paths.checkout(lang)} className="btn cart-totals__checkout">
          {t('lbl_cart_proc_check')}
        </Link>
      ) : (
        // Not a link while held back: a disabled button says so to every shopper.
        <button
          type="button"
          className="btn cart-totals__checkout"
          disabled
          aria-describedby={blocked ? blockedId : undefined}
        >
          {t('lbl_cart_proc_check')}
        </button>
      )}
    </section>
  );
}
