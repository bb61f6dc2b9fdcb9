// A write conflict that outlasted writeTransaction's retries is a busy shop, not a bug: 503 with
// Retry-After and the envelope, never 500 (issue 17, item 5).
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { SERVER_ERRORS } from '@bazaar/contract/messages';
import type { Envelope } from '@bazaar/contract/envelope';
import { errors } from './errors.ts';

/** What pg throws for a serialization failure or a deadlock. */
function pgError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code, severity: 'ERROR' });
}

describe('the error handler', () => {
  it.each([
    ['40001', 'could not serialize access due to read/write dependencies among transactions'],
    ['40P01', 'deadlock detected'],
  ])(
    'answers an exhausted conflict (%s) 503 with Retry-After, as an envelope',
    async (code, text) => {
      const app = Fastify({ logger: false });
      await app.register(errors);
      app.post('/api/conflict', async () => {
        throw pgError(code, text);
      });
      const response = await app.inject({ method: 'POST', url: '/api/conflict' });
      await app.close();
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      const body = response.json<Envelope>();
      expect(body.statusCode).toBe(503);
      expect(body.errorMessage).toBe(SERVER_ERRORS.unavailable);
    },
  );

  it('still answers 500 for a bug', async () => {
    const app = Fastify({ logger: false });
    await app.register(errors);
    app.post('/api/bug', async () => {
      throw new TypeError('x is undefined');
    });
    const response = await app.inject({ method: 'POST', url: '/api/bug' });
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(response.json<Envelope>().errorMessage).toBe(SERVER_ERRORS.internal);
  });

  it.each([401, 403, 404, 405, 413, 429])(
    'keeps a %i from a hook or plugin, as an envelope',
    async (status) => {
      const app = Fastify({ logger: false });
      await app.register(errors);
      app.addHook('onRequest', async () => {
        throw Object.assign(new Error('refused by a plugin'), { statusCode: status });
      });
      app.post('/api/guarded', async () => ({}));
      const response = await app.inject({ method: 'POST', url: '/api/guarded' });
      await app.close();
      expect(response.statusCode).toBe(status);
      const body = response.json<Envelope>();
      expect(body.statusCode).toBe(status);
      expect(body.isAuthorized).toBe(status !== 401);
      if (status === 401) expect(body.errorMessage).toBe(SERVER_ERRORS.unauthorized);
    },
  );

  it.each([406, 408, 411, 415, 418, 422])(
    'answers any other client error (%i) 400',
    async (status) => {
      const app = Fastify({ logger: false });
      await app.register(errors);
      app.post('/api/odd', async () => {
        throw Object.assign(new Error('odd request'), { statusCode: status });
      });
      const response = await app.inject({ method: 'POST', url: '/api/odd' });
      await app.close();
      expect(response.statusCode).toBe(400);
      expect(response.json<Envelope>().errorMessage).toBe('odd request');
    },
  );

  it('keeps a schema validation failure a 400', async () => {
    const app = Fastify({ logger: false });
    await app.register(errors);
    const schema = { body: { type: 'object', required: ['name'] } };
    app.post('/api/validated', { schema }, async () => ({}));
    const response = await app.inject({ method: 'POST', url: '/api/validated', payload: {} });
    await app.close();
    expect(response.statusCode).toBe(400);
    expect(response.json<Envelope>().errorMessage).toMatch(/name/);
  });
});
