// Cash on delivery is paid only on delivery, so one shopper could hold any amount of stock with
// unpaid orders (issue 17: 30 orders of 10 units in 0.2 s took 300 units). The caps on open
// cash orders and their units hold under parallel orders, per dialect.
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@bazaar/contract/constants';
import { ORDER_MESSAGES, RESPONSE_MSG } from '@bazaar/contract/messages';
import { DIALECTS } from '../../test/databases.ts';
import { useTestApp } from '../../test/test-app.ts';
import {
  cartOf,
  createShopper,
  ordersOfUser,
  placeOrderAs,
  productWithStock,
  stockOf,
  type PlacedAnswer,
  type Shopper,
} from './orders.test-support.ts';

describe.each(DIALECTS)('cash-on-delivery caps on %s', (dialect) => {
  const t = useTestApp(dialect, {
    config: { COD_OPEN_ORDERS_PER_SHOPPER: 3, COD_OPEN_UNITS_PER_SHOPPER: 20 },
  });

  const placeAll = (shopper: Shopper, count: number, params: Record<string, unknown>) =>
    Promise.all(
      Array.from({ length: count }, (_, i) =>
        placeOrderAs(t.app, shopper, params, { 'Idempotency-Key': `cod-${shopper.id}-${i}` }),
      ),
    );
  const placed = (answers: { data: PlacedAnswer }[]) =>
    answers.filter((a) => a.data[0]?.ResponseMsg === RESPONSE_MSG.orderPlaced);

  it('caps the units of 30 parallel cash orders of 10 units at 20', async () => {
    const shopper = await createShopper(t.db);
    const product = await productWithStock(t.db, 500);
    const answers = await placeAll(shopper, 30, { cartJsonData: cartOf([product.id, 10]) });
    const taken = 500 - (await stockOf(t.db, product.id));
    console.log(
      `[cash caps, ${dialect}] 30 parallel cash orders of 10 units: ${taken} units taken`,
    );
    expect(placed(answers)).toHaveLength(2);
    expect(taken).toBe(20);
    const refused = answers.filter((a) => a.envelope.errorMessage !== '');
    expect(refused).toHaveLength(28);
    for (const answer of refused) {
      expect(answer.status).toBe(200);
      expect(answer.envelope.errorMessage).toBe(ORDER_MESSAGES.cashOrdersCapped);
    }
  });

  it('caps 30 parallel cash orders of 1 unit at 3 open orders, until one is delivered', async () => {
    const shopper = await createShopper(t.db);
    const product = await productWithStock(t.db, 500, { skip: 1 });
    const answers = await placeAll(shopper, 30, { cartJsonData: cartOf([product.id, 1]) });
    expect(placed(answers)).toHaveLength(3);
    expect(await stockOf(t.db, product.id)).toBe(497);
    // A delivered (Completed) order is no longer open: the shopper may order again.
    const [first] = await ordersOfUser(t.db, shopper.id);
    await t.db
      .updateTable('orders')
      .set({ status_id: ORDER_STATUS.Completed })
      .where('id', '=', first?.id ?? 0)
      .execute();
    const again = await placeOrderAs(t.app, shopper, {
      cartJsonData: cartOf([product.id, 1]),
      OrderNote: 'again',
    });
    expect(again.data[0]?.ResponseMsg).toBe(RESPONSE_MSG.orderPlaced);
  });
});
