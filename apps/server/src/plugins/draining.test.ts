// What requests see while the instance shuts down (the process-level test is shutdown.test.ts).
import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_ERRORS } from '@bazaar/contract/messages';
import type { Envelope } from '@bazaar/contract/envelope';
import { say } from '@bazaar/i18n/message-catalogue';
import { draining } from './draining.ts';
import { errors } from './errors.ts';
import { health } from './health.ts';
import { listenOnLoopback } from '../test/raw-http.ts';

async function shop(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, return503OnClosing: false });
  await app.register(errors);
  await app.register(draining);
  await app.register(health, { ping: async () => true, isDraining: () => app.isDraining() });
  app.get('/api/hello', async () => ({ statusCode: 200, data: '[]' }));
  return app;
}

describe('draining', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('turns /health to 503 and stops keeping connections alive, serving on', async () => {
    app = await shop();
    expect((await app.inject('/health')).statusCode).toBe(200);
    app.startDraining();
    const check = await app.inject('/health');
    expect(check.statusCode).toBe(503);
    expect(check.json()).toEqual({ status: 'draining' });
    const answer = await app.inject('/api/hello');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers.connection).toBe('close');
  });

  it.each([
    ['', SERVER_ERRORS.unavailable],
    ['Accept-Language: ar-EG, en;q=0.5\r\n', say('ar', { id: 'unavailable' })],
  ])(
    'answers a request whose headers (%j) complete during close with the 503 envelope',
    async (language, said) => {
      app = await shop();
      const port = await listenOnLoopback(app);
      // Headers begun before close (the connection counts as busy, so it stays open)…
      const socket = net.connect(port, '127.0.0.1');
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      const ended = new Promise((resolve) => socket.on('close', resolve));
      socket.write(`GET /api/hello HTTP/1.1\r\nHost: x\r\n${language}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const closed = app.close();
      await new Promise((resolve) => setTimeout(resolve, 100));
      // …and finished after it began.
      socket.write('\r\n');
      await Promise.all([ended, closed]);
      app = undefined;
      expect(text).toMatch(/^HTTP\/1\.1 503 /);
      expect(text).toMatch(/\r\nretry-after: 5\r\n/i);
      expect(text).toMatch(/\r\nconnection: close\r\n/i);
      const envelope = JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as Envelope;
      expect(envelope.statusCode).toBe(503);
      expect(envelope.errorMessage).toBe(said);
    },
  );
});
