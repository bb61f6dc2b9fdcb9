// The card modal when Stripe takes cards (PAYMENT_CARD_PROVIDER=stripe). Loaded lazily, so
// Stripe.js (`loadStripe`, which adds js.stripe.com's script) is fetched only on checkout and
// only for this provider. The card is typed into Stripe's own card element (an iframe: the
// number never touches our page; postal code hidden, spec §7), turned into a PaymentMethod by
// Stripe.js, and only its id goes on with the order as paymentToken; the server charges it
// for its own amount. A refusal keeps the modal open with the reason, the card cleared.
import { useState } from 'react';
import { loadStripe, type Stripe, type StripeElementLocale } from '@stripe/stripe-js';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { useLanguage } from '../../../i18n/language.ts';
import { useLabels } from '../../../i18n/use-labels.ts';
import { useApi } from '../../../lib/use-api.ts';
import { CheckoutDialog } from '../checkout-dialog.tsx';

const stripes = new Map<string, Promise<Stripe | null>>();
/** One Stripe.js per key for the page's life (loadStripe adds its script once). */
const stripeFor = (key: string) => {
  let stripe = stripes.get(key);
  if (!stripe) stripes.set(key, (stripe = loadStripe(key)));
  return stripe;
};

interface Props {
  open: boolean;
  amount: string;
  onClose: () => void;
  /** Places the order with the PaymentMethod id; answers the refusal, else null. */
  onToken: (paymentToken: string) => Promise<string | null>;
  returnFocus?: { current: HTMLElement | null };
}

export default function StripeCardModal(props: Props) {
  const t = useLabels('CardSection');
  const lang = useLanguage();
  const { data } = useApi('getStripePublicKey', {});
  const key = (data as { strpK?: string } | undefined)?.strpK;
  return (
    <CheckoutDialog
      open={props.open}
      onClose={props.onClose}
      title={t('lbl_card_title')}
      returnFocus={props.returnFocus}
    >
      <p className="checkout-dialog__amount">
        {t('lbl_card_amount')}: <strong dir="ltr">{props.amount}</strong>
      </p>
      {key && props.open && (
        <Elements stripe={stripeFor(key)} options={{ locale: lang as StripeElementLocale }}>
          <StripeCardForm {...props} />
        </Elements>
      )}
    </CheckoutDialog>
  );
}

function StripeCardForm({ onToken, onClose }: Props) {
  const t = useLabels('CardSection');
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState('');

  const pay = async () => {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || busy) return;
    setBusy(true);
    setRefusal('');
    const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card });
    // Stripe.js says what is wrong with the card in the shopper's language (locale above).
    const refused = paymentMethod ? await onToken(paymentMethod.id) : (error.message ?? '');
    setBusy(false);
    if (refused !== null) {
      setRefusal(refused);
      card.clear();
      card.focus();
    }
  };

  return (
    <form
      noValidate
      className="card-form"
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
    >
      <div className="form-field form-field--wide">
        <span className="form-field__label">{t('lbl_card_number')}</span>
        <div className="stripe-card-element">
          <CardElement options={{ hidePostalCode: true }} />
        </div>
        {refusal && (
          <p className="form-field__error" role="alert">
            {refusal}
          </p>
        )}
      </div>
      <div className="checkout-dialog__actions form-field--wide">
        <button type="submit" className="btn" disabled={!stripe || busy}>
          {busy ? t('lbl_card_paying') : t('lbl_card_pay')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onClose} disabled={busy}>
          {t('lbl_card_cancel')}
        </button>
      </div>
    </form>
  );
}
