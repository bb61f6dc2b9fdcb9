// Deleting an address and making one the default: each answers the whole book, which replaces
// the one shown; a refusal is said as the server's message.
import type { AddressRow } from '@bazaar/contract/schemas/address-book';
import type { AddressBook } from '../../entities/address/use-address-book.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { showToast } from '../../lib/toast.ts';
import { useMutation } from '../../lib/use-mutation.ts';

export function useAddressActions(book: AddressBook) {
  const t = useLabels('AddressBook');
  const options = {
    overlay: true,
    toastOnError: true,
    invalidates: ['getCustomerAddresses'],
  } as const;
  const deletion = useMutation('deleteCustomerAddress', options);
  const defaulting = useMutation('setDefaultCustomerAddress', options);

  const remove = async (row: AddressRow) => {
    const result = await deletion.mutate({ AddressId: row.AddressId });
    if (!result.ok) return;
    book.replace(result.data);
    showToast('success', t('lbl_addr_deleted'));
  };

  const makeDefault = async (row: AddressRow) => {
    const result = await defaulting.mutate({ AddressId: row.AddressId });
    if (!result.ok) return;
    book.replace(result.data);
    showToast('success', t('lbl_addr_default_set'));
  };

  return { remove, makeDefault, pending: deletion.pending || defaulting.pending };
}
