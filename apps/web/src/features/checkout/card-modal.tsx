// The card modal (PAYMENT_METHOD.Card): the sandbox gateway's card form, clearly in test mode.
// The card is checked here first (Luhn, expiry, CVC: card-checks.ts), then tokenised by the
// server (createCardToken); only the token goes on with the order (spec §7 paymentToken). The
// postal code is not asked (spec §7: hidden).
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
  onTokenFailed,
}: {
  open: boolean;
  /** The amount to pay, formatted (the server's figure). */
  amount: string;
  onClose: () => void;
  /** Places the order with the token; the modal stays busy until it settles. */
  onToken: (paymentToken: string) => Promise<void>;
  onTokenFailed: (errorMessage: string) => void;
}) {
  const t = useLabels('CardSection');
  const lang = useLanguage();
  const [values, setValues] = useState<CardValues>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<CardField, CardProblem>>>({});
  const [busy, setBusy] = useState(false);
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
    if (problems[field]) setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const close = () => {
    setValues(EMPTY);
    setProblems({});
    onClose();
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
    try {
      const result = await tokenise.mutate(cardTokenParams(values));
      if (result.ok && result.data.paymentToken) await onToken(result.data.paymentToken);
      else if (!(!result.ok && result.status === 401))
        onTokenFailed(result.ok ? '' : result.errorMessage);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: CardField) => ({
    name,
    label: labelOf[name],
    value: values[name],
    required: true,
    error: problemText(name),
    controlRef: (element: HTMLElement | null) => {
      controls.current[name] = element;
    },
  });

  return (
    <CheckoutDialog open={open} onClose={close} title={t('lbl_card_title')} busy={busy}>
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
      </form>
    </CheckoutDialog>
  );
}
