// The online wallet through PayPal (official @paypal/paypal-server-sdk, Orders v2).
// - Our checkout: the server creates the order for ITS amount (createWalletOrder), the shopper
//   approves it in PayPal's buttons, and placement captures it with PayPal-Request-Id = our
//   reference, then reads the order back from PayPal and accepts only a completed capture of
//   our amount, in our currency, paid to our merchant account.
// - The provider's storefront: its PayPal modal captures in the browser and posts the capture
//   JSON; placement takes only the order id from it (walletOrderId) and reads the order from
//   PayPal the same way. The JSON's figures are never read.
// Either way the PayPal order is claimed first (the foundation's checkouts, paypal-checkouts.ts),
// so one paid PayPal order pays for one order of ours; a completed order for another sum is
// refunded and refused.
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
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/schema.ts';
import {
  PaymentDeclined,
  type CardCharge,
  type Checkout,
  type CheckoutRequest,
  type Payment,
  type PaymentGateway,
  type Refund,
  type RefundDone,
  type WalletCapture,
  type WalletOrder,
} from '../payment-gateway.ts';
import {
  findCheckoutByReference,
  insertCheckout,
  moveCheckout,
  newCheckoutReference,
} from '../checkouts.repository.ts';
import { claimPaypalOrder } from './paypal-checkouts.ts';
import {
  issueOf,
  isRefusal,
  PAYPAL_PROVIDER,
  paypalClient,
  paypalSettingsOf,
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

type Refusal = 'walletNotApproved' | 'walletAmountChanged';

export class PaypalWalletGateway implements PaymentGateway {
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

  /** An Orders v2 order for the server's amount, paid to us, kept as a checkout. */
  async createCheckout({ method, userId, amountPaise }: CheckoutRequest): Promise<Checkout> {
    if (method !== 'wallet') throw new Error('PayPal serves only the online wallet here');
    const reference = newCheckoutReference();
    const { result } = await this.orders.createOrder({
      body: {
        intent: CheckoutPaymentIntent.Capture,
        purchaseUnits: [
          {
            amount: this.money(amountPaise),
            payee: { merchantId: this.settings.merchantId },
            customId: reference,
          },
        ],
      },
      paypalRequestId: reference,
      prefer: 'return=minimal',
    });
    if (!result.id) throw new Error('PayPal created an order without an id');
    const { currency } = this.settings;
    await insertCheckout(this.db, {
      provider: PAYPAL_PROVIDER,
      orderId: result.id,
      method,
      userId,
      amountPaise,
      currency,
      reference,
    });
    const publishableKey = this.publishableKey;
    return {
      provider: PAYPAL_PROVIDER,
      method,
      orderId: result.id,
      amountPaise,
      currency,
      publishableKey,
    };
  }

  async createWalletOrder(order: { userId: number; amountPaise: number }): Promise<WalletOrder> {
    const { orderId } = await this.createCheckout({ method: 'wallet', ...order });
    return { id: orderId ?? '', status: 'CREATED', amountPaise: order.amountPaise };
  }

  chargeCard(_charge: CardCharge): Promise<Payment> {
    return Promise.reject(new Error('PayPal takes no card payments here'));
  }

  async captureWalletOrder(capture: WalletCapture): Promise<Payment> {
    const { walletOrderId: id, userId, amountPaise, reference } = capture;
    if (!ORDER_ID.test(id)) throw new PaymentDeclined({ id: 'walletNotApproved' });
    const { currency, merchantId } = this.settings;
    const refused = await claimPaypalOrder(this.db, {
      orderId: id,
      userId,
      amountPaise,
      currency,
      reference,
    });
    if (refused) throw new PaymentDeclined(refused);
    const expected: ExpectedPayment = { amountPaise, currency, merchantId };
    let order = await this.readOrder(id);
    if (order?.status === OrderStatus.Approved) {
      // Not captured yet (our checkout): check before taking anything, then capture.
      const problem = problemOf(order, expected);
      if (problem)
        return this.refuse(id, problem === 'amount' ? 'walletAmountChanged' : 'walletNotApproved');
      await this.capture(id, reference);
      order = await this.readOrder(id);
    }
    if (order?.status !== OrderStatus.Completed) return this.refuse(id, 'walletNotApproved');
    const payment = await this.accepted(order, expected);
    await this.moveClaim(id, 'captured', { captureId: payment.reference });
    return payment;
  }

  private moveClaim(
    id: string,
    to: 'created' | 'paid' | 'captured' | 'abandoned',
    payload?: unknown,
  ) {
    return moveCheckout(
      this.db,
      { provider: PAYPAL_PROVIDER, orderId: id, from: ['claimed'] },
      to,
      payload,
    );
  }

  /** Nothing was taken: the PayPal order is free again (the shopper may approve it anew). */
  private async refuse(id: string, said: Refusal): Promise<never> {
    await this.moveClaim(id, 'created');
    throw new PaymentDeclined({ id: said });
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
      await this.moveClaim(order.id ?? '', 'abandoned');
      throw new PaymentDeclined({ id: 'paymentAmountMismatch' });
    }
    // PENDING (held for review) or no capture: the outcome is not final. Placement then looks
    // the payment up (none completed) and releases; the checkout waits as paid, so the orders
    // sweep looks at it again after its grace and refunds the capture if it completed.
    await this.moveClaim(order.id ?? '', 'paid');
    throw new Error(`PayPal order ${order.id ?? ''} has no completed capture`);
  }

  private async capture(id: string, reference: string): Promise<void> {
    try {
      await this.orders.captureOrder({ id, paypalRequestId: reference, prefer: 'return=minimal' });
    } catch (error) {
      if (issueOf(error) === 'ORDER_ALREADY_CAPTURED') return;
      // INSTRUMENT_DECLINED, ORDER_NOT_APPROVED…: nothing taken; the shopper may approve again.
      if (isRefusal(error)) await this.refuse(id, 'walletNotApproved');
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

  async refund({ reference, amountPaise, idempotencyReference }: Refund): Promise<RefundDone> {
    try {
      const { result } = await this.payments.refundCapturedPayment({
        captureId: reference,
        // A whole refund asked again carries the same request id: PayPal answers the first.
        paypalRequestId: idempotencyReference ?? `refund-${reference}`,
        // No body refunds what is left of the capture (a whole refund).
        ...(idempotencyReference === undefined
          ? {}
          : { body: { amount: this.money(amountPaise) } }),
        prefer: 'return=minimal',
      });
      return { refundId: result.id ?? '' };
    } catch (error) {
      if (!isRefusal(error)) throw error;
      // Refunded in full by other means (the dashboard): nothing is left to give back.
      if (idempotencyReference === undefined && issueOf(error) === 'CAPTURE_FULLY_REFUNDED') {
        return { refundId: '' };
      }
      throw new PaymentDeclined({ id: 'refundRefused' }, issueOf(error));
    }
  }

  /** The completed capture of the PayPal order the reference (attempt or checkout) holds. */
  async findPayment(reference: string): Promise<Payment | undefined> {
    const row = await findCheckoutByReference(this.db, PAYPAL_PROVIDER, reference);
    const order = row ? await this.readOrder(row.provider_reference) : undefined;
    const capture = order && captureOf(order);
    if (order?.status !== OrderStatus.Completed || capture?.status !== CaptureStatus.Completed) {
      return undefined;
    }
    const amountPaise = paiseOf(capture.amount);
    if (!capture.id || amountPaise === undefined) return undefined;
    return { provider: PAYPAL_PROVIDER, reference: capture.id, amountPaise };
  }
}

export const paypalGateway = ({ db, config }: { db: Kysely<Database>; config: Config }) =>
  new PaypalWalletGateway(db, paypalSettingsOf(config));
