// Account area: first name (opens the profile modal) and Logout when logged in, Login otherwise;
// Cart(pieces), which only toasts 'No item exists in your cart' when the cart is empty. It also
// keeps watch for a 401 from the API (the session guard), being in every page's header.
import { useRef, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { safeReturnTo } from '@bazaar/contract/return-to';
import { t as message } from '@bazaar/i18n/messages';
import { paths } from '../../lib/paths.ts';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { useAppSelector } from '../../store/hooks.ts';
import { selectCartUnits } from '../../entities/cart/cart-units.ts';
import { useLogout } from '../../features/account/use-logout.ts';
import { useSessionGuard } from '../../features/account/use-session-guard.ts';
import { showToast } from '../../lib/toast.ts';
import { CartIcon, CloseIcon, LogoutIcon, UserIcon } from '../../components/icons.tsx';

export function AccountArea() {
  const lang = useLanguage();
  const { pathname, search } = useLocation();
  // Login from any page comes back to it (deviation 12); from login itself, home as before.
  const here = safeReturnTo(pathname + search) ?? undefined;
  const t = useLabels('Navbar');
  const tc = useLabels('Common');
  const logout = useLogout();
  useSessionGuard();
  const { user, loggedIn } = useAppSelector((state) => state.user);
  const cartCount = useAppSelector(selectCartUnits);
  const dialogRef = useRef<HTMLDialogElement>(null);

  const onCartClick = (event: MouseEvent) => {
    if (cartCount > 0) return;
    event.preventDefault();
    showToast('info', message(lang, 'cartNoItems'));
  };
  const closeModal = () => dialogRef.current?.close();
  // A click on the backdrop (the dialog element itself, outside its content) closes it too.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) closeModal();
  };

  return (
    <div className="account-area">
      {loggedIn && user ? (
        <>
          <button
            type="button"
            className="account-area__item"
            aria-haspopup="dialog"
            onClick={() => dialogRef.current?.showModal()}
          >
            <UserIcon />
            <span className="account-area__name">{user.FirstName}</span>
          </button>
          <button
            type="button"
            className="account-area__item account-area__logout link-button"
            onClick={() => void logout()}
          >
            <LogoutIcon />
            <span className="account-area__label">{t('lbl_hdr_logout')}</span>
          </button>
          <dialog
            ref={dialogRef}
            className="account-modal"
            aria-labelledby="account-modal-title"
            onClick={onDialogClick}
          >
            <div className="account-modal__body">
              <div className="account-modal__head">
                <h2 id="account-modal-title">{t('lbl_hdr_my_account')}</h2>
                <button type="button" className="icon-button" onClick={closeModal}>
                  <CloseIcon />
                  <span className="visually-hidden">{tc('lbl_cmn_close')}</span>
                </button>
              </div>
              <ul className="account-modal__links">
                <li>
                  <Link to={paths.updateProfile(lang)} onClick={closeModal}>
                    {t('lbl_hdr_update_profile')}
                  </Link>
                </li>
                <li>
                  <Link to={paths.ordersHistory(lang)} onClick={closeModal}>
                    {t('lbl_hdr_order_history')}
                  </Link>
                </li>
                <li>
                  <Link to={paths.addresses(lang)} onClick={closeModal}>
                    {t('lbl_hdr_addresses')}
                  </Link>
                </li>
                <li>
                  {/* On a phone the header has room for icons only: here Logout has its words. */}
                  <button
                    type="button"
                    className="account-modal__logout"
                    onClick={() => {
                      closeModal();
                      void logout();
                    }}
                  >
                    <LogoutIcon />
                    {t('lbl_hdr_logout')}
                  </button>
                </li>
              </ul>
            </div>
          </dialog>
        </>
      ) : (
        <Link to={paths.login(lang, here)} className="account-area__item">
          <UserIcon />
          <span className="account-area__label">{t('lbl_hdr_login')}</span>
        </Link>
      )}
      <Link
        to={paths.cart(lang)}
        className="account-area__item account-area__cart"
        onClick={onCartClick}
      >
        <CartIcon />
        <span>
          <span className="account-area__label">{t('lbl_hdr_cart')}</span>({cartCount})
        </span>
      </Link>
    </div>
  );
}
