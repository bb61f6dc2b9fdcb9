// Migration 0021: products carry an HSN code and a GST rate; an order has at most one invoice and
// a number is never given twice; down removes the tables and the columns.
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.ts';
import { migrateTo } from '../migrate.ts';
import type { Database } from '../schema.ts';
import {
  beforeEachMigratedTo,
  columnsOf,
  hasTable,
  insertCashMethod,
  insertOrder,
  insertUser,
  productRow,
} from './test/migration-database.ts';

const NAME = '0021-gst-invoices';
const BEFORE = '0020-after-sales';

describe.each(DIALECTS)('migration 0021 on %s', (dialect) => {
  let db: Kysely<Database>;
  beforeEachMigratedTo(dialect, BEFORE, async (fresh) => {
    db = fresh;
    await insertCashMethod(db);
  });

  const order = async (number: string) =>
    insertOrder(db, await insertUser(db, `${number}@example.com`), number);
  const invoice = (orderId: number, sequence: number) =>
    db
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
    expect(await migrateTo(db, NAME)).toEqual([NAME]);
    expect(await columnsOf(db, 'products')).toEqual(
      expect.arrayContaining(['hsn_code', 'gst_rate_bp']),
    );
    await db
      .insertInto('products')
      .values({ ...productRow('T-1'), hsn_code: '6204', gst_rate_bp: 500 })
      .execute();
    await expect(
      db
        .insertInto('products')
        .values({ ...productRow('T-2'), gst_rate_bp: 10_001 })
        .execute(),
    ).rejects.toThrow();
  });

  it('keeps one invoice per order and one order per number', async () => {
    await migrateTo(db, NAME);
    const first = await order('O-1');
    const second = await order('O-2');
    await invoice(first, 1);
    await expect(invoice(first, 2)).rejects.toThrow();
    await expect(invoice(second, 1)).rejects.toThrow();
    await invoice(second, 2);
  });

  it('reverts to 0020', async () => {
    await migrateTo(db, NAME);
    expect(await migrateTo(db, BEFORE)).toEqual([NAME]);
    expect(await hasTable(db, 'invoices')).toBe(false);
    expect(await hasTable(db, 'invoice_counters')).toBe(false);
    expect(await columnsOf(db, 'products')).not.toContain('gst_rate_bp');
  });
});
