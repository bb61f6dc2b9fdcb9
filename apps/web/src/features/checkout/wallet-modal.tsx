// The online wallet modal (PAYMENT_METHOD.OnlineWallet, sandbox gateway, test mode): on opening, the
// server creates a wallet order for its own amount of this cart and coupon (spec §4: one unit,
// INR, discounted total when positive, else total), the shopper approves it, and after
// TIMING.walletCapturePost the order is placed with the approval as payPalOrderConfirmJson. The
// server captures it itself and reads that JSON only as a pointer to its own record.
import { useEffect, useRef, useState } from 'react';
import { TIMING } from '@bazaar/contract/constants';
import type { WalletOrderAnswer } from '@bazaar/contract/schemas/orders';
import { useLabels } from '../../i18n/use-labels.ts';
import { formatPrice } from '../../lib/format.ts';
import { useMutation } from '../../lib/use-mutation.ts';
import { CheckoutDialog, TestModeNote } from './checkout-dialog.tsx';

type Step = 'preparing' | 'approve' | 'approving' | 'placing';

const wait = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** What every online wallet's modal takes (the sandbox's, PayPal's). */
export interface WalletModalProps {
  open: boolean;
  cartJsonData: string;
  couponCode: string;
  onClose: () => void;
  /** Places the order with the approval; the modal stays busy until it settles. */
  onApproved: (payPalOrderConfirmJson: string) => Promise<void>;
  onFailed: (errorMessage: string) => void;
}

export function WalletModal({
  open,
  cartJsonData,
  couponCode,
  onClose,
  onApproved,
  onFailed,
}: WalletModalProps) {
  const t = useLabels('Checkout');
  const create = useMutation('createWalletOrder');
  const approve = useMutation('approveWalletOrder');
  const [step, setStep] = useState<Step>('preparing');
  const [walletOrder, setWalletOrder] = useState<WalletOrderAnswer | null>(null);
  const started = useRef(false);
  const approveButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // The approval step is what the shopper came for: focus moves there once it is ready.
    if (step === 'approve') approveButton.current?.focus();
  }, [step]);

  const failed = (result: { ok: false; status: number; errorMessage: string }) => {
    // A 401 is handled by the session guard (log in again); anything else says what happened.
    if (result.status !== 401) onFailed(result.errorMessage);
  };

  useEffect(() => {
    if (!open) {
      started.current = false;
      setStep('preparing');
      setWalletOrder(null);
      return;
    }
    if (started.current) return;
    started.current = true;
    void create.mutate({ cartJsonData, CouponCode: couponCode }).then((result) => {
      if (!result.ok) {
        failed(result);
        return;
      }
      setWalletOrder(result.data);
      setStep('approve');
    });
    // Created once per opening, for the cart and coupon it was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const approveOrder = async () => {
    if (!walletOrder || step !== 'approve') return;
    setStep('approving');
    const result = await approve.mutate({ id: walletOrder.id });
    if (!result.ok || result.data.status !== 'APPROVED') {
      setStep('approve');
      failed(result.ok ? { ok: false, status: 200, errorMessage: '' } : result);
      return;
    }
    setStep('placing');
    await wait(TIMING.walletCapturePost);
    await onApproved(JSON.stringify({ id: result.data.id, status: result.data.status }));
  };

  const busy = step === 'approving' || step === 'placing';
  return (
    <CheckoutDialog open={open} onClose={onClose} title={t('lbl_check_wallet_title')} busy={busy}>
      <TestModeNote text={t('lbl_check_test_mode')} />
      <div className="checkout-dialog__status" role="status">
        {step === 'preparing' && <p>{t('lbl_check_wallet_preparing')}</p>}
        {step === 'placing' && <p>{t('lbl_check_wallet_approved')}</p>}
      </div>
      {walletOrder && (
        <>
          <p className="checkout-dialog__amount">
            {t('lbl_check_wallet_amount')}:{' '}
            <strong dir="ltr">{formatPrice(Number(walletOrder.amount.value))}</strong>
          </p>
          <p className="checkout-dialog__text">{t('lbl_check_wallet_intro')}</p>
          <div className="checkout-dialog__actions">
            <button
              ref={approveButton}
              type="button"
              className="btn"
              onClick={() => void approveOrder()}
              disabled={step !== 'approve'}
            >
              {step === 'approving'
                ? t('lbl_check_wallet_approving')
                : t('lbl_check_wallet_approve')}
            </button>
            <button type="button" className="btn btn--ghost" onClick={onClose} disabled={busy}>
              {t('lbl_check_cancel')}
            </button>
          </div>
        </>
      )}
    </CheckoutDialog>
  );
}
