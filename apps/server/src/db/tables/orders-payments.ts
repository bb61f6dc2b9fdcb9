// Order attempts (idempotency and reservations) and sandbox card tokens (0008).
import type { CreatedAt, Id, Timestamp } from './scalars.ts';

export type OrderAttemptState = 'in_flight' | 'reserved' | 'done';

export interface OrderAttemptsTable {
  id: Id;
  user_id: number;
  /** The client's Idempotency-Key, or 'auto:<hash>' for a submit without one. */
  idempotency_key: string;
  /** SHA-256 of the request's parameters: the same key with another body is refused (422). */
  request_hash: string;
  state: OrderAttemptState;
  lease_until: Timestamp;
  /** JSON: what was reserved (priced lines, stock, coupon), written into the order at confirm. */
  reservation_json: string | null;
  /** The gateway's charge or capture id once paid (refunded if the attempt is abandoned). */
  payment_reference: string | null;
  /** The coupon whose use this reserved attempt holds (0013); counted against per-shopper limits. */
  coupon_id: number | null;
  order_id: number | null;
  answer_json: string | null;
  created_at: CreatedAt;
}

export interface SandboxCardTokensTable {
  id: Id;
  /** SHA-256 of the token handed to the browser. */
  token_hash: string;
  user_id: number;
  last4: string;
  brand: string;
  outcome: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}
