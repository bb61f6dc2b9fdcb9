// The console's customers: a page, one customer (recent orders, sessions), and ending all of a
// customer's sessions (a lost phone, a shared computer) — audited in the same transaction.
import { classifyOrderSearch } from '@bazaar/contract/console/order-search';
import type { ConsoleRequest } from '@bazaar/contract/console/schemas';
import { shopperPaysPaise } from '@bazaar/contract/pricing/shopper-pays';
import { ApiError } from '../../api-errors.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import * as accounts from '../accounts/index.ts';
import { keysetPage, recordChange, type StaffActor } from '../staff/index.ts';
import type { ConsoleServices } from './console-context.ts';
import * as repository from './console-customers.repository.ts';

/** The order search's reading, with a name prefix where it would read an order number. */
function customerSearch(text: string): repository.CustomerSearch {
  const term = classifyOrderSearch(text);
  if (term.by === 'number') return { by: 'name', prefix: text.trim() };
  return term;
}

const customerRow = (row: NonNullable<Awaited<ReturnType<typeof repository.findCustomer>>>) => ({
  id: row.id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  mobile: row.mobile_no ?? '',
  languageCode: row.language_code,
  createdAt: row.created_at,
});

export async function listCustomers(ctx: ConsoleServices, params: ConsoleRequest<'listCustomers'>) {
  const rows = await repository.customerPage(
    ctx.db,
    customerSearch(params.search),
    params.after,
    params.limit,
  );
  return keysetPage(rows, params.limit, customerRow);
}

export async function showCustomer(ctx: ConsoleServices, userId: number) {
  const customer = await repository.findCustomer(ctx.db, userId);
  if (!customer) throw new ApiError(404, { id: 'consoleCustomerNotFound' });
  const [orders, sessions] = await Promise.all([
    repository.ordersOfCustomer(ctx.db, userId, 50),
    repository.sessionsOfCustomer(ctx.db, userId),
  ]);
  const now = ctx.now().toISOString();
  return {
    ...customerRow(customer),
    orders: orders.map((order) => ({
      id: order.id,
      orderNumber: order.order_number,
      stage: order.stage,
      paidPaise: shopperPaysPaise(order.total_paise, order.discount_paise),
      createdAt: order.created_at,
    })),
    sessions: sessions.map((session) => ({
      id: session.id,
      startedAt: session.created_at,
      expiresAt: session.expires_at,
      endedAt: session.revoked_at,
      live:
        session.revoked_at === null &&
        session.expires_at > now &&
        (session.absolute_expires_at === null || session.absolute_expires_at > now),
    })),
  };
}

export async function revokeCustomerSessions(
  ctx: ConsoleServices,
  params: ConsoleRequest<'revokeCustomerSessions'>,
  actor: StaffActor,
) {
  const now = ctx.now();
  await writeTransaction(ctx.db, async (trx) => {
    const customer = await repository.findCustomer(trx, params.userId);
    if (!customer) throw new ApiError(404, { id: 'consoleCustomerNotFound' });
    const live = (await repository.sessionsOfCustomer(trx, params.userId)).filter(
      (session) => session.revoked_at === null && session.expires_at > now.toISOString(),
    ).length;
    await accounts.revokeAllSessions(trx, params.userId, now);
    await recordChange(
      trx,
      actor,
      {
        action: 'customer.revoke-sessions',
        entity: 'customer',
        entityId: params.userId,
        before: { liveSessions: live },
        after: { liveSessions: 0 },
      },
      now,
    );
  });
  return {};
}
