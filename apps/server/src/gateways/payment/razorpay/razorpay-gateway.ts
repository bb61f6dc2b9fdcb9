// Razorpay (cards, UPI, netbanking, wallets in one sheet) behind PaymentGateway. Order-first:
// 1. createCheckout: a Razorpay order for the server's amount (paise, PAYMENT_CURRENCY),
//    receipt = the checkout's reference, kept in payment_transactions (checkouts.repository);
// 2. the browser opens Razorpay Checkout with that order id and posts back razorpay_order_id,
//    razorpay_payment_id and razorpay_signature with the order;
// 3. chargeCard / captureWalletOrder: the signature is checked with the SDK's own helper, the
//    checkout claimed once for this attempt (its shopper, the reserved amount), the payment
//    read back from Razorpay (captured, or captured now if only authorized), and its amount
//    and currency compared with the order's: a mismatch is refunded and refused.
// Refunds list the payment's refunds first and answer one already made under our reference
// (its receipt); findPayment reads the order's payments from Razorpay.
import type { Kysely } from 'kysely';
import type Razorpay from 'razorpay';
import type { Payments } from 'razorpay/dist/types/payments.js';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils.js';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/schema.ts';
import {
  claimCheckout,
  findCheckout,
  findCheckoutByReference,
  insertCheckout,
  moveCheckout,
  newCheckoutReference,
} from '../checkouts.repository.ts';
import {
  PaymentDeclined,
  type CardCharge,
  type Checkout,
  type CheckoutRequest,
  type Payment,
  type PaymentGateway,
  type ProviderConfirmation,
  type Refund,
  type RefundDone,
  type WalletCapture,
  type WalletOrder,
} from '../payment-gateway.ts';
import { razorpayCall, razorpayClient, RazorpayRefused } from './razorpay-client.ts';

export const RAZORPAY_PROVIDER = 'razorpay';

type RazorpayPayment = Payments.RazorpayPayment;

interface Settings {
  keyId: string;
  keySecret: string;
  currency: string;
}

export class RazorpayGateway implements PaymentGateway {
  readonly provider = RAZORPAY_PROVIDER;
  readonly publishableKey: string;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly client: Razorpay,
    private readonly settings: Settings,
  ) {
    this.publishableKey = settings.keyId;
  }

  async createCheckout({ method, userId, amountPaise }: CheckoutRequest): Promise<Checkout> {
    const reference = newCheckoutReference();
    const { currency } = this.settings;
    const order = await razorpayCall('create order', () =>
      this.client.orders.create({
        amount: amountPaise,
        currency,
        receipt: reference,
        notes: { reference, method, shopper: String(userId) },
      }),
    );
    if (Number(order.amount) !== amountPaise || order.currency !== currency) {
      throw new Error(`Razorpay order ${order.id} is not for ${amountPaise} ${currency}`);
    }
    await insertCheckout(this.db, {
      provider: RAZORPAY_PROVIDER,
      orderId: order.id,
      method,
      userId,
      amountPaise,
      currency,
      reference,
    });
    const checkout = { provider: RAZORPAY_PROVIDER, method, orderId: order.id, amountPaise };
    return { ...checkout, currency, publishableKey: this.publishableKey };
  }

  async createWalletOrder(order: { userId: number; amountPaise: number }): Promise<WalletOrder> {
    const checkout = await this.createCheckout({ method: 'wallet', ...order });
    return { id: checkout.orderId ?? '', status: 'CREATED', amountPaise: checkout.amountPaise };
  }

  chargeCard(charge: CardCharge): Promise<Payment> {
    return this.confirm(charge);
  }

  captureWalletOrder(capture: WalletCapture): Promise<Payment> {
    return this.confirm(capture);
  }

  private async confirm(placing: {
    confirmation?: ProviderConfirmation | undefined;
    userId: number;
    amountPaise: number;
    reference: string;
  }): Promise<Payment> {
    const proof = placing.confirmation;
    if (!proof || !this.signatureHolds(proof)) {
      throw new PaymentDeclined({ id: 'paymentTokenInvalid' });
    }
    const claimed = await claimCheckout(this.db, {
      provider: RAZORPAY_PROVIDER,
      orderId: proof.orderId,
      userId: placing.userId,
      amountPaise: placing.amountPaise,
      reference: placing.reference,
    });
    if (!claimed) throw new PaymentDeclined(await this.unclaimable(proof.orderId, placing));
    const where = {
      provider: RAZORPAY_PROVIDER,
      orderId: proof.orderId,
      from: ['claimed'] as const,
    };
    let payment: RazorpayPayment;
    try {
      payment = await this.capturedPayment(proof, placing.amountPaise);
    } catch (error) {
      // Not taken now: the checkout is free again (a retry in the same sheet may pay it). One
      // the bank may still complete waits as paid, for the sweep to look at and refund.
      if (error instanceof PaymentDeclined) {
        const pending = error.said.id === 'paymentPending';
        await moveCheckout(this.db, where, pending ? 'paid' : 'created');
      }
      throw error;
    }
    await moveCheckout(this.db, where, 'captured', {
      paymentId: payment.id,
      method: payment.method,
    });
    return { provider: RAZORPAY_PROVIDER, reference: payment.id, amountPaise: placing.amountPaise };
  }

  /** HMAC-SHA256 of "order_id|payment_id" under the key secret, by the SDK's own helper. */
  private signatureHolds({ orderId, paymentId, signature }: ProviderConfirmation): boolean {
    try {
      return validatePaymentVerification(
        { order_id: orderId, payment_id: paymentId },
        signature,
        this.settings.keySecret,
      );
    } catch {
      return false;
    }
  }

  /**
   * Why a checkout could not be claimed: refunded meanwhile, made for another cart total, or not
   * this shopper's. The signature proved it was paid: an unclaimed checkout is marked so, and
   * the sweep refunds it unless an order claims it first.
   */
  private async unclaimable(orderId: string, placing: { userId: number; amountPaise: number }) {
    const where = { provider: RAZORPAY_PROVIDER, orderId, from: ['created'] as const };
    await moveCheckout(this.db, where, 'paid');
    const row = await findCheckout(this.db, RAZORPAY_PROVIDER, orderId);
    if (row?.status === 'abandoned') return { id: 'paymentRefunded' } as const;
    const stale = row?.user_id === placing.userId && row.amount_paise !== placing.amountPaise;
    if (stale && (row.status === 'paid' || row.status === 'created')) {
      return { id: 'walletAmountChanged' } as const;
    }
    return { id: 'paymentTokenInvalid' } as const;
  }

  /**
   * The payment as Razorpay has it, for exactly this amount and currency, captured now if only
   * authorized; declined otherwise. A payment for another amount is never captured (Razorpay
   * releases an uncaptured authorisation by itself) and refunded if it already was.
   */
  private async capturedPayment({ orderId, paymentId }: ProviderConfirmation, amountPaise: number) {
    let payment: RazorpayPayment = await razorpayCall('fetch payment', () =>
      this.client.payments.fetch(paymentId),
    );
    if (payment.order_id !== orderId) throw new PaymentDeclined({ id: 'paymentTokenInvalid' });
    if (Number(payment.amount) !== amountPaise || payment.currency !== this.settings.currency) {
      if (payment.status === 'captured') {
        await this.refund({ reference: payment.id, amountPaise: Number(payment.amount) });
      }
      throw new PaymentDeclined({ id: 'paymentAmountMismatch' });
    }
    if (payment.status === 'authorized') {
      payment = await razorpayCall('capture payment', () =>
        this.client.payments.capture(paymentId, payment.amount, payment.currency),
      );
    }
    if (payment.status === 'captured') return payment;
    if (payment.status === 'failed') {
      throw new PaymentDeclined({ id: 'cardDeclined' }, payment.error_description ?? undefined);
    }
    // created: the bank has not answered yet (UPI collect, 3-D Secure). A later capture
    // reaches us by webhook; with no order it is refunded by the sweep.
    throw new PaymentDeclined({ id: 'paymentPending' });
  }

  async refund({ reference, amountPaise, idempotencyReference }: Refund): Promise<RefundDone> {
    const receipt = idempotencyReference ?? `full-${reference}`;
    const made = await razorpayCall('list refunds', () =>
      this.client.payments.fetchMultipleRefund(reference, { count: 100 }),
    );
    const earlier = made.items.find((refund) => refund.receipt === receipt);
    if (earlier) return { refundId: earlier.id };
    try {
      const refund = await razorpayCall('refund', () =>
        this.client.payments.refund(reference, {
          amount: amountPaise,
          receipt,
          notes: { reference: receipt },
        }),
      );
      return { refundId: refund.id };
    } catch (error) {
      if (error instanceof RazorpayRefused) {
        throw new PaymentDeclined({ id: 'refundRefused' }, error.description || error.code);
      }
      throw error;
    }
  }

  /** The captured, not wholly refunded payment of the order made under `reference`. */
  async findPayment(reference: string): Promise<Payment | undefined> {
    const orderId = await this.orderIdOf(reference);
    if (!orderId) return undefined;
    const payments = await razorpayCall('fetch order payments', () =>
      this.client.orders.fetchPayments(orderId),
    );
    const paid = payments.items.find(
      (payment) => payment.status === 'captured' && payment.refund_status !== 'full',
    );
    return paid
      ? { provider: RAZORPAY_PROVIDER, reference: paid.id, amountPaise: Number(paid.amount) }
      : undefined;
  }

  /** Our record names the order; failing that, Razorpay's own orders by receipt. */
  private async orderIdOf(reference: string): Promise<string | undefined> {
    const row = await findCheckoutByReference(this.db, RAZORPAY_PROVIDER, reference);
    if (row) return row.provider_reference;
    if (!reference.startsWith('checkout-')) return undefined;
    const orders = await razorpayCall('find order', () =>
      this.client.orders.all({ receipt: reference, count: 1 }),
    );
    return orders.items[0]?.id;
  }
}

export function razorpayGateway({ db, config }: { db: Kysely<Database>; config: Config }) {
  const keyId = config.RAZORPAY_KEY_ID;
  const keySecret = config.RAZORPAY_KEY_SECRET;
  // The configuration refuses to start without them (payment-config.ts).
  if (!keyId || !keySecret) throw new Error('RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are needed');
  const client = razorpayClient({ keyId, keySecret, baseUrl: config.RAZORPAY_API_BASE_URL });
  return new RazorpayGateway(db, client, {
    keyId,
    keySecret,
    currency: config.PAYMENT_CURRENCY,
  });
}
