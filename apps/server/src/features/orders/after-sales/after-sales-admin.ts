// The operator's side of after-sales, as lines of text for `npm run admin -- …`: the open
// return requests, a decision on one, and cancelling an order for the shop (the shopper's
// cancel, made by the operator: same transaction, stock, coupon and refund).
import { formatPaise } from '@bazaar/contract/money/money-text';
import type { AfterSalesContext } from './after-sales-context.ts';
import * as repository from './after-sales.repository.ts';
import { cancelOrder } from './cancel.service.ts';
import type { OwedRefund } from './refunds.ts';
import { decideReturn, type ReturnDecision } from './return-decisions.ts';
import { openReturnRequests } from './return-requests.repository.ts';

export interface CommandLines {
  lines: string[];
  ok: boolean;
}

/** What became of the refund; one the provider refused or could not be asked for says why. */
async function refundLine(ctx: AfterSalesContext, refund: OwedRefund | null): Promise<string[]> {
  if (!refund || refund.state === 'none') return [];
  const amount = formatPaise(refund.amountPaise);
  if (refund.state === 'manual') return [`Cash order: pay ${amount} back to the shopper yourself.`];
  if (refund.state === 'pending') {
    const row =
      refund.refundId === null ? undefined : await repository.findRefund(ctx.db, refund.refundId);
    const reason = row?.last_error ? ` (${row.last_error})` : '';
    return [`Refund of ${amount} owed; the gateway will be asked again${reason}.`];
  }
  return [`Refunded ${amount} through the gateway.`];
}

export async function listReturnRequests(ctx: AfterSalesContext, limit = 50): Promise<string[]> {
  const rows = await openReturnRequests(ctx.db, limit);
  if (rows.length === 0) return ['No open return requests.'];
  return rows.map(
    (row) =>
      `#${row.id}  ${row.state}  ${row.order_number}  ${row.quantity} × ${row.product_name}  ` +
      `${row.reason}${row.note ? `  “${row.note}”` : ''}  ${row.created_at}`,
  );
}

export async function decideReturnCommand(
  ctx: AfterSalesContext,
  id: number,
  decision: ReturnDecision,
  note: string | null,
): Promise<CommandLines> {
  const outcome = await decideReturn(ctx, id, decision, note);
  switch (outcome.outcome) {
    case 'not-found':
      return { lines: [`No return request #${id}.`], ok: false };
    case 'refused':
      return { lines: [`Return request #${id} is ${outcome.state}: not changed.`], ok: false };
    case 'done':
      return {
        lines: [
          `Return request #${id} is now ${outcome.state}.`,
          ...(await refundLine(ctx, outcome.refund)),
        ],
        ok: true,
      };
  }
}

export async function cancelOrderCommand(
  ctx: AfterSalesContext,
  orderId: number,
): Promise<CommandLines> {
  const order = await repository.findOrderById(ctx.db, orderId);
  if (!order) return { lines: [`No order #${orderId}.`], ok: false };
  const result = await cancelOrder(ctx, order, [], 'operator');
  if (!result.ok) {
    return { lines: [`Order #${orderId} not cancelled (${result.said.id}).`], ok: false };
  }
  return {
    lines: [`Order #${orderId} cancelled.`, ...(await refundLine(ctx, result.refund))],
    ok: true,
  };
}
