// Shared by the provider adapters' tests: recorded answers (each adapter's fixtures/ folder,
// response shapes as the provider returns them) served through nock, which intercepts
// node:http(s) and global fetch, so the SDKs' real clients run and nothing leaves the machine.
import { readFileSync } from 'node:fs';
import nock from 'nock';
import { afterEach, beforeAll, expect } from 'vitest';
import { PaymentDeclined } from './payment-gateway.ts';

/** A loader for one adapter's fixtures folder (pass that adapter's `import.meta.url`). */
export const fixturesBeside =
  (moduleUrl: string) =>
  (name: string): Record<string, unknown> =>
    JSON.parse(readFileSync(new URL(`fixtures/${name}.json`, moduleUrl), 'utf8')) as Record<
      string,
      unknown
    >;

/** No real network; every test must make each call it set up, and starts with none. */
export function useRecordedAnswers(provider: string): void {
  beforeAll(() => nock.disableNetConnect());
  afterEach(() => {
    const unused = nock.pendingMocks();
    nock.cleanAll();
    if (unused.length > 0) {
      throw new Error(`${provider} calls expected but not made: ${unused.join(', ')}`);
    }
  });
}

/** The shopper's message id a call was declined with (fails the test if it was not). */
export async function declinedWith(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentDeclined);
  return (error as PaymentDeclined).said.id;
}
