// The product lists now say whether a product is in stock (InStock, issue #19), and the home
// lists are cached until answer_version moves (migration 0011, which left stock out). Stock
// still moves on every order without raising it; only a product selling out, or coming back,
// does: rare, so the order path rarely touches the version row.
// PostgreSQL: the bump now names its table in the schema of the table written, so a write by
// hand from a session whose search_path does not reach that schema (schema-qualified SQL, as the
// browser tests' stock helper sends) bumps the right row instead of failing.
import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import { dialectOf } from './frozen/dialect.ts';

const TRIGGER = 'answer_version_stock_crosses_zero';
const CROSSES = '(old.stock_quantity > 0) <> (new.stock_quantity > 0)';

const bumpFunction = (update: string) =>
  sql.raw(`create or replace function
  bump_answer_version() returns trigger language plpgsql as $$
  begin
    ${update};
    return null;
  end $$`);
const BUMP_IN_WRITTEN_SCHEMA = `execute format(
      'update %I.answer_version set version = version + 1 where id = 1', tg_table_schema)`;
const BUMP_ON_SEARCH_PATH = 'update answer_version set version = version + 1 where id = 1';

export const stockCrossingZero: Migration = {
  async up(db: Kysely<unknown>) {
    if (dialectOf(db) === 'postgres') await bumpFunction(BUMP_IN_WRITTEN_SCHEMA).execute(db);
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
    if (dialectOf(db) === 'postgres') await bumpFunction(BUMP_ON_SEARCH_PATH).execute(db);
  },
};
