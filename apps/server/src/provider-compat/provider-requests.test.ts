// The contract reads the provider storefront's requests as it means them, also for endpoints
// Bazaar's server does not serve yet, and marks the answers it reads as objects.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { API_SCHEMAS } from '@bazaar/contract/api-schemas';
import { ENDPOINTS, type EndpointKey } from '@bazaar/contract/endpoints';
import { PROVIDER_OBJECT_READS, PROVIDER_REQUESTS } from './provider-requests.test-support.ts';

describe("the contract reads the provider's requests", () => {
  it.each(PROVIDER_REQUESTS.map((request) => [request.screen, request] as const))(
    '%s',
    (_screen, request) => {
      const schema = API_SCHEMAS[request.endpoint].request as z.ZodType;
      const result = schema.safeParse(request.params);
      expect(result.error?.issues ?? []).toEqual([]);
      expect(result.data).toMatchObject(request.means);
    },
  );

  it.each(Object.entries(PROVIDER_OBJECT_READS))(
    '%s answers one object with the fields it reads',
    (key, fields) => {
      const endpoint = key as EndpointKey;
      expect(ENDPOINTS[endpoint].answers).toBe('object');
      const row = API_SCHEMAS[endpoint].row as z.ZodObject;
      expect(Object.keys(row.shape)).toEqual(expect.arrayContaining([...fields]));
    },
  );
});
