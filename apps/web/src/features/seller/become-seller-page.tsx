// Become seller (/:lang/become-seller, spec §2): the seller request form, checked by the §5
// checker with 'Password does not match!' for the confirmation; success says 'Your request for
// seller created successfully!' and empties the form; 'Email already exists!' marks the e-mail.
import { Link } from 'react-router';
import { t as message } from '@bazaar/i18n/messages';
import { AddressFormCard } from '../../components/address-form-card.tsx';
import { EmailField } from '../../components/form-field.tsx';
import { NewPasswordField } from '../../components/password-field.tsx';
import { AddressFields } from '../../components/address-fields.tsx';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { isSaved } from '../../lib/form-check.ts';
import { paths } from '../../lib/paths.ts';
import { showToast } from '../../lib/toast.ts';
import { useForm } from '../../lib/use-form.ts';
import { useMutation } from '../../lib/use-mutation.ts';
import { checkSeller, EMPTY_SELLER, maxOf, toSellerParams } from './seller-form.ts';
import { FormActions } from '../../components/form-actions.tsx';

/** Statuses whose errorMessage is written for the shopper: validation, failure, throttled. */
const SHOPPER_STATUSES = new Set([204, 429, 501]);

export default function BecomeSellerPage() {
  const t = useLabels('BecomeVendor');
  const lang = useLanguage();
  const form = useForm(EMPTY_SELLER);
  const { values } = form;
  const { mutate, pending } = useMutation('createVendorRequest', { overlay: true });

  const submit = async () => {
    if (pending) return;
    if (!form.passes(checkSeller(values, lang))) return;
    const result = await mutate(toSellerParams(values));
    if (result.ok && isSaved(result.data)) {
      showToast('success', message(lang, 'sellerSuccess'));
      form.reset(EMPTY_SELLER);
      return;
    }
    const text =
      !result.ok && SHOPPER_STATUSES.has(result.status) && result.errorMessage
        ? result.errorMessage
        : message(lang, 'genericError');
    if (text === message(lang, 'emailExists')) form.fail({ field: 'EmailAddress', message: text });
    else form.failWhole(text);
  };

  return (
    <AddressFormCard
      title={t('lbl_becomeseller_crtaccount')}
      description={t('lbl_becomeseller_meta')}
      intro={t('lbl_becomeseller_intro')}
      onSubmit={submit}
      actions={
        <FormActions
          label={t('lbl_becomeseller_send')}
          pendingLabel={t('lbl_becomeseller_sending')}
          pending={pending}
        >
          <Link to={paths.login(lang)}>{t('lbl_becomeseller_loginacnt')}</Link>
        </FormActions>
      }
    >
      <AddressFields
        form={form}
        maxOf={maxOf}
        countryRequired
        labels={{
          firstName: t('lbl_becomeseller_fname'),
          lastName: t('lbl_becomeseller_lname'),
          country: t('lbl_becomeseller_country'),
          state: t('lbl_becomeseller_province'),
          city: t('lbl_becomeseller_city'),
          mobile: t('lbl_becomeseller_contact'),
          postalCode: t('lbl_becomeseller_pcode'),
          addressLine: t('lbl_becomeseller_homeadr'),
        }}
        afterNames={
          <EmailField
            {...form.field('EmailAddress')}
            label={t('lbl_becomeseller_email')}
            maxLength={maxOf('EmailAddress')}
          />
        }
        beforeAddressLine={
          <>
            <NewPasswordField
              {...form.field('Password')}
              label={t('lbl_becomeseller_password')}
              maxLength={maxOf('Password')}
              withRule
            />
            <NewPasswordField
              {...form.field('ConfirmPassword')}
              label={t('lbl_becomeseller_confpassword')}
              maxLength={maxOf('ConfirmPassword')}
            />
          </>
        }
      />
    </AddressFormCard>
  );
}
