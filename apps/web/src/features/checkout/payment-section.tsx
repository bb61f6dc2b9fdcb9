// Payment method select (the contract's PAYMENT_METHOD: Credit Card default, online wallet, cash
// on delivery, spec §4), Place Order (disabled while a submit is in flight) and the dialogs it opens.
import { lazy, Suspense, useId, useRef } from 'react';
import { AttemptNoticeText } from './attempt-notice.tsx';
import { PAYMENT_METHOD } from '@bazaar/contract/constants';
import { useLabels } from '../../i18n/use-labels.ts';
import { useLanguage } from '../../i18n/language.ts';
import { useApi } from '../../lib/use-api.ts';
import { CardModal } from './card-modal.tsx';
import { ConfirmOrderDialog } from './confirm-order-dialog.tsx';
import { useCheckoutSubmit } from './use-checkout-submit.ts';
import { paymentMethodValue, type OrderDraft, type PaymentMethodValue } from './use-place-order.ts';
import { WalletModal } from './wallet-modal.tsx';

// Each provider's form is its own chunk, fetched (with its provider's script) only when used.
const StripeCardModal = lazy(() => import('./providers/stripe-card-modal.tsx'));
const PayPalModal = lazy(() => import('./providers/paypal-modal.tsx'));

export function PaymentSection({
  draft,
  amount,
  canPlace,
  holdReason = '',
  onMethodChange,
}: {
  draft: OrderDraft;
  /** The amount to pay, formatted (the server's discounted total, else its total). */
  amount: string;
  /** The server priced this cart and every line can be ordered. */
  canPlace: boolean;
  /** Why Place Order waits for the shopper (no delivery address chosen…), said beside it. */
  holdReason?: string;
  onMethodChange: (method: PaymentMethodValue) => void;
}) {
  const t = useLabels('Checkout');
  const selectId = useId();
  const holdId = useId();
  const methodChoice = useRef<HTMLSelectElement>(null);
  const focusAfterCard = useRef<HTMLElement | null>(null);
  const { data: offered } = useApi('getPaymentMethods', { languageCode: useLanguage() });
  const served = (id: number) => offered?.find((method) => method.PaymentMethodId === id);
  const providerOf = (id: number) => served(id)?.Provider ?? 'sandbox';
  const checkout = useCheckoutSubmit(draft, {
    card: providerOf(PAYMENT_METHOD.Card),
    wallet: providerOf(PAYMENT_METHOD.OnlineWallet),
  });
  // A real provider's method is named by what its sheet offers ("UPI, cards, netbanking …").
  const labelOf = (id: number, own: string) =>
    providerOf(id) !== 'sandbox' ? (served(id)?.PaymentMethodName ?? own) : own;
  const cardProvider = providerOf(PAYMENT_METHOD.Card);
  const walletProvider = providerOf(PAYMENT_METHOD.OnlineWallet);
  const methods: { value: PaymentMethodValue; label: string }[] = [
    {
      value: paymentMethodValue(PAYMENT_METHOD.Card),
      label: labelOf(PAYMENT_METHOD.Card, t('lbl_check_pay_card')),
    },
    {
      value: paymentMethodValue(PAYMENT_METHOD.OnlineWallet),
      label: labelOf(PAYMENT_METHOD.OnlineWallet, t('lbl_check_pay_wallet')),
    },
    { value: paymentMethodValue(PAYMENT_METHOD.CashOnDelivery), label: t('lbl_check_pay_cod') },
  ];

  return (
    <div className="payment-section">
      <div className="form-field">
        <label htmlFor={selectId}>{t('lbl_check_paymethod')}</label>
        <select
          id={selectId}
          ref={methodChoice}
          name="PaymentMethod"
          value={draft.PaymentMethod}
          disabled={checkout.busy}
          onChange={(event) => onMethodChange(event.target.value as PaymentMethodValue)}
        >
          {methods.map((method) => (
            <option key={method.value} value={method.value}>
              {method.label}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="btn btn--accent place-order"
        disabled={!canPlace || checkout.busy}
        aria-describedby={holdReason ? holdId : undefined}
        onClick={checkout.submit}
      >
        {checkout.busy && !checkout.placed ? t('lbl_check_placing') : t('lbl_check_placeorder')}
      </button>
      {holdReason && (
        <p id={holdId} className="checkout-warning" role="status">
          {holdReason}
        </p>
      )}
      <AttemptNoticeText notice={checkout.notice} />

      <ConfirmOrderDialog
        open={checkout.dialog === 'confirm'}
        amount={amount}
        onConfirm={checkout.confirmCashOnDelivery}
        onClose={checkout.closeDialog}
      />
      {cardProvider === 'stripe' ? (
        <Suspense fallback={null}>
          {checkout.dialog === 'card' && (
            <StripeCardModal
              open
              amount={amount}
              onClose={checkout.closeDialog}
              onToken={checkout.payByCard}
              returnFocus={focusAfterCard}
            />
          )}
        </Suspense>
      ) : (
        <CardModal
          open={checkout.dialog === 'card'}
          amount={amount}
          onClose={checkout.closeDialog}
          onToken={checkout.payByCard}
          // Another way to pay: the method choice gets focus when the card modal has closed.
          onOtherMethod={() => {
            focusAfterCard.current = methodChoice.current;
          }}
          returnFocus={focusAfterCard}
        />
      )}
      {walletProvider === 'paypal' ? (
        <Suspense fallback={null}>
          {checkout.dialog === 'wallet' && (
            <PayPalModal
              open
              cartJsonData={draft.cartJsonData}
              couponCode={draft.CouponCode}
              onClose={checkout.closeDialog}
              onApproved={(payPalOrderConfirmJson) =>
                checkout.placeWith({ payPalOrderConfirmJson })
              }
              onFailed={checkout.fail}
            />
          )}
        </Suspense>
      ) : (
        <WalletModal
          open={checkout.dialog === 'wallet'}
          cartJsonData={draft.cartJsonData}
          couponCode={draft.CouponCode}
          onClose={checkout.closeDialog}
          onApproved={(payPalOrderConfirmJson) => checkout.placeWith({ payPalOrderConfirmJson })}
          onFailed={checkout.fail}
        />
      )}
    </div>
  );
}
