// What the PayPal browser test puts in PayPal's place (the real ones cannot be reached
// offline): a local HTTP server the server's SDK reaches as its proxy (PAYPAL_API_STAND_IN),
// answering OAuth, Orders v2 create / get / capture in the recorded shapes of
// apps/server/src/gateways/payment/paypal/fixtures/ for the amount the server asked; and a
// PayPal SDK script whose Buttons render one "PayPal" button that approves the order.
import { randomBytes } from 'node:crypto';
import { recordedAnswers, startStandIn } from './provider-shop.ts';

export const PAYPAL_TEST_KEYS = {
  PAYPAL_CLIENT_ID: 'BazaarE2eClientId0001',
  PAYPAL_CLIENT_SECRET: 'BazaarE2eClientSecret0001',
  PAYPAL_WEBHOOK_ID: '1JE4291016473214C',
  PAYPAL_MERCHANT_ID: 'C7CYMKZDG8D6E',
} as const;

type Unit = { amount: { currency_code: string; value: string } };
const fixture = recordedAnswers('paypal');

export interface PaypalApi {
  /** PayPal order id → the purchase unit's amount, and whether it was captured. */
  orders: Map<string, { amount: Unit['amount']; captured: boolean }>;
  calls: string[];
  close(): Promise<void>;
}

/** The recorded order (approved, or completed with its capture) for this order's amount. */
function orderAnswer(id: string, amount: Unit['amount'], captured: boolean) {
  const recorded = fixture(captured ? 'order-completed' : 'order-approved') as {
    purchase_units: (Unit & { payments?: { captures: Unit[] } })[];
  };
  for (const unit of recorded.purchase_units) {
    unit.amount = amount;
    for (const capture of unit.payments?.captures ?? []) capture.amount = amount;
  }
  return { ...recorded, id };
}

export async function startPaypalApi(port: number): Promise<PaypalApi> {
  const orders = new Map<string, { amount: Unit['amount']; captured: boolean }>();
  const calls: string[] = [];
  const close = await startStandIn(port, (method, url, body, reply) => {
    calls.push(`${method} ${url.pathname}`);
    if (url.pathname === '/v1/oauth2/token') {
      reply(200, fixture('oauth-token'));
      return;
    }
    if (method === 'POST' && url.pathname === '/v2/checkout/orders') {
      const { purchase_units: units } = JSON.parse(body || '{}') as { purchase_units: Unit[] };
      const id = randomBytes(9).toString('hex').toUpperCase().slice(0, 17);
      const amount = units[0]?.amount ?? { currency_code: 'INR', value: '0' };
      orders.set(id, { amount, captured: false });
      reply(201, { ...fixture('order-created'), id });
      return;
    }
    const match = /^\/v2\/checkout\/orders\/([A-Z0-9]+)(\/capture)?$/.exec(url.pathname);
    const order = match?.[1] ? orders.get(match[1]) : undefined;
    if (!match?.[1] || !order) {
      reply(404, fixture('error-not-found'));
      return;
    }
    if (match[2]) order.captured = true;
    reply(match[2] ? 201 : 200, orderAnswer(match[1], order.amount, order.captured));
  });
  return { orders, calls, close };
}

/** The SDK script as the page gets it: paypal.Buttons(props).render(container). */
export const PAYPAL_JS = `
window.paypal = {
  version: 'stand-in',
  Buttons(props) {
    let node;
    return {
      isEligible: () => true,
      render(container) {
        node = document.createElement('button');
        node.type = 'button';
        node.textContent = 'PayPal (test stand-in)';
        node.addEventListener('click', async () => {
          const orderID = await props.createOrder({}, {});
          node.dataset.order = orderID;
          await props.onApprove({ orderID }, {});
        });
        container.append(node);
        return Promise.resolve();
      },
      updateProps: () => Promise.resolve(),
      close() { if (node) node.remove(); return Promise.resolve(); },
    };
  },
};
`;
