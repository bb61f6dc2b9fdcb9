// One interface for every payment provider, and what each call means. Adapters live in
// sandbox/, razorpay/, stripe/, paypal/ (each exports a factory registered in
// create-payment-gateway.ts); the card method and the online wallet are each served by the
// provider the configuration chooses for it (PAYMENT_CARD_PROVIDER, PAYMENT_WALLET_PROVIDER).
// - createCheckout: the provider's order for the amount the SERVER priced, made before the
//   browser pays. Order-first providers need it for every method (Razorpay: an order whose id
//   Razorpay Checkout opens; PayPal: an Orders v2 order; Stripe: a PaymentIntent whose client
//   secret the Payment Element confirms). The sandbox's card form needs none (orderId null);
//   its wallet checkout is its wallet order.
// - chargeCard / captureWalletOrder: at placement, for the reserved amount. The browser's
//   proof (a token, a provider order id, Razorpay's razorpay_payment_id + razorpay_signature)
//   is checked with the provider, and the payment read back from the provider: its status
//   (captured, or captured now), amount and currency must equal the order's; otherwise it is
//   refused (PaymentDeclined) and, if money was taken, refunded. Never the browser's figures.
// - refund: the compensation when an order cannot be written after the money was taken, and
//   the after-sales refunds (a cancel, a return), whole or partial, each under its own
//   idempotency reference (Stripe: Idempotency-Key; Razorpay: the refund's receipt; PayPal:
//   PayPal-Request-Id), so a retried refund is paid once. It answers the provider's refund id.
//   A provider refusing it throws PaymentDeclined (the reason is kept for the operator).
// - findPayment: the payment made under our idempotency reference, for the sweep (below).
// Every call takes an idempotency reference, so a retried call never charges twice.
import { say, type Message } from '@bazaar/i18n/message-catalogue';

/** Why a payment did not go through: a message for the shopper (ORDER_TEXTS). */
export class PaymentDeclined extends Error {
  constructor(
    readonly said: Message,
    /** The provider's own words (kept for the operator, never shown to the shopper). */
    readonly providerReason?: string,
  ) {
    super(providerReason ? `${say('en', said)} (${providerReason})` : say('en', said));
  }
}

/** The online methods a gateway serves (cash on delivery needs none). */
export type PaymentMethodKind = 'card' | 'wallet';

/**
 * What the browser sends back from an order-first provider's sheet (Razorpay Checkout's
 * handler: razorpay_order_id, razorpay_payment_id, razorpay_signature). Each is checked with
 * the provider; none is trusted on its own.
 */
export interface ProviderConfirmation {
  orderId: string;
  paymentId: string;
  signature: string;
}

export interface CheckoutRequest {
  method: PaymentMethodKind;
  userId: number;
  /** Priced by the server (the cart and coupon at this moment). */
  amountPaise: number;
}

export interface Checkout {
  provider: string;
  method: PaymentMethodKind;
  /** The provider's order the browser opens; null when the method needs none (sandbox card). */
  orderId: string | null;
  amountPaise: number;
  currency: string;
  /** The provider's public key for the browser (Razorpay key id, Stripe pk_…), never a secret. */
  publishableKey: string;
}

export interface CardCharge {
  /** What the browser sent as paymentToken. */
  token: string;
  userId: number;
  amountPaise: number;
  /** Our idempotency reference (the order attempt); the provider charges it at most once. */
  reference: string;
  /** From an order-first provider's sheet (Razorpay); absent for a token. */
  confirmation?: ProviderConfirmation | undefined;
}

export interface WalletCapture {
  /** The wallet order id the browser points at; its amount and state are read from the record. */
  walletOrderId: string;
  userId: number;
  /** The amount of the order being placed: a wallet order for any other amount is refused. */
  amountPaise: number;
  reference: string;
  confirmation?: ProviderConfirmation | undefined;
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
  /** The provider that took the payment (Payment.provider): the refund goes back through it. */
  provider?: string | undefined;
  /** The charge or capture id refunded (Payment.reference). */
  reference: string;
  amountPaise: number;
  /**
   * Ours, for a partial or after-sales refund: the provider refunds each reference once and
   * answers a repeat as done. Without it the whole payment is refunded (once).
   */
  idempotencyReference?: string;
}

export interface RefundDone {
  /** The provider's id of the refund (kept on order_refunds). */
  refundId: string;
}

export interface PaymentGateway {
  readonly provider: string;
  /** The key a browser uses to tokenise a card (get-strp-pub-key). */
  readonly publishableKey: string;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  chargeCard(charge: CardCharge): Promise<Payment>;
  createWalletOrder(order: { userId: number; amountPaise: number }): Promise<WalletOrder>;
  captureWalletOrder(capture: WalletCapture): Promise<Payment>;
  refund(refund: Refund): Promise<RefundDone>;
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
