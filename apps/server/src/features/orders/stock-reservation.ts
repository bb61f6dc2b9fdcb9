// Taking an order's stock, line by line, by conditional updates: a line that is short makes
// the whole transaction roll back with a message naming the product and what is left.
import type { Kysely } from 'kysely';
import { onlyLeftMessage, soldOutMessage } from '@bazaar/contract/messages';
import { ShopperOutcome } from '../../api-errors.ts';
import type { Database } from '../../db/schema.ts';
import type { OrderDraft } from './order-draft.ts';
import { giveBackStock, stockOf, takeStock } from './order.repository.ts';

export function shortageMessage(product: string, left: number): string {
  return left > 0 ? onlyLeftMessage(left, product) : soldOutMessage(product);
}

/** Call inside the order's transaction: it is all the lines or none. */
export async function takeOrderStock(trx: Kysely<Database>, draft: OrderDraft): Promise<void> {
  for (const line of draft.lines) {
    if (await takeStock(trx, line.productId, line.quantity)) continue;
    // What is left now, less what this order already took for the product on earlier lines.
    const left = await stockOf(trx, line.productId);
    throw new ShopperOutcome('failure', shortageMessage(line.productName, left));
  }
}

export async function giveBackOrderStock(trx: Kysely<Database>, draft: OrderDraft): Promise<void> {
  for (const line of draft.lines) await giveBackStock(trx, line.productId, line.quantity);
}
