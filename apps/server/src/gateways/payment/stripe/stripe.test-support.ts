// Recorded Stripe answers (fixtures/, shapes as api.stripe.com returns them) served through
// nock, which intercepts the SDK's own node:https requests: nothing leaves the machine.
import { readFileSync } from 'node:fs';
import nock from 'nock';
import { afterEach, beforeAll } from 'vitest';

export const STRIPE_API = 'https://api.stripe.com';

export function stripeFixture(name: string): Record<string, unknown> {
  const text = readFileSync(new URL(`fixtures/${name}.json`, import.meta.url), 'utf8');
  return JSON.parse(text) as Record<string, unknown>;
}

/** Every test starts with no interceptors, no real network, and must use all it set up. */
export function useRecordedStripe(): void {
  beforeAll(() => nock.disableNetConnect());
  afterEach(() => {
    const unused = nock.pendingMocks();
    nock.cleanAll();
    if (unused.length > 0)
      throw new Error(`Stripe calls expected but not made: ${unused.join(', ')}`);
  });
}

export const stripeApi = () => nock(STRIPE_API);
