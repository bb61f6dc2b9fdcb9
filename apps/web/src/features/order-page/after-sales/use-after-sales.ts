// The order's after-sales state and the two changes a shopper makes: cancel (the order or one
// item) and ask for an item back. A change reloads the state and the order it changes.
import type { ReturnReason } from '@bazaar/contract/orders/return-policy';
import { useApi } from '../../../lib/use-api.ts';
import { useMutation } from '../../../lib/use-mutation.ts';
import { useLanguage } from '../../../i18n/language.ts';

const CHANGES = ['getCustomerAfterSales', 'getCustomerOrderDetail', 'getOrderHistory'] as const;

export function useAfterSales(orderNumber: string) {
  const languageCode = useLanguage();
  const state = useApi('getCustomerAfterSales', { OrderNumber: orderNumber, languageCode });
  const cancel = useMutation('cancelCustomerOrder', { invalidates: CHANGES });
  const askBack = useMutation('requestCustomerReturn', { invalidates: CHANGES });
  return {
    state,
    cancel: (itemId?: number) =>
      cancel.mutate({
        OrderNumber: orderNumber,
        ...(itemId === undefined ? {} : { OrderItemIDs: [itemId] }),
        languageCode,
      }),
    requestReturn: (itemId: number, reason: ReturnReason, note: string, photo?: string) =>
      askBack.mutate({
        OrderNumber: orderNumber,
        OrderItemID: itemId,
        Reason: reason,
        Note: note,
        ...(photo === undefined ? {} : { Photo: photo }),
        languageCode,
      }),
    pending: cancel.pending || askBack.pending,
  };
}
