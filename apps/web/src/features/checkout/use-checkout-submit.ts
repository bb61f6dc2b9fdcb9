// What Place Order does (spec §4): cash on delivery asks for confirmation then places the order,
// a card opens the card modal, the online wallet the wallet modal. Success: straight to the
// order's confirmation page with the cart emptied (deviation 14; the spec goes home after 1 s).
// A card refused (declined, no funds) keeps the card modal open with the reason beside its
// fields; any other failure: the message (§8, or the server's own for a shopper outcome such as
// out of stock), modals closed, the cart untouched. No answer at all: the server is asked what
// became of the attempt and the order is shown if it was placed (use-attempt-recovery.ts); the
// same cart paid again reuses its key.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PAYMENT_METHOD } from '@bazaar/contract/constants';
import { t as message } from '@bazaar/i18n/messages';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { paths } from '../../lib/paths.ts';
import { showToast } from '../../lib/toast.ts';
import { cartEmptied } from '../../entities/cart/cart-slice.ts';
import { useAppDispatch } from '../../store/hooks.ts';
import { useMutation } from '../../lib/use-mutation.ts';
import { payInRazorpay } from './razorpay/razorpay-checkout.ts';
import { purchaseFingerprint } from './open-attempt.ts';
import { useAttemptRecovery } from './use-attempt-recovery.ts';
import {
  outcomeUnknown,
  paymentMethodValue,
  usePlaceOrder,
  type OrderDraft,
  type PaymentProof,
  type PlaceOutcome,
} from './use-place-order.ts';

export type OpenDialog = 'none' | 'confirm' | 'card' | 'wallet' | 'provider';

/** Who takes each online method's payment (get-payment-methods' Provider; sandbox if unsaid). */
export interface MethodProviders {
  card: string;
  wallet: string;
}

/** Refusals of the card itself: said beside the card's fields, the modal kept open. */
const CARD_REFUSALS: ReadonlySet<string> = new Set([
  'cardDeclined',
  'insufficientFunds',
  'cardNumberInvalid',
  'cardExpiryInvalid',
  'cardExpired',
  'cardCvcInvalid',
  'paymentTokenInvalid',
]);

export function useCheckoutSubmit(
  draft: OrderDraft,
  providers: MethodProviders = { card: 'sandbox', wallet: 'sandbox' },
) {
  const lang = useLanguage();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { place, pending, hasOpenAttempt, endAttempt } = usePlaceOrder();
  const recovery = useAttemptRecovery(purchaseFingerprint(draft), endAttempt);
  const checkoutOrder = useMutation('createPaymentCheckout');
  const siteName = useLabels('Common');
  const checkoutLabel = useLabels('Checkout');
  const [dialog, setDialog] = useState<OpenDialog>('none');
  const [placed, setPlaced] = useState(false);
  const [checking, setChecking] = useState(false);

  /** The order exists: its confirmation replaces the checkout (Back does not pay again). */
  const showConfirmation = (orderNumber: string | undefined) => {
    setPlaced(true);
    const to = orderNumber ? paths.orderConfirmation(lang, orderNumber) : paths.ordersHistory(lang);
    void navigate(to, { replace: true });
    dispatch(cartEmptied());
  };

  const fail = (errorMessage: string) => {
    setDialog('none');
    showToast('error', errorMessage || message(lang, 'genericError'));
  };

  const settle = async (outcome: PlaceOutcome) => {
    setDialog('none');
    if (outcome.placed) {
      showConfirmation(outcome.orderNumber);
      return;
    }
    const { result, key } = outcome;
    // null: a second submit while the first is on its way, ignored. 401: the session guard
    // logs the shopper out and says so.
    if (!result || (!result.ok && result.status === 401)) return;
    if (outcomeUnknown(result)) return recovery.afterLostAnswer(key, fail);
    fail(result.ok ? '' : result.errorMessage);
  };

  const placeWith = async (proof?: PaymentProof) => settle(await place(draft, proof));

  /** Pays by card; a refusal of the card comes back as its message and the modal stays open. */
  const payByCard = async (paymentToken: string): Promise<string | null> => {
    const outcome = await place(draft, { paymentToken });
    const result = outcome.placed ? null : outcome.result;
    const refusal = result && !result.ok ? result.envelope?.messageId : undefined;
    if (result && !result.ok && refusal && CARD_REFUSALS.has(refusal)) return result.errorMessage;
    await settle(outcome);
    return null;
  };

  /** Razorpay: the server's order for this cart, its sheet, then the order with its proof. */
  const payWithRazorpay = async () => {
    setDialog('provider');
    const made = await checkoutOrder.mutate({
      cartJsonData: draft.cartJsonData,
      CouponCode: draft.CouponCode,
      PaymentMethod: draft.PaymentMethod === paymentMethodValue(PAYMENT_METHOD.Card) ? '5' : '2',
    });
    if (!made.ok) {
      if (made.status !== 401) fail(made.errorMessage);
      else setDialog('none');
      return;
    }
    const { Key, OrderId, AmountPaise, Currency } = made.data;
    try {
      const proof = OrderId
        ? await payInRazorpay({
            key: Key,
            orderId: OrderId,
            amountPaise: AmountPaise,
            currency: Currency,
            shopName: siteName('lbl_cmn_site_name'),
            prefill: {},
          })
        : null;
      if (proof) await placeWith({ razorpay: proof });
      else setDialog('none');
    } catch {
      fail(checkoutLabel('lbl_check_sheet_unavailable'));
    }
  };

  const openPayment = () => {
    const method = draft.PaymentMethod;
    if (method === paymentMethodValue(PAYMENT_METHOD.CashOnDelivery)) {
      setDialog('confirm');
      return;
    }
    const card = method === paymentMethodValue(PAYMENT_METHOD.Card);
    if ((card ? providers.card : providers.wallet) === 'razorpay') {
      void payWithRazorpay();
      return;
    }
    setDialog(card ? 'card' : 'wallet');
  };

  const submit = async () => {
    if (pending || placed || checking || dialog !== 'none') return;
    setChecking(true);
    try {
      // A kept attempt of this cart may have made the order: never invite a second payment.
      if (!(await recovery.mayPayAgain())) return;
    } finally {
      setChecking(false);
    }
    // The last try of this very order got no answer here: send it again as it was (same
    // payment, same Idempotency-Key) rather than paying a second time.
    if (hasOpenAttempt(draft)) return placeWith();
    openPayment();
  };

  return {
    dialog,
    closeDialog: () => setDialog('none'),
    submit: () => void submit(),
    confirmCashOnDelivery: () => {
      setDialog('none');
      void placeWith();
    },
    placeWith,
    payByCard,
    fail,
    notice: recovery.notice,
    busy: pending || placed || checking || dialog === 'provider',
    placed,
  };
}
