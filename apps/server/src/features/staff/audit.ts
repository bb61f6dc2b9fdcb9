// The audit log: who changed what, when, and each changed field's before → after. Written by
// the caller inside the transaction of the change itself, so there is no change without its
// row and no row without its change (issue #22). Secrets never reach it: callers name fields.
import type { Kysely } from 'kysely';
import type { StaffRole } from '@bazaar/contract/console/roles';
import type { Database } from '../../db/schema.ts';
import { insertAuditRow } from './audit.repository.ts';

/** Who acts: a signed-in staff member, or the operator's command line (id null). */
export interface StaffActor {
  id: number | null;
  email: string;
  role: StaffRole;
}

export type AuditValue = string | number | boolean | null;
export type AuditFields = Readonly<Record<string, AuditValue>>;

export interface AuditEntry {
  action: string;
  entity: string;
  entityId: string | number;
  before?: AuditFields;
  after?: AuditFields;
}

/** { field: [before, after] } for every field whose value differs (absent = null). */
export function changedFields(before: AuditFields = {}, after: AuditFields = {}) {
  const changes: Record<string, [AuditValue, AuditValue]> = {};
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[field] ?? null;
    const now = after[field] ?? null;
    if (was !== now) changes[field] = [was, now];
  }
  return changes;
}

export async function recordChange(
  trx: Kysely<Database>,
  actor: StaffActor,
  entry: AuditEntry,
  at: Date = new Date(),
): Promise<void> {
  await insertAuditRow(trx, {
    staff_id: actor.id,
    staff_email: actor.email,
    at: at.toISOString(),
    action: entry.action,
    entity: entry.entity,
    entity_id: String(entry.entityId),
    changes: JSON.stringify(changedFields(entry.before, entry.after)),
  });
}
