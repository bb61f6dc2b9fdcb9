// Placing wallet orders with PayPal configured, through the real app on each dialect: our
// checkout's order is made for the server's amount and captured by the server; the provider
// storefront's browser capture is read from PayPal (never from its JSON), accepted once, and
// refunded when it is for another sum; PayPal's webhooks count only when PayPal vouches for them.
// PayPal's answers are recorded (gateways/payment/paypal/fixtures) and served through nock.
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES, RESPONSE_MSG } from '@bazaar/contract/messages';
import { paiseToDecimalText } from '@bazaar/contract/money/paise';
import { DIALECTS } from '../../test/databases.ts';
import { call, useTestApp } from '../../test/test-app.ts';
import {
  CAPTURE_ID,
  MERCHANT_ID,
  orderFor,
  paypalApi,
  paypalFixture,
  useRecordedPaypal,
} from '../../gateways/payment/paypal/paypal.test-support.ts';
import {
  cartOf,
  createShopper,
  orderParams,
  productWithStock,
  stockOf,
  type Shopper,
} from './orders.test-support.ts';

const PAYPAL_CONFIG = {
  PAYMENT_WALLET_PROVIDER: 'paypal',
  PAYPAL_CLIENT_ID: 'AbCdEf-test-client-id',
  PAYPAL_CLIENT_SECRET: 'test-client-secret',
  PAYPAL_WEBHOOK_ID: '1JE4291016473214C',
  PAYPAL_MERCHANT_ID: MERCHANT_ID,
} as const;
type Placed = { ResponseMsg: string; OrderId: number }[];

useRecordedPaypal();

describe.each(DIALECTS)('wallet orders through PayPal on %s', (dialect) => {
  const t = useTestApp(dialect, { config: PAYPAL_CONFIG });
  let shopper: Shopper;
  let product: Awaited<ReturnType<typeof productWithStock>>;
  let value = '';

  beforeAll(async () => {
    shopper = await createShopper(t.db);
    product = await productWithStock(t.db, 20);
  });

  const cartJsonData = () => cartOf([product.id, 1]);
  const place = (payPalOrderConfirmJson: string) =>
    call<Placed>(
      t.app,
      'postCustomerOrder',
      orderParams(shopper, {
        PaymentMethod: '2',
        payPalOrderConfirmJson,
        cartJsonData: cartJsonData(),
      }),
      shopper.headers,
    );

  it('makes the PayPal order for the server’s amount and captures it at placement', async () => {
    let sent: { purchase_units: { amount: { value: string } }[] } | undefined;
    paypalApi()
      .post('/v2/checkout/orders', (body: typeof sent) => ((sent = body), true))
      .reply(201, paypalFixture('order-created'));
    const { data: checkout } = await call<{ OrderId: string; AmountPaise: number; Key: string }>(
      t.app,
      'createPaymentCheckout',
      { PaymentMethod: 2, cartJsonData: cartJsonData() },
      shopper.headers,
    );
    value = paiseToDecimalText(checkout.AmountPaise);
    expect(sent?.purchase_units[0]?.amount.value).toBe(value);
    expect(checkout.Key).toBe(PAYPAL_CONFIG.PAYPAL_CLIENT_ID);
    const path = `/v2/checkout/orders/${checkout.OrderId}`;
    paypalApi()
      .get(path)
      .reply(200, orderFor('order-approved', value))
      .post(`${path}/capture`)
      .matchHeader('paypal-request-id', /^attempt-\d+$/)
      .reply(201, paypalFixture('capture-minimal'))
      .get(path)
      .reply(200, orderFor('order-completed', value));
    const before = await stockOf(t.db, product.id);
    const { data } = await place(JSON.stringify({ id: checkout.OrderId }));
    expect(data[0]?.ResponseMsg).toBe(RESPONSE_MSG.orderPlaced);
    expect(await stockOf(t.db, product.id)).toBe(before - 1);
  });

  it('takes the storefront’s browser capture from PayPal’s record, once', async () => {
    const id = '8TY45219MN0342158';
    paypalApi()
      .get(`/v2/checkout/orders/${id}`)
      .reply(200, orderFor('order-completed', value, id));
    // The JSON's own figures (status, amount) are never read.
    const claimed = JSON.stringify({
      id,
      status: 'COMPLETED',
      purchase_units: [{ amount: { value: '1.00' } }],
    });
    const { data } = await place(claimed);
    expect(data[0]?.ResponseMsg).toBe(RESPONSE_MSG.orderPlaced);
    const again = await call<Placed>(
      t.app,
      'postCustomerOrder',
      orderParams(shopper, {
        PaymentMethod: '2',
        payPalOrderConfirmJson: JSON.stringify({ id }),
        cartJsonData: cartJsonData(),
        OrderNote: 'the same PayPal order again',
      }),
      shopper.headers,
    );
    expect(again.envelope.errorMessage).toBe(ORDER_MESSAGES.walletOrderUsed);
  });

  it('refunds and refuses a browser capture for another sum', async () => {
    const id = '2GG279541U471931P';
    paypalApi()
      .get(`/v2/checkout/orders/${id}`)
      .reply(200, orderFor('order-completed', '1.00', id))
      .post(`/v2/payments/captures/${CAPTURE_ID}/refund`)
      .reply(201, paypalFixture('refund-minimal'));
    const before = await stockOf(t.db, product.id);
    const { envelope } = await place(
      JSON.stringify({ id, purchase_units: [{ amount: { value } }] }),
    );
    expect(envelope.errorMessage).toBe(ORDER_MESSAGES.paymentAmountMismatch);
    expect(await stockOf(t.db, product.id)).toBe(before);
  });

  it('takes a webhook PayPal verifies once, and refuses one it does not', async () => {
    const body = JSON.stringify(paypalFixture('event-capture-completed'));
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/webhooks/paypal',
        headers: {
          'content-type': 'application/json',
          'paypal-auth-algo': 'SHA256withRSA',
          'paypal-cert-url': 'https://api-m.sandbox.paypal.com/v1/notifications/certs/CERT-1',
          'paypal-transmission-id': '69cd13f0-d67a-11e5-baa3-778b53f4ae55',
          'paypal-transmission-sig': 'c2lnbmF0dXJl',
          'paypal-transmission-time': '2026-12-01T22:01:31Z',
        },
        payload: body,
      });
    const verify = '/v1/notifications/verify-webhook-signature';
    paypalApi().post(verify).reply(200, paypalFixture('verify-failure'));
    expect((await post()).statusCode).toBe(400);
    paypalApi().post(verify).times(2).reply(200, paypalFixture('verify-success'));
    expect((await post()).json()).toEqual({ received: true });
    expect((await post()).json()).toEqual({ received: true, duplicate: true });
  });
});
