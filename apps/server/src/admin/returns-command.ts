// `npm run admin -- returns …` and `orders cancel <id>`: the owner's side of after-sales until
// the console lands (issue #20 §3).
//   returns list                        the open return requests
//   returns approve <id>                the line may come back (return-approved)
//   returns reject <id> [--note …]      turned down: the line is delivered again
//   returns received <id>               the parcel is back: stock back, refund paid
//   orders cancel <id>                  the shop cancels an order before it ships (refunded)
import { idFromText } from '@bazaar/contract/ids';
import {
  cancelOrderCommand,
  decideReturnCommand,
  listReturnRequests,
  type AfterSalesContext,
} from '../features/orders/index.ts';
import type { AdminResult } from './admin-result.ts';

export const RETURNS_USAGE = [
  '       npm run admin -- returns list | returns approve <id> | returns reject <id> [--note <text>]',
  '       npm run admin -- returns received <id> | orders cancel <id>',
].join('\n');

const DECISIONS = { approve: 'approve', reject: 'reject', received: 'received' } as const;

/** `--note some words` after the id: the words; null without it; undefined when malformed. */
function noteOf(extra: readonly string[]): string | null | undefined {
  if (extra.length === 0) return null;
  const [flag, ...words] = extra;
  if (flag !== '--note' || words.length === 0) return undefined;
  return words.join(' ');
}

export async function returnsCommand(
  ctx: AfterSalesContext,
  [action, idText, ...extra]: readonly string[],
  usage: () => AdminResult,
): Promise<AdminResult> {
  if (action === 'list' && idText === undefined) {
    return { lines: await listReturnRequests(ctx), code: 0 };
  }
  const decision =
    action !== undefined && action in DECISIONS
      ? DECISIONS[action as keyof typeof DECISIONS]
      : undefined;
  const id = idText ? idFromText(idText) : undefined;
  const note = decision === 'reject' ? noteOf(extra) : extra.length === 0 ? null : undefined;
  if (decision === undefined || id === undefined || note === undefined) return usage();
  const { lines, ok } = await decideReturnCommand(ctx, id, decision, note);
  return { lines, code: ok ? 0 : 1 };
}

export async function cancelOrderByShop(
  ctx: AfterSalesContext,
  [idText, ...extra]: readonly string[],
  usage: () => AdminResult,
): Promise<AdminResult> {
  const id = idText ? idFromText(idText) : undefined;
  if (id === undefined || extra.length > 0) return usage();
  const { lines, ok } = await cancelOrderCommand(ctx, id);
  return { lines, code: ok ? 0 : 1 };
}
