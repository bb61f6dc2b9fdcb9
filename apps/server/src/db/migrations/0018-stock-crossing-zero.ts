// The product lists now say whether a product is in stock (InStock, issue #19), and the home
// lists are cached until answer_version moves (migration 0011, which left stock out). Stock
// still moves on every order without raising it; only a product selling out, or coming back,
// does: rare, so the order path rarely touches the version row.
import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import { dialectOf } from './frozen/dialect.ts';

const TRIGGER = 'answer_version_stock_crosses_zero';
const CROSSES = '(old.stock_quantity > 0) <> (new.stock_quantity > 0)';

export const stockCrossingZero: Migration = {
  async up(db: Kysely<unknown>) {
    const ddl =
      dialectOf(db) === 'postgres'
        ? `create trigger ${TRIGGER} after update of stock_quantity on products
           for each row when (${CROSSES}) execute function bump_answer_version()`
        : `create trigger ${TRIGGER} after update of stock_quantity on products
           when ${CROSSES}
           begin update answer_version set version = version + 1 where id = 1; end`;
    await sql.raw(ddl).execute(db);
  },
  async down(db: Kysely<unknown>) {
    const ddl =
      dialectOf(db) === 'postgres'
        ? `drop trigger ${TRIGGER} on products`
        : `drop trigger ${TRIGGER}`;
    await sql.raw(ddl).execute(db);
  },
};
