// The console's products per dialect: a keyset page; an edit of price (rupees with paise, exact),
// discount, stock, maximum and publication, audited; an edit from an older version refused; and
// the change seen at once by a second server instance, whose cached answer lets it go.
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DIALECTS } from '../../test/databases.ts';
import { buildAppBeside, call, useTestApp } from '../../test/test-app.ts';
import { consoleCall, signedInStaff } from '../staff/staff.test-support.ts';

interface ProductRow {
  id: number;
  sku: string;
  pricePaise: number;
  version: number;
}
interface Page<R> {
  rows: R[];
  next: number | null;
}

const popularPrice = async (app: FastifyInstance, productId: number) => {
  const { data } = await call<{ ProductId: number; Price: number }[]>(app, 'getPopularProducts', {
    PageNo: 1,
    PageSize: 20,
    TabName: '',
  });
  return data.find((row) => row.ProductId === productId)?.Price;
};

describe.each(DIALECTS)('console products on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('edits a product once per version, audits it, and every instance shows it at once', async () => {
    const { token } = await signedInStaff(t.app, t.db, 'catalogue');
    const second = await buildAppBeside(t, dialect);
    try {
      const { data: popular } = await call<{ ProductId: number }[]>(second, 'getPopularProducts', {
        PageNo: 1,
        PageSize: 20,
        TabName: '',
      });
      const productId = popular[0]?.ProductId ?? 0;
      const before = await popularPrice(second, productId); // now cached on the second instance
      const { sku } = await t.db
        .selectFrom('products')
        .select('sku')
        .where('id', '=', productId)
        .executeTakeFirstOrThrow();
      const listed = await consoleCall<Page<ProductRow>>(
        t.app,
        'listProducts',
        { search: sku },
        token,
      );
      const found = listed.data.rows.find((row) => row.id === productId);
      expect(found).toBeDefined();
      const edit = {
        productId,
        version: found?.version ?? 0,
        price: '1,299.50',
        discountedPrice: '',
        stock: 12,
        maxPerOrder: 3,
        published: true,
      };
      const bad = await consoleCall(t.app, 'updateProduct', { ...edit, price: '12.345' }, token);
      expect(bad.envelope.errorMessage).toBe('price: must be rupees with at most 2 decimals');
      const above = await consoleCall(
        t.app,
        'updateProduct',
        { ...edit, discountedPrice: '1300' },
        token,
      );
      expect(above).toMatchObject({
        status: 400,
        envelope: { messageId: 'consoleDiscountNotBelow' },
      });

      const [first, late] = await Promise.all([
        consoleCall<ProductRow>(t.app, 'updateProduct', edit, token),
        consoleCall<ProductRow>(t.app, 'updateProduct', { ...edit, price: '999' }, token),
      ]);
      const statuses = [first.status, late.status].sort();
      expect(statuses).toEqual([200, 409]);
      const refused = first.status === 409 ? first : late;
      expect(refused.envelope.messageId).toBe('consoleProductChanged');
      const applied = first.status === 200 ? first : late;
      expect(applied.data.version).toBe(edit.version + 1);
      const price = applied === first ? 1299.5 : 999;
      expect(before).not.toBe(price);
      expect(await popularPrice(second, productId)).toBe(price);

      const audit = await t.db
        .selectFrom('audit_log')
        .selectAll()
        .where('entity', '=', 'product')
        .execute();
      expect(audit).toHaveLength(1);
      expect(JSON.parse(audit[0]?.changes ?? '{}')).toMatchObject({
        price_paise: [expect.any(Number), Math.round(price * 100)],
        order_maximum_quantity: [expect.any(Number), 3],
      });
    } finally {
      await second.close();
    }
  });

  it('pages by keyset and finds a product by its SKU', async () => {
    const { token } = await signedInStaff(t.app, t.db, 'owner');
    const first = await consoleCall<Page<ProductRow>>(t.app, 'listProducts', { limit: 3 }, token);
    expect(first.data.rows).toHaveLength(3);
    const next = await consoleCall<Page<ProductRow>>(
      t.app,
      'listProducts',
      { limit: 3, after: first.data.next },
      token,
    );
    expect(Math.max(...next.data.rows.map((row) => row.id))).toBeLessThan(
      Math.min(...first.data.rows.map((row) => row.id)),
    );
    const sku = first.data.rows[1]?.sku ?? '';
    const bySku = await consoleCall<Page<ProductRow>>(
      t.app,
      'listProducts',
      { search: sku },
      token,
    );
    expect(bySku.data.rows.map((row) => row.sku)).toContain(sku);
  });
});
