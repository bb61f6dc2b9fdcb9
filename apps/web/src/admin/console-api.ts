// The console's one caller of the server: POST /api/v1/console/<path> with the storefront's
// envelope (docs/wire-contract.md, "The console") and the session as a Bearer token. Errors are
// returned with the server's message, already in the language asked for; a 401 ends the
// session in the browser (onSessionEnded).
import { consolePath, type ConsoleEndpointKey } from '@bazaar/contract/console/endpoints';
import type { Envelope } from '@bazaar/contract/envelope';
import type { Lang } from '@bazaar/i18n/text';

export type ConsoleAnswer<T> =
  { ok: true; data: T } | { ok: false; status: number; message: string; messageId?: string };

const SESSION_KEY = 'bazaar.console.session';
let sessionEnded: () => void = () => {};

export function onSessionEnded(listener: () => void) {
  sessionEnded = listener;
}

export function storedToken(): string {
  return sessionStorage.getItem(SESSION_KEY) ?? '';
}

export function storeToken(token: string | null) {
  if (token === null) sessionStorage.removeItem(SESSION_KEY);
  else sessionStorage.setItem(SESSION_KEY, token);
}

export async function consoleApi<T>(
  key: ConsoleEndpointKey,
  params: Record<string, unknown>,
  lang: Lang,
  networkError: string,
): Promise<ConsoleAnswer<T>> {
  const token = storedToken();
  let response: Response;
  try {
    response = await fetch(consolePath(key), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': lang,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ requestParameters: { ...params, languageCode: lang } }),
    });
  } catch {
    return { ok: false, status: 0, message: networkError };
  }
  const envelope = (await response.json().catch(() => null)) as Envelope | null;
  if (!envelope) return { ok: false, status: response.status, message: networkError };
  if (response.status === 401 && key !== 'login') {
    storeToken(null);
    sessionEnded();
  }
  if (!response.ok) {
    return {
      ok: false,
      status: response.status,
      message: envelope.errorMessage,
      ...(envelope.messageId ? { messageId: envelope.messageId } : {}),
    };
  }
  return { ok: true, data: JSON.parse(envelope.data) as T };
}
