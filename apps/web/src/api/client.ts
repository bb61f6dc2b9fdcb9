// The only module that knows the wire envelope (spec §7, endpoints.md): POST
// {requestParameters} with the shopper's languageCode, headers Token/UserID, and `data` as a
// JSON string. A failed call is returned, never thrown, with its message in the shopper's
// language, said from the envelope's messageId and messageParams.
import { ENDPOINTS, endpointPath, type EndpointKey } from '@bazaar/contract/endpoints';
import type { RequestOf, RowOf } from '@bazaar/contract/api-schemas';
import type { Envelope } from '@bazaar/contract/envelope';
import { AUTH_HEADERS } from '@bazaar/contract/envelope';
import { FIRST_VIEW_DATA_ID, type FirstViewRequest } from '@bazaar/contract/page-routes';
import { t } from '@bazaar/i18n/messages';
import type { Lang } from '@bazaar/i18n/text';
import { currentLanguage } from '../i18n/language.ts';
import { readAuth } from '../lib/auth-storage.ts';
import { clearToastTopic, showToast } from '../lib/toast.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Where the administration host lives; empty means the same origin that served the SPA. */
export const API_BASE: string = (import.meta.env.VITE_API_BASE as string | undefined) ?? '';

export type Answer<K extends EndpointKey> = (typeof ENDPOINTS)[K]['answers'] extends 'object'
  ? RowOf<K>
  : RowOf<K>[];

export type ApiResult<T> =
  | { ok: true; data: T; token?: string; envelope: Envelope }
  | {
      ok: false;
      /** The envelope's statusCode (the HTTP status when there is none; 0: no answer at all). */
      status: number;
      /** The HTTP status (0: no answer): a shopper outcome comes with 200 (wire contract). */
      httpStatus: number;
      errorMessage: string;
      envelope?: Envelope;
    };

export interface CallOptions {
  signal?: AbortSignal;
  /** Show the server's error (or a generic one) as an error toast. Off for silent fetches. */
  toastOnError?: boolean;
  /**
   * Sent as the `Idempotency-Key` header: the server answers a repeated request with the same key
   * (a retry after a network error) with the first answer instead of doing it twice.
   */
  idempotencyKey?: string;
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Called on every 401 answer (a missing, expired or revoked Token): the account feature logs the
 * shopper out and sends them to login. Returns the function that stops listening.
 */
/** Tells every listener a call was refused with 401 (for calls made outside callApi). */
export function reportUnauthorized(): void {
  for (const listener of unauthorizedListeners) listener();
}

export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export async function callApi<K extends EndpointKey>(
  key: K,
  params: RequestOf<K>,
  { signal, toastOnError = false, idempotencyKey }: CallOptions = {},
): Promise<ApiResult<Answer<K>>> {
  const auth = readAuth();
  const lang = currentLanguage();
  const extraHeaders: Record<string, string> = idempotencyKey
    ? { [IDEMPOTENCY_HEADER]: idempotencyKey }
    : {};
  const result = await post<Answer<K>>(
    endpointPath(ENDPOINTS[key]),
    { languageCode: lang, ...params },
    { ...auth, extraHeaders },
    lang,
    signal,
  );
  if (!result.ok && result.envelope) {
    result.errorMessage = await failureText(lang, result.envelope, result.errorMessage);
  }
  if (!result.ok && result.status === 401) {
    // The listener says what happened in the shopper's words; the server's text adds nothing.
    for (const listener of unauthorizedListeners) listener();
    return result;
  }
  // The endpoint is the toast's topic: a later answer to the same call replaces its error.
  if (result.ok) clearToastTopic(key);
  else if (toastOnError && result.status !== 0) showToast('error', result.errorMessage, key);
  return result;
}

/**
 * A failure's text in the shopper's language, said from its messageId and messageParams (the
 * catalogue is a chunk loaded the first time it is needed); the server's errorMessage, or
 * `fallback`, when the id is missing or unknown to this build.
 */
export async function failureText(
  lang: Lang,
  envelope: Partial<Envelope>,
  fallback: string,
): Promise<string> {
  const { messageId, messageParams } = envelope;
  const written = envelope.errorMessage || fallback;
  if (!messageId) return written;
  try {
    const { isMessageId, say } = await import('@bazaar/i18n/message-catalogue');
    return isMessageId(messageId) ? say(lang, { id: messageId, params: messageParams }) : written;
  } catch {
    return written;
  }
}

async function post<T>(
  path: string,
  params: unknown,
  auth: { token: string; userId: string; extraHeaders: Record<string, string> },
  lang: Lang,
  signal?: AbortSignal,
): Promise<ApiResult<T>> {
  const genericError = t(lang, 'genericError');
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        // The body's languageCode is read once the body is; an answer given before (503 while
        // the server closes) or without it (404) goes by this header.
        'Accept-Language': lang,
        'Content-Type': 'application/json',
        [AUTH_HEADERS.token]: auth.token,
        [AUTH_HEADERS.userId]: auth.userId,
        ...auth.extraHeaders,
      },
      body: JSON.stringify({ requestParameters: params }),
      signal,
    });
  } catch (error) {
    const aborted = error instanceof DOMException && error.name === 'AbortError';
    return { ok: false, status: 0, httpStatus: 0, errorMessage: aborted ? '' : genericError };
  }
  let envelope: Envelope;
  try {
    envelope = (await response.json()) as Envelope;
  } catch {
    return {
      ok: false,
      status: response.status,
      httpStatus: response.status,
      errorMessage: genericError,
    };
  }
  // Outcomes the shopper must see arrive with HTTP 200 and statusCode 204/501 (wire.ts):
  // anything but statusCode 200 is a failure whose errorMessage is the text to show.
  if (!response.ok || envelope.statusCode !== 200) {
    const errorMessage = envelope.errorMessage || genericError;
    const status = envelope.statusCode || response.status;
    return { ok: false, status, httpStatus: response.status, errorMessage, envelope };
  }
  try {
    const data = (envelope.data ? JSON.parse(envelope.data) : []) as T;
    return { ok: true, data, token: envelope.token, envelope };
  } catch {
    return {
      ok: false,
      status: 500,
      httpStatus: response.status,
      errorMessage: genericError,
      envelope,
    };
  }
}

/**
 * The answers the server wrote into the page for its first view (contract firstViewRequests),
 * decoded as a call's answer would be; none when the block is missing or unreadable.
 */
export function inlinedAnswers(): (FirstViewRequest & { data: unknown })[] {
  try {
    const text = document.getElementById(FIRST_VIEW_DATA_ID)?.textContent ?? '[]';
    const answers = JSON.parse(text) as (FirstViewRequest & { data: string })[];
    return answers.map((answer) => ({ ...answer, data: JSON.parse(answer.data) as unknown }));
  } catch {
    return [];
  }
}
