// The one server module that knows the wire envelope (spec §7, endpoints.md): it parses
// {requestParameters}, validates them with the contract's schema and answers
// {statusCode, message, errorMessage, data: "<JSON>"}. Handlers see typed objects only.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ENDPOINTS, endpointPath, type EndpointKey } from '@bazaar/contract/endpoints';
import { API_SCHEMAS, type ParsedRequestOf, type RowOf } from '@bazaar/contract/api-schemas';
import { STATUS_MESSAGES, type Envelope } from '@bazaar/contract/envelope';
import { SERVER_ERRORS } from '@bazaar/contract/messages';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema.ts';
import { hitRateLimit, type RateLimit } from './plugins/rate-limit.ts';

/** A domain failure a handler reports to the caller (4xx), as opposed to a bug (500). */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export interface EnvelopeParts {
  data?: unknown;
  message?: string;
  errorMessage?: string;
  token?: string;
}

export function envelope(statusCode: number, parts: EnvelopeParts = {}): Envelope {
  return {
    statusCode,
    statusMessage: STATUS_MESSAGES[statusCode] ?? (statusCode < 400 ? 'Ok' : 'Error'),
    message: parts.message ?? '',
    errorMessage: parts.errorMessage ?? '',
    isAuthorized: statusCode !== 401,
    data: JSON.stringify(parts.data ?? []),
    ...(parts.token === undefined ? {} : { token: parts.token }),
  };
}

export function sendEnvelope(
  reply: FastifyReply,
  statusCode: number,
  parts: EnvelopeParts = {},
): FastifyReply {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send(envelope(statusCode, parts));
}

export type Answer<K extends EndpointKey> = (typeof ENDPOINTS)[K]['answers'] extends 'object'
  ? RowOf<K>
  : RowOf<K>[];

/** What a handler may return: the answer itself, or the answer with envelope extras. */
export type HandlerResult<K extends EndpointKey> =
  Answer<K> | { answer: Answer<K>; message?: string; token?: string };

export type Handler<K extends EndpointKey> = (
  params: ParsedRequestOf<K>,
  request: FastifyRequest,
) => Promise<HandlerResult<K>>;

/** "PageNo: must be a whole number" — the first problem, naming the field. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return SERVER_ERRORS.missingRequestParameters;
  const field = issue.path.map(String).join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

function readRequestParameters(body: unknown): Record<string, unknown> | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const params = (body as { requestParameters?: unknown }).requestParameters;
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return undefined;
  return params as Record<string, unknown>;
}

function isWrapped<K extends EndpointKey>(
  result: HandlerResult<K>,
): result is { answer: Answer<K>; message?: string; token?: string } {
  return (
    typeof result === 'object' && result !== null && !Array.isArray(result) && 'answer' in result
  );
}

export interface EndpointOptions {
  /** Limit calls per client address (form endpoints), counted in `db`. */
  rateLimit?: RateLimit & { db: Kysely<Database> };
}

/** Register the POST route of one contract endpoint. */
export function defineEndpoint<K extends EndpointKey>(
  app: FastifyInstance,
  key: K,
  handler: Handler<K>,
  options: EndpointOptions = {},
): void {
  const schema = API_SCHEMAS[key].request as unknown as z.ZodType<ParsedRequestOf<K>>;
  const { rateLimit } = options;
  app.post(endpointPath(ENDPOINTS[key]), async (request, reply) => {
    if (rateLimit && !(await hitRateLimit(rateLimit.db, rateLimit, request.ip))) {
      return sendEnvelope(reply, 429, { errorMessage: SERVER_ERRORS.tooManyRequests });
    }
    const raw = readRequestParameters(request.body);
    if (!raw)
      return sendEnvelope(reply, 400, { errorMessage: SERVER_ERRORS.missingRequestParameters });
    const parsed = schema.safeParse(raw);
    if (!parsed.success)
      return sendEnvelope(reply, 400, { errorMessage: describeIssue(parsed.error) });
    try {
      const result = await handler(parsed.data, request);
      if (isWrapped(result)) {
        return sendEnvelope(reply, 200, {
          data: result.answer,
          message: result.message,
          token: result.token,
        });
      }
      return sendEnvelope(reply, 200, { data: result });
    } catch (error) {
      if (error instanceof ApiError) {
        return sendEnvelope(reply, error.statusCode, { errorMessage: error.message });
      }
      throw error;
    }
  });
}
