// Browsing the audit log: filters by entity (and its id), staff member and days (UTC), newest
// first, a keyset page at a time (`after` = the last id shown), so a long log costs no count.
import type { ConsoleRequest } from '@bazaar/contract/console/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { auditPage } from './audit.repository.ts';
import { dayRange, keysetPage } from './console-paging.ts';

export async function listAudit(db: Kysely<Database>, params: ConsoleRequest<'listAudit'>) {
  const rows = await auditPage(db, {
    entity: params.entity,
    entityId: params.entityId,
    staffId: params.staffId,
    ...dayRange(params.from, params.to),
    after: params.after,
    limit: params.limit,
  });
  return keysetPage(rows, params.limit, (row) => ({
    id: row.id,
    staffId: row.staff_id,
    staffEmail: row.staff_email,
    at: row.at,
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    changes: JSON.parse(row.changes) as Record<string, [unknown, unknown]>,
  }));
}
