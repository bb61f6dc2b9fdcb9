// Migration 0021: products carry an HSN code and a GST rate; an order has at most one invoice and
// a number is never given twice; down removes the tables and the columns.
import { beforeEach, expect, it } from 'vitest';
import {
  describeMigration,
  columnsOf,
  hasTable,
  insertCashMethod,
  insertOrder,
  insertUser,
  productRow,
} from './test/migration-database.ts';

describeMigration('0021-gst-invoices', '0020-after-sales', (t) => {
  beforeEach(async () => {
    await insertCashMethod(t.db);
  });

  const order = async (number: string) =>
    insertOrder(t.db, await insertUser(t.db, `${number}@example.com`), number);
  const invoice = (orderId: number, sequence: number) =>
    t.db
      .insertInto('invoices')
      .values({
        order_id: orderId,
        invoice_number: `BZ/2026-27/${String(sequence).padStart(6, '0')}`,
        financial_year: '2026-27',
        sequence,
        supply: 'intra-state',
        shop_json: '{}',
        lines_json: '[]',
        shipping_paise: 0,
        paid_paise: 0,
      })
      .execute();

  it('adds the tax columns and refuses a rate above 100 %', async () => {
    await t.up();
    expect(await columnsOf(t.db, 'products')).toEqual(
      expect.arrayContaining(['hsn_code', 'gst_rate_bp']),
    );
    await t.db
      .insertInto('products')
      .values({ ...productRow('T-1'), hsn_code: '6204', gst_rate_bp: 500 })
      .execute();
    await expect(
      t.db
        .insertInto('products')
        .values({ ...productRow('T-2'), gst_rate_bp: 10_001 })
        .execute(),
    ).rejects.toThrow();
  });

  it('keeps one invoice per order and one order per number', async () => {
    await t.up();
    const first = await order('O-1');
    const second = await order('O-2');
    await invoice(first, 1);
    await expect(invoice(first, 2)).rejects.toThrow();
    await expect(invoice(second, 1)).rejects.toThrow();
    await invoice(second, 2);
  });

  it('reverts to 0020', async () => {
    await t.up();
    await t.down();
    expect(await hasTable(t.db, 'invoices')).toBe(false);
    expect(await hasTable(t.db, 'invoice_counters')).toBe(false);
    expect(await columnsOf(t.db, 'products')).not.toContain('gst_rate_bp');
  });
});
