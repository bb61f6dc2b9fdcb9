// A stand-in for the API server in web tests: `fetch` replaced by routes per endpoint that answer
// in the real envelope (so api/client.ts runs as in the browser), with every request recorded.
// An answer can be held back (`deferred`) to look at a screen while its request is on its way.
import { vi } from 'vitest';
import { ENDPOINTS, endpointPath, type EndpointKey } from '@bazaar/contract/endpoints';
import type { RequestOf } from '@bazaar/contract/api-schemas';

/** `status` is the envelope's statusCode; `httpStatus` (default: the same) the HTTP status. */
export type Reply =
  | { data: unknown }
  | { status: number; errorMessage?: string; httpStatus?: number; messageId?: string };
type Handler<K extends EndpointKey> = (params: RequestOf<K>) => Reply | Promise<Reply>;

export interface Call {
  key: EndpointKey;
  params: unknown;
  signal: AbortSignal | undefined;
  headers: Headers;
}

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
}

export function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function envelope(reply: Reply): { status: number; body: string } {
  if ('data' in reply) {
    const body = { statusCode: 200, statusMessage: 'Ok', data: JSON.stringify(reply.data) };
    return { status: 200, body: JSON.stringify({ ...body, message: '', errorMessage: '' }) };
  }
  const body = {
    statusCode: reply.status,
    data: '',
    errorMessage: reply.errorMessage ?? '',
    ...(reply.messageId ? { messageId: reply.messageId } : {}),
  };
  return { status: reply.httpStatus ?? reply.status, body: JSON.stringify(body) };
}

const aborted = () => new DOMException('The operation was aborted.', 'AbortError');

/** Replaces `fetch` until the test ends (the setup file unstubs globals). */
export function fakeApi() {
  const handlers = new Map<string, { key: EndpointKey; handle: Handler<never> }>();
  const calls: Call[] = [];

  const fetchStub = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const route = handlers.get(new URL(url, 'http://bazaar.test').pathname);
    // api/client.ts always sends a JSON string.
    const body = typeof init.body === 'string' ? init.body : '{}';
    const params = (JSON.parse(body) as { requestParameters: unknown }).requestParameters;
    const signal = init.signal ?? undefined;
    if (!route) throw new Error(`fake API: nothing answers ${url}`);
    calls.push({ key: route.key, params, signal, headers: new Headers(init.headers) });
    if (signal?.aborted) throw aborted();
    const cancelled = new Promise<never>((_, reject) =>
      signal?.addEventListener('abort', () => reject(aborted())),
    );
    const reply = await Promise.race([route.handle(params as never), cancelled]);
    const answer = envelope(reply);
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  vi.stubGlobal('fetch', vi.fn(fetchStub));

  return {
    calls,
    /** Answers `key` with `handle` (a fixed reply, or a function of the request's parameters). */
    on<K extends EndpointKey>(key: K, handle: Reply | Handler<K>): void {
      const handler = typeof handle === 'function' ? handle : () => handle;
      handlers.set(endpointPath(ENDPOINTS[key]), { key, handle: handler });
    },
    callsTo(key: EndpointKey): Call[] {
      return calls.filter((call) => call.key === key);
    },
  };
}
