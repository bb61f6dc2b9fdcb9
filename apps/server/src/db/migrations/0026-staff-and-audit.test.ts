// Migrations 0026 and 0027: staff with unique e-mails, their sessions and the audit log; the
// console's indexes and a seller request's language (English for older ones) and reason; down
// removes each. (A product's edit version is 0029's.)
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.ts';
import { migrateTo } from '../migrate.ts';
import type { Database } from '../schema.ts';
import { beforeEachMigratedTo, columnsOf, hasTable } from './test/migration-database.ts';

const STAFF = '0026-staff-and-audit';
const LISTS = '0027-console-lists';
const BEFORE = '0024-payment-events';

describe.each(DIALECTS)('migrations 0026–0027 on %s', (dialect) => {
  let db: Kysely<Database>;
  beforeEachMigratedTo(dialect, BEFORE, async (fresh) => {
    db = fresh;
  });
  const member = (email: string) =>
    db
      .insertInto('staff')
      .values({ email, name: 'Asha', role: 'owner' })
      .returning('id')
      .executeTakeFirstOrThrow();

  it('keeps staff apart, one per e-mail, with sessions and audit rows', async () => {
    expect(await migrateTo(db, STAFF)).toEqual([STAFF]);
    const { id } = await member('owner@shop.in');
    await expect(member('owner@shop.in')).rejects.toThrow();
    const stored = await db.selectFrom('staff').selectAll().executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ language_code: 'en', password_hash: null, removed_at: null });
    await db
      .insertInto('staff_sessions')
      .values({ token_hash: 'h', staff_id: id, expires_at: 'x', absolute_expires_at: 'y' })
      .execute();
    await db
      .insertInto('audit_log')
      .values({
        staff_id: id,
        staff_email: 'owner@shop.in',
        action: 'a',
        entity: 'e',
        entity_id: '1',
        changes: '{}',
      })
      .execute();
    const row = await db.selectFrom('audit_log').select('at').executeTakeFirstOrThrow();
    expect(row.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('gives older seller requests English and no reason, and reverts both', async () => {
    await migrateTo(db, STAFF);
    await db
      .insertInto('seller_requests')
      .values({
        first_name: 'K',
        last_name: 'M',
        email: 'k@m.in',
        password_hash: 'x',
        mobile_no: '1',
        address_line_one: 'a',
      })
      .execute();
    expect(await migrateTo(db, LISTS)).toEqual([LISTS]);
    const request = await db
      .selectFrom('seller_requests')
      .select(['language_code', 'decision_reason'])
      .executeTakeFirstOrThrow();
    expect(request).toEqual({ language_code: 'en', decision_reason: null });
    expect(await migrateTo(db, BEFORE)).toEqual([LISTS, STAFF]);
    expect(await columnsOf(db, 'seller_requests')).not.toContain('language_code');
    for (const table of ['staff', 'staff_sessions', 'audit_log']) {
      expect(await hasTable(db, table)).toBe(false);
    }
  });
});
