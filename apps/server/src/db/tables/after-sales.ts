// Return requests, the refunds the shop owes and the sandbox's own refunds (0020).
import type { CreatedAt, Id, Paise, Timestamp, WithDefault } from './scalars.ts';

/** requested → approved → received → refunded, or requested → rejected. */
export type ReturnRequestState = 'requested' | 'approved' | 'rejected' | 'received' | 'refunded';

export interface ReturnRequestsTable {
  id: Id;
  order_id: number;
  /** UNIQUE: a line is asked back at most once. */
  order_item_id: number;
  user_id: number;
  /** contract orders/return-policy.ts ReturnReason. */
  reason: string;
  note: string | null;
  /** Relative to FILES_DIR; null when no photo was sent. */
  photo_path: string | null;
  state: WithDefault<ReturnRequestState>;
  /** Who decided ('operator', later the console's user). */
  decided_by: string | null;
  decided_at: Timestamp | null;
  decision_note: string | null;
  /** The order_refunds idempotency reference of its refund. */
  refund_reference: string | null;
  created_at: CreatedAt;
  updated_at: WithDefault<Timestamp>;
}

/** pending: owed, not yet confirmed by the gateway; done: refunded; manual: cash, paid by hand. */
export type OrderRefundState = 'pending' | 'done' | 'manual';

export interface OrderRefundsTable {
  id: Id;
  order_id: number;
  /** `refund-<order>-<lines>`: UNIQUE, and the gateway's idempotency key. */
  idempotency_reference: string;
  /** 'cancel' or 'return'. */
  cause: string;
  /** JSON list of the order_items ids the refund is for. */
  line_ids_json: string;
  amount_paise: Paise;
  /** The payment refunded (orders.payment_reference); null for cash on delivery. */
  payment_reference: string | null;
  state: OrderRefundState;
  /** The provider that took the payment, which pays the refund (0024); null before 0024. */
  provider: WithDefault<string | null>;
  /** The provider's id of the refund once paid (0024). */
  provider_refund_id: WithDefault<string | null>;
  attempts: WithDefault<number>;
  last_error: string | null;
  created_at: CreatedAt;
  settled_at: Timestamp | null;
}

export interface SandboxRefundsTable {
  id: Id;
  /** The payment_transactions provider_reference refunded. */
  provider_reference: string;
  /** UNIQUE: the same reference asked again refunds nothing more. */
  idempotency_reference: string;
  amount_paise: Paise;
  created_at: CreatedAt;
}
