// What a request log line says about the request: Fastify's fields, with the login token of a
// digital download's address (`…/download-digital-file/{orderItemId}/{token}`, deviation #10)
// replaced, so no log line ever carries a token. Headers are not logged (the Token header is
// also redacted in app.ts, should anything log them).
import type { FastifyRequest } from 'fastify';
import { DOWNLOAD_PATH_PREFIX } from '@bazaar/contract/endpoints';

export const REDACTED = '[REDACTED]';
const DOWNLOAD_SEGMENT = 'download-digital-file';

/** Percent escapes decoded one by one: a malformed or partial escape elsewhere cannot hide one. */
function decoded(url: string): string {
  return url.replace(/%[0-9a-f]{2}/gi, (escape) => {
    try {
      return decodeURIComponent(escape);
    } catch {
      return escape;
    }
  });
}

/**
 * The URL as it may be logged. A routed download keeps only its item id; any other address that
 * spells the download segment (encoded, doubled slashes, another case) loses all that follows it.
 */
export function loggableUrl(url: string, routeUrl?: string, orderItemId?: unknown): string {
  if (routeUrl?.startsWith(DOWNLOAD_PATH_PREFIX)) {
    const id = typeof orderItemId === 'string' && /^\d{1,15}$/.test(orderItemId) ? orderItemId : '';
    return `${DOWNLOAD_PATH_PREFIX}/${id}/${REDACTED}`;
  }
  const plain = decoded(url);
  const at = plain.toLowerCase().indexOf(DOWNLOAD_SEGMENT);
  return at === -1 ? url : `${plain.slice(0, at + DOWNLOAD_SEGMENT.length)}/${REDACTED}`;
}

/** Fastify's `req` serializer, with the URL made loggable (defensive: any object may arrive). */
export function requestLogFields(request: Partial<FastifyRequest>) {
  const params = request.params as Record<string, unknown> | undefined;
  return {
    method: request.method,
    url: loggableUrl(request.url ?? '', request.routeOptions?.url, params?.orderItemId),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
