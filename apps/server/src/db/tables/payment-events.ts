// Provider webhook events (0024): one row per (provider, event id), so repeats change nothing.
import type { CreatedAt, Id, Timestamp } from './scalars.ts';

export interface PaymentEventsTable {
  id: Id;
  provider: string;
  event_id: string;
  type: string;
  payment_reference: string | null;
  occurred_at: Timestamp | null;
  received_at: CreatedAt;
  processed_at: Timestamp | null;
}
