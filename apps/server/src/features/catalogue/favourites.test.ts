// get-customer-favourite-products and its family through the real app, per dialect: a shopper's
// wish list is saved, re-saved and removed on the server and read back with its choices, never
// another shopper's; a visitor, called the provider's way (recordValueJson only), reads the
// popular list.
import { beforeAll, describe, expect, it } from 'vitest';
import { SAVED_LIMITS } from '@bazaar/contract/cart/saved-cart';
import { SERVER_ERRORS } from '@bazaar/contract/messages';
import type { ProductRow } from '@bazaar/contract/schemas/catalogue';
import type { FavouriteProductRow, SavedCartAnswer } from '@bazaar/contract/schemas/saved-cart';
import { DIALECTS } from '../../test/databases.ts';
import { call, useTestApp } from '../../test/test-app.ts';
import { authHeaders, loggedInShopper } from '../accounts/accounts.test-support.ts';
import { someProduct } from '../orders/orders.test-support.ts';

type Who = { id: number; token: string };

describe.each(DIALECTS)('customer favourite products on %s', (dialect) => {
  const t = useTestApp(dialect);
  const ids: number[] = [];
  let size: { id: number; short_name: string };

  beforeAll(async () => {
    for (const skip of [0, 1, 2]) ids.push((await someProduct(t.db, false, skip)).id);
    size = await t.db.selectFrom('sizes').select(['id', 'short_name']).executeTakeFirstOrThrow();
  });

  const as = (who: Who) => authHeaders(who.id, who.token);
  const favourites = (who: Who, params: Record<string, unknown> = {}, headers = as(who)) =>
    call<FavouriteProductRow[]>(t.app, 'getFavouriteProducts', params, headers);
  const add = (who: Who, params: Record<string, unknown>) =>
    call(t.app, 'addFavouriteProduct', params, as(who));

  it("answers a shopper's own wish list in the order saved, with each entry's choice", async () => {
    const asha = await loggedInShopper(t.app);
    const [a, b, c] = ids as [number, number, number];
    expect((await favourites(asha, { recordValueJson: '[]' })).data).toEqual([]);
    await add(asha, { ProductId: a });
    await add(asha, { ProductId: b, SizeId: size.id, Quantity: 2 });
    await add(asha, { ProductId: c });
    // Saving a listed product again takes the new choice and keeps its place.
    await add(asha, { ProductId: a, Quantity: 3 });
    const { status, data } = await favourites(asha, { recordValueJson: '[]' });
    expect(status).toBe(200);
    expect(data.map((row) => [row.ProductId, row.Quantity])).toEqual([
      [a, 3],
      [b, 2],
      [c, 1],
    ]);
    expect(data[1]).toMatchObject({ SizeId: size.id, SizeShortName: size.short_name });
    expect(data[0]).toMatchObject({ TotalRecords: 3, SizeId: null, ColorId: null });
    expect(data[0]?.ProductImagesJson.length).toBeGreaterThan(0);
    const secondPage = await favourites(asha, { PageNo: 2, PageSize: 2 });
    expect(secondPage.data.map((row) => row.ProductId)).toEqual([c]);
    await call(t.app, 'removeFavouriteProduct', { ProductId: b }, as(asha));
    await call(t.app, 'removeFavouriteProduct', { ProductId: b }, as(asha));
    expect((await favourites(asha)).data.map((row) => row.ProductId)).toEqual([a, c]);
  });

  it("never answers or changes another shopper's wish list", async () => {
    const asha = await loggedInShopper(t.app);
    const ravi = await loggedInShopper(t.app);
    await add(asha, { ProductId: ids[0] });
    expect((await favourites(ravi)).data).toEqual([]);
    // Asha's token with Ravi's UserID is refused, not read as either of them.
    const spoofed = await favourites(ravi, {}, authHeaders(ravi.id, asha.token));
    expect(spoofed.status).toBe(401);
    expect(spoofed.envelope.errorMessage).toBe(SERVER_ERRORS.unauthorized);
    const visitorAdd = await call(t.app, 'addFavouriteProduct', { ProductId: ids[1] });
    expect(visitorAdd.status).toBe(401);
    const spoofedRemove = await call(
      t.app,
      'removeFavouriteProduct',
      { ProductId: ids[0] },
      authHeaders(asha.id, ravi.token),
    );
    expect(spoofedRemove.status).toBe(401);
    expect((await favourites(asha)).data.map((row) => row.ProductId)).toEqual([ids[0]]);
  });

  it('merges the browser wish list at login, keeping the saved choice', async () => {
    const asha = await loggedInShopper(t.app);
    const [a, b] = ids as [number, number];
    await add(asha, { ProductId: a, SizeId: size.id });
    const merged = await call<SavedCartAnswer>(
      t.app,
      'mergeSavedCart',
      { wishListJson: JSON.stringify([{ ProductId: a }, { ProductId: b }, { ProductId: 2e9 }]) },
      as(asha),
    );
    expect(merged.data).toMatchObject({ WishListCount: 2, WishListLeftOut: 0 });
    const rows = (await favourites(asha)).data;
    expect(rows.map((row) => [row.ProductId, row.SizeId])).toEqual([
      [a, size.id],
      [b, null],
    ]);
  });

  it('refuses a product beyond the cap with its message, and an unknown product', async () => {
    const asha = await loggedInShopper(t.app);
    const made = await t.db
      .insertInto('products')
      .values(
        Array.from({ length: SAVED_LIMITS.wishList + 1 }, (_, i) => ({
          sku: `WISH-${dialect}-${i}`,
          name: `Wish ${i}`,
          price_paise: 10_000,
          short_description: '',
          full_description: '',
          stock_quantity: 1,
        })),
      )
      .returning('id')
      .execute();
    await t.db
      .insertInto('wish_list_items')
      .values(made.slice(1).map((p) => ({ user_id: asha.id, product_id: p.id })))
      .execute();
    const full = await add(asha, { ProductId: made[0]?.id });
    expect(full.envelope).toMatchObject({ statusCode: 501, messageId: 'wishListFull' });
    // A product already listed can still be saved again.
    expect((await add(asha, { ProductId: made[1]?.id, Quantity: 2 })).envelope.statusCode).toBe(
      200,
    );
    const unknown = await add(asha, { ProductId: 2_000_000_000 });
    expect(unknown.status).toBe(400);
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
