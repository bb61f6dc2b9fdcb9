// After-sales refunds of orders Razorpay took the money for: paid back through Razorpay under the
// refund's reference, once, with Razorpay's refund id kept; one Razorpay refuses stays owed with
// its reason, which the operator's command says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../config.ts';
import { createPaymentGateway } from '../../../gateways/payment/create-payment-gateway.ts';
import {
  razorpayConfig,
  RazorpayStandIn,
} from '../../../gateways/payment/razorpay/razorpay.test-support.ts';
import { DIALECTS } from '../../../test/databases.ts';
import { call, useTestApp } from '../../../test/test-app.ts';
import {
  cartOf,
  createShopper,
  orderParams,
  productWithStock,
  type Shopper,
} from '../orders.test-support.ts';
import { cancelOrderCommand } from './after-sales-admin.ts';
import { settlePendingRefunds } from './refunds.ts';

describe.each(DIALECTS)('refunds through Razorpay on %s', (dialect) => {
  const t = useTestApp(dialect, { config: razorpayConfig() });
  let razorpay: RazorpayStandIn;
  let shopper: Shopper;
  let productId: number;

  beforeAll(async () => {
    razorpay = new RazorpayStandIn();
    shopper = await createShopper(t.db);
    ({ id: productId } = await productWithStock(t.db, 50));
  });
  afterAll(() => RazorpayStandIn.stop());

  /** An order paid by card in Razorpay Checkout; its id, number and the Razorpay payment. */
  async function paidOrder() {
    const cartJsonData = cartOf([productId, 1]);
    const made = await call<{ OrderId: string }>(
      t.app,
      'createPaymentCheckout',
      { cartJsonData, PaymentMethod: '5' },
      shopper.headers,
    );
    const paid = razorpay.pay(made.data.OrderId);
    const { data } = await call<{ OrderId: number; OrderNumber: string }[]>(
      t.app,
      'postCustomerOrder',
      orderParams(shopper, {
        PaymentMethod: '5',
        cartJsonData,
        razorpay_order_id: made.data.OrderId,
        razorpay_payment_id: paid.paymentId,
        razorpay_signature: paid.signature,
      }),
      shopper.headers,
    );
    const order = data[0];
    if (!order) throw new Error('no order');
    return { id: order.OrderId, number: order.OrderNumber, paymentId: paid.paymentId };
  }
  const refundRow = (orderId: number) =>
    t.db
      .selectFrom('order_refunds')
      .selectAll()
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();

  it('refunds a cancelled order through Razorpay once and keeps Razorpay’s refund id', async () => {
    const order = await paidOrder();
    const { data } = await call<{ refundState: string }>(
      t.app,
      'cancelCustomerOrder',
      { OrderNumber: order.number },
      shopper.headers,
    );
    expect(data.refundState).toBe('done');
    const row = await refundRow(order.id);
    const refunds = razorpay.refunds.filter((refund) => refund.payment_id === order.paymentId);
    expect(refunds).toEqual([
      expect.objectContaining({ receipt: row.idempotency_reference, amount: row.amount_paise }),
    ]);
    expect(row).toMatchObject({
      state: 'done',
      provider: 'razorpay',
      provider_refund_id: refunds[0]?.id,
    });
  });

  it('keeps a refund Razorpay refuses owed, with Razorpay’s reason for the operator', async () => {
    const order = await paidOrder();
    razorpay.failNext('POST /refund', 'refused');
    const ctx = {
      db: t.db,
      gateway: createPaymentGateway(t.db, testConfig(razorpayConfig())),
      mailer: t.app.mailer,
      now: () => new Date(),
    };
    const said = await cancelOrderCommand(ctx, order.id);
    expect(said.lines.join('\n')).toMatch(
      /owed; the gateway will be asked again \(.*greater than amount captured/,
    );
    expect(await refundRow(order.id)).toMatchObject({
      state: 'pending',
      attempts: 1,
      provider_refund_id: null,
    });
    // The next sweep is answered: paid once, and the reason is gone.
    expect(await settlePendingRefunds(ctx)).toBe(1);
    expect(await refundRow(order.id)).toMatchObject({ state: 'done', last_error: null });
    expect(razorpay.refunds.filter((refund) => refund.payment_id === order.paymentId)).toHaveLength(
      1,
    );
  });
});
