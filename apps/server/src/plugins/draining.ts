// Graceful shutdown as requests see it (server.ts drives it). First the instance drains: it
// serves as usual, but /health answers 503 so a load balancer stops sending new work, and
// every answer says `Connection: close` so keep-alive clients reconnect elsewhere. Then it
// closes: a request that still arrives on an open connection gets the 503 envelope with
// Retry-After (Fastify's own 503 during close is not one), and in-flight requests finish.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { answerLanguage } from '../answer-language.ts';
import { sendEnvelope } from '../wire.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Starts draining (SIGTERM): /health turns 503, connections are not kept alive. */
    startDraining(): void;
    /** True from startDraining() on. */
    isDraining(): boolean;
  }
}

export const draining = fp(async (app: FastifyInstance) => {
  let drainingSince: number | undefined;
  let closing = false;
  app.decorate('startDraining', () => {
    drainingSince ??= Date.now();
  });
  app.decorate('isDraining', () => drainingSince !== undefined);
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!closing) return;
    void reply.header('Retry-After', '5');
    // Before the body is read: in the Accept-Language header's language (Bazaar's web sends it).
    const lang = answerLanguage(request);
    return sendEnvelope(reply, 503, { failure: { id: 'unavailable' }, lang });
  });
  // Also for requests that arrived before the drain began and answer during it.
  app.addHook('onSend', async (_request, reply) => {
    if (drainingSince !== undefined || closing) void reply.header('Connection', 'close');
  });
});
