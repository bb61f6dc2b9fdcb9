// GST tax invoices (issue #20 §4). Products get an HSN/SAC code and a GST rate in basis points
// (null: the invoice's documented default applies). An invoice is issued once per order
// (UNIQUE order_id) with a number from its financial year's counter row, which the issuing
// transaction increments under the row's lock: numbers are sequential per year and never reused,
// however many instances issue at once. What the invoice says (lines with their codes and rates,
// the shop's details, the kind of supply) is frozen in the row when it is issued.
import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import { dialectOf, timestampNow, withId } from './frozen/dialect.ts';

export const gstInvoices: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    await db.schema.alterTable('products').addColumn('hsn_code', 'text').execute();
    await db.schema
      .alterTable('products')
      .addColumn('gst_rate_bp', 'integer', (c) =>
        c.check(sql`gst_rate_bp is null or (gst_rate_bp >= 0 and gst_rate_bp <= 10000)`),
      )
      .execute();
    await db.schema
      .createTable('invoice_counters')
      .addColumn('financial_year', 'text', (c) => c.primaryKey())
      .addColumn('last_number', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await withId(db.schema.createTable('invoices'), dialect)
      .addColumn('order_id', 'integer', (c) =>
        c.notNull().unique().references('orders.id').onDelete('restrict'),
      )
      .addColumn('invoice_number', 'text', (c) => c.notNull().unique())
      .addColumn('financial_year', 'text', (c) => c.notNull())
      .addColumn('sequence', 'integer', (c) => c.notNull())
      .addColumn('supply', 'text', (c) => c.notNull())
      .addColumn('shop_json', 'text', (c) => c.notNull())
      .addColumn('lines_json', 'text', (c) => c.notNull())
      .addColumn('shipping_paise', 'integer', (c) => c.notNull())
      .addColumn('paid_paise', 'integer', (c) => c.notNull())
      .addColumn('issued_at', 'text', timestampNow(dialect))
      .addUniqueConstraint('invoices_year_sequence', ['financial_year', 'sequence'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('invoices').execute();
    await db.schema.dropTable('invoice_counters').execute();
    await db.schema.alterTable('products').dropColumn('gst_rate_bp').execute();
    await db.schema.alterTable('products').dropColumn('hsn_code').execute();
  },
};
