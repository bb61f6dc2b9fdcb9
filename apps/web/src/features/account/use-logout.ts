// Logout (spec §4): the server revokes the Token (Bazaar's logout endpoint), then the stored user
// is emptied (persistence drops the Token with it) and the shopper goes to the site root in their
// language (/ar/ for an Arabic shopper: the bare / would follow only a stored language choice).
// A failed revoke still logs out here: the shopper asked to leave. The cart's last changes are
// saved first (while the Token still works); the device then forgets the cart (saved-cart-sync).
import { useNavigate } from 'react-router';
import { currentLanguage } from '../../i18n/language.ts';
import { paths } from '../../lib/paths.ts';
import { callApi } from '../../api/client.ts';
import { flushSavedCart } from '../../entities/cart/saved-cart-flush.ts';
import { useAppDispatch } from '../../store/hooks.ts';
import { userLoggedOut } from './user-slice.ts';

export function useLogout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return async () => {
    await flushSavedCart();
    await callApi('logout', {});
    dispatch(userLoggedOut());
    await navigate(paths.home(currentLanguage()));
  };
}
