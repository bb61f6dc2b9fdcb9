// What an order page shows under a line's name: its own stage when it is not the order's (a line
// cancelled or asked back, an e-book delivered at once), and its download once it may be had.
import type { Stage } from '@bazaar/contract/orders/fulfilment';
import type { CustomerOrderItem } from '@bazaar/contract/schemas/order-detail';
import { useLanguage } from '../../i18n/language.ts';
import { DownloadButton } from './download-button.tsx';
import { stageText } from './stage-text.ts';

export function OrderLineExtras({
  item,
  orderStage,
}: {
  item: CustomerOrderItem;
  /** The order's stage, to show the line's where it differs; nothing when absent. */
  orderStage?: Stage;
}) {
  const lang = useLanguage();
  return (
    <>
      {orderStage !== undefined && item.stage !== orderStage && (
        <span className="order-line-stage" data-testid="line-stage">
          {stageText(lang, item.stage)}
        </span>
      )}
      {item.downloadable && (
        <DownloadButton orderItemId={item.orderItemId} productName={item.productName} />
      )}
    </>
  );
}
