// The card modal (PAYMENT_METHOD.Card): the sandbox gateway's card form, clearly in test mode.
// The card is checked here first (Luhn, expiry, CVC: card-checks.ts), then tokenised by the
// server (createCardToken); only the token goes on with the order (spec §7 paymentToken). The
// postal code is not asked (spec §7: hidden). A refused card (declined, no funds, a token the
// server would not make) keeps the modal open with the reason beside the card number, which is
// cleared and focused (never kept after a refusal, nor the CVC); the expiry and the name stay,
// and the shopper is offered another way to pay.
import { useRef, useState } from 'react';
import { fill } from '@bazaar/i18n/text';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { TextField } from '../../components/form-field.tsx';
import { useMutation } from '../../lib/use-mutation.ts';
import { CheckoutDialog, TestModeNote } from './checkout-dialog.tsx';
import {
  cardTokenParams,
  checkCard,
  formatExpiryInput,
  groupCardNumber,
  type CardField,
  type CardProblem,
  type CardValues,
} from './card-checks.ts';

const EMPTY: CardValues = { CardNumber: '', Expiry: '', Cvc: '', NameOnCard: '' };
const FIELD_ORDER: CardField[] = ['CardNumber', 'Expiry', 'Cvc', 'NameOnCard'];

export function CardModal({
  open,
  amount,
  onClose,
  onToken,
  onOtherMethod,
  returnFocus,
}: {
  open: boolean;
  /** The amount to pay, formatted (the server's figure). */
  amount: string;
  onClose: () => void;
  /**
   * Places the order with the token; the modal stays busy until it settles. Answers the reason
   * when the card was refused (the modal then stays open), else null.
   */
  onToken: (paymentToken: string) => Promise<string | null>;
  /** Called when the shopper asks for another way to pay (the modal then closes). */
  onOtherMethod: () => void;
  /** Where focus goes on closing instead of the opener (the payment method choice). */
  returnFocus?: { current: HTMLElement | null };
}) {
  const t = useLabels('CardSection');
  const lang = useLanguage();
  const [values, setValues] = useState<CardValues>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<CardField, CardProblem>>>({});
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState('');
  const tokenise = useMutation('createCardToken');
  const controls = useRef<Partial<Record<CardField, HTMLElement | null>>>({});

  const labelOf: Record<CardField, string> = {
    CardNumber: t('lbl_card_number'),
    Expiry: t('lbl_card_expiry'),
    Cvc: t('lbl_card_cvc'),
    NameOnCard: t('lbl_card_name'),
  };
  const problemText = (field: CardField): string | undefined => {
    const problem = problems[field];
    if (!problem) return undefined;
    if (problem === 'required')
      return fill(lang, t('lbl_card_err_required'), { field: labelOf[field] });
    const ids = {
      number: 'lbl_card_err_number',
      expiry: 'lbl_card_err_expiry',
      expired: 'lbl_card_err_expired',
      cvc: 'lbl_card_err_cvc',
    } as const;
    return t(ids[problem]);
  };

  const set = (field: CardField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'CardNumber') setRefusal('');
    if (problems[field]) setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const close = () => {
    setValues(EMPTY);
    setProblems({});
    setRefusal('');
    onClose();
  };

  const refuse = (reason: string) => {
    setValues((current) => ({ ...current, CardNumber: '', Cvc: '' }));
    setRefusal(reason || t('lbl_card_err_number'));
    // After the re-render that cleared it and enabled it again.
    setTimeout(() => controls.current.CardNumber?.focus(), 0);
  };

  const submit = async () => {
    if (busy) return;
    const found = checkCard(values);
    setProblems(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      controls.current[first]?.focus();
      return;
    }
    setBusy(true);
    setRefusal('');
    let reason: string | null = null;
    try {
      const result = await tokenise.mutate(cardTokenParams(values));
      if (result.ok && result.data.paymentToken) reason = await onToken(result.data.paymentToken);
      else if (!(!result.ok && result.status === 401))
        reason = result.ok ? '' : result.errorMessage;
    } finally {
      setBusy(false);
    }
    if (reason !== null) refuse(reason);
  };

  const field = (name: CardField) => ({
    name,
    label: labelOf[name],
    value: values[name],
    required: true,
    error: name === 'CardNumber' && refusal ? refusal : problemText(name),
    controlRef: (element: HTMLElement | null) => {
      controls.current[name] = element;
    },
  });

  return (
    <CheckoutDialog
      open={open}
      onClose={close}
      title={t('lbl_card_title')}
      busy={busy}
      returnFocus={returnFocus}
    >
      <TestModeNote text={t('lbl_card_test_mode')} hint={t('lbl_card_test_hint')} />
      <p className="checkout-dialog__amount">
        {t('lbl_card_amount')}: <strong dir="ltr">{amount}</strong>
      </p>
      <form
        noValidate
        className="card-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          {...field('CardNumber')}
          wide
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={23}
          onChange={(value) => set('CardNumber', groupCardNumber(value))}
        />
        <TextField
          {...field('Expiry')}
          inputMode="numeric"
          autoComplete="cc-exp"
          maxLength={7}
          onChange={(value) => set('Expiry', formatExpiryInput(value))}
        />
        <TextField
          {...field('Cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          onChange={(value) => set('Cvc', value.replace(/\D/g, ''))}
        />
        <TextField
          {...field('NameOnCard')}
          wide
          autoComplete="cc-name"
          maxLength={100}
          onChange={(value) => set('NameOnCard', value)}
        />
        <div className="checkout-dialog__actions form-field--wide">
          <button type="submit" className="btn" disabled={busy}>
            {busy ? t('lbl_card_paying') : t('lbl_card_pay')}
          </button>
          <button type="button" className="btn btn--ghost" onClick={close} disabled={busy}>
            {t('lbl_card_cancel')}
          </button>
        </div>
        {refusal && (
          <div className="card-refusal form-field--wide">
            <p>{t('lbl_card_refused_hint')}</p>
            <button
              type="button"
              className="btn btn--ghost"
              disabled={busy}
              onClick={() => {
                onOtherMethod();
                close();
              }}
            >
              {t('lbl_card_other_method')}
            </button>
          </div>
        )}
      </form>
    </CheckoutDialog>
  );
}
