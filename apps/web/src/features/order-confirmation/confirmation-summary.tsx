// Where it goes, how it is paid, what it costs (the server's figures) and when it arrives.
import { PAYMENT_METHOD } from '@bazaar/contract/constants';
import type { CustomerOrderDetail } from '@bazaar/contract/schemas/order-detail';
import { listText } from '@bazaar/i18n/lists';
import { fill } from '@bazaar/i18n/text';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { formatPrice } from '../../lib/format.ts';
import { formatCalendarDay } from './delivery-dates.ts';

type Labels = ReturnType<typeof useLabels<'OrdersHistory'>>;

function methodName(t: Labels, id: number): string {
  if (id === PAYMENT_METHOD.Card) return t('lbl_ordconf_method_card');
  if (id === PAYMENT_METHOD.OnlineWallet) return t('lbl_ordconf_method_wallet');
  return t('lbl_ordconf_method_cod');
}

export function ConfirmationSummary({ order }: { order: CustomerOrderDetail }) {
  const t = useLabels('OrdersHistory');
  const lang = useLanguage();
  const address = order.deliveryAddress;
  const cash = order.paymentMethodId === PAYMENT_METHOD.CashOnDelivery;
  const hasDigital = order.items.some((item) => item.isDigital);
  const { expectedDelivery: when } = order;
  const day = (value: string) => formatCalendarDay(lang, value);
  // The frozen address keeps both names of its places: the page's language picks one.
  const placeName = (english: string, arabic: string) => (lang === 'ar' && arabic) || english;
  return (
    <div className="confirmation-grid">
      {address && (
        <section className="confirmation-card" aria-labelledby="confirmation-address">
          <h2 id="confirmation-address">{t('lbl_ordconf_address')}</h2>
          <address className="confirmation-address">
            {/* Typed in either script: each line keeps its own order ("4 Beach Road"). */}
            <span>
              <bdi>{address.fullName}</bdi>
            </span>
            <span>
              <bdi>{address.line1}</bdi>
            </span>
            {address.line2 && (
              <span>
                <bdi>{address.line2}</bdi>
              </span>
            )}
            <span>
              {listText(lang, [
                placeName(address.cityName, address.cityNameAr),
                placeName(address.stateName, address.stateNameAr),
              ])}{' '}
              <span dir="ltr">{address.pinCode}</span>
            </span>
            <span>{placeName(address.countryName, address.countryNameAr)}</span>
            <span>{fill(lang, t('lbl_ordconf_mobile'), { mobile: address.mobile })}</span>
          </address>
        </section>
      )}
      <section className="confirmation-card" aria-labelledby="confirmation-delivery">
        <h2 id="confirmation-delivery">{t('lbl_ordconf_delivery')}</h2>
        {when.from && when.to && (
          <p data-testid="expected-delivery">
            {when.from === when.to
              ? fill(lang, t('lbl_ordconf_delivery_on'), { date: day(when.from) })
              : fill(lang, t('lbl_ordconf_delivery_range'), {
                  from: day(when.from),
                  to: day(when.to),
                })}
          </p>
        )}
        {hasDigital && (
          <p>
            {order.items.some((item) => item.downloadable)
              ? t('lbl_ordconf_digital_now')
              : t('lbl_ordconf_digital_after_payment')}
          </p>
        )}
      </section>
      <section className="confirmation-card" aria-labelledby="confirmation-payment">
        <h2 id="confirmation-payment">{t('lbl_ordconf_payment')}</h2>
        <p>{methodName(t, order.paymentMethodId)}</p>
        {order.paymentReference && (
          <p className="confirmation-muted">
            {fill(lang, t('lbl_ordconf_reference'), { reference: order.paymentReference })}
          </p>
        )}
        {cash && (
          <p>{fill(lang, t('lbl_ordconf_cod_note'), { total: formatPrice(order.total) })}</p>
        )}
      </section>
      <section className="confirmation-card" aria-labelledby="confirmation-totals">
        <h2 id="confirmation-totals">{t('lbl_ordconf_summary')}</h2>
        <dl className="confirmation-totals">
          <dt>{t('lbl_ordconf_subtotal')}</dt>
          <dd dir="ltr">{formatPrice(order.subtotal)}</dd>
          <dt>{t('lbl_ordconf_shipping')}</dt>
          <dd dir="ltr">
            {order.shipping > 0 ? formatPrice(order.shipping) : t('lbl_ordconf_free')}
          </dd>
          {order.discount > 0 && (
            <>
              <dt>{fill(lang, t('lbl_ordconf_discount'), { code: order.couponCode ?? '' })}</dt>
              <dd dir="ltr">−{formatPrice(order.discount)}</dd>
            </>
          )}
          <dt className="confirmation-totals__total">{t('lbl_ordconf_total')}</dt>
          <dd className="confirmation-totals__total" dir="ltr" data-testid="order-total">
            {formatPrice(order.total)}
          </dd>
        </dl>
      </section>
    </div>
  );
}
