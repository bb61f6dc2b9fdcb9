// One address as a parcel label reads it (name, house and street, area, city, state, PIN,
// mobile), with the default marked and an entry the rules refuse flagged for editing.
import type { AddressRow } from '@bazaar/contract/schemas/address-book';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { addressLines } from './address-form.ts';
import './address-book.css';

export function AddressSummary({ row, id }: { row: AddressRow; id?: string }) {
  const t = useLabels('AddressBook');
  const [name, ...lines] = addressLines(row, useLanguage());
  return (
    <span className="address-summary" id={id}>
      <span className="address-summary__name">
        <bdi>{name}</bdi>
      </span>
      {row.IsDefault && <span className="address-summary__badge">{t('lbl_addr_default')}</span>}
      {lines.map((line) => (
        <span key={line}>
          <bdi>{line}</bdi>
        </span>
      ))}
      {row.MobileNo && (
        <span>
          {t('lbl_addr_mobile_short')}: <bdi dir="ltr">{row.MobileNo}</bdi>
        </span>
      )}
      {!row.IsDeliverable && (
        <span className="address-summary__warning">{t('lbl_addr_needs_edit')}</span>
      )}
    </span>
  );
}
