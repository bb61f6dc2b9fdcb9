// The saved cart through the real app, per dialect: saved and read back on another device, the
// merge at login, own rows only, the caps, and two sessions saving at once.
import { beforeAll, describe, expect, it } from 'vitest';
import type { LoginRow } from '@bazaar/contract/schemas/accounts';
import type { CartLine } from '@bazaar/contract/schemas/orders';
import type { SavedCartAnswer } from '@bazaar/contract/schemas/saved-cart';
import { SAVED_LIMITS } from '@bazaar/contract/cart/saved-cart';
import { SERVER_ERRORS } from '@bazaar/contract/messages';
import { DIALECTS } from '../../test/databases.ts';
import { call, useTestApp } from '../../test/test-app.ts';
import { authHeaders, loggedInShopper, signUpAndLogIn } from '../accounts/accounts.test-support.ts';
import { someProduct } from '../orders/orders.test-support.ts';

type Who = { id: number; token: string };

describe.each(DIALECTS)('saved cart on %s', (dialect) => {
  const t = useTestApp(dialect);
  const ids: number[] = [];

  beforeAll(async () => {
    for (const skip of [0, 1, 2]) ids.push((await someProduct(t.db, false, skip)).id);
    await t.db
      .updateTable('products')
      .set({ order_maximum_quantity: 4 })
      .where('id', '=', id(2))
      .execute();
  });
  const id = (index: number) => ids[index] ?? 0;

  const line = (ProductId: number, Quantity: number, size?: number): CartLine => ({
    ProductId,
    Quantity,
    productSelectedAttributes: size
      ? [{ ProductId, ProductAttributeID: 2, PrimaryKeyValue: size }]
      : [],
  });
  const merge = (who: Who, cart: CartLine[] = [], wishes: unknown[] = []) =>
    call<SavedCartAnswer>(
      t.app,
      'mergeSavedCart',
      { cartJsonData: JSON.stringify(cart), wishListJson: JSON.stringify(wishes) },
      authHeaders(who.id, who.token),
    );
  const save = (who: Who, changes: CartLine[]) =>
    call<{ CartLines: number }>(
      t.app,
      'saveCartLines',
      { cartJsonData: JSON.stringify(changes) },
      authHeaders(who.id, who.token),
    );
  const quantities = (answer: SavedCartAnswer) =>
    answer.cartItems.map((l) => [l.ProductId, l.Quantity, l.productSelectedAttributes.length]);

  it('saves lines on one device and answers them on another (a read-only merge)', async () => {
    const asha = await loggedInShopper(t.app);
    const [a, b] = ids as [number, number];
    expect((await save(asha, [line(a, 2), line(b, 1, 7)])).data.CartLines).toBe(2);
    expect((await save(asha, [line(a, 3)])).data.CartLines).toBe(2);
    const { status, data } = await merge(asha);
    expect(status).toBe(200);
    expect(quantities(data)).toEqual([
      [a, 3, 0],
      [b, 1, 1],
    ]);
    await save(asha, [line(b, 0, 7)]);
    expect(quantities((await merge(asha)).data)).toEqual([[a, 3, 0]]);
  });

  it("merges the browser's cart into the saved one: no line lost, limits kept, said once", async () => {
    const ravi = await loggedInShopper(t.app);
    const [a, b, limited] = ids as [number, number, number];
    await save(ravi, [line(a, 8), line(limited, 3)]);
    const { data } = await merge(ravi, [line(a, 5), line(a, 1, 9), line(limited, 2), line(b, 1)]);
    expect(quantities(data)).toEqual([
      [a, 10, 0],
      [limited, 4, 0],
      [a, 1, 1],
      [b, 1, 0],
    ]);
    expect(data).toMatchObject({ QuantityCapped: true, LinesLeftOut: 0 });
    // Read again: the merged cart is what was kept, and a read-only merge reports no cap.
    const again = await merge(ravi);
    expect(quantities(again.data)).toEqual(quantities(data));
    expect(again.data.QuantityCapped).toBe(false);
  });

  it("never reads or writes another shopper's cart", async () => {
    const asha = await loggedInShopper(t.app);
    const ravi = await loggedInShopper(t.app);
    await save(asha, [line(id(0), 2)]);
    const spoofed = await call(
      t.app,
      'mergeSavedCart',
      { cartJsonData: '[]' },
      authHeaders(asha.id, ravi.token),
    );
    expect(spoofed.status).toBe(401);
    expect(spoofed.envelope.errorMessage).toBe(SERVER_ERRORS.unauthorized);
    const visitor = await call(t.app, 'saveCartLines', {
      cartJsonData: JSON.stringify([line(id(0), 1)]),
    });
    expect(visitor.status).toBe(401);
    expect((await merge(ravi)).data.cartItems).toEqual([]);
  });

  it('refuses bad lines with a 400 naming the field, and a full cart with its message', async () => {
    const asha = await loggedInShopper(t.app);
    const over = await save(asha, [line(id(2), 5)]);
    expect(over.status).toBe(400);
    expect(over.envelope.errorMessage).toContain('cartJsonData.0.Quantity');
    const unknown = await save(asha, [line(2_000_000_000, 1)]);
    expect(unknown.status).toBe(400);
    const foreign = await save(asha, [
      {
        ...line(id(0), 1),
        productSelectedAttributes: [
          { ProductId: id(1), ProductAttributeID: 2, PrimaryKeyValue: 1 },
        ],
      },
    ]);
    expect(foreign.status).toBe(400);
    const full = Array.from({ length: SAVED_LIMITS.cartLines }, (_, i) => line(id(0), 1, i + 1));
    expect((await save(asha, full)).data.CartLines).toBe(SAVED_LIMITS.cartLines);
    const oneMore = await save(asha, [line(id(1), 1)]);
    expect(oneMore.status).toBe(200);
    expect(oneMore.envelope).toMatchObject({ statusCode: 501, messageId: 'savedCartFull' });
    // A line already saved can still change when the cart is full.
    expect((await save(asha, [line(id(0), 2, 1)])).envelope.statusCode).toBe(200);
    const merged = await merge(asha, [line(id(1), 1)]);
    expect(merged.data.LinesLeftOut).toBe(1);
    expect(merged.data.cartItems).toHaveLength(SAVED_LIMITS.cartLines);
  });

  it('keeps both lines when two sessions save at once, and the latest quantity of one line', async () => {
    const { user, row, token } = await signUpAndLogIn(t.app);
    const again = await call<LoginRow[]>(t.app, 'getUserLogin', {
      Email: user.EmailAddress,
      Password: user.Password,
    });
    const first = { id: row.UserID, token };
    const other = { id: row.UserID, token: again.envelope.token ?? '' };
    const [a, b] = ids as [number, number];
    const answers = await Promise.all([
      save(first, [line(a, 1)]),
      save(other, [line(b, 2)]),
      save(first, [line(a, 2)]),
      save(other, [line(b, 3)]),
    ]);
    expect(answers.map((answer) => answer.envelope.statusCode)).toEqual([200, 200, 200, 200]);
    const { data } = await merge(first);
    expect(data.cartItems.map((l) => l.ProductId).sort()).toEqual([a, b].sort());
    const quantityOf = (id: number) => data.cartItems.find((l) => l.ProductId === id)?.Quantity;
    expect([1, 2]).toContain(quantityOf(a));
    expect([2, 3]).toContain(quantityOf(b));
    // Sequential saves: the last one is what stays.
    await save(other, [line(a, 5)]);
    await save(first, [line(a, 4)]);
    const latest = (await merge(other)).data.cartItems.find((l) => l.ProductId === a);
    expect(latest?.Quantity).toBe(4);
  });
});
