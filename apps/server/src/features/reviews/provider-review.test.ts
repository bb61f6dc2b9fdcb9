// The provider's storefront writing a review (deviation 45): its visitor form gets HTTP 200 with
// a failure it shows as a toast; with a buyer's Token it gets its success text, and the review
// carries the account's name, not the typed one.
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, endpointPath } from '@bazaar/contract/endpoints';
import type { Envelope } from '@bazaar/contract/envelope';
import { say } from '@bazaar/i18n/message-catalogue';
import {
  PROVIDER_REVIEW,
  VISITOR_HEADERS,
} from '../../provider-compat/provider-calls.test-support.ts';
import { DIALECTS } from '../../test/databases.ts';
import { useTestApp } from '../../test/test-app.ts';
import { shopperWithOrder } from '../orders/orders.test-support.ts';

describe.each(DIALECTS)("the provider's review form on %s", (dialect) => {
  const t = useTestApp(dialect);
  const send = async (headers: Record<string, string>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: endpointPath(ENDPOINTS.insertProductReview),
      headers: { ...VISITOR_HEADERS, ...headers },
      payload: JSON.stringify({ requestParameters: PROVIDER_REVIEW }),
    });
    expect(response.statusCode).toBe(200);
    const envelope = response.json<Envelope>();
    return { envelope, data: JSON.parse(envelope.data) as unknown };
  };

  it('tells a visitor to log in, with HTTP 200 so its toast shows it', async () => {
    const { envelope } = await send({});
    expect(envelope.statusCode).toBe(501);
    expect(envelope.errorMessage).toBe(say('en', { id: 'reviewLoginRequired' }));
  });

  it('saves a buyer’s review under the account’s name', async () => {
    const buyer = await shopperWithOrder(t.db, Number(PROVIDER_REVIEW.ProductId));
    const { envelope, data } = await send(buyer.headers);
    expect(envelope).toMatchObject({ statusCode: 200, errorMessage: '' });
    expect(data).toEqual([{ ResponseMsg: 'Saved Successfully', ReviewHeld: false }]);
    const row = await t.db
      .selectFrom('reviews')
      .select(['reviewer_name', 'reviewer_email', 'verified_purchase'])
      .where('user_id', '=', buyer.id)
      .executeTakeFirstOrThrow();
    expect(row.reviewer_name).toBe('Asha R.');
    expect(row.reviewer_email).not.toBe(PROVIDER_REVIEW.ReviewerEmail);
    expect(row.verified_purchase).toBe(1);
  });
});
