// Staff of the shop's console, their sessions and the audit log (0026). See docs/console.md.
import type { CreatedAt, Id, Timestamp, WithDefault } from './scalars.ts';

export interface StaffTable {
  id: Id;
  email: string;
  name: string;
  /** owner | catalogue | orders | support (packages/contract/src/console/roles.ts). */
  role: string;
  password_hash: string | null;
  /** SHA-256 of the one-time code an invite mails; null once used. */
  invite_code_hash: string | null;
  invite_expires_at: Timestamp | null;
  language_code: WithDefault<string>;
  created_at: CreatedAt;
  removed_at: Timestamp | null;
}

export interface StaffSessionsTable {
  id: Id;
  token_hash: string;
  staff_id: number;
  created_at: CreatedAt;
  /** Idle deadline, moved forward by use; never past absolute_expires_at. */
  expires_at: Timestamp;
  absolute_expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface AuditLogTable {
  id: Id;
  staff_id: number | null;
  staff_email: string;
  at: CreatedAt;
  action: string;
  entity: string;
  entity_id: string;
  /** JSON { field: [before, after] }. */
  changes: string;
}
