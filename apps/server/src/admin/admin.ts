// `npm run admin -- <area> <action> [id]`: operator commands against the configured database
// (the same settings as the server: DATABASE_URL, DATABASE_SCHEMA, SQLITE_FILE).
//   sellers list                 pending seller requests
//   sellers approve <id>         approve one
//   sellers reject <id>          reject one
//   orders list                  the newest 50 orders
//   orders show <id>             one order: figures, items, status history
//   orders set-status <id> <status>   Active → InProgress → Completed; any but Refunded →
//                                Returned (stock given back); Returned → Refunded
//   reviews list / approve <id> / reject <id>   reviews held for the shop's check
import type { Kysely } from 'kysely';
import { idFromText } from '@bazaar/contract/ids';
import type { Database } from '../db/schema.ts';
import { decideSellerRequest, pendingSellerRequests } from '../features/accounts/index.ts';
import {
  listOrders,
  parseStatus,
  setOrderStatus,
  showOrder,
  statusName,
} from '../features/orders/index.ts';
import { REVIEWS_USAGE, reviewsCommand } from './reviews-command.ts';

export const USAGE = [
  'Usage: npm run admin -- sellers list | sellers approve <id> | sellers reject <id>',
  '       npm run admin -- orders list | orders show <id> | orders set-status <id> <status>',
  '       (status: Active, InProgress, Completed, Returned, Refunded or 1–5)',
  REVIEWS_USAGE,
].join('\n');

export interface AdminResult {
  lines: string[];
  code: number;
}

const usage = (): AdminResult => ({ lines: [USAGE], code: 2 });
const idOf = (text: string | undefined) => (text ? idFromText(text) : undefined);

/** Runs one command; answers the lines to print and the exit code. */
export async function runAdminCommand(
  db: Kysely<Database>,
  args: readonly string[],
): Promise<AdminResult> {
  const [area, ...rest] = args;
  if (area === 'sellers') return sellersCommand(db, rest);
  if (area === 'orders') return ordersCommand(db, rest);
  if (area === 'reviews') return (await reviewsCommand(db, rest)) ?? usage();
  return usage();
}

async function sellersCommand(
  db: Kysely<Database>,
  [action, idText]: readonly string[],
): Promise<AdminResult> {
  if (action === 'list') {
    const rows = await pendingSellerRequests(db);
    if (rows.length === 0) return { lines: ['No pending seller requests.'], code: 0 };
    return {
      lines: rows.map(
        (row) =>
          `#${row.id}  ${row.first_name} ${row.last_name} <${row.email}>  ${row.mobile_no}  ${row.created_at}`,
      ),
      code: 0,
    };
  }
  if (action !== 'approve' && action !== 'reject') return usage();
  const id = idOf(idText);
  if (id === undefined) return usage();
  const decision = action === 'approve' ? 'approved' : 'rejected';
  if (await decideSellerRequest(db, id, decision)) {
    return { lines: [`Seller request #${id} ${decision}.`], code: 0 };
  }
  return { lines: [`No pending seller request #${id}.`], code: 1 };
}

async function ordersCommand(
  db: Kysely<Database>,
  [action, idText, statusText, ...extra]: readonly string[],
): Promise<AdminResult> {
  if (action === 'list' && idText === undefined) {
    const lines = await listOrders(db);
    return { lines: lines.length === 0 ? ['No orders yet.'] : lines, code: 0 };
  }
  const id = idOf(idText);
  if (id === undefined) return usage();
  if (action === 'show' && statusText === undefined) {
    const lines = await showOrder(db, id);
    return lines ? { lines, code: 0 } : { lines: [`No order #${id}.`], code: 1 };
  }
  if (action !== 'set-status' || statusText === undefined || extra.length > 0) return usage();
  const to = parseStatus(statusText);
  if (to === undefined) return { lines: [`Unknown status "${statusText}".`, USAGE], code: 2 };
  const change = await setOrderStatus(db, id, to);
  switch (change.outcome) {
    case 'not-found':
      return { lines: [`No order #${id}.`], code: 1 };
    case 'refused':
      return { lines: [`Order #${id} not changed: ${change.reason}`], code: 1 };
    case 'moved':
      return {
        lines: [
          `Order #${id} moved from ${statusName(change.from)} to ${statusName(change.to)}.`,
          ...(change.restocked > 0 ? [`${change.restocked} unit(s) put back in stock.`] : []),
        ],
        code: 0,
      };
  }
}
