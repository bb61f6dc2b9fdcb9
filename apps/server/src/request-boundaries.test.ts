// Generated from the contract (issue 17 items 4, 12, 17): every id, whole-number and text field
// of every endpoint's request schema — lists of ids and the fields inside cartJsonData included —
// is sent its boundary values over a real socket, per dialect. PostgreSQL's `integer` columns
// answered 500 for ids above 2^31 − 1; now the contract refuses them as a 400 naming the field.
// A field added to a schema is covered here without being listed.
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { API_SCHEMAS } from '@bazaar/contract/api-schemas';
import { DOWNLOAD_PATH_PREFIX, ENDPOINTS, endpointPath } from '@bazaar/contract/endpoints';
import type { EndpointKey } from '@bazaar/contract/endpoints';
import type { Envelope } from '@bazaar/contract/envelope';
import { ID_MAX } from '@bazaar/contract/ids';
import { fieldName, requestFields, withValue } from '@bazaar/contract/request-fields';
import { isFormOutcome } from '@bazaar/contract/schemas/params';
import { signUpAndLogIn } from './features/accounts/accounts.test-support.ts';
import { DIALECTS } from './test/databases.ts';
import { listenOnLoopback } from './test/raw-http.ts';
import { useTestApp } from './test/test-app.ts';

/** What the walk cannot make up: required fields that are neither ids nor whole numbers. */
const REQUIRED: Partial<Record<EndpointKey, Record<string, unknown>>> = {
  getLocalization: { entityId: 63, languageCode: 'en' },
  postCustomerOrder: { PaymentMethod: 2 },
  getCouponDiscount: { CouponCode: 'NOSUCHCODE' },
  createCardToken: { CardNumber: '4242424242424242', ExpiryYear: 2030, Cvc: '123' },
  approveWalletOrder: { id: 'WALLET-1' },
  createPaymentCheckout: { PaymentMethod: 5 },
  getCustomerOrderDetail: { OrderNumber: 'BZ-20260101-NONE' },
  cancelCustomerOrder: { OrderNumber: 'BZ-20260101-NONE' },
  requestCustomerReturn: { OrderNumber: 'BZ-20260101-NONE', Reason: 'defective' },
  getCustomerAfterSales: { OrderNumber: 'BZ-20260101-NONE' },
  getOrderAttempt: { IdempotencyKey: 'attempt-1' },
};

const KEYS = Object.keys(API_SCHEMAS) as EndpointKey[];
const fieldsOf = (key: EndpointKey) => requestFields(API_SCHEMAS[key].request as z.ZodType);

/** A request with no malformed field: every id and whole number 1, plus REQUIRED. */
function baseRequest(key: EndpointKey): Record<string, unknown> {
  let base: unknown = {};
  for (const field of fieldsOf(key)) {
    if (field.kind === 'id' || field.kind === 'integer') base = withValue(base, field.path, 1);
  }
  return { ...(base as Record<string, unknown>), ...REQUIRED[key] };
}

const SITES = KEYS.flatMap((key) =>
  fieldsOf(key).map((field) => ({ key, field, name: fieldName(field.path) })),
);
const sitesOf = (...kinds: string[]) => SITES.filter(({ field }) => kinds.includes(field.kind));
const namesField = (name: string) => new RegExp(`^${name.replace(/\./g, '\\.')}[.:]`);

describe('every base request is well-formed, so a 400 below is the field under test', () => {
  it.each(KEYS)('%s', (key) => {
    const parsed = API_SCHEMAS[key].request.safeParse(baseRequest(key));
    const malformed = parsed.success ? [] : parsed.error.issues.filter((i) => !isFormOutcome(i));
    expect(malformed).toEqual([]);
  });
});

describe.each(DIALECTS)('boundary values in every request field on %s', (dialect) => {
  const t = useTestApp(dialect, { config: { FORM_RATE_LIMIT_PER_MINUTE: 100_000 } });
  let base: string;
  let auth: Record<string, string>;

  beforeAll(async () => {
    const { row, token } = await signUpAndLogIn(t.app);
    auth = { Token: token, UserID: String(row.UserID) };
    base = `http://127.0.0.1:${await listenOnLoopback(t.app)}`;
  });

  async function send(key: EndpointKey, params: unknown, headers = auth) {
    const response = await fetch(`${base}${endpointPath(ENDPOINTS[key])}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ requestParameters: params }),
    });
    return { status: response.status, envelope: (await response.json()) as Envelope };
  }

  it.each(sitesOf('id').map((site) => [`${site.key} ${site.name}`, site] as const))(
    'id %s: 2^31 − 1, -1 and 0 answer below 500; 2^31 and 2^53 are a 400 naming it',
    async (_, { key, field, name }) => {
      for (const value of [ID_MAX, -1, 0, String(ID_MAX)]) {
        const { status } = await send(key, withValue(baseRequest(key), field.path, value));
        expect(status, `${value}`).toBeLessThan(500);
      }
      for (const value of [ID_MAX + 1, String(ID_MAX + 1), 2 ** 53]) {
        const { status, envelope } = await send(
          key,
          withValue(baseRequest(key), field.path, value),
        );
        expect(status, `${value}`).toBe(400);
        expect(envelope.errorMessage).toMatch(namesField(name));
      }
    },
  );

  it.each(sitesOf('id', 'integer').map((site) => [`${site.key} ${site.name}`, site] as const))(
    'whole number %s: "1e1" and 1.5 are a 400 naming it',
    async (_, { key, field, name }) => {
      for (const value of ['1e1', 1.5]) {
        const { status, envelope } = await send(
          key,
          withValue(baseRequest(key), field.path, value),
        );
        expect(status, `${value}`).toBe(400);
        expect(envelope.errorMessage).toMatch(namesField(name));
      }
    },
  );

  it.each(sitesOf('text').map((site) => [`${site.key} ${site.name}`, site] as const))(
    'text %s: an OSC sequence (ESC … BEL) is a 400',
    async (_, { key, field }) => {
      const params = withValue(baseRequest(key), field.path, 'Asha\u001b]0;x\u0007');
      const { status, envelope } = await send(key, params);
      expect(status).toBe(400);
      expect(envelope.statusCode).toBe(400);
    },
  );

  it('reads ids in the download path and the UserID header by the same rule', async () => {
    const download = (path: string) => fetch(`${base}${DOWNLOAD_PATH_PREFIX}/${path}`);
    for (const id of [ID_MAX + 1, 2 ** 53, 0]) {
      const response = await download(`${id}/${auth['Token'] ?? ''}`);
      expect(response.status, `${id}`).toBe(400);
      expect(((await response.json()) as Envelope).errorMessage).toMatch(/^orderItemId: /);
    }
    expect((await download(`${ID_MAX}/${auth['Token'] ?? ''}`)).status).toBe(404);
    for (const UserID of [String(ID_MAX + 1), String(ID_MAX), '-1', '0', '1e1']) {
      const { status } = await send('getOrderHistory', { UserId: 1 }, { ...auth, UserID });
      expect(status, UserID).toBe(401);
    }
  });
});
