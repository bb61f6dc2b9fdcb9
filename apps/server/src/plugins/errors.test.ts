// A write conflict that outlasted writeTransaction's retries is a busy shop, not a bug: 503 with
// Retry-After and the envelope, never 500 (issue 17, item 5).
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
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

  /** POSTs to /api/x on an app with the error handler and whatever `setUp` adds. */
  async function answer(setUp: (app: FastifyInstance) => void, payload?: object) {
    const app = Fastify({ logger: false });
    await app.register(errors);
    setUp(app);
    const response = await app.inject({ method: 'POST', url: '/api/x', payload });
    await app.close();
    return { status: response.statusCode, body: response.json<Envelope>() };
  }
  const failWith = (status: number, message: string) => async () => {
    throw Object.assign(new Error(message), { statusCode: status });
  };

  it.each([401, 403, 404, 405, 413, 429])(
    'keeps a %i from a hook or plugin, as an envelope',
    async (status) => {
      const { status: answered, body } = await answer((app) => {
        app.addHook('onRequest', failWith(status, 'refused by a plugin'));
        app.post('/api/x', async () => ({}));
      });
      expect(answered).toBe(status);
      expect(body.statusCode).toBe(status);
      expect(body.isAuthorized).toBe(status !== 401);
      if (status === 401) expect(body.errorMessage).toBe(SERVER_ERRORS.unauthorized);
    },
  );

  it.each([406, 408, 411, 415, 418, 422])(
    'answers any other client error (%i) 400',
    async (status) => {
      const { status: answered, body } = await answer((app) => {
        app.post('/api/x', failWith(status, 'odd request'));
      });
      expect(answered).toBe(400);
      // Fastify's own words, named as the malformed request they are.
      expect(body.errorMessage).toBe('request: odd request');
      expect(body.messageId).toBe('malformedField');
    },
  );

  it('says why Fastify refused a request in Arabic words but the field name', async () => {
    const { status, body } = await answer(
      (app) => app.post('/api/x', failWith(422, 'odd request')),
      { requestParameters: { languageCode: 'ar' } },
    );
    expect([status, body.messageId]).toEqual([400, 'malformedField']);
    expect(body.errorMessage.replace('request', '')).not.toMatch(/[A-Za-z]/);
  });

  it('keeps a schema validation failure a 400', async () => {
    const schema = { body: { type: 'object', required: ['name'] } };
    const { status, body } = await answer((app) => {
      app.post('/api/x', { schema }, async () => ({}));
    }, {});
    expect(status).toBe(400);
    expect(body.errorMessage).toMatch(/name/);
  });
});
