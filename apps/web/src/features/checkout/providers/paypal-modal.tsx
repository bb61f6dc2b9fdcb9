// The online wallet when PayPal takes it (PAYMENT_WALLET_PROVIDER=paypal). Loaded lazily, so
// PayPal's script (www.paypal.com/sdk/js, added by @paypal/react-paypal-js) is fetched only on
// checkout and only for this provider. On opening, the server makes the PayPal order for its
// own amount of this cart (payments/checkout); PayPal's buttons open that order, and once the
// shopper approved it the order is placed with only its id as payPalOrderConfirmJson: the
// server captures it and reads the amount, currency and payee back from PayPal itself.
import { useEffect, useState } from 'react';
import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';
import type { CheckoutAnswer } from '@bazaar/contract/schemas/orders';
import { useLabels } from '../../../i18n/use-labels.ts';
import { useMutation } from '../../../lib/use-mutation.ts';
import { CheckoutDialog } from '../checkout-dialog.tsx';
import type { WalletModalProps } from '../wallet-modal.tsx';

export default function PayPalModal({
  open,
  cartJsonData,
  couponCode,
  onClose,
  onApproved,
  onFailed,
}: WalletModalProps) {
  const t = useLabels('Checkout');
  const create = useMutation('createPaymentCheckout');
  const [checkout, setCheckout] = useState<CheckoutAnswer | null>(null);
  const [placing, setPlacing] = useState(false);

  useEffect(() => {
    if (!open) {
      setCheckout(null);
      setPlacing(false);
      return;
    }
    void create
      .mutate({ PaymentMethod: 2, cartJsonData, CouponCode: couponCode })
      .then((result) => {
        if (!result.ok) {
          if (result.status !== 401) onFailed(result.errorMessage);
          return;
        }
        setCheckout(result.data);
      });
    // One PayPal order per opening, for the cart and coupon it was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const orderId = checkout?.OrderId;
  return (
    <CheckoutDialog
      open={open}
      onClose={onClose}
      title={t('lbl_check_wallet_title')}
      busy={placing}
    >
      <div className="checkout-dialog__status" role="status">
        {!checkout && <p>{t('lbl_check_wallet_preparing')}</p>}
        {placing && <p>{t('lbl_check_wallet_approved')}</p>}
      </div>
      {checkout && orderId && (
        <PayPalScriptProvider
          options={{ clientId: checkout.Key, currency: checkout.Currency, intent: 'capture' }}
        >
          <PayPalButtons
            style={{ layout: 'vertical' }}
            disabled={placing}
            createOrder={() => Promise.resolve(orderId)}
            onApprove={async () => {
              setPlacing(true);
              await onApproved(JSON.stringify({ id: orderId }));
            }}
            onError={() => onFailed('')}
          />
        </PayPalScriptProvider>
      )}
      <div className="checkout-dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={onClose} disabled={placing}>
          {t('lbl_check_cancel')}
        </button>
      </div>
    </CheckoutDialog>
  );
}
