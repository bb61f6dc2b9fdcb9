// `npm run admin -- <area> <action> [id]`: operator commands against the configured database
// (the same settings as the server: DATABASE_URL, DATABASE_SCHEMA, SQLITE_FILE).
//   sellers list                 pending seller requests
//   sellers approve <id>         approve one
//   sellers reject <id>          reject one
//   orders …                     see orders-command.ts (list, show, pack, ship, deliver …)
//   orders cancel <id>, returns …  after-sales: see returns-command.ts
//   catalogue arabic-gaps        shown catalogue texts without Arabic (catalogue-command.ts)
//   catalogue arabic-description <sku> <file>   a product's Arabic full description
//   reviews list / approve <id> / reject <id>   reviews held for the shop's check
//   catalogue export|import|add-image, orders export   files in and out (catalogue-io-command.ts)
//   staff add --email <e> --role <role>   a console member (the first owner): staff-command.ts
// Commands that move an order also queue the shopper's e-mail, so the command is given the
// outbox (admin-command.ts builds it over the same sealed box as the server).
import type { Kysely } from 'kysely';
import { idFromText } from '@bazaar/contract/ids';
import type { Database } from '../db/schema.ts';
import type { PublicFileStore } from '../gateways/files/file-store.ts';
import type { HashCost } from '../features/accounts/index.ts';
import type { PaymentGateway } from '../gateways/payment/payment-gateway.ts';
import { decideSellerRequest, pendingSellerRequests } from '../features/accounts/index.ts';
import type { OperatorContext } from '../features/orders/index.ts';
import type { AdminResult } from './admin-result.ts';
import { catalogueCommand } from './catalogue-command.ts';
import { CATALOGUE_IO_USAGE, catalogueIoCommand } from './catalogue-io-command.ts';
import { ORDERS_USAGE, ordersCommand } from './orders-command.ts';
import { RETURNS_USAGE, cancelOrderByShop, returnsCommand } from './returns-command.ts';
import { REVIEWS_USAGE, reviewsCommand } from './reviews-command.ts';
import { STAFF_USAGE, staffCommand } from './staff-command.ts';

export const USAGE = [
  'Usage: npm run admin -- sellers list | sellers approve <id> | sellers reject <id>',
  ORDERS_USAGE.replace(/^Usage: /, '       '),
  RETURNS_USAGE,
  '       npm run admin -- catalogue arabic-gaps | catalogue arabic-description <sku> <file>',
  CATALOGUE_IO_USAGE,
  REVIEWS_USAGE,
  STAFF_USAGE,
].join('\n');

/**
 * What a command may use: the database, the outbox for the shopper's e-mails, the clock, and
 * the payment gateway refunds of cancels and returns go through, and where product pictures go.
 */
export type AdminContext = OperatorContext & {
  gateway: PaymentGateway;
  files: PublicFileStore;
  cost: HashCost;
};
export type { AdminResult };

/** Actions of catalogue-io-command.ts (files in and out). */
const FILE_ACTIONS = new Set(['export', 'import', 'add-image']);

const usage = (): AdminResult => ({ lines: [USAGE], code: 2 });
const idOf = (text: string | undefined) => (text ? idFromText(text) : undefined);

/** Runs one command; answers the lines to print and the exit code. */
export async function runAdminCommand(
  ctx: AdminContext,
  args: readonly string[],
): Promise<AdminResult> {
  const [area, ...rest] = args;
  if (area === 'sellers') return sellersCommand(ctx.db, rest);
  if (area === 'returns') return returnsCommand(ctx, rest, usage);
  if (area === 'orders' && rest[0] === 'cancel')
    return cancelOrderByShop(ctx, rest.slice(1), usage);
  if ((area === 'orders' || area === 'catalogue') && FILE_ACTIONS.has(rest[0] ?? '')) {
    return (await catalogueIoCommand(ctx, area, rest)) ?? usage();
  }
  if (area === 'orders') return ordersCommand(ctx, rest);
  if (area === 'catalogue') return catalogueCommand(ctx.db, rest, usage);
  if (area === 'reviews') return (await reviewsCommand(ctx.db, rest)) ?? usage();
  if (area === 'staff') return (await staffCommand(ctx, rest)) ?? usage();
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
