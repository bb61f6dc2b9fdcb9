// The facts the policy reads of each line of an order (stage, digital, final sale, delivered
// when), from its rows and its delivery history.
import type { Kysely } from 'kysely';
import { isStage, type Stage } from '@bazaar/contract/orders/fulfilment';
import type { LineFacts } from '@bazaar/contract/orders/return-policy';
import type { Database } from '../../../db/schema.ts';
import * as repository from './after-sales.repository.ts';

export interface OrderLineFacts extends LineFacts {
  id: number;
}

export const stageOf = (text: string): Stage => (isStage(text) ? text : 'placed');

export async function lineFactsOf(
  db: Kysely<Database>,
  orderId: number,
): Promise<OrderLineFacts[]> {
  const [lines, delivered] = await Promise.all([
    repository.linesOf(db, orderId),
    repository.deliveries(db, orderId),
  ]);
  // A line's own delivery wins over its order's (a line delivered apart from the parcel).
  const orderDelivered = delivered.find((entry) => entry.order_item_id === null)?.created_at;
  return lines.map((line) => {
    const own = delivered.find((entry) => entry.order_item_id === line.id)?.created_at;
    const at = own ?? orderDelivered;
    return {
      id: line.id,
      stage: stageOf(line.stage),
      isDigital: line.is_digital === 1,
      finalSale: line.final_sale === 1,
      deliveredAt: at === undefined ? null : new Date(at),
    };
  });
}
