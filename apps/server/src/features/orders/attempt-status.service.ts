// get-order-attempt (a Bazaar addition): what became of the shopper's own order attempt, asked
// by its Idempotency-Key after the answer of post-customer-order was lost (no answer, timeout,
// dropped connection). Only the caller's own attempts are looked at: another shopper's key is
// "unknown", exactly like a key never sent, so nothing about their orders leaks.
import type { ParsedRequestOf } from '@bazaar/contract/api-schemas';
import type { OrderAttemptAnswer } from '@bazaar/contract/schemas/orders';
import { say } from '@bazaar/i18n/message-catalogue';
import type { CurrentUser } from '../../auth/current-user.ts';
import type { OrdersContext } from './context.ts';
import { findAttempt } from './idempotency.repository.ts';
import type { StoredAnswer } from './idempotency.ts';
import { findOrderNumberByKey } from './attempt-status.repository.ts';

const answer = (
  state: OrderAttemptAnswer['State'],
  more: Partial<OrderAttemptAnswer> = {},
): OrderAttemptAnswer => ({
  State: state,
  OrderNumber: null,
  MessageId: null,
  Message: null,
  ...more,
});

export async function orderAttemptStatus(
  ctx: OrdersContext,
  { IdempotencyKey: key, languageCode }: ParsedRequestOf<'getOrderAttempt'>,
  user: CurrentUser,
): Promise<OrderAttemptAnswer> {
  const attempt = await findAttempt(ctx.db, user.id, key);
  if (attempt && attempt.state !== 'done') return answer('running');
  if (attempt?.answer_json) {
    const stored = JSON.parse(attempt.answer_json) as StoredAnswer;
    if ('ok' in stored) return answer('placed', { OrderNumber: stored.ok.OrderNumber });
    const said = 'said' in stored.outcome ? stored.outcome.said : { id: 'genericError' as const };
    return answer('failed', { MessageId: said.id, Message: say(languageCode, said) });
  }
  // The attempt row is purged after a day; an order keeps the client's key for good.
  const order = await findOrderNumberByKey(ctx.db, user.id, key);
  return order ? answer('placed', { OrderNumber: order.order_number }) : answer('unknown');
}
