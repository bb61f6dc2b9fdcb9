// The catalogue texts a shopper reads that had no Arabic column (issue #20 §6): the product's
// full description (sanitised HTML like the English one), and the brand and vendor names the
// product page and the brand filter show. Nullable: an Arabic request falls back to the English
// text where the shop has not written one. The full description feeds no cached answer today,
// but every products column but stock moves answer_version (0011), so it does too.
import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import { dialectOf } from './frozen/dialect.ts';

const TRIGGER = 'answer_version_full_description_ar';
const COLUMNS = [
  ['products', 'full_description_ar'],
  ['manufacturers', 'name_ar'],
  ['vendors', 'name_ar'],
] as const;

export const catalogueArabicTexts: Migration = {
  async up(db: Kysely<unknown>) {
    for (const [table, column] of COLUMNS) {
      await db.schema.alterTable(table).addColumn(column, 'text').execute();
    }
    // manufacturers is watched whole by 0011; bump_answer_version() exists since 0011 (0018's).
    const ddl =
      dialectOf(db) === 'postgres'
        ? `create trigger ${TRIGGER} after update of full_description_ar on products
           for each statement execute function bump_answer_version()`
        : `create trigger ${TRIGGER} after update of full_description_ar on products
           begin update answer_version set version = version + 1 where id = 1; end`;
    await sql.raw(ddl).execute(db);
  },
  async down(db: Kysely<unknown>) {
    const ddl =
      dialectOf(db) === 'postgres'
        ? `drop trigger ${TRIGGER} on products`
        : `drop trigger ${TRIGGER}`;
    await sql.raw(ddl).execute(db);
    for (const [table, column] of COLUMNS) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  },
};
