// Browsing the audit log: filters by entity (and its id), staff member and days (UTC), newest
// first, a keyset page at a time (`after` = the last id shown), so a long log costs no count.
import type { ConsoleRequest } from '@bazaar/contract/console/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { auditPage } from './audit.repository.ts';

const dayStart = (day: string) => `${day}T00:00:00.000Z`;
const nextDayStart = (day: string) =>
  new Date(Date.parse(dayStart(day)) + 24 * 3600_000).toISOString();

export async function listAudit(db: Kysely<Database>, params: ConsoleRequest<'listAudit'>) {
  const rows = await auditPage(db, {
    entity: params.entity,
    entityId: params.entityId,
    staffId: params.staffId,
    fromIso: params.from === undefined ? undefined : dayStart(params.from),
    toIso: params.to === undefined ? undefined : nextDayStart(params.to),
    after: params.after,
    limit: params.limit,
  });
  const page = rows.slice(0, params.limit);
  return {
    rows: page.map((row) => ({
      id: row.id,
      staffId: row.staff_id,
      staffEmail: row.staff_email,
      at: row.at,
      action: row.action,
      entity: row.entity,
      entityId: row.entity_id,
      changes: JSON.parse(row.changes) as Record<string, [unknown, unknown]>,
    })),
    next: rows.length > params.limit ? (page.at(-1)?.id ?? null) : null,
  };
}
