// Who serves an online payment method, from get-payment-methods (already asked by the footer,
// so no extra request): the checkout opens that provider's card form or buttons.
import { PAYMENT_METHOD } from '@bazaar/contract/constants';
import { useLanguage } from '../../../i18n/language.ts';
import { useApi } from '../../../lib/use-api.ts';

export function useMethodProvider(methodId: number): string {
  const { data } = useApi('getPaymentMethods', { languageCode: useLanguage() });
  const rows = Array.isArray(data)
    ? (data as { PaymentMethodId: number; Provider?: string }[])
    : [];
  return rows.find((row) => row.PaymentMethodId === methodId)?.Provider ?? 'sandbox';
}

export const CARD_METHOD = PAYMENT_METHOD.Card;
export const WALLET_METHOD = PAYMENT_METHOD.OnlineWallet;
