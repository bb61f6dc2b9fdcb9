// Recorded PayPal answers (fixtures/, shapes as api-m.paypal.com returns them) served through
// nock, which intercepts the SDK's axios (node:https) and global fetch alike: no network.
import nock from 'nock';
import { fixturesBeside, useRecordedAnswers } from '../recorded-answers.test-support.ts';
import type { PaypalSettings } from './paypal-client.ts';

export const PAYPAL_API = 'https://api-m.sandbox.paypal.com';
export const MERCHANT_ID = 'C7CYMKZDG8D6E';
export const ORDER_ID = '5O190127TN364715T';
export const CAPTURE_ID = '3C679366HH908993F';

export const paypalSettings: PaypalSettings = {
  clientId: 'AbCdEf-test-client-id',
  clientSecret: 'test-client-secret',
  environment: 'sandbox',
  merchantId: MERCHANT_ID,
  currency: 'INR',
};

export const paypalFixture = fixturesBeside(import.meta.url);

interface RecordedOrder {
  status: string;
  purchase_units: {
    amount: { currency_code: string; value: string };
    payee: { merchant_id: string };
    payments?: { captures: { status: string; amount: { value: string } }[] };
  }[];
}

/** A recorded order with some figures changed, as another order would show them. */
export function orderWith(name: string, change: (order: RecordedOrder) => void) {
  const order = paypalFixture(name) as unknown as RecordedOrder;
  change(order);
  return order;
}

export const useRecordedPaypal = () => useRecordedAnswers('PayPal');

/** The API host with its OAuth token answered (the SDK asks for one before its first call). */
export const paypalApi = () =>
  nock(PAYPAL_API).post('/v1/oauth2/token').optionally().reply(200, paypalFixture('oauth-token'));

/** A recorded order (approved or completed) for another amount and order id. */
export const orderFor = (name: string, value: string, id = ORDER_ID) => ({
  ...orderWith(name, (order) => {
    for (const unit of order.purchase_units) {
      unit.amount.value = value;
      for (const capture of unit.payments?.captures ?? []) capture.amount.value = value;
    }
  }),
  id,
});
