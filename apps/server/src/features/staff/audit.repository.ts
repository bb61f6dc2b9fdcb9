// Queries of the audit log (0026): written in the transaction of the change it records, read
// newest first in keyset pages (id < after), filtered by entity, staff member and day.
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function insertAuditRow(db: Kysely<Database>, row: Insertable<Database['audit_log']>) {
  await db.insertInto('audit_log').values(row).execute();
}

export interface AuditFilter {
  entity: string;
  entityId: string;
  staffId?: number | undefined;
  fromIso?: string | undefined;
  toIso?: string | undefined;
  after?: number | undefined;
  limit: number;
}

export function auditPage(db: Kysely<Database>, filter: AuditFilter) {
  let query = db
    .selectFrom('audit_log')
    .select(['id', 'staff_id', 'staff_email', 'at', 'action', 'entity', 'entity_id', 'changes'])
    .orderBy('id', 'desc')
    .limit(filter.limit + 1);
  if (filter.entity !== '') query = query.where('entity', '=', filter.entity);
  if (filter.entityId !== '') query = query.where('entity_id', '=', filter.entityId);
  if (filter.staffId !== undefined) query = query.where('staff_id', '=', filter.staffId);
  if (filter.fromIso !== undefined) query = query.where('at', '>=', filter.fromIso);
  if (filter.toIso !== undefined) query = query.where('at', '<', filter.toIso);
  if (filter.after !== undefined) query = query.where('id', '<', filter.after);
  return query.execute();
}
