// Taking an order's stock, line by line, by conditional updates: a line that is short makes
// the whole transaction roll back with a message naming the product and what is left.
import type { Kysely } from 'kysely';
import type { Message } from '@bazaar/i18n/message-catalogue';
import type { Text } from '@bazaar/i18n/text';
import { ShopperOutcome } from '../../api-errors.ts';
import type { Database } from '../../db/schema.ts';
import type { OrderDraft } from './order-draft.ts';
import { giveBackStock, stockOf, takeStock } from './order.repository.ts';

/** "Only 2 left of …" / "… is out of stock": the product named in the shopper's language. */
export function shortageMessage(product: Text, left: number): Message {
  return left > 0
    ? { id: 'onlyLeft', params: { n: left, product } }
    : { id: 'soldOut', params: { product } };
}

/** A line's name in each language: the Arabic name where the product has one. */
export const productNameText = (name: string, nameAr: string | null): Text => ({
  en: name,
  ar: nameAr || name,
});

/** Call inside the order's transaction: it is all the lines or none. */
export async function takeOrderStock(trx: Kysely<Database>, draft: OrderDraft): Promise<void> {
  for (const line of draft.lines) {
    if (await takeStock(trx, line.productId, line.quantity)) continue;
    // What is left now, less what this order already took for the product on earlier lines.
    const left = await stockOf(trx, line.productId);
    throw new ShopperOutcome(
      'failure',
      shortageMessage(productNameText(line.productNameEn, line.productNameAr), left),
    );
  }
}

export async function giveBackOrderStock(trx: Kysely<Database>, draft: OrderDraft): Promise<void> {
  for (const line of draft.lines) await giveBackStock(trx, line.productId, line.quantity);
}
