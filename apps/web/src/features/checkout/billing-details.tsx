// Read-only billing details of the signed-in shopper (spec §2/§6: taken from the stored user).
// A description list, not disabled inputs: nothing here can be edited, and a screen reader reads
// each name with its value. Changing them is the profile's job.
import { Link } from 'react-router';
import type { UserRow } from '@bazaar/contract/schemas/accounts';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { paths } from '../../lib/paths.ts';

export function BillingDetails({ user }: { user: UserRow }) {
  const t = useLabels('Checkout');
  const lang = useLanguage();
  const rows: [string, string][] = [
    [t('lbl_check_country'), user.CountryName],
    [t('lbl_check_fname'), user.FirstName],
    [t('lbl_check_lname'), user.LastName],
    [t('lbl_check_shipadrs'), user.AddressLineOne],
    [t('lbl_check_city'), user.CityName],
    [t('lbl_check_province'), user.StateName],
    [t('lbl_check_postcode'), user.PostalCode],
    [t('lbl_check_email'), user.EmailAddress],
    [t('lbl_check_phone'), user.MobileNo],
  ];
  return (
    <section className="checkout-card" aria-labelledby="checkout-billing">
      <h2 id="checkout-billing">{t('lbl_check_billdetail')}</h2>
      <dl className="billing-details">
        {rows.map(([name, value]) => (
          <div key={name} className="billing-details__row">
            <dt>{name}</dt>
            <dd dir="auto">{value.trim() ? value : t('lbl_check_not_given')}</dd>
          </div>
        ))}
      </dl>
      <p className="checkout-note">
        {t('lbl_check_billing_hint')}{' '}
        <Link to={paths.updateProfile(lang)}>{t('lbl_check_update_profile')}</Link>
      </p>
    </section>
  );
}
