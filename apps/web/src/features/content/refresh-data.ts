// The /refresh route (spec §2): forget the stored user (and its token), the cart, the wishlist
// and the logo. The store resets; app/persistence.ts writes the emptied browser keys; every
// cached answer is fetched again, so the header brings the logo back from the server.
import { dataRefreshed } from '../../store/common-slice.ts';
import { invalidateApi } from '../../lib/use-api.ts';

type Dispatch = (action: ReturnType<typeof dataRefreshed>) => unknown;

export function refreshAllData(dispatch: Dispatch): void {
  dispatch(dataRefreshed());
  invalidateApi();
}
