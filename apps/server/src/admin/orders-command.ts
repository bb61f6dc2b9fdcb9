// `npm run admin -- orders …`: the operator moves an order along the parcel's path until the
// shop owner's console does (issue #20). Each move is moveOrderAsOperator: the stage move and
// the shopper's e-mail in one transaction.
//   orders list                                   the newest 50 orders
//   orders show <id>                              one order: figures, items, stages, timeline
//   orders pack <id>                              placed → packed
//   orders ship <id> --carrier <name> --tracking <number>
//                                                 placed or packed → shipped
//   orders out-for-delivery <id>                  shipped → out for delivery
//   orders deliver <id>                           shipped or out for delivery → delivered
import { idFromText } from '@bazaar/contract/ids';
import { trackingLink } from '@bazaar/contract/orders/carriers';
import {
  listOrders,
  moveOrderAsOperator,
  showOrder,
  stageName,
  type OperatorContext,
  type OperatorMove,
  type StageMoveOutcome,
} from '../features/orders/index.ts';
import type { AdminResult } from './admin-result.ts';

export const ORDERS_USAGE = [
  'Usage: npm run admin -- orders list | orders show <id> | orders pack <id>',
  '       npm run admin -- orders ship <id> --carrier <name> --tracking <number>',
  '       npm run admin -- orders out-for-delivery <id> | orders deliver <id>',
].join('\n');

const usage = (): AdminResult => ({ lines: [ORDERS_USAGE], code: 2 });
const idOf = (text: string | undefined) => (text ? idFromText(text) : undefined);

/** `--carrier X --tracking Y` in either order, each once, nothing else; undefined otherwise. */
function shipmentFlags(
  flags: readonly string[],
): { carrier: string; tracking: string } | undefined {
  if (flags.length !== 4) return undefined;
  const values = new Map<string, string>();
  for (let i = 0; i < flags.length; i += 2) {
    const [flag, value] = [flags[i], flags[i + 1]];
    if (flag === undefined || value === undefined || value.trim() === '') return undefined;
    values.set(flag, value);
  }
  const carrier = values.get('--carrier');
  const tracking = values.get('--tracking');
  return carrier && tracking && values.size === 2 ? { carrier, tracking } : undefined;
}

function moveOf(action: string, flags: readonly string[]): OperatorMove | undefined {
  if (action === 'ship') {
    const shipment = shipmentFlags(flags);
    return (
      shipment && { to: 'shipped', carrier: shipment.carrier, trackingNumber: shipment.tracking }
    );
  }
  if (flags.length > 0) return undefined;
  if (action === 'pack') return { to: 'packed' };
  if (action === 'out-for-delivery') return { to: 'out-for-delivery' };
  if (action === 'deliver') return { to: 'delivered' };
  return undefined;
}

function moveResult(id: number, move: OperatorMove, outcome: StageMoveOutcome): AdminResult {
  switch (outcome.outcome) {
    case 'not-found':
      return { lines: [`No order #${id}.`], code: 1 };
    case 'refused': {
      const why =
        outcome.refusal === 'changed-meanwhile'
          ? 'it changed meanwhile; look at it again.'
          : `it is ${stageName(outcome.stage)}` +
            (outcome.allowed.length > 0
              ? `; next: ${outcome.allowed.map(stageName).join(', ')}.`
              : ' (final).');
      return { lines: [`Order #${id} not changed: ${why}`], code: 1 };
    }
    case 'moved': {
      const link = move.to === 'shipped' ? trackingLink(move.carrier, move.trackingNumber) : null;
      return {
        lines: [
          `Order #${id} moved from ${stageName(outcome.orderFrom)} to ${stageName(outcome.orderTo)}.`,
          ...(link ? [`Tracking: ${link}`] : []),
          'E-mail to the shopper queued.',
        ],
        code: 0,
      };
    }
  }
}

export async function ordersCommand(
  ctx: OperatorContext,
  [action, idText, ...rest]: readonly string[],
): Promise<AdminResult> {
  if (action === 'list' && idText === undefined) {
    const lines = await listOrders(ctx.db);
    return { lines: lines.length === 0 ? ['No orders yet.'] : lines, code: 0 };
  }
  const id = idOf(idText);
  if (action === undefined || id === undefined) return usage();
  if (action === 'show' && rest.length === 0) {
    const lines = await showOrder(ctx.db, id);
    return lines ? { lines, code: 0 } : { lines: [`No order #${id}.`], code: 1 };
  }
  const move = moveOf(action, rest);
  if (!move) return usage();
  return moveResult(id, move, await moveOrderAsOperator(ctx, id, move));
}
