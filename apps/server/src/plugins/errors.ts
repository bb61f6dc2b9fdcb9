// One error handler and one not-found handler for the whole app: API callers always get the
// envelope with a clear message, never a stack trace; browsers get the SPA for unknown pages.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Message } from '@bazaar/i18n/message-catalogue';
import { UNREADABLE_REQUEST_AR } from '@bazaar/i18n/server-errors';
import { isDatabaseUnavailable, isWriteConflict } from '../db/faults.ts';
import { answerLanguage } from '../answer-language.ts';
import { requestLanguage, sendEnvelope } from '../wire.ts';
import { JsonTooDeep } from './json-body.ts';
import { TooManyRequests } from './rate-limit.ts';

function clientErrorMessage(error: FastifyError): Message {
  if (error instanceof JsonTooDeep) return { id: 'jsonTooDeep' };
  if (error instanceof TooManyRequests) return { id: 'tooManyRequests' };
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { id: 'malformedJson' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { id: 'bodyTooLarge' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { id: 'notJson' };
    default:
      // Fastify's own 4xx (a bad URL encoding …): its English words, as a malformed request.
      return error instanceof SyntaxError
        ? { id: 'malformedJson' }
        : {
            id: 'malformedField',
            params: { field: 'request', why: { en: error.message, ar: UNREADABLE_REQUEST_AR } },
          };
  }
}

/**
 * Client errors that keep their status: each means something a caller acts on (log in again,
 * stop, slow down, shorten the body), and the spec names 401, 413 and 429 outright. Anything
 * else from Fastify or a plugin is the spec's malformed request, 400 — a 415 included: the spec
 * (endpoints.md, docs/wire-contract.md) answers a body that is not JSON with 400.
 */
const KEPT_CLIENT_STATUSES: ReadonlySet<number> = new Set([401, 403, 404, 405, 413, 429]);

export interface ErrorsOptions {
  /** Serves the SPA's index.html for a page route the server does not know. */
  servePage?: (request: FastifyRequest, reply: FastifyReply) => unknown;
}

export const errors = fp<ErrorsOptions>(async (app: FastifyInstance, options) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    const lang = requestLanguage(request.body);
    if (status >= 400 && status < 500) {
      const code = KEPT_CLIENT_STATUSES.has(status) ? status : 400;
      const failure: Message = code === 401 ? { id: 'unauthorized' } : clientErrorMessage(error);
      return sendEnvelope(reply, code, { failure, lang });
    }
    if (isWriteConflict(error)) {
      // Too many writers on the same rows even after writeTransaction's retries: busy, not broken.
      request.log.warn({ err: error }, 'write conflict persisted; answered 503');
      void reply.header('Retry-After', '1');
      return sendEnvelope(reply, 503, { failure: { id: 'unavailable' }, lang });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      void reply.header('Retry-After', '5');
      return sendEnvelope(reply, 503, { failure: { id: 'unavailable' }, lang });
    }
    request.log.error({ err: error }, 'request failed');
    return sendEnvelope(reply, 500, { failure: { id: 'internal' }, lang });
  });

  app.setNotFoundHandler((request, reply) => {
    // The router ignores duplicate slashes ('//files/…'); so must this check.
    const url = request.url.replace(/\/{2,}/g, '/');
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(api|files|assets)\//.test(url);
    if (isPageRequest && options.servePage) return options.servePage(request, reply);
    return sendEnvelope(reply, 404, {
      failure: { id: 'unknownEndpoint' },
      lang: answerLanguage(request),
    });
  });
});
