// Migration 0005 over accounts written before it: users keep their rows (English mail), older
// sessions stay valid without sliding, one pending seller request per e-mail, and down gives
// back 0004's schema (0003's plus the Arabic short description) with every row.
import { beforeEach, expect, it } from 'vitest';
import {
  describeMigration,
  columnsOf,
  expectColumns,
  insertUser,
} from './test/migration-database.ts';

const seller = (email: string) => ({
  first_name: 'A',
  last_name: 'B',
  email,
  password_hash: 'h',
  mobile_no: '1',
  address_line_one: 'x',
});

describeMigration('0005-accounts', '0004-product-arabic-description', (t) => {
  beforeEach(async () => {
    const userId = await insertUser(t.db, 'old@example.in');
    await t.db
      .insertInto('auth_tokens')
      .values({ token_hash: 'th', user_id: userId, expires_at: '2999-01-01T00:00:00.000Z' })
      .execute();
    await t.db.insertInto('seller_requests').values(seller('s@example.in')).execute();
  });

  it('adds the columns with values that keep old rows working', async () => {
    await t.up();
    const user = await t.db.selectFrom('users').select('language_code').executeTakeFirstOrThrow();
    expect(user.language_code).toBe('en');
    const token = await t.db.selectFrom('auth_tokens').selectAll().executeTakeFirstOrThrow();
    expect(token).toMatchObject({ absolute_expires_at: null, idle_seconds: null });
    await t.db.insertInto('server_secrets').values({ name: 'k', value: 'v' }).execute();
    // One pending request per e-mail; a decided one does not count.
    await expect(
      t.db.insertInto('seller_requests').values(seller('s@example.in')).execute(),
    ).rejects.toThrow();
    await t.db.updateTable('seller_requests').set({ status: 'rejected' }).execute();
    await t.db.insertInto('seller_requests').values(seller('s@example.in')).execute();
  });

  it('reverts to 0004, keeping every row', async () => {
    await t.up();
    await t.down();
    await expectColumns(
      t.db,
      {
        users: ['language_code'],
        auth_tokens: ['absolute_expires_at'],
        outbox_emails: ['next_attempt_at'],
        seller_requests: ['decided_at'],
      },
      false,
    );
    // No columns: the table is gone (this database's own schema only; PostgreSQL's
    // introspection would list the tables of every test running beside this one).
    expect(await columnsOf(t.db, 'server_secrets')).toEqual([]);
    expect(await t.db.selectFrom('users').select('email').execute()).toEqual([
      { email: 'old@example.in' },
    ]);
    expect(await t.db.selectFrom('auth_tokens').select('token_hash').execute()).toHaveLength(1);
    // And up again.
    await t.up();
  });
});
