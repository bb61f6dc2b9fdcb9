// What the after-sales controls (cancel, return: issue #20 §2–3) are given on the order page:
// the order's number and stage, each line with its own stage, whether it is digital, and when
// the order was delivered (the return window starts then); `onChanged` reloads the page's order.
import type { Stage } from '@bazaar/contract/orders/fulfilment';
import type { CustomerOrderDetail } from '@bazaar/contract/schemas/order-detail';

export interface AfterSalesLine {
  orderItemId: number;
  productName: string;
  quantity: number;
  stage: Stage;
  isDigital: boolean;
}

export interface AfterSalesProps {
  orderNumber: string;
  stage: Stage;
  lines: AfterSalesLine[];
  /** True when every line is digital (nothing ships, nothing comes back). */
  allDigital: boolean;
  deliveredAt: string | null;
  onChanged: () => void;
}

export function afterSalesOf(order: CustomerOrderDetail, onChanged: () => void): AfterSalesProps {
  const lines = order.items.map((item) => ({
    orderItemId: item.orderItemId,
    productName: item.productName,
    quantity: item.quantity,
    stage: item.stage,
    isDigital: item.isDigital,
  }));
  return {
    orderNumber: order.orderNumber,
    stage: order.stage,
    lines,
    allDigital: lines.every((line) => line.isDigital),
    deliveredAt: order.deliveredAt,
    onChanged,
  };
}
