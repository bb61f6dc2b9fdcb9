// Orders and their lines get a stage (issue #20): placed, packed, shipped, out for delivery,
// delivered, and the after-sales ones (cancelled, return requested / approved, returned,
// refunded) — finer than the spec's five status ids, which status_id keeps answering. The
// status history records the stage reached, who moved it, and the carrier and tracking number
// of a shipment. Rows written before take the stage their status stands for.
import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/** The spec's status id → its stage (frozen copy of STAGE_OF_STATUS in the contract). */
const STAGE_OF_STATUS = sql.raw(`case status_id
  when 1 then 'placed' when 2 then 'shipped' when 3 then 'delivered'
  when 4 then 'returned' when 5 then 'refunded' else 'placed' end`);

export const orderStages: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of ['orders', 'order_items']) {
      await db.schema
        .alterTable(table)
        .addColumn('stage', 'text', (col) => col.notNull().defaultTo('placed'))
        .execute();
      await sql`update ${sql.table(table)} set stage = ${STAGE_OF_STATUS}`.execute(db);
    }
    for (const column of ['stage', 'actor', 'carrier', 'tracking_number']) {
      await db.schema.alterTable('order_status_history').addColumn(column, 'text').execute();
    }
    await sql`update order_status_history set stage = ${STAGE_OF_STATUS}`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const column of ['tracking_number', 'carrier', 'actor', 'stage']) {
      await db.schema.alterTable('order_status_history').dropColumn(column).execute();
    }
    for (const table of ['order_items', 'orders']) {
      await db.schema.alterTable(table).dropColumn('stage').execute();
    }
  },
};
