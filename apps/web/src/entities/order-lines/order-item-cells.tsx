// The cells an order's item table shares on the order history and the confirmation page: the
// column headings, the picture and the sums (unit price, quantity, line total). Each cell carries
// its heading as data-label, which the narrow layout shows beside the value.
import { mediaUrl } from '@bazaar/contract/links';
import { useLabels } from '../../i18n/use-labels.ts';
import { formatPrice } from '../../lib/format.ts';

const COLUMNS = [
  'lbl_ordrhis_prd',
  'lbl_ordrhis_prdnme',
  'lbl_ordrhis_price',
  'lbl_ordrhis_qty',
  'lbl_ordrhis_itmtotal',
] as const;

/** The headings; `digital` adds the history's "Is digital" column. */
export function OrderItemHead({ digital = false }: { digital?: boolean }) {
  const t = useLabels('OrdersHistory');
  return (
    <thead>
      <tr>
        {COLUMNS.map((id) => (
          <th scope="col" key={id}>
            {t(id)}
          </th>
        ))}
        {digital && <th scope="col">{t('lbl_ordrhis_isdigital')}</th>}
      </tr>
    </thead>
  );
}

export function OrderItemPicture(props: { url: string; size: number; className: string }) {
  const t = useLabels('OrdersHistory');
  return (
    <td data-label={t('lbl_ordrhis_prd')}>
      {props.url ? (
        <img
          src={mediaUrl(props.url)}
          alt=""
          width={props.size}
          height={props.size}
          loading="lazy"
          decoding="async"
          className={props.className}
        />
      ) : null}
    </td>
  );
}

/** Unit price, quantity and line total, in rupees. */
export function OrderItemSums(props: { unitPrice: number; quantity: number; lineTotal: number }) {
  const t = useLabels('OrdersHistory');
  return (
    <>
      <td data-label={t('lbl_ordrhis_price')} dir="ltr">
        {formatPrice(props.unitPrice)}
      </td>
      <td data-label={t('lbl_ordrhis_qty')}>{props.quantity}</td>
      <td data-label={t('lbl_ordrhis_itmtotal')} dir="ltr">
        {formatPrice(props.lineTotal)}
      </td>
    </>
  );
}
