// Cart (/:lang/cart, spec §2): the stored lines priced by the server (usePricedCart), the
// totals box with Proceed to Checkout, the coupon form and Continue Shopping; an empty cart shows
// a way back to the shop. The store holds ids, choices and quantities only.
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { PricedCartProduct } from '@bazaar/contract/schemas/orders';
import { cartChoiceKey } from '@bazaar/contract/cart/line-choice';
import { CouponForm } from '../../entities/cart/coupon-form.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { CartIcon } from '../../components/icons.tsx';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { paths } from '../../lib/paths.ts';
import { usePricedCart } from '../../entities/cart/use-priced-cart.ts';
import { quantityChanged, removedFromCart } from '../../entities/cart/cart-slice.ts';
import { useAppDispatch } from '../../store/hooks.ts';
import { CartLineItem } from './cart-line.tsx';
import { CartTotals } from './cart-totals.tsx';
import { CartVariantsDialog } from './cart-variants-dialog.tsx';
import './cart-page.css';

export default function CartPage() {
  const t = useLabels('Cart');
  const lang = useLanguage();
  const dispatch = useAppDispatch();
  const priced = usePricedCart();
  const headingId = useId();
  const [variantsOf, setVariantsOf] = useState<PricedCartProduct | null>(null);
  const rows = priced.rows;

  return (
    <PageTitle title={t('lbl_cart_title')} description={t('lbl_cart_meta')}>
      {priced.lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="cart-layout">
          <section className="cart-lines" aria-labelledby={headingId}>
            <h2 id={headingId} className="visually-hidden">
              {t('lbl_cart_items')}
            </h2>
            {/* Column titles for sighted shoppers; each line names its own figures. */}
            <div className="cart-lines__head" aria-hidden="true">
              <span>{t('lbl_hdr_cart_prod')}</span>
              <span>{t('lbl_hdr_cart_price')}</span>
              <span>{t('lbl_hdr_cart_qty')}</span>
              <span>{t('lbl_hdr_cart_totl')}</span>
              <span />
            </div>
            {priced.failed && !priced.loading && (
              <div className="cart-lines__failed" role="alert">
                <p>{priced.error?.message || t('lbl_cart_failed')}</p>
                <button type="button" className="btn btn--ghost" onClick={priced.refetch}>
                  {t('lbl_cart_retry')}
                </button>
              </div>
            )}
            <ul className="cart-lines__list">
              {priced.lines.map((line) => {
                const key = cartChoiceKey(line);
                return (
                  <CartLineItem
                    key={key}
                    line={line}
                    product={rows.get(key)}
                    updating={!priced.current}
                    onQuantity={(quantity) => dispatch(quantityChanged({ key, quantity }))}
                    onRemove={() => dispatch(removedFromCart(key))}
                    onShowVariants={() => setVariantsOf(rows.get(key) ?? null)}
                  />
                );
              })}
            </ul>
            <Link to={paths.home(lang)} className="btn btn--ghost cart-lines__continue">
              {t('lbl_cart_cont_shop')}
            </Link>
          </section>
          <div className="cart-side">
            <CartTotals priced={priced} />
            <CouponForm cartJsonData={priced.cartJsonData} />
          </div>
        </div>
      )}
      <CartVariantsDialog product={variantsOf} onClose={() => setVariantsOf(null)} />
    </PageTitle>
  );
}

function EmptyCart() {
  const t = useLabels('Cart');
  const lang = useLanguage();
  return (
    <div className="cart-empty">
      <span className="cart-empty__icon">
        <CartIcon size={48} />
      </span>
      <h2 className="cart-empty__title">{t('lbl_cart_empty_title')}</h2>
      <p>{t('lbl_cart_empty_text')}</p>
      <Link to={paths.listing(lang)} className="btn">
        {t('lbl_cart_start_shopping')}
      </Link>
    </div>
  );
}
