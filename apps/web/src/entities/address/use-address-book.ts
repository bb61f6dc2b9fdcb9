// The shopper's address book as the server has it now: read again on every arrival (a visit to
// checkout or the book never trusts a copy kept from login or an earlier page), and replaced by
// the book a change answers with.
import { useState } from 'react';
import type { AddressRow } from '@bazaar/contract/schemas/address-book';
import { useApi } from '../../lib/use-api.ts';

export interface AddressBook {
  /** Undefined until this visit's own answer has come. */
  addresses: AddressRow[] | undefined;
  failed: boolean;
  refetch: () => void;
  /** The book a save, delete or set-default answered. */
  replace: (addresses: AddressRow[]) => void;
}

export function useAddressBook(): AddressBook {
  const query = useApi('getCustomerAddresses', {}, { staleTime: 0 });
  const [answered, setAnswered] = useState<AddressRow[] | null>(null);
  return {
    addresses: answered ?? (query.loading ? undefined : query.data),
    failed: answered === null && query.failed,
    refetch: query.refetch,
    replace: setAnswered,
  };
}
