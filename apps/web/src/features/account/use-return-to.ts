// The page login and sign-up send the shopper back to (deviation 12): `?returnTo=` when the
// contract calls it a safe storefront path, otherwise null (the language home, as the spec says).
import { useSearchParams } from 'react-router';
import { RETURN_TO_PARAM, safeReturnTo } from '@bazaar/contract/return-to';

export function useReturnTo(): string | null {
  const [params] = useSearchParams();
  return safeReturnTo(params.get(RETURN_TO_PARAM));
}
