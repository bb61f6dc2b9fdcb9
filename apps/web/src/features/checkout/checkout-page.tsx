// Checkout (/:lang/checkout, spec §2/§4/§6): a visit without a signed-in shopper goes to login,
// one with an empty cart goes home with 'Your cart is empty'. Otherwise the delivery address
// (issue #19 item 4: chosen from the address book, which is read again here), order notes, the server-priced order table, the coupon, the payment method and
// Place Order. The checks are made on arrival only: leaving after an order (the cart is emptied
// on the way home) or after a logout is the business of whoever moved on.
import { useEffect, useId, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { DEFAULT_PAYMENT_METHOD } from '@bazaar/contract/constants';
import { t as message } from '@bazaar/i18n/messages';
import type { UserRow } from '@bazaar/contract/schemas/accounts';
import { selectCartIsEmpty } from '../../entities/cart/cart-slice.ts';
import { CouponForm } from '../../entities/cart/coupon-form.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { ToLogin } from '../../components/to-login.tsx';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { formatPrice } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import { showToast } from '../../lib/toast.ts';
import { useAppSelector } from '../../store/hooks.ts';
import { useAddressBook } from '../../entities/address/use-address-book.ts';
import { DeliveryAddressSection } from './delivery-address-section.tsx';
import { cartNeedsAddress, chosenAddressId, deliveryHold } from './delivery-choice.ts';
import { OrderTable } from './order-table.tsx';
import { PaymentSection } from './payment-section.tsx';
import { useCheckoutCart } from './use-checkout-cart.ts';
import { paymentMethodValue, type PaymentMethodValue } from './use-place-order.ts';
import '../../components/form-field.css';
import './checkout.css';
import './checkout-dialog.css';

export default function CheckoutPage() {
  const lang = useLanguage();
  const { user, loggedIn } = useAppSelector((state) => state.user);
  const hasLines = !useAppSelector(selectCartIsEmpty);
  const [arrival] = useState({ loggedIn, hasLines });
  // Login brings the shopper back here, cart and all (deviation 12).
  if (!arrival.loggedIn) return <ToLogin />;
  if (!arrival.hasLines) return <CartEmpty to={paths.home(lang)} />;
  return loggedIn && user ? <CheckoutForm user={user} /> : null;
}

function CartEmpty({ to }: { to: string }) {
  const lang = useLanguage();
  useEffect(() => showToast('error', message(lang, 'cartEmpty')), [lang]);
  return <Navigate to={to} replace />;
}

function CheckoutForm({ user }: { user: UserRow }) {
  const t = useLabels('Checkout');
  const tc = useLabels('Common');
  const lang = useLanguage();
  const notesId = useId();
  const [note, setNote] = useState('');
  const [method, setMethod] = useState<PaymentMethodValue>(
    paymentMethodValue(DEFAULT_PAYMENT_METHOD),
  );
  const priced = useCheckoutCart();
  const { cart, coupon } = priced;
  const payable =
    coupon && coupon.totalAfterDiscount > 0 ? coupon.totalAfterDiscount : cart?.orderTotal;
  const book = useAddressBook();
  const [picked, setPicked] = useState<number | null>(null);
  // Until the cart is priced, assume something is shipped (Place Order waits for it anyway).
  const needsAddress = cart ? cartNeedsAddress(cart.productsData) : true;
  const chosen = book.addresses ? chosenAddressId(book.addresses, picked) : null;
  const hold = deliveryHold(needsAddress, book.addresses, chosen);
  const holdReason = {
    none: '',
    loading: '',
    choose: t('lbl_check_hold_choose'),
    fix: t('lbl_check_hold_fix'),
  }[hold];

  return (
    <PageTitle title={tc('lbl_cmn_checkout')} description={t('lbl_check_meta')}>
      <div className="checkout-columns">
        <div className="checkout-column">
          <DeliveryAddressSection
            email={user.EmailAddress}
            needsAddress={needsAddress}
            book={book}
            chosen={chosen}
            onChoose={setPicked}
          />
          <section className="checkout-card" aria-labelledby={notesId}>
            <h2 id={notesId}>{t('lbl_check_ordernotes')}</h2>
            <label htmlFor={`${notesId}-field`} className="visually-hidden">
              {t('lbl_check_ordernotes')}
            </label>
            <textarea
              id={`${notesId}-field`}
              className="checkout-notes"
              name="OrderNote"
              rows={4}
              maxLength={1000}
              placeholder={t('lbl_check_ordernotes_hint')}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </section>
        </div>
        <section className="checkout-card" aria-labelledby="checkout-order">
          <h2 id="checkout-order">{t('lbl_check_yrorder')}</h2>
          {cart ? (
            <OrderTable cart={cart} discountedTotal={coupon ? coupon.totalAfterDiscount : null} />
          ) : (
            <p role="status">
              {priced.failed ? t('lbl_check_load_failed') : t('lbl_check_loading_order')}
            </p>
          )}
          {priced.failed && (
            <button type="button" className="btn btn--ghost" onClick={priced.refetch}>
              {tc('lbl_cmn_retry')}
            </button>
          )}
          {cart && !cart.isValid && (
            <p className="checkout-warning" role="alert">
              {t('lbl_check_unavailable')}{' '}
              <Link to={paths.cart(lang)}>{t('lbl_check_back_to_cart')}</Link>
            </p>
          )}
          <CouponForm cartJsonData={priced.cartJsonData} />
          <PaymentSection
            draft={{
              UserID: user.UserID,
              OrderNote: note,
              cartJsonData: priced.cartJsonData,
              CouponCode: coupon?.code ?? '',
              PaymentMethod: method,
              ...(needsAddress && chosen !== null ? { AddressId: chosen } : {}),
            }}
            amount={payable === undefined ? '' : formatPrice(payable)}
            canPlace={priced.canCheckout && hold === 'none'}
            holdReason={holdReason}
            onMethodChange={setMethod}
          />
        </section>
      </div>
    </PageTitle>
  );
}
