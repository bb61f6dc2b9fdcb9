// The shop's after-sales policy in one place (issue #20 §2, §3): how long a delivered line may
// be asked back, for which reasons, what each reason ends in, and which lines never come back.
// The server enforces it, the order page offers what it allows, and the returns, terms and FAQ
// texts take their figures from it ({returnDays}), so the words and the rules cannot disagree.
import type { Stage } from './fulfilment.ts';
import { isCancellable } from './fulfilment.ts';

/** Why a shopper sends a line back; the ids travel on the wire (Reason). */
export const RETURN_REASONS = [
  'defective',
  'wrong-size',
  'wrong-item',
  'not-as-described',
  'changed-mind',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_POLICY = {
  /** Days after delivery a line may be asked back (the returns page's "7 days"). */
  windowDays: 7,
  /**
   * What an approved, received return ends in, per reason. Every reason is refunded to the way
   * the order was paid: the shop issues no credit notes (the returns page says so).
   */
  outcome: {
    defective: 'refund-original-method',
    'wrong-size': 'refund-original-method',
    'wrong-item': 'refund-original-method',
    'not-as-described': 'refund-original-method',
    'changed-mind': 'refund-original-method',
  } satisfies Record<ReturnReason, 'refund-original-method'>,
  /** Longest note a shopper may add to a return request. */
  noteMaxLength: 500,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

export function isReturnReason(value: unknown): value is ReturnReason {
  return typeof value === 'string' && (RETURN_REASONS as readonly string[]).includes(value);
}

/** The last moment a line delivered at `deliveredAt` may be asked back. */
export function returnWindowEnds(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + RETURN_POLICY.windowDays * DAY_MS);
}

/** What the policy needs to know of one line. */
export interface LineFacts {
  stage: Stage;
  isDigital: boolean;
  finalSale: boolean;
  /** When the line (its parcel) was delivered; null while it is not. */
  deliveredAt: Date | null;
}

/** Why a line cannot be asked back (an id the page turns into words). */
export type ReturnBlock =
  'not-delivered' | 'digital' | 'final-sale' | 'window-closed' | 'already-requested';

export type ReturnEligibility = { ok: true; until: Date } | { ok: false; block: ReturnBlock };

export function returnEligibility(line: LineFacts, now: Date): ReturnEligibility {
  if (line.isDigital) return { ok: false, block: 'digital' };
  if (line.finalSale) return { ok: false, block: 'final-sale' };
  if (line.stage !== 'delivered') {
    const asked = ['return-requested', 'return-approved', 'returned', 'refunded'];
    return { ok: false, block: asked.includes(line.stage) ? 'already-requested' : 'not-delivered' };
  }
  if (line.deliveredAt === null) return { ok: false, block: 'not-delivered' };
  const until = returnWindowEnds(line.deliveredAt);
  return now.getTime() <= until.getTime()
    ? { ok: true, until }
    : { ok: false, block: 'window-closed' };
}

/** Why a line or order cannot be cancelled: it has shipped, or it is already cancelled/over. */
export type CancelBlock = 'shipped' | 'closed';

export function cancelBlock(stage: Stage): CancelBlock | null {
  if (isCancellable(stage)) return null;
  const shippedOrLater: readonly Stage[] = ['shipped', 'out-for-delivery', 'delivered'];
  return shippedOrLater.includes(stage) ? 'shipped' : 'closed';
}

/** The figures the policy texts quote ({returnDays}), filled from this configuration. */
export const POLICY_TEXT_PARAMS = { returnDays: RETURN_POLICY.windowDays } as const;
