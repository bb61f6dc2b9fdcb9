// What Place Order does (spec §4): cash on delivery asks for confirmation then places the order,
// a card opens the card modal, the online wallet the wallet modal. Success: straight to the
// order's confirmation page with the cart emptied (deviation 14; the spec goes home after 1 s). Any failure: the message (§8, or the server's own for a shopper
// outcome such as out of stock or a declined card), modals closed, the cart untouched, and the
// shopper can try again. A try whose outcome was unknown (network) is repeated as it was.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PAYMENT_METHOD } from '@bazaar/contract/constants';
import { t as message } from '@bazaar/i18n/messages';
import { useLanguage } from '../../i18n/language.ts';
import { paths } from '../../lib/paths.ts';
import { showToast } from '../../lib/toast.ts';
import { cartEmptied } from '../../entities/cart/cart-slice.ts';
import { useAppDispatch } from '../../store/hooks.ts';
import {
  paymentMethodValue,
  usePlaceOrder,
  type OrderDraft,
  type PaymentProof,
  type PlaceOutcome,
} from './use-place-order.ts';

export type OpenDialog = 'none' | 'confirm' | 'card' | 'wallet';

export function useCheckoutSubmit(draft: OrderDraft) {
  const lang = useLanguage();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { place, pending, hasOpenAttempt } = usePlaceOrder();
  const [dialog, setDialog] = useState<OpenDialog>('none');
  const [placed, setPlaced] = useState(false);

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

  const settle = (outcome: PlaceOutcome) => {
    setDialog('none');
    if (outcome.placed) {
      showConfirmation(outcome.orderNumber);
      return;
    }
    const { result } = outcome;
    // null: a second submit while the first is on its way, ignored. 401: the session guard
    // logs the shopper out and says so.
    if (!result || (!result.ok && result.status === 401)) return;
    fail(result.ok ? '' : result.errorMessage);
  };

  const placeWith = async (proof?: PaymentProof) => settle(await place(draft, proof));

  const submit = () => {
    if (pending || placed || dialog !== 'none') return;
    if (draft.PaymentMethod === paymentMethodValue(PAYMENT_METHOD.CashOnDelivery)) {
      setDialog('confirm');
      return;
    }
    // The last try of this very order got no answer: send it again as it was (same payment,
    // same Idempotency-Key) rather than paying a second time.
    if (hasOpenAttempt(draft)) {
      void placeWith();
      return;
    }
    setDialog(draft.PaymentMethod === paymentMethodValue(PAYMENT_METHOD.Card) ? 'card' : 'wallet');
  };

  return {
    dialog,
    closeDialog: () => setDialog('none'),
    submit,
    confirmCashOnDelivery: () => {
      setDialog('none');
      void placeWith();
    },
    placeWith,
    fail,
    busy: pending || placed,
    placed,
  };
}
