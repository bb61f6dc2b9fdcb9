// Migration 0005 over accounts written before it: users keep their rows (English mail), older
// sessions stay valid without sliding, one pending seller request per e-mail, and down gives
// back 0004's schema (0003's plus the Arabic short description) with every row.
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.ts';
import { migrateTo } from '../migrate.ts';
import type { Database } from '../schema.ts';
import { beforeEachMigratedTo, columnsOf, insertUser } from './test/migration-database.ts';

const NAME = '0005-accounts';
const BEFORE = '0004-product-arabic-description';

const seller = (email: string) => ({
  first_name: 'A',
  last_name: 'B',
  email,
  password_hash: 'h',
  mobile_no: '1',
  address_line_one: 'x',
});

describe.each(DIALECTS)('migration 0005 on %s', (dialect) => {
  let db: Kysely<Database>;
  beforeEachMigratedTo(dialect, BEFORE, async (fresh) => {
    db = fresh;
    const userId = await insertUser(db, 'old@example.in');
    await db
      .insertInto('auth_tokens')
      .values({ token_hash: 'th', user_id: userId, expires_at: '2999-01-01T00:00:00.000Z' })
      .execute();
    await db.insertInto('seller_requests').values(seller('s@example.in')).execute();
  });

  it('adds the columns with values that keep old rows working', async () => {
    expect(await migrateTo(db, NAME)).toEqual([NAME]);
    const user = await db.selectFrom('users').select('language_code').executeTakeFirstOrThrow();
    expect(user.language_code).toBe('en');
    const token = await db.selectFrom('auth_tokens').selectAll().executeTakeFirstOrThrow();
    expect(token).toMatchObject({ absolute_expires_at: null, idle_seconds: null });
    await db.insertInto('server_secrets').values({ name: 'k', value: 'v' }).execute();
    // One pending request per e-mail; a decided one does not count.
    await expect(
      db.insertInto('seller_requests').values(seller('s@example.in')).execute(),
    ).rejects.toThrow();
    await db.updateTable('seller_requests').set({ status: 'rejected' }).execute();
    await db.insertInto('seller_requests').values(seller('s@example.in')).execute();
  });

  it('reverts to 0004, keeping every row', async () => {
    await migrateTo(db, NAME);
    expect(await migrateTo(db, BEFORE)).toEqual([NAME]);
    expect(await columnsOf(db, 'users')).not.toContain('language_code');
    expect(await columnsOf(db, 'auth_tokens')).not.toContain('absolute_expires_at');
    expect(await columnsOf(db, 'outbox_emails')).not.toContain('next_attempt_at');
    expect(await columnsOf(db, 'seller_requests')).not.toContain('decided_at');
    // No columns: the table is gone (this database's own schema only; PostgreSQL's
    // introspection would list the tables of every test running beside this one).
    expect(await columnsOf(db, 'server_secrets')).toEqual([]);
    expect(await db.selectFrom('users').select('email').execute()).toEqual([
      { email: 'old@example.in' },
    ]);
    expect(await db.selectFrom('auth_tokens').select('token_hash').execute()).toHaveLength(1);
    // And up again.
    expect(await migrateTo(db, NAME)).toEqual([NAME]);
  });
});
