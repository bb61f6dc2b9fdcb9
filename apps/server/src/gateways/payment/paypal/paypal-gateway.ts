// The online wallet through PayPal (official @paypal/paypal-server-sdk, Orders v2).
// - Our checkout: the server creates the order for ITS amount (createWalletOrder), the shopper
//   approves it in PayPal's buttons, and placement captures it with PayPal-Request-Id = our
//   reference, then reads the order back from PayPal and accepts only a completed capture of
//   our amount, in our currency, paid to our merchant account.
// - The provider's storefront: its PayPal modal captures in the browser and posts the capture
//   JSON; placement takes only the order id from it (walletOrderId) and reads the order from
//   PayPal the same way. The JSON's figures are never read.
// Either way the PayPal order is claimed first (paypal_order_claims), so one paid PayPal order
// pays for one order of ours; a completed order for another sum is refunded and refused.
import type { Kysely } from 'kysely';
import {
  CaptureStatus,
  CheckoutPaymentIntent,
  OrdersController,
  OrderStatus,
  PaymentsController,
  type Order,
} from '@paypal/paypal-server-sdk';
import { paiseToDecimalText } from '@bazaar/contract/money/paise';
import type { Database } from '../../../db/schema.ts';
import {
  PaymentDeclined,
  type Payment,
  type Refund,
  type WalletCapture,
  type WalletOrder,
} from '../payment-gateway.ts';
import { claimPaypalOrder, paypalOrderOf, releasePaypalOrder } from './paypal-claims.repository.ts';
import {
  issueOf,
  isRefusal,
  PAYPAL_PROVIDER,
  paypalClient,
  type PaypalSettings,
} from './paypal-client.ts';
import {
  captureOf,
  completedCaptureOf,
  paiseOf,
  problemOf,
  type ExpectedPayment,
} from './paypal-orders.ts';

/** PayPal order ids are 17 upper-case letters and digits; anything else is not one. */
const ORDER_ID = /^[A-Z0-9]{10,40}$/;

export class PaypalWalletGateway {
  readonly provider = PAYPAL_PROVIDER;
  /** The browser's PayPal script is loaded with the client id (it is public). */
  readonly publishableKey: string;
  private readonly orders: OrdersController;
  private readonly payments: PaymentsController;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly settings: PaypalSettings,
  ) {
    const client = paypalClient(settings);
    this.publishableKey = settings.clientId;
    this.orders = new OrdersController(client);
    this.payments = new PaymentsController(client);
  }

  private money(amountPaise: number) {
    return { currencyCode: this.settings.currency, value: paiseToDecimalText(amountPaise) };
  }

  async createWalletOrder({ amountPaise }: { userId: number; amountPaise: number }) {
    const { result } = await this.orders.createOrder({
      body: {
        intent: CheckoutPaymentIntent.Capture,
        purchaseUnits: [
          { amount: this.money(amountPaise), payee: { merchantId: this.settings.merchantId } },
        ],
      },
      prefer: 'return=minimal',
    });
    if (!result.id) throw new Error('PayPal created an order without an id');
    return { id: result.id, status: 'CREATED', amountPaise } satisfies WalletOrder;
  }

  async captureWalletOrder({ walletOrderId: id, amountPaise, reference }: WalletCapture) {
    if (!ORDER_ID.test(id)) throw new PaymentDeclined({ id: 'walletNotApproved' });
    if (!(await claimPaypalOrder(this.db, id, reference))) {
      throw new PaymentDeclined({ id: 'walletOrderUsed' });
    }
    const expected: ExpectedPayment = {
      amountPaise,
      currency: this.settings.currency,
      merchantId: this.settings.merchantId,
    };
    let order = await this.readOrder(id);
    if (order?.status === OrderStatus.Approved) {
      // Not captured yet (our checkout): check before taking anything, then capture.
      const problem = problemOf(order, expected);
      if (problem)
        return this.refuse(
          id,
          reference,
          problem === 'amount' ? 'walletAmountChanged' : 'walletNotApproved',
        );
      await this.capture(id, reference);
      order = await this.readOrder(id);
    }
    if (order?.status !== OrderStatus.Completed)
      return this.refuse(id, reference, 'walletNotApproved');
    return this.accepted(order, expected);
  }

  /** The order is captured: ours, for our sum, completed — or given back and refused. */
  private async accepted(order: Order, expected: ExpectedPayment): Promise<Payment> {
    // Not paid to us: nothing of ours to refund. The claim stays, so it is never tried again.
    if (problemOf(order, expected) === 'payee') {
      throw new PaymentDeclined({ id: 'walletNotApproved' });
    }
    const completed = completedCaptureOf(order, expected);
    if (completed?.id && !problemOf(order, expected)) {
      return {
        provider: PAYPAL_PROVIDER,
        reference: completed.id,
        amountPaise: expected.amountPaise,
      };
    }
    const capture = captureOf(order);
    if (capture?.id && capture.status === CaptureStatus.Completed) {
      // Paid, but not this order's sum (the storefront captured another amount): give it back.
      await this.refund({ reference: capture.id, amountPaise: paiseOf(capture.amount) ?? 0 });
      throw new PaymentDeclined({ id: 'walletAmountChanged' });
    }
    // PENDING (held for review) or no capture: the outcome is not final. Placement then looks
    // the payment up (none completed) and releases; a later PAYMENT.CAPTURE.COMPLETED webhook
    // finds this claim and is settled by the webhook handler.
    throw new Error(`PayPal order ${order.id ?? ''} has no completed capture`);
  }

  private async refuse(
    id: string,
    reference: string,
    said: 'walletNotApproved' | 'walletAmountChanged',
  ): Promise<never> {
    await releasePaypalOrder(this.db, id, reference);
    throw new PaymentDeclined({ id: said });
  }

  private async capture(id: string, reference: string): Promise<void> {
    try {
      await this.orders.captureOrder({ id, paypalRequestId: reference, prefer: 'return=minimal' });
    } catch (error) {
      if (issueOf(error) === 'ORDER_ALREADY_CAPTURED') return;
      // INSTRUMENT_DECLINED, ORDER_NOT_APPROVED…: nothing taken; the shopper may approve again.
      if (isRefusal(error)) await this.refuse(id, reference, 'walletNotApproved');
      throw error;
    }
  }

  private async readOrder(id: string): Promise<Order | undefined> {
    try {
      return (await this.orders.getOrder({ id })).result;
    } catch (error) {
      if (isRefusal(error)) return undefined;
      throw error;
    }
  }

  async refund({ reference, amountPaise, idempotencyReference }: Refund): Promise<void> {
    try {
      await this.payments.refundCapturedPayment({
        captureId: reference,
        paypalRequestId: idempotencyReference ?? `refund-${reference}`,
        // No body refunds what is left of the capture (a whole refund).
        ...(idempotencyReference === undefined
          ? {}
          : { body: { amount: this.money(amountPaise) } }),
        prefer: 'return=minimal',
      });
    } catch (error) {
      if (!isRefusal(error)) throw error;
      if (idempotencyReference === undefined && issueOf(error) === 'CAPTURE_FULLY_REFUNDED') return;
      throw new PaymentDeclined({ id: 'refundRefused' });
    }
  }

  /** The completed capture of the PayPal order this attempt claimed, read from PayPal. */
  async findPayment(reference: string): Promise<Payment | undefined> {
    const id = await paypalOrderOf(this.db, reference);
    const order = id === undefined ? undefined : await this.readOrder(id);
    const capture = order && captureOf(order);
    if (
      order?.status !== OrderStatus.Completed ||
      capture?.status !== CaptureStatus.Completed ||
      !capture.id
    ) {
      return undefined;
    }
    const amountPaise = paiseOf(capture.amount);
    return amountPaise === undefined
      ? undefined
      : { provider: PAYPAL_PROVIDER, reference: capture.id, amountPaise };
  }
}
