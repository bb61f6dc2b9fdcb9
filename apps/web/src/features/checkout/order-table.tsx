// The order table of checkout (spec §2): name (cut to 50), price with the original struck through
// when discounted, quantity, line total, cart subtotal, shipping, order total, and the discounted
// total when a coupon applies, each line with its chosen options, and "Inclusive of all taxes".
// Every figure is the server's (cart-data and the coupon answer).
import { TRUNCATE } from '@bazaar/contract/constants';
import type { CartData } from '@bazaar/contract/schemas/orders';
import { Price } from '../../components/price.tsx';
import { ChosenOptions } from '../../entities/order-lines/chosen-options.tsx';
import { useLabels } from '../../i18n/use-labels.ts';
import { formatPrice, truncate } from '../../lib/format.ts';

export function OrderTable({
  cart,
  discountedTotal,
}: {
  cart: CartData;
  /** The server's total after the applied coupon, when one applies. */
  discountedTotal: number | null;
}) {
  const t = useLabels('Checkout');
  const money = (amount: number) => <span dir="ltr">{formatPrice(amount)}</span>;
  return (
    <div className="order-table-wrap">
      <table className="order-table data-table">
        <caption className="visually-hidden">{t('lbl_check_yrorder')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('lbl_hdr_check_prdname')}</th>
            <th scope="col">{t('lbl_hdr_check_price')}</th>
            <th scope="col">{t('lbl_hdr_check_qty')}</th>
            <th scope="col">{t('lbl_hdr_check_total')}</th>
          </tr>
        </thead>
        <tbody>
          {cart.productsData.map((line, index) => (
            // One product may sit on several lines (one per choice): the answer's order is the key.
            <tr key={index}>
              <th scope="row" className="order-table__name" dir="auto" title={line.ProductName}>
                {truncate(line.ProductName, TRUNCATE.productCheckout)}
                <ChosenOptions options={line.SelectedAttributes} />
              </th>
              <td data-label={t('lbl_hdr_check_price')}>
                <Price price={line.Price} discounted={line.DiscountedPrice} />
              </td>
              <td data-label={t('lbl_hdr_check_qty')}>{line.Quantity}</td>
              <td data-label={t('lbl_hdr_check_total')}>{money(line.ItemSubTotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t('lbl_check_cartsubtotal')}
            </th>
            <td>{money(cart.cartSubTotal)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3}>
              {t('lbl_check_shipping')}
            </th>
            <td>
              {cart.shippingSubTotal > 0 ? money(cart.shippingSubTotal) : t('lbl_check_free')}
            </td>
          </tr>
          <tr className={discountedTotal === null ? 'order-table__total' : undefined}>
            <th scope="row" colSpan={3}>
              {t('lbl_check_ordtotal')}
            </th>
            <td>
              {discountedTotal === null ? (
                <strong>{money(cart.orderTotal)}</strong>
              ) : (
                <del>{money(cart.orderTotal)}</del>
              )}
            </td>
          </tr>
          {discountedTotal !== null && (
            <tr className="order-table__total">
              <th scope="row" colSpan={3}>
                {t('lbl_check_discounted_total')}
              </th>
              <td>
                <strong>{money(discountedTotal)}</strong>
              </td>
            </tr>
          )}
        </tfoot>
      </table>
      <p className="order-table__taxes">{t('lbl_check_incl_taxes')}</p>
    </div>
  );
}
