// The official PayPal server SDK's client: OAuth 2 client credentials (the SDK fetches and
// renews the token), the live or sandbox API host and a timeout. The SDK's own retries stay
// off (they also retried refusals): a failed call's outcome is settled by reading the order
// back (findPayment), and a capture or refund asked again carries the same PayPal-Request-Id.
import http from 'node:http';
import net from 'node:net';
import { ApiError, Client, Environment } from '@paypal/paypal-server-sdk';
import type { Config } from '../../../config.ts';

export const PAYPAL_PROVIDER = 'paypal';

export interface PaypalSettings {
  clientId: string;
  clientSecret: string;
  environment: 'sandbox' | 'live';
  /** Our PayPal account's merchant id (payer id): the payee every accepted order must show. */
  merchantId: string;
  /** ISO 4217; amounts are sent as "1499.00". */
  currency: string;
  timeoutMs?: number;
  /** PAYPAL_API_STAND_IN: the browser tests' local stand-in, reached as a plain-HTTP proxy. */
  standIn?: string;
}

export const apiBaseOf = ({
  environment,
  standIn,
}: Pick<PaypalSettings, 'environment' | 'standIn'>) =>
  standIn ??
  (environment === 'live' ? 'https://api-m.paypal.com' : 'https://api-m.sandbox.paypal.com');

/**
 * The SDK's base URLs are fixed per environment: for the browser tests' stand-in, its https
 * requests are carried over a plain connection to the stand-in (an agent the SDK accepts).
 */
function standInAgent(standIn: string | undefined) {
  if (!standIn) return {};
  const url = new URL(standIn);
  const agent = new http.Agent();
  Object.assign(agent, {
    protocol: 'https:',
    createConnection: () => net.connect(Number(url.port || 80), url.hostname),
  });
  return { httpClientOptions: { httpsAgent: agent } };
}

export function paypalClient(settings: PaypalSettings): Client {
  return new Client({
    clientCredentialsAuthCredentials: {
      oAuthClientId: settings.clientId,
      oAuthClientSecret: settings.clientSecret,
    },
    environment: settings.environment === 'live' ? Environment.Production : Environment.Sandbox,
    timeout: settings.timeoutMs ?? 30_000,
    ...standInAgent(settings.standIn),
  });
}

/** PayPal's error name for a refused call (`details[0].issue`, e.g. INSTRUMENT_DECLINED). */
export function issueOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.result as { details?: { issue?: string }[]; name?: string } | undefined;
  return body?.details?.[0]?.issue ?? body?.name;
}

/** A 4xx from PayPal about the request itself: the shopper's or the order's, not an outage. */
export const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && [400, 404, 409, 422].includes(error.statusCode);

/** The adapter's settings from the configuration (which refuses to start without them). */
export function paypalSettingsOf(config: Config): PaypalSettings {
  const { PAYPAL_CLIENT_ID: clientId, PAYPAL_CLIENT_SECRET: clientSecret } = config;
  const merchantId = config.PAYPAL_MERCHANT_ID;
  if (!clientId || !clientSecret || !merchantId) {
    throw new Error('PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_MERCHANT_ID are needed');
  }
  const environment = config.PAYPAL_ENVIRONMENT;
  const currency = config.PAYMENT_CURRENCY;
  const standIn = config.PAYPAL_API_STAND_IN;
  return {
    clientId,
    clientSecret,
    merchantId,
    environment,
    currency,
    ...(standIn ? { standIn } : {}),
  };
}
