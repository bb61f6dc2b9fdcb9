// What the Razorpay browser test puts in Razorpay's place (the real ones cannot be reached
// offline): a local HTTP server answering the few calls the server's SDK makes, in the shapes
// recorded in apps/server/src/gateways/payment/razorpay/fixtures/, and a checkout.js that
// implements window.Razorpay — a small sheet with a Pay button whose handler gets a payment id
// and the signature Razorpay would compute (HMAC-SHA256 of "order|payment" under the key
// secret), made by the test through an exposed function.
import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { REPO_ROOT } from './run-env.ts';

export const RAZORPAY_TEST_KEYS = {
  RAZORPAY_KEY_ID: 'rzp_test_BazaarE2e00001',
  RAZORPAY_KEY_SECRET: 'bazaarE2eKeySecret000001',
  RAZORPAY_WEBHOOK_SECRET: 'bazaar-e2e-webhook',
} as const;

type Json = Record<string, unknown>;
const fixture = (name: string): Json =>
  JSON.parse(
    readFileSync(
      path.join(REPO_ROOT, 'apps/server/src/gateways/payment/razorpay/fixtures', `${name}.json`),
      'utf8',
    ),
  ) as Json;

export const sign = (orderId: string, paymentId: string) =>
  createHmac('sha256', RAZORPAY_TEST_KEYS.RAZORPAY_KEY_SECRET)
    .update(`${orderId}|${paymentId}`)
    .digest('hex');

/** A payment's id names its order (pay_<order suffix>), so the sheet needs no server state. */
export const paymentIdOf = (orderId: string) => `pay_${orderId.replace(/^order_/, '')}`;

export interface RazorpayApi {
  port: number;
  orders: Map<string, Json>;
  /** "METHOD path" of every call the server made. */
  calls: string[];
  close(): Promise<void>;
}

export async function startRazorpayApi(port: number): Promise<RazorpayApi> {
  const orders = new Map<string, Json>();
  const calls: string[] = [];
  const paymentOf = (paymentId: string): Json | undefined => {
    const order = [...orders.values()].find((o) => paymentIdOf(String(o.id)) === paymentId);
    return order
      ? { ...fixture('payment'), id: paymentId, order_id: order.id, amount: order.amount }
      : undefined;
  };
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      calls.push(`${request.method} ${url.pathname}`);
      const send = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      if (request.method === 'POST' && url.pathname === '/v1/orders') {
        const { amount, currency, receipt, notes } = JSON.parse(body || '{}') as Json;
        const id = `order_${randomBytes(7).toString('hex')}`;
        const order = {
          ...fixture('order'),
          id,
          amount,
          amount_due: amount,
          currency,
          receipt,
          notes,
        };
        orders.set(id, order);
        send(200, order);
        return;
      }
      const payment = /^\/v1\/payments\/([^/]+)$/.exec(url.pathname);
      const found = payment?.[1] ? paymentOf(payment[1]) : undefined;
      if (request.method === 'GET' && found) {
        send(200, found);
        return;
      }
      send(400, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    orders,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * checkout.js as the page gets it: new Razorpay(options).open() shows a sheet naming the amount;
 * Pay hands the handler what Razorpay Checkout would, Close calls ondismiss.
 */
export const CHECKOUT_JS = `
window.Razorpay = class {
  constructor(options) { this.options = options; }
  open() {
    const o = this.options;
    const sheet = document.createElement('div');
    sheet.setAttribute('role', 'dialog');
    sheet.setAttribute('aria-label', 'Razorpay Checkout (test stand-in)');
    sheet.dataset.order = o.order_id;
    sheet.dataset.key = o.key;
    sheet.dataset.amount = String(o.amount);
    const pay = document.createElement('button');
    pay.textContent = 'Pay ' + o.currency + ' ' + (o.amount / 100).toFixed(2);
    pay.addEventListener('click', async () => {
      const paymentId = 'pay_' + o.order_id.replace(/^order_/, '');
      const signature = await window.razorpaySign(o.order_id, paymentId);
      sheet.remove();
      o.handler({ razorpay_order_id: o.order_id, razorpay_payment_id: paymentId, razorpay_signature: signature });
    });
    const close = document.createElement('button');
    close.textContent = 'Close';
    close.addEventListener('click', () => { sheet.remove(); o.modal.ondismiss(); });
    sheet.append(pay, close);
    document.body.append(sheet);
  }
};
`;
