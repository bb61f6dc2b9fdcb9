// The envelope, bad input and the infrastructure every answer shares.
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, endpointPath, HEALTH_PATH } from '@bazaar/contract/endpoints';
import type { Envelope } from '@bazaar/contract/envelope';
import { SERVER_ERRORS } from '@bazaar/contract/messages';
import { DIALECTS } from './test/databases.ts';
import { useTestApp } from './test/test-app.ts';

describe.each(DIALECTS)('wire contract on %s', (dialect) => {
  const t = useTestApp(dialect, { seed: false });

  const url = endpointPath(ENDPOINTS.getCategoriesList);
  const post = (payload: string, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });

  it('answers the envelope with data as a JSON string', async () => {
    const response = await post(
      JSON.stringify({ requestParameters: { PageNo: 1, PageSize: 100 } }),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<Envelope>();
    expect(body).toMatchObject({
      statusCode: 200,
      statusMessage: 'Ok',
      errorMessage: '',
      isAuthorized: true,
    });
    expect(typeof body.data).toBe('string');
    expect(Array.isArray(JSON.parse(body.data))).toBe(true);
  });

  it.each([
    ['malformed JSON', '{"requestParameters": {', SERVER_ERRORS.malformedJson],
    ['an empty body', '', SERVER_ERRORS.malformedJson],
    ['no requestParameters', '{"PageNo": 1}', SERVER_ERRORS.missingRequestParameters],
    [
      'requestParameters as a list',
      '{"requestParameters": []}',
      SERVER_ERRORS.missingRequestParameters,
    ],
    ['a wrong type', '{"requestParameters": {"PageNo": "one"}}', 'PageNo: must be a whole number'],
    [
      'an out-of-range value',
      '{"requestParameters": {"PageSize": 100000}}',
      'PageSize: must be at most 100',
    ],
  ])('answers 400 with a clear message for %s', async (_case, payload, message) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<Envelope>();
    expect(body.statusCode).toBe(400);
    expect(body.errorMessage).toBe(message);
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await post('PageNo=1', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(400);
    expect(response.json<Envelope>().errorMessage).toMatch(/JSON/);
  });

  it('answers 413 for an oversized body', async () => {
    const response = await post(
      JSON.stringify({ requestParameters: { x: 'y'.repeat(2_000_000) } }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json<Envelope>().errorMessage).toBe(SERVER_ERRORS.bodyTooLarge);
  });

  it('answers a 404 envelope for an unknown endpoint', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dynamic/dataoperation/no-such-thing',
      payload: { requestParameters: {} },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<Envelope>()).toMatchObject({
      statusCode: 404,
      errorMessage: SERVER_ERRORS.unknownEndpoint,
    });
  });

  it('ignores keys an endpoint does not use', async () => {
    const response = await post(
      JSON.stringify({ requestParameters: { recordValueJson: '[]', Evil: { $where: 1 } } }),
    );
    expect(response.statusCode).toBe(200);
  });

  it('sends security headers on every answer', async () => {
    for (const response of [
      await post('{'),
      await t.app.inject({ method: 'GET', url: HEALTH_PATH }),
    ]) {
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('reports health for a load balancer', async () => {
    const response = await t.app.inject({ method: 'GET', url: HEALTH_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('compression', () => {
  const t = useTestApp('sqlite');

  it('gzips a large answer when asked, and the body is the same envelope', async () => {
    const request = (encoding: string) =>
      t.app.inject({
        method: 'POST',
        url: endpointPath(ENDPOINTS.getCategoriesList),
        headers: { 'content-type': 'application/json', 'accept-encoding': encoding },
        payload: { requestParameters: {} },
      });
    const plain = await request('identity');
    const zipped = await request('gzip');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
  });
});
