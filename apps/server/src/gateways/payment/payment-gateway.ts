// One interface for every payment provider. The sandbox (sandbox-gateway.ts) is the embedded
// default; Razorpay, Stripe and PayPal adapters implement the same calls over their SDKs:
// - card: the browser tokenises the card with the provider (Stripe Elements, Razorpay
//   Checkout; the sandbox's own card-token endpoint) and sends only that token; the server
//   charges it for the amount IT computed (Stripe: a confirmed PaymentIntent);
// - wallet: the server creates the wallet order for its own amount (PayPal: Orders v2 create),
//   the shopper approves it at the provider, the server captures it (Orders v2 capture) and
//   checks the captured amount itself;
// - refund: the compensation when an order cannot be written after the money was taken, and
//   the after-sales refunds (a cancel, a return), whole or partial, each under its own
//   idempotency reference (Stripe: Idempotency-Key on the Refund; Razorpay: the refund's
//   receipt; PayPal: PayPal-Request-Id), so a retried refund is paid once;
// - findPayment: the payment made under our idempotency reference, for the sweep (below).
// Every call takes an idempotency reference, so a retried call never charges twice.
import { say, type Message } from '@bazaar/i18n/message-catalogue';

/** Why a payment did not go through: a message for the shopper (ORDER_TEXTS). */
export class PaymentDeclined extends Error {
  constructor(readonly said: Message) {
    super(say('en', said));
  }
}

export interface CardCharge {
  /** What the browser sent as paymentToken. */
  token: string;
  userId: number;
  amountPaise: number;
  /** Our idempotency reference (the order attempt); the provider charges it at most once. */
  reference: string;
}

export interface WalletCapture {
  /** The wallet order id the browser points at; its amount and state are read from the record. */
  walletOrderId: string;
  userId: number;
  /** The amount of the order being placed: a wallet order for any other amount is refused. */
  amountPaise: number;
  reference: string;
}

export interface WalletOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  amountPaise: number;
}

export interface Payment {
  provider: string;
  /** The provider's charge or capture id (kept on the order and refunded by it). */
  reference: string;
  amountPaise: number;
}

export interface Refund {
  /** The charge or capture id refunded (Payment.reference). */
  reference: string;
  amountPaise: number;
  /**
   * Ours, for a partial or after-sales refund: the provider refunds each reference once and
   * answers a repeat as done. Without it the whole payment is refunded (once).
   */
  idempotencyReference?: string;
}

export interface PaymentGateway {
  readonly provider: string;
  /** The key a browser uses to tokenise a card (get-strp-pub-key). */
  readonly publishableKey: string;
  chargeCard(charge: CardCharge): Promise<Payment>;
  createWalletOrder(order: { userId: number; amountPaise: number }): Promise<WalletOrder>;
  captureWalletOrder(capture: WalletCapture): Promise<Payment>;
  refund(refund: Refund): Promise<void>;
  /**
   * The captured payment (card charge or wallet capture) made under our idempotency reference
   * (`attempt-<id>`), or undefined when none was taken or it was already refunded. A process
   * killed after the provider took the money but before it noted the charge leaves only this
   * reference: the sweep of abandoned attempts looks every released attempt up and refunds what
   * it finds. Every adapter must implement it from the provider's own record, never ours:
   * - Stripe: the PaymentIntent is created with `Idempotency-Key: <reference>` and
   *   `metadata[reference]`; find it with the Search API (`metadata['reference']:'<reference>'`);
   * - Razorpay: the order's `receipt` is the reference; list the order's payments
   *   (`GET /orders?receipt=…`, then `/orders/{id}/payments`) and take the captured one;
   * - PayPal: capture with `PayPal-Request-Id: <reference>` and the reference as the purchase
   *   unit's `custom_id`; search the captures by it (Transaction Search) or replay the capture
   *   with the same request id, which answers the first capture again.
   */
  findPayment(reference: string): Promise<Payment | undefined>;
}
