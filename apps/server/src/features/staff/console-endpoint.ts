// The console's one guard and route definer. Every console route is registered here, from its
// entry in the contract's CONSOLE_ENDPOINTS, so the roles that table names are the only roles
// let through: no session (a visitor, a shopper's token, an ended session) → 401, a role the
// entry does not list → 403, and neither says anything about the endpoint beyond that. The
// guard runs on request, before the body is read; then the body is validated with the
// endpoint's schema (HTTP 400 naming the field). Answers are the storefront's envelope, with
// the HTTP status equal to statusCode (the console needs none of the provider's 200s).
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  CONSOLE_ENDPOINTS,
  consolePath,
  roleMayCall,
  type ConsoleEndpointKey,
} from '@bazaar/contract/console/endpoints';
import { CONSOLE_SCHEMAS, type ConsoleRequest } from '@bazaar/contract/console/schemas';
import { answerLanguage } from '../../answer-language.ts';
import { ApiError, ShopperOutcome } from '../../api-errors.ts';
import type { Database } from '../../db/schema.ts';
import { describeIssue, requestLanguage, sendEnvelope } from '../../wire.ts';
import { resolveStaff, type SignedInStaff, type StaffSessionPolicy } from './staff-sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the console guard on console routes; null on public ones. */
    staff: SignedInStaff | null;
  }
}

type StaffFor<K extends ConsoleEndpointKey> =
  (typeof CONSOLE_ENDPOINTS)[K]['roles'] extends 'public' ? null : SignedInStaff;

export interface ConsoleContext<K extends ConsoleEndpointKey> {
  params: ConsoleRequest<K>;
  staff: StaffFor<K>;
  /** The Bearer token as presented ("" for none): logout ends exactly this session. */
  token: string;
  ip: string;
  log: FastifyBaseLogger;
}

export interface ConsoleGuard {
  db: Kysely<Database>;
  sessions: StaffSessionPolicy;
}

/** The token of `Authorization: Bearer <token>`; "" when absent or another scheme. */
export function bearerToken(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? '' : (header ?? '');
  const match = /^Bearer\s+(\S+)\s*$/i.exec(value);
  return match?.[1] ?? '';
}

function refuse(reply: FastifyReply, request: FastifyRequest, status: 401 | 403) {
  const failure =
    status === 401 ? ({ id: 'unauthorized' } as const) : ({ id: 'staffForbidden' } as const);
  return sendEnvelope(reply, status, { failure, lang: answerLanguage(request) });
}

export function defineConsoleEndpoint<K extends ConsoleEndpointKey>(
  app: FastifyInstance,
  guard: ConsoleGuard,
  key: K,
  handler: (context: ConsoleContext<K>) => Promise<unknown>,
): void {
  const isPublic = CONSOLE_ENDPOINTS[key].roles === 'public';
  const schema = CONSOLE_SCHEMAS[key] as unknown as z.ZodType<ConsoleRequest<K>>;
  if (!app.hasRequestDecorator('staff')) app.decorateRequest('staff', null);
  app.post(consolePath(key), {
    onRequest: async (request, reply) => {
      if (isPublic) return;
      const staff = await resolveStaff(
        guard.db,
        bearerToken(request.headers.authorization),
        guard.sessions,
      );
      if (!staff) return refuse(reply, request, 401);
      if (!roleMayCall(key, staff.role)) return refuse(reply, request, 403);
      request.staff = staff;
    },
    handler: async (request, reply) => {
      const lang = requestLanguage(request.body);
      const raw = (request.body as { requestParameters?: unknown } | null)?.requestParameters ?? {};
      const parsed = schema.safeParse(raw, { reportInput: true });
      if (!parsed.success)
        return sendEnvelope(reply, 400, { failure: describeIssue(parsed.error), lang });
      let data: unknown;
      try {
        data = await handler({
          params: parsed.data,
          staff: request.staff as StaffFor<K>,
          token: bearerToken(request.headers.authorization),
          ip: request.ip,
          log: request.log,
        });
      } catch (error) {
        if (error instanceof ApiError) {
          reply.headers(error.headers);
          return sendEnvelope(reply, error.statusCode, { failure: error.said, lang });
        }
        // A console refusal is a 4xx of its own (ApiError); an outcome of a shared service
        // (after-sales) arrives as ShopperOutcome and is a 409: the request was understood.
        if (error instanceof ShopperOutcome)
          return sendEnvelope(reply, 409, { failure: error.said, lang });
        throw error;
      }
      return sendEnvelope(reply, 200, { data, lang });
    },
  });
}
