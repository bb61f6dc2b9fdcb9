// CORS: same origin only unless CORS_ORIGINS names other storefronts.
import { afterEach, describe, expect, it } from 'vitest';
import { ENDPOINTS, endpointPath } from '@bazaar/contract/endpoints';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const url = endpointPath(ENDPOINTS.getCategoriesList);
const STOREFRONT = 'https://storefront.example';

describe('cross-origin calls to the API', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const preflight = (app: TestApp['app'], origin: string) =>
    app.inject({
      method: 'OPTIONS',
      url,
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,token,userid',
      },
    });
  const post = (app: TestApp['app'], origin: string) =>
    app.inject({
      method: 'POST',
      url,
      headers: { origin, 'content-type': 'application/json' },
      payload: { requestParameters: {} },
    });

  it('grants no other origin by default', async () => {
    t = await createTestApp('sqlite', { seed: false });
    const answer = await preflight(t.app, 'https://evil.example');
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.headers['access-control-allow-headers']).toBeUndefined();
    const call = await post(t.app, 'https://evil.example');
    expect(call.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets the origins in CORS_ORIGINS call with the Token and UserID headers', async () => {
    t = await createTestApp('sqlite', { seed: false, config: { CORS_ORIGINS: [STOREFRONT] } });
    const answer = await preflight(t.app, STOREFRONT);
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe(STOREFRONT);
    expect(answer.headers['access-control-allow-headers']).toContain('UserID');
    expect(answer.headers['access-control-allow-headers']).toContain('Token');
    expect(answer.headers.vary).toContain('Origin');
    const call = await post(t.app, STOREFRONT);
    expect(call.statusCode).toBe(200);
    expect(call.headers['access-control-allow-origin']).toBe(STOREFRONT);

    const stranger = await preflight(t.app, 'https://evil.example');
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    const strangerCall = await post(t.app, 'https://evil.example');
    expect(strangerCall.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows every origin only when told so with *', async () => {
    t = await createTestApp('sqlite', { seed: false, config: { CORS_ORIGINS: ['*'] } });
    const answer = await preflight(t.app, 'https://anyone.example');
    expect(answer.headers['access-control-allow-origin']).toBe('*');
  });
});
