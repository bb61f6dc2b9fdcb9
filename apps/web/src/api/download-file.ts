// The calls that are not POST {requestParameters}: files the shopper owns, fetched by GET with
// the login token in the Token header — a purchased digital file (…/download-digital-file/
// {orderItemId}, deviation #10: the token proves the owner) and an order's GST tax invoice
// (…/order-invoice/{orderNumber}). Never in the address: a proxy or CDN log in front would
// record whole login sessions (deviation 16; the server keeps the path form for old links).
// Kept apart from client.ts so the entry bundle does not carry it.
import { DOWNLOAD_PATH_PREFIX, INVOICE_PATH_PREFIX } from '@bazaar/contract/endpoints';
import type { Envelope } from '@bazaar/contract/envelope';
import { t } from '@bazaar/i18n/messages';
import { currentLanguage } from '../i18n/language.ts';
import { readAuth } from '../lib/auth-storage.ts';
import { API_BASE, failureText, reportUnauthorized } from './client.ts';

export type DownloadResult =
  | { ok: true; file: Blob; contentType: string }
  | { ok: false; status: number; errorMessage: string };

/**
 * A purchased digital file (GET …/download-digital-file/{orderItemId}, deviation #10): the
 * Token header proves the owner. A refusal answers the envelope with its message.
 */
export function downloadDigitalFile(orderItemId: number): Promise<DownloadResult> {
  return downloadOwnFile(`${DOWNLOAD_PATH_PREFIX}/${orderItemId}`);
}

/** An order's GST tax invoice (PDF), in the page's language: the owner's only. */
export function downloadInvoice(orderNumber: string): Promise<DownloadResult> {
  const lang = currentLanguage();
  return downloadOwnFile(`${INVOICE_PATH_PREFIX}/${encodeURIComponent(orderNumber)}?lang=${lang}`);
}

async function downloadOwnFile(path: string): Promise<DownloadResult> {
  const { token } = readAuth();
  const lang = currentLanguage();
  const genericError = t(lang, 'genericError');
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: 'GET',
      // A GET has no body: a refusal is said in the language this header names.
      headers: { Token: token, 'Accept-Language': lang },
    });
  } catch {
    return { ok: false, status: 0, errorMessage: genericError };
  }
  const contentType = response.headers.get('Content-Type') ?? '';
  if (!response.ok) {
    let envelope: Partial<Envelope> = {};
    try {
      envelope = (await response.json()) as Partial<Envelope>;
    } catch {
      // Not an envelope: the generic message stands.
    }
    if (response.status === 401) reportUnauthorized();
    return {
      ok: false,
      status: response.status,
      errorMessage: await failureText(lang, envelope, genericError),
    };
  }
  try {
    return { ok: true, file: await response.blob(), contentType };
  } catch {
    return { ok: false, status: 0, errorMessage: genericError };
  }
}
