// Every endpoint the contract names has a route on the server: get-customer-favourite-products
// once answered "Unknown endpoint." and no test noticed. An empty call may be refused (400,
// 401, an outcome) but must reach the endpoint, and never fail with a 5xx. A refusal names its
// message (messageId) and says it in the languageCode asked for.
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, endpointPath, type EndpointKey } from '@bazaar/contract/endpoints';
import type { Envelope } from '@bazaar/contract/envelope';
import { SERVER_ERRORS } from '@bazaar/contract/messages';
import { isMessageId } from '@bazaar/i18n/message-catalogue';
import { DIALECTS } from './test/databases.ts';
import { useTestApp } from './test/test-app.ts';

describe.each(DIALECTS)('contract routes on %s', (dialect) => {
  const t = useTestApp(dialect);

  it.each(Object.keys(ENDPOINTS) as EndpointKey[])('%s has a route', async (key) => {
    const response = await t.app.inject({
      method: 'POST',
      url: endpointPath(ENDPOINTS[key]),
      headers: { 'content-type': 'application/json', Token: '', UserID: '' },
      payload: { requestParameters: {} },
    });
    const answer = response.json<Envelope>();
    expect(answer.errorMessage).not.toBe(SERVER_ERRORS.unknownEndpoint);
    expect(response.statusCode).not.toBe(404);
    expect(response.statusCode).toBeLessThan(500);
  });

  it.each(Object.keys(ENDPOINTS) as EndpointKey[])(
    '%s names a refusal and says it in Arabic',
    async (key) => {
      const response = await t.app.inject({
        method: 'POST',
        url: endpointPath(ENDPOINTS[key]),
        headers: { 'content-type': 'application/json', Token: '', UserID: '' },
        payload: { requestParameters: { languageCode: 'ar' } },
      });
      const answer = response.json<Envelope>();
      expect(answer.messageId).not.toBe('unknownEndpoint');
      if (answer.statusCode === 200) {
        expect(answer).not.toHaveProperty('messageId');
        return;
      }
      expect(isMessageId(answer.messageId), String(answer.messageId)).toBe(true);
      expect(answer.errorMessage).toMatch(/[\u0600-\u06FF]/);
    },
  );
});
