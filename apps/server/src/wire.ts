// The one server module that knows the wire envelope (spec §7, endpoints.md): it parses
// {requestParameters}, validates them with the contract's schema and answers
// {statusCode, message, errorMessage, data: "<JSON>"}. Handlers see typed objects only. A
// failure is a Message (id + parameters): errorMessage says it in the request's languageCode,
// messageId / messageParams name it (docs/wire-contract.md).
//
// Which HTTP status an answer gets:
// - a malformed request (no requestParameters, a wrong type, out of range, NUL / line break /
//   lone surrogate in text): HTTP 400, statusCode 400, "Field: why";
// - an outcome the shopper must see (a §5 form rule such as "Name is required", or a
//   ShopperOutcome thrown by a service): HTTP 200 with statusCode 204 (validation) or 501
//   (failure) and errorMessage, because the provider's storefront only reads 2xx answers;
// - ApiError for what is no outcome of the shop (401 not authorized, 404 …), 429, 500.
//
// A handler gets { params, user, log }; an endpoint declares who may call it (Access). The
// error classes live in api-errors.ts, the limiter in plugins/rate-limit.ts.
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ENDPOINTS, endpointPath, type EndpointKey } from '@bazaar/contract/endpoints';
import { API_SCHEMAS, type ParsedRequestOf, type RowOf } from '@bazaar/contract/api-schemas';
import {
  OUTCOME_STATUS,
  STATUS_MESSAGES,
  type Envelope,
  type OutcomeKind,
} from '@bazaar/contract/envelope';
import { formOutcomeOf, isFormOutcome } from '@bazaar/contract/schemas/params';
import { paramsIn, say, type Message } from '@bazaar/i18n/message-catalogue';
import { LANGS, type Lang } from '@bazaar/i18n/text';
import type { Kysely } from 'kysely';
import { arabicIssueText } from './arabic-issue.ts';
import { sendCached, type AnswerCache, type CachedAnswer } from './answer-cache.ts';
import { ApiError, ShopperOutcome } from './api-errors.ts';
import { presentedToken, userHook, type CurrentUser } from './auth/current-user.ts';
import type { Database } from './db/schema.ts';
import { routeRateLimit, type RateLimit } from './plugins/rate-limit.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

export interface EnvelopeParts {
  data?: unknown;
  message?: string;
  /** The failure: said in `lang` as errorMessage, and named by messageId / messageParams. */
  failure?: Message;
  /** The request's languageCode ('en' when it has none). */
  lang?: Lang;
  token?: string;
}

export function envelope(statusCode: number, parts: EnvelopeParts = {}): Envelope {
  const { failure, lang = 'en' } = parts;
  return {
    statusCode,
    statusMessage: STATUS_MESSAGES[statusCode] ?? (statusCode < 400 ? 'Ok' : 'Error'),
    message: parts.message ?? '',
    errorMessage: failure ? say(lang, failure) : '',
    isAuthorized: statusCode !== 401,
    data: JSON.stringify(parts.data ?? []),
    ...(parts.token === undefined ? {} : { token: parts.token }),
    ...(failure ? { messageId: failure.id, messageParams: paramsIn(lang, failure.params) } : {}),
  };
}

/**
 * The languageCode a body asks for, read leniently ('en' unless it is one Bazaar speaks): for
 * answers given before, or instead of, validating it (a malformed body, a 401, a 500).
 */
export function requestLanguage(body: unknown): Lang {
  return readLanguageCode(body) ?? 'en';
}

/** The body's languageCode when it is one Bazaar speaks; undefined otherwise. */
export function readLanguageCode(body: unknown): Lang | undefined {
  const lang = readRequestParameters(body)?.['languageCode'];
  return LANGS.find((known) => known === lang);
}

export function sendEnvelope(
  reply: FastifyReply,
  statusCode: number,
  parts: EnvelopeParts = {},
): FastifyReply {
  return reply.code(statusCode).type(JSON_TYPE).send(envelope(statusCode, parts));
}

/** HTTP 200 with the outcome's statusCode (204 / 501) and message in the envelope. */
export function sendOutcome(
  reply: FastifyReply,
  kind: OutcomeKind,
  failure: Message,
  lang: Lang,
  data?: unknown,
): FastifyReply {
  return reply
    .code(200)
    .type(JSON_TYPE)
    .send(envelope(OUTCOME_STATUS[kind], { failure, lang, data }));
}

/**
 * The §5 message when every problem is a form rule the shopper broke (see isFormOutcome);
 * undefined when any problem is a malformed field, which makes the request a 400.
 */
export function formOutcomeMessage(error: z.ZodError): Message | undefined {
  const [first] = error.issues;
  return first && error.issues.every(isFormOutcome) ? formOutcomeOf(first) : undefined;
}

/**
 * What an outcome carries in `data` unless it names its own: the provider's forms read
 * `data[0].ResponseMsg` (anything but their success text shows their failure toast) and would
 * fail on an empty list; object answers get an empty object.
 */
function outcomeData(key: EndpointKey, failure: Message, lang: Lang): unknown {
  return ENDPOINTS[key].answers === 'list' ? [{ ResponseMsg: say(lang, failure) }] : {};
}

export type Answer<K extends EndpointKey> = (typeof ENDPOINTS)[K]['answers'] extends 'object'
  ? RowOf<K>
  : RowOf<K>[];

/** What a handler may return: the answer itself, or the answer with envelope extras. */
export type HandlerResult<K extends EndpointKey> =
  Answer<K> | { answer: Answer<K>; message?: string; token?: string };

/** What a handler is given: its validated parameters, the caller, and a request-scoped log. */
export interface HandlerContext<K extends EndpointKey, U extends CurrentUser | null> {
  params: ParsedRequestOf<K>;
  user: U;
  log: FastifyBaseLogger;
  /** The client's address (behind TRUST_PROXY's proxies), for per-address throttles. */
  ip: string;
  /** The Token header as presented ("" for none): logout revokes exactly this one. */
  token: string;
  /** The Idempotency-Key header, trimmed ("" for none): a retried order is answered once. */
  idempotencyKey: string;
}

export type Handler<K extends EndpointKey, U extends CurrentUser | null = CurrentUser | null> = (
  context: HandlerContext<K, U>,
) => Promise<HandlerResult<K>>;

/**
 * "PageNo: must be a whole number" — the first malformed field, named; why in English is the
 * contract's (or zod's) words, in Arabic zod's `ar` locale's.
 */
export function describeIssue(error: z.ZodError): Message {
  const issue = error.issues.find((candidate) => !isFormOutcome(candidate)) ?? error.issues[0];
  if (!issue) return { id: 'missingRequestParameters' };
  const field = issue.path.map(String).join('.') || 'requestParameters';
  return {
    id: 'malformedField',
    params: { field, why: { en: issue.message, ar: arabicIssueText(issue) } },
  };
}

function readRequestParameters(body: unknown): Record<string, unknown> | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const params = (body as { requestParameters?: unknown }).requestParameters;
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return undefined;
  return params as Record<string, unknown>;
}

/** A header's one value, trimmed; "" when missing or sent more than once. */
function headerText(value: string | string[] | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

function successParts<K extends EndpointKey>(result: HandlerResult<K>): EnvelopeParts {
  const wrapped =
    typeof result === 'object' && result !== null && !Array.isArray(result) && 'answer' in result;
  if (!wrapped) return { data: result };
  const { answer, message, token } = result;
  return { data: answer, message, token };
}

/**
 * Who may call an endpoint: `public` (no user is looked up; the handler gets null), `optional`
 * (a visitor gets null, a bad token 401) or `required` (a user, or 401).
 */
/** What every feature plugin is given: the database its repositories query. */
export interface FeatureOptions {
  db: Kysely<Database>;
}

export type Access = 'public' | 'optional' | 'required';

export interface EndpointOptions {
  /** Limit calls per client address (form endpoints), counted in the database. */
  rateLimit?: RateLimit;
  /** Answers alike for every caller, kept until a write changes them (public endpoints only). */
  cache?: AnswerCache;
  /** A larger body than the app's API_BODY_LIMIT, for the one call that carries photos. */
  bodyLimit?: number;
}

type UserFor<A extends Access> = A extends 'required'
  ? CurrentUser
  : A extends 'optional'
    ? CurrentUser | null
    : null;

/** Register the POST route of one contract endpoint. */
export function defineEndpoint<K extends EndpointKey, A extends Access = 'public'>(
  app: FastifyInstance,
  key: K,
  handler: Handler<K, UserFor<A>>,
  options: EndpointOptions & { access?: A; db?: Kysely<Database> } = {},
): void {
  const schema = API_SCHEMAS[key].request as unknown as z.ZodType<ParsedRequestOf<K>>;
  const access: Access = options.access ?? 'public';
  const { db, cache } = options;
  if (access !== 'public' && !db) throw new Error(`${key}: a user check needs the database`);
  if (access !== 'public' && cache) throw new Error(`${key}: only public answers are cached`);
  const config = options.rateLimit ? routeRateLimit(options.rateLimit) : {};
  const unauthorized = (reply: FastifyReply, request: FastifyRequest) =>
    sendEnvelope(reply, 401, {
      failure: { id: 'unauthorized' },
      lang: requestLanguage(request.body),
    });
  const preHandler =
    access !== 'public' && db ? [userHook(db, access === 'required', unauthorized)] : [];
  if (!app.hasRequestDecorator('currentUser')) app.decorateRequest('currentUser', null);
  app.post(
    endpointPath(ENDPOINTS[key]),
    { config, preHandler, ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}) },
    async (request, reply) => {
      const user = request.currentUser;
      const raw = readRequestParameters(request.body);
      const lang = requestLanguage(request.body);
      if (!raw) {
        const failure = { id: 'missingRequestParameters' } as const;
        return sendEnvelope(reply, 400, { failure, lang });
      }
      // The input stays on each issue so the Arabic words can name the type that was sent.
      const parsed = schema.safeParse(raw, { reportInput: true });
      if (!parsed.success) {
        const outcome = formOutcomeMessage(parsed.error);
        if (outcome !== undefined) {
          return sendOutcome(reply, 'validation', outcome, lang, outcomeData(key, outcome, lang));
        }
        return sendEnvelope(reply, 400, { failure: describeIssue(parsed.error), lang });
      }
      const context = {
        params: parsed.data,
        user: user as UserFor<A>,
        log: request.log,
        ip: request.ip,
        token: presentedToken(request.headers.token),
        idempotencyKey: headerText(request.headers['idempotency-key']),
      };
      const make = async () => envelope(200, successParts(await handler(context)));
      let body: Envelope | CachedAnswer;
      try {
        body = cache
          ? await cache.answer(`${key} ${JSON.stringify(parsed.data)}`, async () =>
              JSON.stringify(await make()),
            )
          : await make();
      } catch (error) {
        if (error instanceof ShopperOutcome) {
          const data = error.data ?? outcomeData(key, error.said, lang);
          return sendOutcome(reply, error.kind, error.said, lang, data);
        }
        if (error instanceof ApiError) {
          reply.headers(error.headers);
          return sendEnvelope(reply, error.statusCode, { failure: error.said, lang });
        }
        throw error;
      }
      reply.code(200).type(JSON_TYPE);
      return 'text' in body
        ? sendCached(reply, request.headers['accept-encoding'], body)
        : reply.send(body);
    },
  );
}
