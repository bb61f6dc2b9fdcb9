// PayPal's webhooks, checked by PayPal itself: the delivery's PAYPAL-* transmission headers and
// the body as received go to POST /v1/notifications/verify-webhook-signature with our webhook
// id, and only verification_status SUCCESS is accepted (the SDK has no offline check; the
// offline CRC32 + certificate method would still download PayPal's certificate at run time).
// The body is spliced in byte for byte, not re-serialised, so PayPal checks what it signed.
// A refused delivery answers undefined; PayPal unreachable throws, so PayPal delivers again.
import type { IncomingHttpHeaders } from 'node:http';
import type { Client, OAuthToken } from '@paypal/paypal-server-sdk';
import type { VerifiedEvent, WebhookVerifier } from '../webhook-verifier.ts';
import type { Config } from '../../../config.ts';
import {
  apiBaseOf,
  PAYPAL_PROVIDER,
  paypalClient,
  paypalSettingsOf,
  type PaypalSettings,
} from './paypal-client.ts';

interface Delivery {
  id: string;
  event_type: string;
  create_time?: string;
  resource?: {
    id?: string;
    supplementary_data?: { related_ids?: { order_id?: string } };
  };
}

const TRANSMISSION = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

function deliveryOf(rawBody: Buffer): Delivery | undefined {
  try {
    const value = JSON.parse(rawBody.toString('utf8')) as Partial<Delivery> | null;
    return typeof value?.id === 'string' && typeof value.event_type === 'string'
      ? (value as Delivery)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The capture of a checkout's PayPal order completed: the money is ours (the sweep settles it). */
export const PAYPAL_PAID_EVENTS = [
  'PAYMENT.CAPTURE.COMPLETED',
  'CHECKOUT.ORDER.COMPLETED',
] as const;

export class PaypalWebhookVerifier implements WebhookVerifier {
  readonly provider = PAYPAL_PROVIDER;
  readonly paidEventTypes = PAYPAL_PAID_EVENTS;
  private readonly client: Client;
  private token: OAuthToken | undefined;

  constructor(private readonly settings: PaypalSettings & { webhookId: string }) {
    this.client = paypalClient(settings);
  }

  async verify(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<VerifiedEvent | undefined> {
    const transmission: Record<string, string> = {};
    for (const [field, header] of Object.entries(TRANSMISSION)) {
      const value = headers[header];
      if (typeof value !== 'string' || value === '') return undefined;
      transmission[field] = value;
    }
    const delivery = deliveryOf(rawBody);
    if (!delivery) return undefined;
    if (!(await this.verifiedByPaypal(transmission, rawBody))) return undefined;
    // The PayPal order the event is about (a capture names it; an order event is it).
    const resource = delivery.resource;
    const orderId =
      resource?.supplementary_data?.related_ids?.order_id ??
      (delivery.event_type.startsWith('CHECKOUT.ORDER.') ? resource?.id : undefined);
    return {
      id: delivery.id,
      type: delivery.event_type,
      ...(orderId ? { paymentReference: orderId } : {}),
      ...(delivery.create_time ? { occurredAt: new Date(delivery.create_time) } : {}),
      payload: delivery,
    };
  }

  private async verifiedByPaypal(transmission: Record<string, string>, rawBody: Buffer) {
    const head = JSON.stringify({ ...transmission, webhook_id: this.settings.webhookId });
    const body = `${head.slice(0, -1)},"webhook_event":${rawBody.toString('utf8')}}`;
    const url = `${apiBaseOf(this.settings)}/v1/notifications/verify-webhook-signature`;
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await this.accessToken()}`,
        'content-type': 'application/json',
      },
      body,
      signal: AbortSignal.timeout(this.settings.timeoutMs ?? 30_000),
    });
    if (!response.ok) throw new Error(`PayPal webhook verification answered ${response.status}`);
    const answer = (await response.json()) as { verification_status?: string };
    return answer.verification_status === 'SUCCESS';
  }

  private async accessToken(): Promise<string> {
    const auth = this.client.clientCredentialsAuthManager;
    if (!this.token || !auth.isValid(this.token) || auth.isExpired(this.token)) {
      this.token = await auth.fetchToken();
    }
    return this.token.accessToken;
  }
}

export function paypalWebhooks(config: Config): PaypalWebhookVerifier {
  if (!config.PAYPAL_WEBHOOK_ID) throw new Error('PAYPAL_WEBHOOK_ID is needed');
  return new PaypalWebhookVerifier({
    ...paypalSettingsOf(config),
    webhookId: config.PAYPAL_WEBHOOK_ID,
  });
}
