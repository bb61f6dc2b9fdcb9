// What a handler throws instead of answering. wire.ts turns each into its envelope, saying the
// message in the request's language (errorMessage) and naming it (messageId, messageParams).
import type { OutcomeKind } from '@bazaar/contract/envelope';
import { say, type Message } from '@bazaar/i18n/message-catalogue';

/** A failure that is no outcome of the shop (401, 404 …): answered with that HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly said: Message,
    /** Response headers to send with it (a 429's Retry-After). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(say('en', said));
  }
}

/**
 * An outcome the shopper must be shown (spec §8: "Email already exists!", "Invalid coupon
 * code!" …). Answered HTTP 200 with statusCode 204 or 501 and `errorMessage`; `data` carries
 * the ResponseMsg row where §8 names one, so both storefronts can show it.
 */
export class ShopperOutcome extends Error {
  constructor(
    readonly kind: OutcomeKind,
    readonly said: Message,
    readonly data?: unknown,
  ) {
    super(say('en', said));
  }
}
