// Every endpoint of the shop's console and the roles allowed to call it: THE table the server's
// guard reads (features/staff/console-endpoint.ts) and the table-driven role test walks. An
// endpoint not listed here cannot be registered. Free of zod, like ../endpoints.ts.
// Calls are POST `/api/v1/console/<path>` with the storefront's envelope (docs/wire-contract.md,
// "The console"), the session in `Authorization: Bearer <token>`.
import type { StaffRole } from './roles.ts';

export const CONSOLE_PREFIX = '/api/v1/console/';

const ANY_STAFF = ['owner', 'catalogue', 'orders', 'support'] as const;
const ORDER_READERS = ['owner', 'orders', 'support'] as const;
const ORDER_WRITERS = ['owner', 'orders'] as const;
const PEOPLE = ['owner', 'support'] as const;
const CATALOGUE = ['owner', 'catalogue'] as const;

export interface ConsoleEndpointDef {
  path: string;
  /** 'public': no session needed (logging in, accepting an invite). */
  roles: 'public' | readonly StaffRole[];
}

export const CONSOLE_ENDPOINTS = {
  login: { path: 'session/login', roles: 'public' },
  acceptInvite: { path: 'session/accept-invite', roles: 'public' },
  logout: { path: 'session/logout', roles: ANY_STAFF },
  me: { path: 'session/me', roles: ANY_STAFF },
  listStaff: { path: 'staff/list', roles: ['owner'] },
  inviteStaff: { path: 'staff/invite', roles: ['owner'] },
  removeStaff: { path: 'staff/remove', roles: ['owner'] },
  listAudit: { path: 'audit/list', roles: ['owner'] },
  listOrders: { path: 'orders/list', roles: ORDER_READERS },
  showOrder: { path: 'orders/show', roles: ORDER_READERS },
  moveOrder: { path: 'orders/move', roles: ORDER_WRITERS },
  cancelOrder: { path: 'orders/cancel', roles: ORDER_WRITERS },
  decideReturn: { path: 'orders/decide-return', roles: ORDER_WRITERS },
  listSellerRequests: { path: 'seller-requests/list', roles: PEOPLE },
  decideSellerRequest: { path: 'seller-requests/decide', roles: PEOPLE },
  listCustomers: { path: 'customers/list', roles: PEOPLE },
  showCustomer: { path: 'customers/show', roles: PEOPLE },
  revokeCustomerSessions: { path: 'customers/revoke-sessions', roles: PEOPLE },
  listProducts: { path: 'products/list', roles: CATALOGUE },
  updateProduct: { path: 'products/update', roles: CATALOGUE },
} as const satisfies Record<string, ConsoleEndpointDef>;

export type ConsoleEndpointKey = keyof typeof CONSOLE_ENDPOINTS;

export const consolePath = (key: ConsoleEndpointKey) =>
  CONSOLE_PREFIX + CONSOLE_ENDPOINTS[key].path;

/** Whether a staff member of `role` may call the endpoint. */
export function roleMayCall(key: ConsoleEndpointKey, role: StaffRole): boolean {
  const { roles } = CONSOLE_ENDPOINTS[key] as ConsoleEndpointDef;
  return roles === 'public' || roles.includes(role);
}
