// Who works in the shop's console (issue #22, docs/console.md). Each endpoint of
// console/endpoints.ts names the roles that may call it; the server's one guard enforces it.
export const STAFF_ROLES = ['owner', 'catalogue', 'orders', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** How long a console session lives unused, and at most (a shopper's lasts days). */
export const STAFF_SESSION_IDLE_MINUTES = 30;
export const STAFF_SESSION_ABSOLUTE_HOURS = 12;
/** How long an invite's set-password code stays valid. */
export const STAFF_INVITE_HOURS = 72;
