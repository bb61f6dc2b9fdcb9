// What became of an order attempt whose answer was lost (get-order-attempt): asked after a
// network failure and before paying again for the same cart, polling briefly while the server
// is still placing it. "unreachable": the question itself got no answer.
import { callApi } from '../../api/client.ts';

export type AttemptFate =
  | { state: 'placed'; orderNumber: string }
  | { state: 'failed'; message: string }
  | { state: 'running' }
  | { state: 'unknown' }
  | { state: 'unreachable' };

export const FATE_POLLS = 6;
export const FATE_POLL_MS = 1500;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function askOnce(key: string): Promise<AttemptFate> {
  const result = await callApi('getOrderAttempt', { IdempotencyKey: key });
  if (!result.ok) return { state: 'unreachable' };
  const { State, OrderNumber, Message } = result.data;
  switch (State) {
    case 'placed':
      return OrderNumber ? { state: 'placed', orderNumber: OrderNumber } : { state: 'unknown' };
    case 'failed':
      return { state: 'failed', message: Message ?? '' };
    case 'running':
    case 'unknown':
      return { state: State };
  }
}

/** Asks, and asks again a few times while the attempt is still running. */
export async function askAttemptFate(
  key: string,
  { polls = FATE_POLLS, pollMs = FATE_POLL_MS } = {},
): Promise<AttemptFate> {
  let fate = await askOnce(key);
  for (let round = 1; round < polls && fate.state === 'running'; round += 1) {
    await wait(pollMs);
    fate = await askOnce(key);
  }
  return fate;
}
