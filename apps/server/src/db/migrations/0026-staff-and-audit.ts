// The shop owner's console (issue #22): staff accounts kept apart from shoppers (their own
// table, sessions and roles), and the audit log every console change writes in its own
// transaction. A staff member is never deleted (removed_at), so the log keeps naming them.
import type { Kysely, Migration } from 'kysely';
import { dialectOf, timestampNow, withId } from './frozen/dialect.ts';

export const staffAndAudit: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    await withId(db.schema.createTable('staff'), dialect)
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull())
      // Null until the invited member sets a password with the code mailed to them.
      .addColumn('password_hash', 'text')
      .addColumn('invite_code_hash', 'text')
      .addColumn('invite_expires_at', 'text')
      .addColumn('language_code', 'text', (c) => c.notNull().defaultTo('en'))
      .addColumn('created_at', 'text', timestampNow(dialect))
      .addColumn('removed_at', 'text')
      .execute();
    await withId(db.schema.createTable('staff_sessions'), dialect)
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
      .addColumn('created_at', 'text', timestampNow(dialect))
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('absolute_expires_at', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema
      .createIndex('staff_sessions_staff_idx')
      .on('staff_sessions')
      .column('staff_id')
      .execute();
    await withId(db.schema.createTable('audit_log'), dialect)
      // Null for a change made from the command line (`npm run admin -- staff add`).
      .addColumn('staff_id', 'integer', (c) => c.references('staff.id'))
      .addColumn('staff_email', 'text', (c) => c.notNull())
      .addColumn('at', 'text', timestampNow(dialect))
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('entity', 'text', (c) => c.notNull())
      .addColumn('entity_id', 'text', (c) => c.notNull())
      // JSON: { field: [before, after] } for the fields the change touched.
      .addColumn('changes', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('audit_log_entity_idx')
      .on('audit_log')
      .columns(['entity', 'entity_id', 'id'])
      .execute();
    await db.schema
      .createIndex('audit_log_staff_idx')
      .on('audit_log')
      .columns(['staff_id', 'id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('audit_log').execute();
    await db.schema.dropTable('staff_sessions').execute();
    await db.schema.dropTable('staff').execute();
  },
};
