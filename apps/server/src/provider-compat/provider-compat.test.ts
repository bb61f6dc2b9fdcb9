// Provider-compatibility suite: the provider's storefront, pointed at Bazaar, must get answers
// it can read. Each call of provider-calls.test-support.ts is sent as that storefront sends it (raw body,
// its headers) and the answer is checked the way its code reads it. Runs per dialect.
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, endpointPath } from '@bazaar/contract/endpoints';
import { OUTCOME_STATUS, type Envelope } from '@bazaar/contract/envelope';
import { DIALECTS } from '../test/databases.ts';
import { useTestApp } from '../test/test-app.ts';
import {
  PROVIDER_CALLS,
  PROVIDER_OUTCOMES,
  VISITOR_HEADERS,
  type ProviderCall,
} from './provider-calls.test-support.ts';

describe.each(DIALECTS)("the provider's storefront against Bazaar on %s", (dialect) => {
  const t = useTestApp(dialect);

  /** Like its axios client: POST the JSON body; only a 2xx answer reaches its screen. */
  async function send(call: ProviderCall) {
    const response = await t.app.inject({
      method: 'POST',
      url: endpointPath(ENDPOINTS[call.endpoint]),
      headers: { ...(call.headers ?? VISITOR_HEADERS) },
      payload: JSON.stringify({ requestParameters: call.params }),
    });
    expect(response.statusCode, 'only HTTP 2xx reaches its screens').toBe(200);
    const envelope = response.json<Envelope>();
    expect(typeof envelope.data).toBe('string');
    return { envelope, data: JSON.parse(envelope.data) as unknown };
  }

  it.each(PROVIDER_CALLS.map((call) => [call.screen, call] as const))(
    '%s',
    async (_screen, call) => {
      const { envelope, data } = await send(call);
      expect(envelope).toMatchObject({ statusCode: 200, errorMessage: '' });
      if ('object' in call.reads) {
        expect(ENDPOINTS[call.endpoint].answers).toBe('object');
        expect(typeof data === 'object' && data !== null && !Array.isArray(data)).toBe(true);
        for (const field of call.reads.object) {
          const value = (data as Record<string, unknown>)[field];
          expect(Array.isArray(value) && value.length > 0, field).toBe(true);
        }
        return;
      }
      if ('amounts' in call.reads) {
        expect(ENDPOINTS[call.endpoint].answers).toBe('object');
        for (const field of call.reads.amounts) {
          expect((data as Record<string, unknown>)[field], field).toBeGreaterThan(0);
        }
        return;
      }
      expect(ENDPOINTS[call.endpoint].answers).toBe('list');
      expect(Array.isArray(data)).toBe(true);
      const rows = data as Record<string, unknown>[];
      if ('responseMsg' in call.reads) {
        expect(rows[0]?.ResponseMsg).toBe(call.reads.responseMsg);
        return;
      }
      if (call.reads.empty) {
        expect(rows).toEqual([]);
        return;
      }
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        for (const field of call.reads.list) {
          expect(row[field], `${call.endpoint} row field ${field}`).not.toBeUndefined();
        }
      }
    },
  );

  it.each(PROVIDER_OUTCOMES.map((call) => [call.screen, call] as const))(
    'outcome with HTTP 200: %s',
    async (_screen, call) => {
      const { envelope, data } = await send(call);
      if (!('responseMsg' in call.reads)) throw new Error('an outcome reads a ResponseMsg');
      expect(envelope.statusCode).toBe(OUTCOME_STATUS.validation);
      expect(envelope.errorMessage).toBe(call.reads.responseMsg);
      // Its forms read data[0].ResponseMsg: not its success text, so it shows its failure toast.
      expect(data).toEqual([{ ResponseMsg: call.reads.responseMsg }]);
    },
  );

  it('finds every cart product by ProductID, as its order summary does', async () => {
    const cart = [{ ProductId: 151 }, { ProductId: 7 }];
    const { data } = await send({
      screen: 'OrderSummary',
      endpoint: 'getProductsByIds',
      params: { ProductsIds: JSON.stringify(cart), recordValueJson: '[]' },
      reads: { list: ['ProductID'] },
    });
    const rows = data as { ProductID: number; Price: number }[];
    for (const line of cart) {
      expect(rows.find((row) => row.ProductID === line.ProductId)?.Price).toBeGreaterThan(0);
    }
  });
});
