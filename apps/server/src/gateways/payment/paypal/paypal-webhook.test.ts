import { describe, expect, it } from 'vitest';
import { PaypalWebhookVerifier } from './paypal-webhook.ts';
import {
  ORDER_ID,
  paypalApi,
  paypalFixture,
  paypalSettings,
  useRecordedPaypal,
} from './paypal.test-support.ts';

useRecordedPaypal();

const WEBHOOK_ID = '1JE4291016473214C';
const body = Buffer.from(JSON.stringify(paypalFixture('event-capture-completed')));
const headers = {
  'paypal-auth-algo': 'SHA256withRSA',
  'paypal-cert-url':
    'https://api-m.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77',
  'paypal-transmission-id': '69cd13f0-d67a-11e5-baa3-778b53f4ae55',
  'paypal-transmission-sig':
    'lmI95Jx3Y9nhR5SJWlHVIWpg4AgFk7n9bCHSRxbrd8A9zrhdu2rMyFrmz+Zjh3s3boXB07VXCXUZy/UFzUlnGJn0wDugt7FlSvdKeIJenLRemUxYCPVoEZzg9VFNqOa48gMkvF+XTpxBeUx/kWy6B5cp7GkT2+pOowfRK7OaynuxUoKW3JcMWw272VKjLTtTAShncla7tGF+55rxyt2KNZIIqxNMJ48RDZheGU5w1npu9dZHnPgTXB9iomeVRoD8O/jhRpnKsGrDschyNdkeh81BJJMH4Ctc6lnCCquoP/GzCzz33MMsNdid7vL/NIWaCsekQpW26FpWPi/tfj8nLA==',
  'paypal-transmission-time': '2026-12-01T22:01:31Z',
};
const VERIFY = '/v1/notifications/verify-webhook-signature';
const verifier = new PaypalWebhookVerifier({ ...paypalSettings, webhookId: WEBHOOK_ID });

describe('PayPal webhooks', () => {
  it('asks PayPal to verify the delivery as received, and names the PayPal order', async () => {
    let asked = '';
    paypalApi()
      .post(VERIFY, (sent: unknown) => ((asked = JSON.stringify(sent)), true))
      .reply(200, paypalFixture('verify-success'));
    const event = await verifier.verify(body, headers);
    expect(event).toMatchObject({
      id: 'WH-58D329510W468432D-8HN650336L201105X',
      type: 'PAYMENT.CAPTURE.COMPLETED',
      paymentReference: ORDER_ID,
      occurredAt: new Date('2026-12-01T22:01:31.000Z'),
    });
    expect(JSON.parse(asked)).toEqual({
      auth_algo: 'SHA256withRSA',
      cert_url: headers['paypal-cert-url'],
      transmission_id: headers['paypal-transmission-id'],
      transmission_sig: headers['paypal-transmission-sig'],
      transmission_time: headers['paypal-transmission-time'],
      webhook_id: WEBHOOK_ID,
      webhook_event: JSON.parse(body.toString('utf8')) as unknown,
    });
  });

  it('refuses a delivery PayPal does not vouch for (forged or altered)', async () => {
    paypalApi().post(VERIFY).reply(200, paypalFixture('verify-failure'));
    const altered = Buffer.from(body.toString('utf8').replace('1499.00', '1.00'));
    await expect(verifier.verify(altered, headers)).resolves.toBeUndefined();
  });

  it('refuses without asking PayPal when headers are missing or the body is not an event', async () => {
    const unsigned: Record<string, string | undefined> = { ...headers };
    delete unsigned['paypal-transmission-sig'];
    await expect(verifier.verify(body, unsigned)).resolves.toBeUndefined();
    await expect(verifier.verify(Buffer.from('not json'), headers)).resolves.toBeUndefined();
  });

  it('fails loudly when PayPal cannot be asked, so PayPal delivers again', async () => {
    paypalApi().post(VERIFY).reply(503, paypalFixture('error-internal'));
    await expect(verifier.verify(body, headers)).rejects.toThrow(/503/);
  });
});
