// Update profile (/:lang/update-profile, spec §2/§4): home when no user is stored; otherwise the
// form, preset from the stored user, with country → state → city selects. A save updates the
// stored user, says 'Profile Updated Successfully!' and stays, with the saved values in the form
// (Bazaar: a shopper who saves wants to see what was saved, not the home page).
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { t as message } from '@bazaar/i18n/messages';
import { AddressFormCard } from '../../components/address-form-card.tsx';
import { AddressFields } from '../../components/address-fields.tsx';
import { usePlaces } from '../../components/location-selects.tsx';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { paths } from '../../lib/paths.ts';
import { showToast } from '../../lib/toast.ts';
import { useForm } from '../../lib/use-form.ts';
import { useMutation } from '../../lib/use-mutation.ts';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { isSaved } from '../../lib/form-check.ts';
import { failureText } from './account-answers.ts';
import {
  checkProfile,
  maxOf,
  profileValuesOf,
  savedUser,
  toProfileParams,
} from './profile-form.ts';
import { userUpdated, type User } from './user-slice.ts';
import { FormActions } from '../../components/form-actions.tsx';

export default function UpdateProfilePage() {
  const lang = useLanguage();
  const { user, loggedIn } = useAppSelector((state) => state.user);
  // Only a visit without a stored user goes home. A user who leaves while the page is open
  // (Logout, a 401, another tab) is sent on by whatever logged them out: a second redirect
  // from here would race with theirs.
  const [arrivedLoggedIn] = useState(loggedIn);
  if (!arrivedLoggedIn) return <Navigate to={paths.home(lang)} replace />;
  return loggedIn && user ? <ProfileForm user={user} /> : null;
}

function ProfileForm({ user }: { user: User }) {
  const t = useLabels('UpdateProfile');
  const lang = useLanguage();
  const dispatch = useAppDispatch();
  const form = useForm(profileValuesOf(user));
  const { values } = form;
  const { names } = usePlaces(values);
  const { mutate, pending } = useMutation('updateProfile', { overlay: true });

  const submit = async () => {
    if (pending) return;
    if (!form.passes(checkProfile(values, lang))) return;
    const result = await mutate(toProfileParams(user.UserID, values, lang));
    // A 401 is the session guard's: it has logged the shopper out and said why.
    if (!result.ok && result.status === 401) return;
    if (!result.ok || !isSaved(result.data)) {
      form.failWhole(failureText(result, message(lang, 'genericError')));
      return;
    }
    dispatch(userUpdated(savedUser(values, names)));
    showToast('success', message(lang, 'profileSuccess'));
  };

  return (
    <AddressFormCard
      title={t('lbl_uprofile_title')}
      onSubmit={submit}
      actions={
        <FormActions
          label={t('lbl_uprofile_submit')}
          pendingLabel={t('lbl_uprofile_saving')}
          pending={pending}
        >
          <Link to={paths.home(lang)}>{t('lbl_uprofile_gohome')}</Link>
          <Link to={paths.addresses(lang)}>{t('lbl_uprofile_addresses')}</Link>
        </FormActions>
      }
    >
      <AddressFields
        form={form}
        maxOf={maxOf}
        labels={{
          firstName: t('lbl_uprofile_fname'),
          lastName: t('lbl_uprofile_lname'),
          country: t('lbl_uprofile_country'),
          state: t('lbl_uprofile_state'),
          city: t('lbl_uprofile_city'),
          mobile: t('lbl_uprofile_contno'),
          postalCode: t('lbl_uprofile_pcode'),
          addressLine: t('lbl_uprofile_shipaddress'),
        }}
      />
    </AddressFormCard>
  );
}
