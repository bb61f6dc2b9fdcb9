// The official Razorpay SDK (npm `razorpay`), with a timeout on its HTTP client and its errors
// turned into ours. Its own errors carry only { statusCode, error } from Razorpay's answer —
// but a timeout or a dropped connection makes it throw a TypeError, and axios's errors hold
// the request's basic-auth (the key secret): nothing of the SDK's error object is kept or
// logged, only the status and Razorpay's error code and description.
import Razorpay from 'razorpay';

/** A Razorpay call gets this long (its SDK sets no timeout: a hung call would hang placement). */
export const RAZORPAY_TIMEOUT_MS = 15_000;

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  timeoutMs?: number;
  /** RAZORPAY_API_BASE_URL; the SDK's own default otherwise. */
  baseUrl?: string;
}

export function razorpayClient({ keyId, keySecret, timeoutMs, baseUrl }: RazorpayKeys): Razorpay {
  const client = new Razorpay({ key_id: keyId, key_secret: keySecret });
  // The SDK's axios instance (api.rq) is where its requests go; it has no option for this.
  const api = client.api as unknown as {
    rq?: { defaults: { timeout?: number; baseURL?: string } };
  };
  if (!api.rq) throw new Error('the razorpay SDK no longer has api.rq: check its timeout');
  api.rq.defaults.timeout = timeoutMs ?? RAZORPAY_TIMEOUT_MS;
  if (baseUrl) api.rq.defaults.baseURL = baseUrl.replace(/\/+$/, '');
  return client;
}

/** Razorpay refused the request (4xx): its error code and description. */
export class RazorpayRefused extends Error {
  override name = 'RazorpayRefused';
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly description: string,
  ) {
    super(`Razorpay refused (${statusCode} ${code}): ${description}`);
  }
}

/** Razorpay could not be asked (timeout, network) or failed (5xx): the answer is unknown. */
export class RazorpayUnavailable extends Error {
  override name = 'RazorpayUnavailable';
}

interface SdkError {
  statusCode?: unknown;
  error?: { code?: unknown; description?: unknown };
}

/** Runs one SDK call; its failure becomes RazorpayRefused or RazorpayUnavailable. */
export async function razorpayCall<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (caught) {
    const error = (caught ?? {}) as SdkError;
    const status = typeof error.statusCode === 'number' ? error.statusCode : 0;
    if (status >= 400 && status < 500) {
      const code = typeof error.error?.code === 'string' ? error.error.code : 'ERROR';
      const text = typeof error.error?.description === 'string' ? error.error.description : '';
      throw new RazorpayRefused(status, code, text.slice(0, 300));
    }
    throw new RazorpayUnavailable(
      status ? `Razorpay ${what}: answered ${status}` : `Razorpay ${what}: no answer`,
    );
  }
}
