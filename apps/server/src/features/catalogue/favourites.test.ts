// get-customer-favourite-products through the real app, per dialect: a shopper reads the products
// of their own orders (most bought first, returned orders left out), never another shopper's; a
// visitor, called the provider's way (recordValueJson only), reads the popular list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@bazaar/contract/constants';
import { SERVER_ERRORS } from '@bazaar/contract/messages';
import type { ProductRow } from '@bazaar/contract/schemas/catalogue';
import { DIALECTS } from '../../test/databases.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { authHeaders, loggedInShopper } from '../accounts/accounts.test-support.ts';
import { insertTestOrder, someProduct } from '../orders/orders.test-support.ts';

describe.each(DIALECTS)('customer favourite products on %s', (dialect) => {
  let t: TestApp;
  let asha: { id: number; token: string };
  let ravi: { id: number; token: string };
  const ids: number[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    asha = await loggedInShopper(t.app);
    ravi = await loggedInShopper(t.app);
    for (const skip of [0, 1, 2, 3]) ids.push((await someProduct(t.db, false, skip)).id);
    const [once, often, returned, ravis] = ids as [number, number, number, number];
    await insertTestOrder(t.db, { userId: asha.id, lines: [{ productId: often, quantity: 2 }] });
    await insertTestOrder(t.db, {
      userId: asha.id,
      lines: [
        { productId: once, quantity: 1 },
        { productId: often, quantity: 1 },
      ],
    });
    await insertTestOrder(t.db, {
      userId: asha.id,
      lines: [{ productId: returned, quantity: 5 }],
      statusId: ORDER_STATUS.Returned,
    });
    await insertTestOrder(t.db, { userId: ravi.id, lines: [{ productId: ravis, quantity: 9 }] });
  });
  afterAll(() => t.close());

  const favourites = (
    who: { id: number; token: string },
    params: Record<string, unknown> = {},
    headers = authHeaders(who.id, who.token),
  ) => call<ProductRow[]>(t.app, 'getFavouriteProducts', params, headers);

  it("answers a shopper's own purchases, most bought first, without returned orders", async () => {
    const [once, often] = ids;
    const { status, data } = await favourites(asha, { recordValueJson: '[]' });
    expect(status).toBe(200);
    expect(data.map((row) => row.ProductId)).toEqual([often, once]);
    expect(data[0]).toMatchObject({ TotalRecords: 2 });
    expect(data[0]?.ProductImagesJson.length).toBeGreaterThan(0);
    const secondPage = await favourites(asha, { PageNo: 2, PageSize: 1 });
    expect(secondPage.data.map((row) => row.ProductId)).toEqual([once]);
  });

  it("never answers another shopper's purchases", async () => {
    const { data } = await favourites(ravi);
    expect(data.map((row) => row.ProductId)).toEqual([ids[3]]);
    // Asha's token with Ravi's UserID is refused, not read as either of them.
    const spoofed = await favourites(ravi, {}, authHeaders(ravi.id, asha.token));
    expect(spoofed.status).toBe(401);
    expect(spoofed.envelope.errorMessage).toBe(SERVER_ERRORS.unauthorized);
  });

  it('answers a visitor the popular list, as the provider calls it', async () => {
    const visitor = await call<ProductRow[]>(t.app, 'getFavouriteProducts', {
      recordValueJson: '[]',
    });
    const popular = await call<ProductRow[]>(t.app, 'getPopularProducts', { PageSize: 20 });
    expect(visitor.status).toBe(200);
    expect(visitor.data.length).toBeGreaterThan(0);
    expect(visitor.data.map((row) => row.ProductId)).toEqual(
      popular.data.map((row) => row.ProductId),
    );
  });
});
