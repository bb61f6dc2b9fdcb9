// The order number, large and copyable, with the date it was placed.
import { useState } from 'react';
import type { CustomerOrderDetail } from '@bazaar/contract/schemas/order-detail';
import { fill } from '@bazaar/i18n/text';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { formatCalendarDay } from './order-dates.ts';

export function OrderNumberBlock({ order }: { order: CustomerOrderDetail }) {
  const t = useLabels('OrdersHistory');
  const lang = useLanguage();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(order.orderNumber);
      setCopied(true);
    } catch {
      // No clipboard (an old browser, or permission refused): the number stays selectable.
      setCopied(false);
    }
  };
  return (
    <section className="order-card order-number" aria-labelledby="order-number-label">
      <p id="order-number-label" className="order-number__label">
        {t('lbl_ordconf_number')}
      </p>
      <p className="order-number__value">
        <strong dir="ltr" data-testid="order-number">
          {order.orderNumber}
        </strong>
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => void copy()}
          aria-label={fill(lang, t('lbl_ordconf_copy_number'), { number: order.orderNumber })}
        >
          {t('lbl_ordconf_copy')}
        </button>
      </p>
      <p role="status" className="order-number__copied">
        {copied ? t('lbl_ordconf_copied') : ''}
      </p>
      <p className="order-muted">
        {fill(lang, t('lbl_ordconf_placed_on'), {
          date: formatCalendarDay(lang, order.placedAt),
        })}
      </p>
    </section>
  );
}
