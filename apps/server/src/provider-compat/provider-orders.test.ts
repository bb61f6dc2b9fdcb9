// The provider's OrdersHistory screen, unchanged, against Bazaar: its two history calls as it
// sends them (raw body, Token + UserID headers) read the way its code reads them, and its
// download address `/{OrderItemID}/{UserID}` refused with a clear message (deviation #10).
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@bazaar/contract/constants';
import { DOWNLOAD_PATH_PREFIX, ENDPOINTS, endpointPath } from '@bazaar/contract/endpoints';
import type { Envelope } from '@bazaar/contract/envelope';
import { SERVER_ERRORS } from '@bazaar/contract/messages';
import {
  createShopper,
  insertTestOrder,
  someProduct,
  type Shopper,
} from '../features/orders/orders.test-support.ts';
import { DIALECTS } from '../test/databases.ts';
import { useTestApp } from '../test/test-app.ts';
import { VISITOR_HEADERS } from './provider-calls.test-support.ts';

describe.each(DIALECTS)("the provider's orders history against Bazaar on %s", (dialect) => {
  const t = useTestApp(dialect);
  let shopper: Shopper;
  let order: { orderId: number; itemIds: number[] };
  let digital: Awaited<ReturnType<typeof someProduct>>;

  beforeAll(async () => {
    shopper = await createShopper(t.db);
    digital = await someProduct(t.db, true);
    order = await insertTestOrder(t.db, {
      userId: shopper.id,
      statusId: ORDER_STATUS.Completed,
      lines: [{ productId: digital.id, quantity: 1 }],
    });
  });

  const send = async (key: 'getOrderHistory' | 'getOrderHistoryDetail', params: object) => {
    const response = await t.app.inject({
      method: 'POST',
      url: endpointPath(ENDPOINTS[key]),
      headers: { ...VISITOR_HEADERS, Token: shopper.token, UserID: String(shopper.id) },
      payload: JSON.stringify({ requestParameters: params }),
    });
    expect(response.statusCode, 'only HTTP 2xx reaches its screens').toBe(200);
    return JSON.parse(response.json<Envelope>().data) as Record<string, unknown>[];
  };

  it('lists the orders for {UserId} (sent as text), with the fields its table reads', async () => {
    const rows = await send('getOrderHistory', { UserId: String(shopper.id) });
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(
      [
        'LatestStatusName',
        'OrderDateUTC',
        'OrderId',
        'OrderNumber',
        'OrderTotal',
        'TotalItems',
        // Bazaar's additions (issue #20), which its storefront reads and the provider's ignores.
        'Stage',
        'StageName',
      ].sort(),
    );
    expect(rows[0]?.LatestStatusName).toBe('Completed');
  });

  it('lists the items for {OrderId}, with the flags its Download link reads', async () => {
    const rows = await send('getOrderHistoryDetail', { OrderId: order.orderId });
    expect(rows[0]).toMatchObject({
      OrderItemID: order.itemIds[0],
      // English, as it always sent: the item's Arabic name is for Bazaar's storefront only.
      ProductName: digital.name,
      IsDigitalProduct: true,
      LatestStatusID: ORDER_STATUS.Completed,
    });
  });

  it('refuses its /{OrderItemID}/{UserID} download with a message saying why', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${DOWNLOAD_PATH_PREFIX}/${order.itemIds[0]}/${shopper.id}`,
    });
    expect(response.statusCode).toBe(401);
    // It saves whatever answers as the file: a sentence in a .txt, not an envelope.
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(`${SERVER_ERRORS.downloadNeedsToken}\n`);
  });
});
